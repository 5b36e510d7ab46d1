import { expect, test } from 'vitest';
import { notesFor } from './speakerNotes';

test('a short list is said in the notes; a long one says where to start, not all of it again', () => {
  expect(
    notesFor({ type: 'content', title: 'Priorities', content: { items: ['Grow revenue', 'Hire'] } }),
  ).toBe('Walk through “Priorities”: grow revenue and hire.');
  const items = ['Debian Policy Manual.', 'Open markets', 'Hire engineers', 'Cut costs'];
  expect(notesFor({ type: 'content', title: 'Plan', content: { items } })).toBe(
    'Walk through the 4 points of “Plan”, starting with “Debian Policy Manual”.',
  );
});

test('a long text is not read out again in the notes', () => {
  const text = 'BlogCFC supports delayed entries. '.repeat(6);
  const notes = notesFor({ type: 'content', title: 'Scheduled Releases', content: { text } });
  expect(notes).not.toContain('delayed entries');
  expect(notes).toContain('“Scheduled Releases”');
  expect(notesFor({ type: 'content', title: 'Why', content: { text: 'Speed wins.' } })).toBe(
    'Explain “Why”: Speed wins.',
  );
});
