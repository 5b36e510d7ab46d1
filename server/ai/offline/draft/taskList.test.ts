import { expect, test } from 'vitest';
import { draftText } from '../../../../tests/briefs/briefFile';

/**
 * A page exported from Notion whose list of slides ticks what is agreed, shaped as blind13's 04
 * arrived. A page of my own.
 */
const PAGE = (rule: string) => `## Slides we want (in this order)

${rule}

- [x] Our year in numbers
- [ ] Share offer 2027 — target £450,000 at 4% interest
- [x] Plans for 2027

## Numbers

The panels generated 1,212 MWh in 2026, up from 1,104 MWh in 2025.
The share offer 2027 would fund a battery at Ferris Farm.`;

test('an unticked item, when the page says unticked ones stay out, is said nowhere, notes included', () => {
  const out = JSON.stringify(
    draftText(PAGE('Tick = agreed. Unticked = NOT agreed yet → leave it out of this deck.'), [], '').slides,
  );
  expect(out).not.toMatch(/share offer|450,000/i);
  expect(out).toContain('1,212');
});

test('an unticked item that says so itself is out too; one that says nothing of it stays', () => {
  const own = PAGE('Tick = agreed.').replace('4% interest', '4% interest (leave out!!)');
  expect(JSON.stringify(draftText(own, [], '').slides)).not.toMatch(/share offer|450,000/i);
  expect(JSON.stringify(draftText(PAGE('Tick = agreed.'), [], '').slides)).toMatch(/450,000/);
});
