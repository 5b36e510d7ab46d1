import { describe, expect, it } from 'vitest';
import { railIndices, railRange, scrollTopFor } from './railWindow';

// A 300-slide rail, 212 px per item (200 + a 12 px gap) after 12 px of padding, 700 px in view.
const rail = { scrollTop: 0, viewport: 700, offset: 12, stride: 212, count: 300 };

describe('railRange', () => {
  it('draws a screenful and the overscan at the top, never all 300', () => {
    expect(railRange(rail, 4)).toEqual({ start: 0, end: 8 });
  });
  it('follows the scroll, with the overscan on both sides', () => {
    // 10 000 px down: items 47 (from 9 964) to 50 (ending 10 812) are in view.
    expect(railRange({ ...rail, scrollTop: 10_000 }, 4)).toEqual({ start: 43, end: 55 });
  });
  it('stops at the last item', () => {
    expect(railRange({ ...rail, scrollTop: 300 * 212 - 700 }, 4)).toEqual({ start: 292, end: 300 });
  });
  it('draws nothing for an empty or unmeasured list', () => {
    expect(railRange({ ...rail, count: 0 }, 4)).toEqual({ start: 0, end: 0 });
    expect(railRange({ ...rail, stride: 0 }, 4)).toEqual({ start: 0, end: 0 });
  });
});

describe('scrollTopFor', () => {
  it('leaves an item in full view where it is', () => {
    expect(scrollTopFor(rail, 1, 200)).toBeNull();
  });
  it('brings an item below the view up to its bottom edge, one above down to its top', () => {
    expect(scrollTopFor(rail, 299, 200)).toBe(12 + 299 * 212 + 200 - 700);
    expect(scrollTopFor({ ...rail, scrollTop: 5000 }, 3, 200)).toBe(12 + 3 * 212);
  });
  it('shows the top of an item taller than the view', () => {
    expect(scrollTopFor({ ...rail, viewport: 150 }, 10, 200)).toBe(12 + 10 * 212);
  });
});

describe('railIndices', () => {
  it('adds items kept out of view in order, once', () => {
    expect(railIndices({ start: 10, end: 13 }, [250, 11, -1, 2, 250], 300)).toEqual([2, 10, 11, 12, 250]);
  });
  it('ignores kept indices past the list', () => {
    expect(railIndices({ start: 0, end: 2 }, [5, 300], 3)).toEqual([0, 1]);
  });
  it('draws nothing past the end when slides were deleted since the range was worked out', () => {
    expect(railIndices({ start: 0, end: 8 }, [0], 2)).toEqual([0, 1]);
  });
});
