/**
 * The arithmetic of the editor's virtual slide rail (issue 32): which items a scroll position
 * shows, and where to scroll to show one. Every item of the rail has the same height (a title row
 * over a 16:9 thumbnail at the rail's width), so one measured stride places them all.
 */
export interface RailGeometry {
  /** The scroll container's scrollTop and visible height. */
  scrollTop: number;
  viewport: number;
  /** Where the list starts inside the scrolled content (the container's padding). */
  offset: number;
  /** One item's height plus the gap to the next. */
  stride: number;
  count: number;
}

export interface RailRange {
  /** First item drawn. */
  start: number;
  /** One past the last item drawn. */
  end: number;
}

/** The items in view, with `overscan` more on each side so that a scroll shows drawn ones. */
export function railRange(g: RailGeometry, overscan: number): RailRange {
  if (g.count <= 0 || g.stride <= 0) return { start: 0, end: 0 };
  const top = g.scrollTop - g.offset;
  const first = Math.floor(Math.max(0, top) / g.stride);
  const last = Math.ceil(Math.max(0, top + g.viewport) / g.stride);
  return {
    start: Math.min(g.count, Math.max(0, first - overscan)),
    end: Math.min(g.count, Math.max(0, last + overscan)),
  };
}

/**
 * The scrollTop that brings item `index` (of height `item`) fully into view with the least
 * movement, as scrollIntoView's "nearest" does, or null when it is in view already.
 */
export function scrollTopFor(g: RailGeometry, index: number, item: number): number | null {
  const top = g.offset + index * g.stride;
  const bottom = top + item;
  if (top < g.scrollTop) return top;
  if (bottom > g.scrollTop + g.viewport) return Math.max(0, Math.min(top, bottom - g.viewport));
  return null;
}

/**
 * The items to draw: the range, plus any kept outside it (the selected, the dragged, the focused).
 * The range may be a render behind the list (slides just deleted): nothing past the end is drawn.
 */
export function railIndices(range: RailRange, kept: readonly number[], count: number): number[] {
  const out: number[] = [];
  for (let i = range.start; i < Math.min(range.end, count); i++) out.push(i);
  const extra = kept.filter((i) => i >= 0 && i < count && (i < range.start || i >= range.end));
  if (!extra.length) return out;
  return [...new Set([...out, ...extra])].sort((a, b) => a - b);
}
