import type { PublicComment } from '@common/schemas/comments';
import { cn } from '../../lib/cn';
import type { Point } from './ViewerReviewPanel';

/**
 * Drawn over the slide, in a box of the slide's own size: the open pinned comments as numbered
 * marks, the point being chosen, and (while choosing) a layer that takes the click.
 */
export function CommentPins({
  pins,
  point,
  picking,
  onPoint,
  onOpen,
}: {
  pins: PublicComment[];
  point: Point | null;
  picking: boolean;
  onPoint: (p: Point) => void;
  onOpen: (comment: PublicComment) => void;
}) {
  return (
    <>
      {picking && (
        <button
          type="button"
          aria-label="Place the comment here"
          className="pointer-events-auto absolute inset-0 cursor-crosshair bg-brand/5 outline-2 outline-dashed outline-brand"
          onClick={(e) => {
            const box = e.currentTarget.getBoundingClientRect();
            const clamp = (v: number) => Math.min(1, Math.max(0, v));
            onPoint({
              x: clamp((e.clientX - box.left) / box.width),
              y: clamp((e.clientY - box.top) / box.height),
            });
          }}
        />
      )}
      {pins.map((c, i) =>
        c.resolved ? null : (
          <button
            key={c.id}
            type="button"
            aria-label={`Comment ${i + 1} by ${c.authorName}`}
            data-pin={i + 1}
            onClick={() => onOpen(c)}
            className="pointer-events-auto absolute flex size-7 -translate-y-full items-center justify-center rounded-full rounded-bl-none bg-brand text-xs font-bold text-white shadow-lg ring-2 ring-white"
            style={{ left: `${c.x! * 100}%`, top: `${c.y! * 100}%` }}
          >
            {i + 1}
          </button>
        ),
      )}
      {point && (
        <span
          aria-hidden
          data-testid="new-pin"
          className={cn(
            'pointer-events-none absolute size-7 -translate-y-full rounded-full rounded-bl-none bg-ink shadow-lg ring-2 ring-white',
          )}
          style={{ left: `${point.x * 100}%`, top: `${point.y * 100}%` }}
        />
      )}
    </>
  );
}
