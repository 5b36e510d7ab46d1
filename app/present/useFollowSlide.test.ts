import { expect, test } from 'vitest';
import { followedIndex } from './useFollowSlide';

test('the shown slide is followed to where it moved', () => {
  expect(followedIndex(['c', 'a', 'b'], 'b', 1)).toBe(2);
  expect(followedIndex(['b', 'a'], 'b', 1)).toBe(0);
});

test('a deleted slide gives way to the nearest: the one that took its place, else the last', () => {
  expect(followedIndex(['a', 'c', 'd'], 'b', 1)).toBe(1);
  expect(followedIndex(['a', 'b'], 'c', 2)).toBe(1);
  expect(followedIndex([], 'a', 0)).toBe(0);
});
