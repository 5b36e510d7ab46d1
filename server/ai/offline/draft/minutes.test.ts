import { describe, expect, test } from 'vitest';
import { draftText } from '../../../../tests/briefs/briefFile';
import { readBrief } from './reading';

/** Kick-off minutes, as an account manager writes them: people by their initials. */
const MINUTES = `# MINUTES — Kick-off: board deck

**Client:** Larkfield Mills Ltd
**Agency:** Oriel & "Co." Communications
**Attendees:** Siobhán Walsh (SW, Marketing Director); Rhys Hart (RH, MD); Kwame Asante (KA, Designer)

---

**1. Welcome & purpose**
RH welcomed everyone and apologised for the building work noise.
Deck title agreed: **"Quiet Hours" — Launch Plan 2027**.

**2. Sections (agreed running order)**
1. The collection
2. Demand so far
3. Decisions needed

**3. The collection — discussion**
- 14 pieces in solid ash, made in our Hebden Bridge workshop.
- RH asked that individual prices NOT be shown: prices are not final until January.
- The Ellery Hotels order was mentioned; RH stressed it is confidential and must not be in the deck.

**4. Demand so far**
- KA shared a benchmark: Hallam Oak's 2025 launch drove 3,100 showroom visits in its first month. Agreed it is a useful comparison.
- Pre-registrations reached 2,140 by November — SW said "at least"; RH happy.

**5. Decisions needed from the board**
- Approve the £215,000 launch budget.
- Approve 3 March 2027 as launch date.`;

describe('minutes that name people by their initials', () => {
  const d = draftText(MINUTES, [], '');
  const shown = JSON.stringify(d.slides.map((s) => [s.title, s.content]));

  test('the title the meeting agreed is the cover', () => {
    expect(d.slides[0]!.title).toBe('"Quiet Hours" — Launch Plan 2027');
  });

  test("what the meeting did and said is no slide's; what it gave stays", () => {
    for (const said of [
      'welcomed',
      'RH',
      'SW',
      'KA shared',
      'asked that',
      'Agreed',
      'happy',
      'Ellery',
      'Attendees',
      'Agency',
    ])
      expect(shown).not.toContain(said);
    expect(shown).toContain('3,100 showroom visits');
    expect(shown).toContain('Pre-registrations reached 2,140 by November');
  });

  test("its numbered running order is the deck's", () => {
    const named = readBrief(MINUTES)
      .named.filter((n) => n.from === 'request')
      .map((n) => n.title);
    expect(named).toEqual(['The collection', 'Demand so far', 'Decisions needed']);
  });
});

test('a lead-in that names its section in quotes heads that section', () => {
  const brief = `**Priya** — 10:03
other bits for "what it delivered":
- app store rating 4.6 now (was 3.1 before relaunch)
- calls to the contact centre down 18% on last year`;
  expect(readBrief(brief).blocks.map((b) => b.heading)).toContain('What it delivered');
});

test('a field of a header line still gives the meeting', () => {
  const brief = `Prepared by: Marcus Lind, CEO   |   Board meeting: 11 December 2025, London

ARR reached $7.8M at 30 Sept 2025, up from $5.1M a year before.
Net revenue retention is 112% over the trailing 12 months.`;
  expect(readBrief(brief).occasion).toBe('Board meeting: 11 December 2025, London');
});

test("minutes give the meeting the deck is for, an item's topic and no contacts line as matter", () => {
  const brief = `**1. Welcome & purpose**
RH welcomed everyone. Purpose: a deck for the F&D board meeting on 9 December 2026 to approve the launch.

**2. The collection — discussion**
- 14 pieces in solid ash, made in our Hebden Bridge workshop.
- Prices start at £240 for a bedside table.

**3. Demand so far**
- Pre-registrations reached 2,140 by November.

Contacts: siobhan@fenwick.example · amelie@oriel.example · 07700 900158`;
  const r = readBrief(brief);
  expect(r.meeting).toBe('F&D board meeting, 9 December 2026');
  expect(r.blocks.map((b) => b.heading)).toContain('The collection');
  expect(r.text).not.toContain('Contacts:');
});
