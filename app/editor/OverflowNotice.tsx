import type { Operation } from '@common/schemas/operations';
import type { DeckMetadata } from '@common/slides/deckDefaults';
import { fitSlide } from '@common/slides/fitSlide';
import type { SlideContent } from '@common/slides/model';
import { AlertTriangle, Scissors } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useDeckTheme } from '../api/brand';
import type { Slide } from '../api/presentations';
import { splitEdit } from './deckEdits';

/** Whether a slide's text does not fit at its type's floors (the one measurement, common/slides). */
export function useOverflow(slide: Slide, deck?: DeckMetadata, measure = true): boolean {
  // Measured in the deck's theme fonts and type scale, as its renderer draws it.
  const theme = useDeckTheme();
  return useMemo(
    () =>
      measure &&
      fitSlide({ type: slide.type, title: slide.title, content: slide.content as SlideContent }, deck, theme)
        .overflow,
    [slide.type, slide.title, slide.content, deck, theme, measure],
  );
}

/**
 * Under the slide on the stage, when its text does not fit even at its smallest sizes: what that
 * means for the audience, and one click that moves the rest to a continuation slide.
 */
export function OverflowNotice({
  slide,
  position,
  deck,
  onSplit,
}: {
  slide: Slide;
  /** The slide's place in the deck, 1-based: the continuation goes right after it. */
  position: number;
  deck?: DeckMetadata;
  onSplit: (operations: Operation[]) => Promise<unknown>;
}) {
  const overflow = useOverflow(slide, deck);
  const theme = useDeckTheme();
  const [pending, setPending] = useState(false);
  const split = useMemo(
    () =>
      overflow
        ? splitEdit({ ...slide, content: slide.content as SlideContent }, position, deck, theme)
        : null,
    [overflow, slide, position, deck, theme],
  );
  if (!overflow) return null;
  return (
    <div
      role="status"
      data-overflow-notice=""
      className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <AlertTriangle className="size-4 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1">
        <span className="font-semibold">Too much text for one slide.</span>{' '}
        {split
          ? 'It is shown at the smallest readable size. Split it to give the rest its own slide.'
          : 'It is shown at the smallest readable size. Shorten the text to give it room.'}
      </p>
      {split && (
        <button
          type="button"
          disabled={pending}
          onClick={async () => {
            setPending(true);
            try {
              await onSplit(split);
            } finally {
              setPending(false);
            }
          }}
          className="inline-flex items-center gap-1.5 rounded-lg bg-amber-600 px-3 py-1.5 font-semibold text-white hover:bg-amber-700 disabled:opacity-60"
        >
          <Scissors className="size-4" aria-hidden />
          {pending ? 'Splitting...' : 'Split into two slides'}
        </button>
      )}
    </div>
  );
}

/** The mark on a slide that overflows: on the stage's corner and on its thumbnail in the list. */
export function OverflowMark({ className = '' }: { className?: string }) {
  return (
    <span
      title="Too much text: shown at the smallest size"
      className={`inline-flex items-center gap-1 rounded-md bg-amber-500 px-1.5 py-0.5 text-[10px] font-bold uppercase tracking-wide text-white shadow ${className}`}
    >
      <AlertTriangle className="size-3" aria-hidden />
      Overflows
    </span>
  );
}
