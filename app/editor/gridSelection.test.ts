import { describe, expect, it } from 'vitest';
import { clickSelect, moveSelection } from './gridSelection';

const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
const none = { selected: [], anchor: null };

describe('clickSelect', () => {
  it('a plain click selects one slide and sets the anchor', () => {
    expect(clickSelect(ids, { selected: ['a', 'c'], anchor: 'a' }, 'd', {})).toEqual({
      selected: ['d'],
      anchor: 'd',
    });
  });
  it('Ctrl/Cmd adds and removes single slides, kept in deck order', () => {
    let s = clickSelect(ids, none, 'e', {});
    s = clickSelect(ids, s, 'b', { toggle: true });
    expect(s.selected).toEqual(['b', 'e']);
    s = clickSelect(ids, s, 'e', { toggle: true });
    expect(s).toEqual({ selected: ['b'], anchor: 'e' });
  });
  it('Shift selects the range from the anchor, either way; with Ctrl it adds the range', () => {
    const s = clickSelect(ids, none, 'd', {});
    expect(clickSelect(ids, s, 'b', { shift: true })).toEqual({ selected: ['b', 'c', 'd'], anchor: 'd' });
    expect(clickSelect(ids, s, 'f', { shift: true }).selected).toEqual(['d', 'e', 'f']);
    const t = clickSelect(ids, { selected: ['a'], anchor: 'e' }, 'f', { shift: true, toggle: true });
    expect(t.selected).toEqual(['a', 'e', 'f']);
  });
  it('Shift without an anchor is a plain click', () => {
    expect(clickSelect(ids, none, 'c', { shift: true })).toEqual({ selected: ['c'], anchor: 'c' });
  });
});

describe('moveSelection', () => {
  it('moves selected slides together, after the target when moving down', () => {
    expect(moveSelection(ids, ['a', 'c'], 'a', 'e')).toEqual(['b', 'd', 'e', 'a', 'c', 'f']);
  });
  it('before the target when moving up', () => {
    expect(moveSelection(ids, ['d', 'f'], 'f', 'b')).toEqual(['a', 'd', 'f', 'b', 'c', 'e']);
  });
  it('drags an unselected slide alone', () => {
    expect(moveSelection(ids, ['a', 'b'], 'e', 'a')).toEqual(['e', 'a', 'b', 'c', 'd', 'f']);
  });
  it('changes nothing when dropped on the selection, outside, or where it is', () => {
    expect(moveSelection(ids, ['b', 'c'], 'b', 'c')).toBeNull();
    expect(moveSelection(ids, ['b'], 'b', null)).toBeNull();
    expect(moveSelection(ids, ['a', 'b'], 'a', 'c')).toEqual(['c', 'a', 'b', 'd', 'e', 'f']);
    expect(moveSelection(['a', 'b'], ['a'], 'a', 'zz')).toBeNull();
  });
  it('keeps every slide exactly once', () => {
    const next = moveSelection(ids, ['f', 'b', 'd'], 'd', 'a')!;
    expect([...next].sort()).toEqual(ids);
    expect(next).toEqual(['b', 'd', 'f', 'a', 'c', 'e']);
  });
});
