import type { Comment } from '@common/schemas/comments';
import type { DeckMetadata } from '@common/slides/deckDefaults';
import type { SlideContent } from '@common/slides/model';
import { ScaledSlide } from '@common/slides/ScaledSlide';
import { useDeckTheme } from '../../api/brand';
import type { Slide } from '../../api/presentations';

/**
 * Where the slide's open comments were pinned, as numbered marks on a small copy of the slide
 * (the editor's canvas stays the editor's own). The numbers match the pins in the threads.
 */
export function PinnedPoints({ slide, deck, pins }: { slide: Slide; deck?: DeckMetadata; pins: Comment[] }) {
  const theme = useDeckTheme();
  if (!pins.some((c) => !c.resolved)) return null;
  return (
    <figure className="w-full max-w-xs">
      {/* The pins may stand out past the slide's top edge, so only the slide is clipped. */}
      <div className="relative mt-3 aspect-video">
        <div
          inert
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 overflow-hidden rounded-lg ring-1 ring-slate-200"
        >
          <ScaledSlide
            slide={{ ...slide, content: slide.content as SlideContent }}
            options={{ deck, theme }}
          />
        </div>
        {pins.map((c, i) =>
          c.resolved ? null : (
            <span
              key={c.id}
              aria-hidden
              className="absolute flex size-5 -translate-y-full items-center justify-center rounded-full rounded-bl-none bg-brand text-[10px] font-bold text-white shadow ring-2 ring-white"
              style={{ left: `${(c.x ?? 0) * 100}%`, top: `${(c.y ?? 0) * 100}%` }}
            >
              {i + 1}
            </span>
          ),
        )}
      </div>
      <figcaption className="mt-1 text-xs text-slate-600">Points the comments are pinned to</figcaption>
    </figure>
  );
}
