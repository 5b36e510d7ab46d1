import { expect, test } from 'vitest';
import { stepOf } from '../../../../common/slides/readData';
import { draftText } from '../../../../tests/briefs/briefFile';

/**
 * Minutes of a meeting that prepared a board deck, shaped as blind13's 06 arrived: numbered items,
 * who spoke by their initials, actions with an owner and a due date, and wording the meeting
 * agreed. Minutes of my own.
 */
const MINUTES = `MINUTES — Kiln 2 board deck preparation meeting
Present: Gareth Lyle (GL, Operations Director), Harriet Cole (HC, Finance Director), Owen Blake (OB, Redbank Comms)

1. WHY KILN 2
1.1 GL: demand exceeded capacity in every month of 2026.
1.2 Both kilns ran above 95% utilisation for 11 weeks in 2026.
1.3 Agreed wording: "Kiln 2 doubles our firing capacity to 4,800 pieces a week".
    Action: Confirm the utilisation source — Owner: GL — Due: Fri 27 Nov 2026

2. PLAN
2.1 Phase 1 — Design & supplier selection: Sep–Nov 2026
2.2 Phase 2 — Site works: 4 Jan – 12 Feb 2027
2.3 The new kiln arrives in March 2027. OB: this is the supplier's claim, not our forecast.
2.4 £320k already committed (machinery deposit, paid October 2026).
    Action: Timeline slide with the corrected dates — Owner: OB — Due: Wed 2 Dec 2026`;

test("who spoke, by the initials the minutes give, is no slide's; what they said is", () => {
  const said = JSON.stringify(draftText(MINUTES, [], '').slides.map((s) => [s.title, s.content]));
  expect(said).toMatch(/Demand exceeded capacity in every month of 2026/);
  expect(said).not.toMatch(/\bGL\b|\bOB\b|supplier's claim/);
  // Said after another sentence, too: what came before it stays.
  expect(said).toContain('The new kiln arrives');
});

test("an action's line, with its owner and due date, is the team's", () => {
  const said = JSON.stringify(draftText(MINUTES, [], '').slides.map((s) => [s.title, s.content]));
  expect(said).not.toMatch(/Owner|Due:|Confirm the utilisation source/);
});

test('wording the meeting agreed is said as agreed, without its label', () => {
  const said = JSON.stringify(draftText(MINUTES, [], '').slides.map((s) => [s.title, s.content]));
  expect(said).toContain('Kiln 2 doubles our firing capacity to 4,800 pieces a week');
  expect(said).not.toContain('Agreed wording');
});

test("an item's number is no part of a sum it opens", () => {
  const said = JSON.stringify(draftText(MINUTES, [], '').slides.map((s) => [s.title, s.content]));
  expect(said).toContain('£320k already committed');
  expect(said).not.toContain('2.4 £320k');
});

test('a phase tagged with a dash gives its step a label without the dash', () => {
  expect(stepOf('Phase 1 — Design & supplier selection: Sep–Nov 2026')?.label).toBe(
    'Design & supplier selection',
  );
});
