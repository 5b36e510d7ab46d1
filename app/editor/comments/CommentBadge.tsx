import { MessageSquare } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useCommentsOfDeck } from './CommentsContext';

/** How many open comments a slide has, on its thumbnail in the slide list and grid (issue 29). */
export function CommentBadge({ slideId, className }: { slideId: string; className?: string }) {
  const count = useCommentsOfDeck()?.openBySlide.get(slideId) ?? 0;
  if (!count) return null;
  const label = `${count} open comment${count === 1 ? '' : 's'}`;
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-comment-count={count}
      className={cn(
        'pointer-events-none absolute bottom-1.5 left-1.5 flex items-center gap-0.5 rounded-full bg-brand px-1.5 py-0.5 text-[10px] font-bold text-white shadow ring-2 ring-white',
        className,
      )}
    >
      <MessageSquare className="size-3" aria-hidden />
      {count}
    </span>
  );
}
