import { COMMENT_REPLY_DEPTH_MAX, COMMENT_TEXT_MAX } from '@common/limits';
import type { PublicComment } from '@common/schemas/comments';
import { formatDistanceToNow } from 'date-fns';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { Thread } from '../../api/comments';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => [...w][0]?.toUpperCase() ?? '')
    .join('') || '?';

export interface ThreadOptions<C extends PublicComment> {
  /** Sends a reply; resolves once it is saved. */
  onReply?: (parent: C, text: string) => Promise<unknown>;
  /** More buttons under a comment (the editor's resolve, reopen and delete). */
  actions?: (comment: C) => ReactNode;
  isNew?: (id: string) => boolean;
  /** The pin's number, for a comment pinned to a point. */
  pinOf?: (id: string) => number | undefined;
  onFocusComment?: (comment: C) => void;
  /** Id of a comment to draw as selected (its pin was clicked). */
  activeId?: string | null;
}

/**
 * One comment and its replies, as text (never as markup: comments are plain text and are shown
 * exactly as typed). Used by the shared viewer and the editor's Comments panel alike.
 */
export function CommentThread<C extends PublicComment>({
  thread,
  ...options
}: { thread: Thread<C> } & ThreadOptions<C>) {
  const { comment } = thread;
  const [replying, setReplying] = useState(false);
  const pin = options.pinOf?.(comment.id);
  const fresh = options.isNew?.(comment.id);
  return (
    <article
      aria-label={`Comment by ${comment.authorName}`}
      data-comment-id={comment.id}
      className={cn(
        'rounded-lg',
        comment.depth === 0 && 'border border-slate-200 bg-white p-3 shadow-sm',
        comment.depth === 0 && options.activeId === comment.id && 'ring-2 ring-brand',
        comment.resolved && comment.depth === 0 && 'bg-slate-50',
      )}
    >
      <header className="flex items-center gap-2">
        <span
          aria-hidden
          className={cn(
            'flex size-7 shrink-0 items-center justify-center rounded-full text-[11px] font-bold',
            comment.byOwner ? 'bg-ink text-white' : 'bg-brand-soft text-brand-dark',
          )}
        >
          {initials(comment.authorName)}
        </span>
        <span className="min-w-0 truncate text-sm font-semibold text-ink">{comment.authorName}</span>
        {comment.byOwner && (
          <span className="rounded bg-slate-100 px-1.5 py-0.5 text-[10px] font-bold uppercase tracking-wider text-slate-700">
            Team
          </span>
        )}
        {pin !== undefined && (
          <span
            className="rounded-full bg-brand px-1.5 text-[11px] font-bold text-white"
            title="Pinned to a point"
          >
            <span className="sr-only">Pin </span>
            {pin}
          </span>
        )}
        {fresh && (
          <span className="rounded bg-amber-100 px-1.5 py-0.5 text-[10px] font-bold uppercase tracking-wider text-amber-900">
            New
          </span>
        )}
        <time dateTime={comment.createdAt} className="ml-auto shrink-0 text-xs text-slate-600">
          {formatDistanceToNow(new Date(comment.createdAt), { addSuffix: true })}
        </time>
      </header>
      <p className="mt-1.5 whitespace-pre-wrap break-words text-sm text-ink-soft">{comment.text}</p>
      {comment.resolved && comment.depth === 0 && (
        <p className="mt-1 text-xs font-semibold text-emerald-800">Resolved</p>
      )}
      <div className="mt-1.5 flex flex-wrap items-center gap-1">
        {options.onReply && comment.depth < COMMENT_REPLY_DEPTH_MAX && !replying && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setReplying(true)}
            aria-label={`Reply to ${comment.authorName}`}
          >
            Reply
          </Button>
        )}
        {options.actions?.(comment)}
      </div>
      {replying && options.onReply && (
        <ReplyForm
          label={`Reply to ${comment.authorName}`}
          onCancel={() => setReplying(false)}
          onSend={async (text) => {
            await options.onReply!(comment, text);
            setReplying(false);
          }}
        />
      )}
      {thread.replies.length > 0 && (
        <div className="mt-2 grid gap-2 border-l-2 border-slate-200 pl-3">
          {thread.replies.map((r) => (
            <CommentThread key={r.comment.id} thread={r} {...options} />
          ))}
        </div>
      )}
    </article>
  );
}

/** A plain-text box with a send button; the error of a refused send is shown under it. */
export function ReplyForm({
  label,
  placeholder = 'Write a reply',
  submitLabel = 'Reply',
  onSend,
  onCancel,
  children,
}: {
  label: string;
  placeholder?: string;
  submitLabel?: string;
  onSend: (text: string) => Promise<unknown>;
  onCancel?: () => void;
  children?: ReactNode;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!text.trim() || pending) return;
    setPending(true);
    setError('');
    try {
      await onSend(text);
      setText('');
    } catch (err) {
      setError(err instanceof Error ? err.message.replace(/^\d+: /, '') : 'Could not send');
    } finally {
      setPending(false);
    }
  }
  return (
    <form onSubmit={submit} className="mt-2 grid gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={COMMENT_TEXT_MAX}
        rows={2}
        placeholder={placeholder}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="w-full resize-y rounded-lg border border-slate-300 bg-white px-2.5 py-2 text-sm text-ink focus:border-brand focus:outline-none"
      />
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-700">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="sm" variant="brand" disabled={!text.trim() || pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
