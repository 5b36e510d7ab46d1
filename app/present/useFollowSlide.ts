import { useEffect, useRef } from 'react';

/** Where the shown slide is after the deck changed: the same slide, else the nearest one left. */
export function followedIndex(ids: readonly string[], shownId: string | undefined, shownIndex: number) {
  if (!ids.length) return 0;
  const at = shownId === undefined ? -1 : ids.indexOf(shownId);
  // Deleted: the slide that took its place, or the last one when it was the last.
  return at >= 0 ? at : Math.max(0, Math.min(shownIndex, ids.length - 1));
}

/**
 * Keeps a presenter or viewer on the slide it shows while the deck changes under it (someone
 * edits it live): when slides move it stays on the same slide id; when that slide is deleted it
 * goes to the nearest one. `slides` must keep its identity until the deck changes (TanStack
 * Query's structural sharing does that; a re-read deck that did not change is the same array).
 */
export function useFollowSlide(
  slides: readonly { id: string }[] | undefined,
  index: number,
  go: (n: number) => void,
) {
  const shown = useRef<{ slides: readonly { id: string }[]; id: string | undefined; index: number }>(
    undefined,
  );
  useEffect(() => {
    if (!slides) return;
    const before = shown.current;
    if (before && before.slides !== slides && before.id !== undefined) {
      const target = followedIndex(
        slides.map((s) => s.id),
        before.id,
        before.index,
      );
      shown.current = { slides, id: slides[target]?.id, index: target };
      if (target !== index) go(target);
      return;
    }
    shown.current = { slides, id: slides[index]?.id, index };
  }, [slides, index, go]);
}
