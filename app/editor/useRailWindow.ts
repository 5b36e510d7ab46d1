import { SLIDE_RAIL_GAP_PX, SLIDE_RAIL_ITEM_ESTIMATE_PX, SLIDE_RAIL_OVERSCAN } from '@common/limits';
import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { type RailGeometry, type RailRange, railRange, scrollTopFor } from './railWindow';

/**
 * Which items of the slide rail to draw (issue 32): those in its scroll container's view and a few
 * on each side. Drawing all 300 thumbnails of a long deck held its first paint; this draws a
 * screenful. The stride is measured from a drawn item, the view from the container, before paint.
 */
export function useRailWindow(
  scroller: RefObject<HTMLElement | null>,
  list: RefObject<HTMLElement | null>,
  count: number,
) {
  const [item, setItem] = useState(SLIDE_RAIL_ITEM_ESTIMATE_PX);
  const stride = item + SLIDE_RAIL_GAP_PX;
  const [range, setRange] = useState<RailRange>(() => ({
    start: 0,
    end: Math.min(count, SLIDE_RAIL_OVERSCAN * 2),
  }));
  // The latest figures, for the scroll listener and scrollTo without re-subscribing.
  const now = useRef({ count, stride, item, offset: 0 });
  now.current.count = count;
  now.current.stride = stride;
  now.current.item = item;

  const geometry = useCallback((): RailGeometry | null => {
    const el = scroller.current;
    if (!el) return null;
    const { count, stride, offset } = now.current;
    return { scrollTop: el.scrollTop, viewport: el.clientHeight, offset, stride, count };
  }, [scroller]);

  const update = useCallback(() => {
    const g = geometry();
    if (!g) return;
    const next = railRange(g, SLIDE_RAIL_OVERSCAN);
    setRange((r) => (r.start === next.start && r.end === next.end ? r : next));
  }, [geometry]);

  /** The height of a drawn item and where the list starts in the scrolled content. */
  const measure = useCallback(() => {
    const el = scroller.current;
    const ol = list.current;
    if (!el || !ol) return;
    now.current.offset = ol.getBoundingClientRect().top - el.getBoundingClientRect().top + el.scrollTop;
    const probe = ol.firstElementChild as HTMLElement | null;
    if (probe?.offsetHeight) setItem(probe.offsetHeight);
    update();
  }, [scroller, list, update]);

  useLayoutEffect(() => {
    const el = scroller.current;
    const ol = list.current;
    if (!el || !ol) return;
    measure();
    el.addEventListener('scroll', update, { passive: true });
    // The rail's width sets each thumbnail's height; its container's height, how many are in view.
    const resize = new ResizeObserver(measure);
    resize.observe(el);
    resize.observe(ol);
    return () => {
      el.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [scroller, list, measure, update]);

  // A new stride or count moves every item: the range follows before paint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: stride and count are read through `now`
  useLayoutEffect(update, [update, stride, count]);

  /** Scrolls item `index` into view ("nearest"), drawing it at once. */
  const scrollTo = useCallback(
    (index: number, behavior: ScrollBehavior = 'auto') => {
      const el = scroller.current;
      const g = geometry();
      if (!el || !g) return;
      const top = scrollTopFor(g, index, now.current.item);
      if (top === null) return;
      el.scrollTo({ top, behavior });
      update();
    },
    [scroller, geometry, update],
  );

  return { range, stride, item, scrollTo };
}
