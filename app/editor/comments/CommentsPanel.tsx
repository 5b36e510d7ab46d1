import type { Comment } from '@common/schemas/comments';
import type { DeckMetadata } from '@common/slides/deckDefaults';
import { Check, MessageSquare, RotateCcw, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { threadsOf, useDeleteComment, useNewMarks, useReply, useResolve } from '../../api/comments';
import type { Slide } from '../../api/presentations';
import { CommentThread, ReplyForm } from '../../components/review/CommentThread';
import { Button } from '../../components/ui/button';
import { toastError } from '../../components/ui/toast';
import { useCommentsOfDeck } from './CommentsContext';
import { PinnedPoints } from './PinnedPoints';

/**
 * The Comments panel of the editor (issue 29): the selected slide's threads from its share links'
 * viewers and the team, with reply, resolve, reopen and delete; comments that arrived live carry
 * a "New" mark until the slide is left. Comments whose slide was deleted stay listed below.
 */
export function CommentsPanel({
  slide,
  deck,
  slideIds,
}: {
  slide: Slide;
  deck?: DeckMetadata;
  slideIds: readonly string[];
}) {
  const slideId = slide.id;
  const ctx = useCommentsOfDeck();
  const presentationId = ctx?.presentationId ?? '';
  const marks = useNewMarks();
  const reply = useReply(presentationId);
  const resolve = useResolve(presentationId);
  const remove = useDeleteComment(presentationId);
  const [showResolved, setShowResolved] = useState(false);
  const [showDeleted, setShowDeleted] = useState(false);
  const comments = ctx?.comments ?? [];
  const onSlide = useMemo(() => comments.filter((c) => c.slideId === slideId), [comments, slideId]);
  const orphans = useMemo(() => {
    const live = new Set(slideIds);
    return comments.filter((c) => !live.has(c.slideId));
  }, [comments, slideIds]);
  const threads = threadsOf(onSlide);
  const open = threads.filter((t) => !t.comment.resolved);
  const resolved = threads.filter((t) => t.comment.resolved);
  const pinned = onSlide.filter((c) => !c.parentId && c.x !== null);
  const pinOf = (id: string) => {
    const i = pinned.findIndex((c) => c.id === id);
    return i < 0 ? undefined : i + 1;
  };

  // What was shown on a slide has been seen once the person moves on from it.
  // Recorded after each commit, so that leaving a slide marks what that slide showed.
  const shown = useRef<string[]>([]);
  useEffect(() => {
    shown.current = onSlide.map((c) => c.id);
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs as the slide is left
  useEffect(() => () => marks.seen(shown.current), [slideId, marks]);

  const failed = (what: string) => (err: unknown) =>
    toastError(`${what}. ${err instanceof Error ? err.message : ''}`.trim());
  const options = {
    onReply: (parent: Comment, text: string) =>
      reply.mutateAsync({ slideId: parent.slideId, text, parentId: parent.id }),
    isNew: marks.has,
    pinOf,
    actions: (c: Comment) => (
      <>
        {c.depth === 0 &&
          (c.resolved ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() =>
                resolve.mutateAsync({ id: c.id, resolved: false }).catch(failed('Could not reopen'))
              }
            >
              <RotateCcw /> Reopen
            </Button>
          ) : (
            <Button
              variant="ghost"
              size="sm"
              onClick={() =>
                resolve.mutateAsync({ id: c.id, resolved: true }).catch(failed('Could not resolve'))
              }
            >
              <Check /> Resolve
            </Button>
          ))}
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50"
          aria-label={`Delete comment by ${c.authorName}`}
          onClick={() => remove.mutateAsync(c.id).catch(failed('Could not delete'))}
        >
          <Trash2 /> Delete
        </Button>
      </>
    ),
  };

  return (
    <section aria-label="Comments" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <header className="flex items-center gap-2">
        <MessageSquare className="size-4 text-brand" aria-hidden />
        <h2 className="text-sm font-bold text-ink">Comments</h2>
        <span className="text-xs text-slate-600" data-testid="comments-open-count">
          {open.length} open
        </span>
      </header>
      <div className="mt-3 grid gap-3">
        <PinnedPoints slide={slide} deck={deck} pins={pinned} />
        {open.length === 0 && <p className="text-sm text-slate-600">No open comments on this slide.</p>}
        {open.map((t) => (
          <CommentThread key={t.comment.id} thread={t} {...options} />
        ))}
        {resolved.length > 0 && (
          <>
            <Button
              variant="ghost"
              size="sm"
              className="justify-self-start"
              aria-expanded={showResolved}
              onClick={() => setShowResolved((v) => !v)}
            >
              {showResolved ? 'Hide' : 'Show'} resolved ({resolved.length})
            </Button>
            {showResolved &&
              resolved.map((t) => <CommentThread key={t.comment.id} thread={t} {...options} />)}
          </>
        )}
        <ReplyForm
          label="Add a comment for the team"
          placeholder="Add a comment for the team (share-link viewers do not see it)"
          submitLabel="Comment"
          onSend={(text) => reply.mutateAsync({ slideId, text })}
        />
        {orphans.length > 0 && (
          <div className="border-t border-slate-100 pt-3">
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={showDeleted}
              onClick={() => setShowDeleted((v) => !v)}
            >
              {orphans.length} comment{orphans.length === 1 ? '' : 's'} on a deleted slide
            </Button>
            {showDeleted && (
              <div className="mt-2 grid gap-3">
                {threadsOf(orphans).map((t) => (
                  <div key={t.comment.id}>
                    <p className="mb-1 text-xs font-semibold text-slate-600">On a deleted slide</p>
                    <CommentThread thread={t} {...options} />
                  </div>
                ))}
              </div>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
