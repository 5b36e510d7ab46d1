import { APPROVAL_NOTE_MAX, DISPLAY_NAME_MAX, REVIEWER_EMAIL_MAX } from '@common/limits';
import type { PublicComment } from '@common/schemas/comments';
import { CheckCircle2, MapPin, MessageSquare, X } from 'lucide-react';
import { useState } from 'react';
import { threadsOf } from '../../api/comments';
import { Button } from '../ui/button';
import { CommentThread, ReplyForm } from './CommentThread';
import { ReviewerForm } from './ReviewerForm';
import type { useViewerReview } from './useViewerReview';

export type Point = { x: number; y: number };

export const NOT_PROOF =
  'Names are typed by each reviewer and are not checked: a name is not proof of who wrote a comment.';

/** The pinned comments of a slide, numbered in the order they were made. */
export function pinsOf(comments: readonly PublicComment[], slideId: string) {
  return comments.filter((c) => c.slideId === slideId && !c.parentId && c.x !== null && c.y !== null);
}

/**
 * The shared viewer's review panel (issue 29): who you are (once), the slide's open comments and
 * their replies, a new comment on the slide or pinned to a point of it, and "Approve this version"
 * when the link asks for it.
 */
export function ViewerReviewPanel({
  review,
  slideId,
  slideNumber,
  picking,
  onPick,
  point,
  onClearPoint,
  activeId,
  onClose,
}: {
  review: ReturnType<typeof useViewerReview>;
  slideId: string;
  slideNumber: number;
  picking: boolean;
  onPick: (on: boolean) => void;
  point: Point | null;
  onClearPoint: () => void;
  activeId: string | null;
  onClose?: () => void;
}) {
  const state = review.state;
  const [showResolved, setShowResolved] = useState(false);
  if (!state) return null;
  const onSlide = state.comments.filter((c) => c.slideId === slideId);
  const threads = threadsOf(onSlide);
  const open = threads.filter((t) => !t.comment.resolved);
  const resolved = threads.filter((t) => t.comment.resolved);
  const pins = pinsOf(state.comments, slideId);
  const pinOf = (id: string) => {
    const i = pins.findIndex((p) => p.id === id);
    return i < 0 ? undefined : i + 1;
  };
  const reply = state.allowComments
    ? (parent: PublicComment, text: string) => review.comment({ slideId, text, parentId: parent.id })
    : undefined;

  return (
    <aside
      aria-label="Review"
      className="flex h-[45vh] w-full shrink-0 flex-col overflow-hidden border-t border-slate-200 bg-paper text-ink sm:h-full sm:w-96 sm:border-l sm:border-t-0"
    >
      <header className="flex items-center gap-2 border-b border-slate-200 bg-white px-4 py-3">
        <MessageSquare className="size-4 text-brand" aria-hidden />
        <h2 className="text-sm font-bold">{state.allowComments ? 'Comments' : 'Review'}</h2>
        <span className="text-xs text-slate-600">Slide {slideNumber}</span>
        {onClose && (
          <Button
            variant="ghost"
            size="icon"
            className="ml-auto size-8"
            onClick={onClose}
            aria-label="Hide comments"
          >
            <X />
          </Button>
        )}
      </header>
      <div className="min-h-0 flex-1 space-y-4 overflow-y-auto p-4">
        {state.askApproval && <ApprovalBox review={review} />}
        {state.allowComments &&
          (state.reviewer ? (
            <section aria-label="New comment" className="rounded-xl border border-slate-200 bg-white p-3">
              <p className="text-xs text-slate-600">
                Commenting as <span className="font-semibold text-ink">{state.reviewer.name}</span>
              </p>
              <ReplyForm
                label="Add a comment"
                placeholder={point ? 'Comment on the marked point' : 'Comment on this slide'}
                submitLabel="Comment"
                onSend={async (text) => {
                  await review.comment({ slideId, text, ...(point ?? {}) });
                  onClearPoint();
                  onPick(false);
                }}
              >
                <div className="flex flex-wrap items-center gap-2 text-xs">
                  {point ? (
                    <>
                      <span className="inline-flex items-center gap-1 font-semibold text-brand-dark">
                        <MapPin className="size-3.5" aria-hidden /> Pinned to the marked point
                      </span>
                      <Button variant="ghost" size="sm" onClick={onClearPoint}>
                        Remove pin
                      </Button>
                    </>
                  ) : (
                    <Button
                      variant="outline"
                      size="sm"
                      aria-pressed={picking}
                      onClick={() => onPick(!picking)}
                    >
                      <MapPin /> {picking ? 'Click the slide…' : 'Pin to a point'}
                    </Button>
                  )}
                </div>
              </ReplyForm>
            </section>
          ) : (
            <IdentityForm onSave={review.identify} />
          ))}
        {state.allowComments && (
          <section aria-label="Open comments" className="grid gap-3">
            {open.length === 0 ? (
              <p className="text-sm text-slate-600">No open comments on this slide.</p>
            ) : (
              open.map((t) => (
                <CommentThread
                  key={t.comment.id}
                  thread={t}
                  onReply={reply}
                  pinOf={pinOf}
                  activeId={activeId}
                />
              ))
            )}
          </section>
        )}
        {resolved.length > 0 && (
          <section aria-label="Resolved comments" className="grid gap-3">
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
              resolved.map((t) => <CommentThread key={t.comment.id} thread={t} pinOf={pinOf} />)}
          </section>
        )}
      </div>
      <p className="border-t border-slate-200 bg-white px-4 py-2 text-xs text-slate-600">{NOT_PROOF}</p>
    </aside>
  );
}

function IdentityForm({ onSave }: { onSave: (who: { name: string; email?: string }) => Promise<void> }) {
  return (
    <ReviewerForm
      label="Who is commenting"
      heading="Before you comment"
      nameMax={DISPLAY_NAME_MAX}
      extra={{ label: 'Email (optional)', max: REVIEWER_EMAIL_MAX, kind: 'email' }}
      help="Your name is shown with your comments; your email only to the presenter. Neither is checked."
      submitLabel="Continue"
      onSubmit={(name, email) => onSave({ name, ...(email ? { email } : {}) })}
    />
  );
}

function ApprovalBox({ review }: { review: ReturnType<typeof useViewerReview> }) {
  const state = review.state!;
  const [asking, setAsking] = useState(false);
  if (state.approved)
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-xl bg-emerald-50 p-3 text-sm font-semibold text-emerald-900"
      >
        <CheckCircle2 className="size-4" aria-hidden /> This version is approved.
      </p>
    );
  if (!asking)
    return (
      <div className="rounded-xl border border-slate-200 bg-white p-3">
        <p className="text-sm text-ink-soft">The presenter asks for your approval of this version.</p>
        <Button
          variant="brand"
          size="sm"
          className="mt-2"
          // The name given for commenting, if any, is the likely one here too (initialName).
          onClick={() => setAsking(true)}
        >
          <CheckCircle2 /> Approve this version
        </Button>
      </div>
    );
  return (
    <ReviewerForm
      label="Approve this version"
      heading="Approve this version"
      initialName={state.reviewer?.name ?? ''}
      nameMax={DISPLAY_NAME_MAX}
      extra={{ label: 'Note (optional)', max: APPROVAL_NOTE_MAX, kind: 'note' }}
      submitLabel="Approve"
      onCancel={() => setAsking(false)}
      onSubmit={async (name, note) => {
        await review.approve({ name, ...(note ? { note } : {}) });
        // Asked afresh (the button) once the deck changes and this approval becomes an earlier one.
        setAsking(false);
      }}
    />
  );
}
