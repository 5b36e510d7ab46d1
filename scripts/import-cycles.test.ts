import { expect, test } from 'vitest';
import { cycles, importGraph } from './import-cycles';

test('no two folders of server/ import each other, even round about, and nothing there imports scripts/', () => {
  const { edges, fromScripts } = importGraph();
  expect(cycles(edges)).toEqual([]);
  expect(fromScripts).toEqual([]);
  // The layering the deck layer is for: the assistant uses it, never the other way round.
  expect([...edges.get('ai')!]).toContain('deck');
  expect([...edges.get('ai')!]).not.toContain('services');
  expect([...edges.get('deck')!].sort()).toEqual(['db', 'lib']);
});

test('the cycle finder finds a cycle when there is one', () => {
  const edges = new Map([
    ['ai', new Set(['services', 'lib'])],
    ['services', new Set(['deck'])],
    ['deck', new Set(['ai'])],
    ['lib', new Set<string>()],
  ]);
  expect(cycles(edges)).toEqual([['ai', 'deck', 'services']]);
});
