import type { DeckMetadata } from '@common/slides/deckDefaults';
import type { SlideContent } from '@common/slides/model';
import { ScaledSlide } from '@common/slides/ScaledSlide';
import { useEffect, useState } from 'react';
import { useDeckTheme } from '../api/brand';
import type { Slide } from '../api/presentations';
import { useLiveDraft } from './liveDraft';

/** The types whose data is typed far below the canvas, in the inspector's grid. */
const GRID_TYPES = new Set(['chart', 'table']);

/**
 * While a chart's or a table's grid is edited with the canvas scrolled out of view, a small copy
 * of the slide stays in the corner of the editing area, so the chart is seen redrawing as cells
 * are typed. A copy for the eyes only: the canvas above is the one that is edited and read out.
 */
export function LivePreview({ slide, deck }: { slide: Slide; deck?: DeckMetadata }) {
  const live = useLiveDraft(slide.id);
  const theme = useDeckTheme();
  const [hidden, setHidden] = useState(false);
  const grid = GRID_TYPES.has(slide.type);
  // Only while the grid is being worked in: elsewhere the copy would cover the fields below it.
  const [inGrid, setInGrid] = useState(false);
  useEffect(() => {
    const onFocus = (e: FocusEvent) =>
      setInGrid(e.target instanceof Element && Boolean(e.target.closest('[data-data-grid]')));
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
  useEffect(() => {
    if (!grid) return;
    const stage = document.querySelector(`[data-stage-slide-id="${CSS.escape(slide.id)}"]`);
    if (!stage) return;
    const watch = new IntersectionObserver(([e]) => setHidden((e?.intersectionRatio ?? 1) < 0.25), {
      threshold: [0, 0.25, 0.5],
    });
    watch.observe(stage);
    return () => watch.disconnect();
  }, [slide.id, grid]);
  if (!grid || !hidden || !inGrid) return null;
  return (
    // Of no height itself, so showing it moves nothing: the copy hangs above its sticky foot.
    <div aria-hidden className="pointer-events-none sticky bottom-4 z-20 hidden h-0 lg:block">
      <div className="absolute bottom-0 right-0 w-72 overflow-hidden rounded-xl bg-white shadow-2xl ring-1 ring-slate-900/15">
        <ScaledSlide
          slide={{ ...slide, content: { ...(slide.content as SlideContent), ...live } }}
          options={{ deck, theme }}
        />
        <p className="border-t border-slate-200 px-3 py-1.5 text-[11px] font-semibold text-slate-500">
          Live preview
        </p>
      </div>
    </div>
  );
}
