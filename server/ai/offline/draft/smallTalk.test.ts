import { expect, test } from 'vitest';
import { readBrief } from './reading';

const kept = (line: string) =>
  readBrief(`${line}\nBars did 41,000 drinks in 2025.`).blocks.flatMap((b) => b.lines.map((l) => l.text));

test('“Audience: the board” says who listens, to the team: no slide’s matter', () => {
  expect(kept('Audience: the board and the two founders')).toEqual(['Bars did 41,000 drinks in 2025.']);
  expect(kept('Tone: warm but grown up')).toEqual(['Bars did 41,000 drinks in 2025.']);
});

test('“Audience: 64% aged 18–34” describes them: the figures are matter', () => {
  const lines = kept('Audience: 64% aged 18–34, 71 NPS, 58% come from within 40 miles.').join('\n');
  expect(lines).toContain('64%');
  expect(lines).toContain('58%');
});
