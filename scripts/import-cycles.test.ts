import { expect, test } from 'vitest';
import { cycles, importGraph } from './import-cycles';

test('no two folders of server/ import each other, even round about, and nothing there imports scripts/', () => {
  const { edges, fromScripts } = importGraph();
  expect(cycles(edges)).toEqual([]);
  expect(fromScripts).toEqual([]);
  // The layering the deck layer is for: the assistant uses it, never the other way round.
  expect([...edges.get('ai')!]).toContain('deck');
  expect([...edges.get('ai')!]).not.toContain('services');
  // The deck layer cleans slide HTML and CSS in the render workers before it stores them.
  expect([...edges.get('deck')!].sort()).toEqual(['db', 'lib', 'render']);
  expect([...edges.get('render')!]).not.toContain('deck');
  // Documents are read without the assistant: a model's slides come through services/ (issue 28).
  expect([...edges.get('documents')!]).not.toContain('ai');
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
