import type { PublicComment } from '@common/schemas/comments';
import { describe, expect, test } from 'vitest';
import { countThread, mergeComment, threadsOf } from './comments';

const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString();
const c = (
  id: string,
  n: number,
  parentId: string | null = null,
  extra: Partial<PublicComment> = {},
): PublicComment => ({
  id,
  slideId: 's1',
  parentId,
  depth: parentId ? 1 : 0,
  authorName: 'A',
  byOwner: false,
  text: id,
  x: null,
  y: null,
  resolved: false,
  createdAt: at(n),
  ...extra,
});

describe('comment threads', () => {
  test('replies sit under their comment, oldest first at every level, whatever order they came in', () => {
    const list = [c('r2', 4, 'a'), c('b', 2), c('a', 1), c('r1', 3, 'a'), c('rr', 5, 'r1')];
    const threads = threadsOf(list);
    expect(threads.map((t) => t.comment.id)).toEqual(['a', 'b']);
    expect(threads[0]!.replies.map((t) => t.comment.id)).toEqual(['r1', 'r2']);
    expect(threads[0]!.replies[0]!.replies.map((t) => t.comment.id)).toEqual(['rr']);
    expect(countThread(threads[0]!)).toBe(4);
  });

  test('an event replaces the comment it names, adds a new one, and a deletion takes its replies', () => {
    const list = [c('a', 1), c('r1', 2, 'a'), c('rr', 3, 'r1'), c('b', 4)];
    const resolved = mergeComment(list, c('a', 1, null, { resolved: true }));
    expect(resolved.filter((x) => x.id === 'a')).toEqual([expect.objectContaining({ resolved: true })]);
    expect(resolved).toHaveLength(4);
    expect(mergeComment(list, c('n', 5)).map((x) => x.id)).toContain('n');
    expect(mergeComment(list, { id: 'a', deleted: true }).map((x) => x.id)).toEqual(['b']);
  });
});
