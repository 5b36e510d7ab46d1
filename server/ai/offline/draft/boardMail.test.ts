import { describe, expect, test } from 'vitest';
import { draftText } from '../../../../tests/briefs/briefFile';
import { labelCorrection } from './corrections';
import { LOCALES } from './locales';
import { readBrief } from './reading';
import { closingSection, runningOrderAt } from './runningOrder';

/**
 * A finance director's mail for a board deck, shaped as blind12's 01 arrived: a running order with
 * its last section said after the list, the meeting's day and hour, how the deck should read, a
 * signature block whose phone stands four lines under the name, and a P.S. that corrects a figure
 * by its label only. A mail of my own.
 */
const MAIL = `Hi Sam,

Here's the stuff for the board deck. Board is Tuesday 8 December, 2pm at the mill. Six new faces on the board, so keep it simple.

Running order please:
1. Headline numbers for Q3
2. The market
3. The case for the new kiln
4. What we need from the board
then next steps to finish.

The numbers (Q3 = July to September 2026):
- Revenue £4.1M, up 9% on Q3 last year
- EBITDA £0.61M
- Orders 12,400

Market bit: Oakfield Pottery grew revenue 14% last year, mostly online.

Kiln: capex £0.9M all in; payback 3.1 years; installed by May 2027.

The ask: approve the £0.9M capex for the new kiln.

Deck stuff:
- no more than 8 slides
- plain English, no marketing fluff, this isn't a sales pitch

Thanks so much,
Priya

Priya Lennox
Finance Director
Hollins Mill Ceramics Ltd
Unit 9, Canal Works
M: 07700 900456

P.S. Sorry – the EBITDA I gave you above is wrong, that was last year's basis. Use £0.58M for Q3. Joe just caught it.
`;

describe("a board mail's running order, signature and P.S.", () => {
  const d = draftText(MAIL, [], 'Q3 board pack');
  const shown = JSON.stringify(d.slides.map((s) => [s.title, s.content]));

  test('"the EBITDA I gave you above is wrong … Use £0.58M" corrects the EBITDA, and its words are the team\'s', () => {
    expect(d.slides.flatMap((s) => s.content.metrics ?? [])).toContainEqual({
      value: '£0.58M',
      label: 'EBITDA',
    });
    expect(JSON.stringify(d.slides)).not.toContain('0.61');
    expect(shown).not.toMatch(/Use £0\.58M|Joe just caught/);
  });

  test('a signature whose phone stands under the role, company and address is no matter, nor its sign-off and P.S.', () => {
    const read = readBrief(MAIL, [], undefined, 'en').blocks.flatMap((b) => [
      b.heading ?? '',
      ...b.lines.map((l) => l.text),
    ]);
    expect(read.filter((t) => /Finance Director|Thanks so much|P\.S\.|Canal Works/.test(t))).toEqual([]);
    for (const line of ['Finance Director', 'Unit 9', 'Canal Works', '07700 900456', 'Priya Lennox'])
      expect(shown).not.toContain(line);
  });

  test('how the deck should read and when the board meets are said to the team', () => {
    for (const said of ['Plain English', 'marketing fluff', 'sales pitch', 'Board is Tuesday', '2pm'])
      expect(shown.toLowerCase()).not.toContain(said.toLowerCase());
  });

  test('"then next steps to finish." after the list is its last section, and no bullet', () => {
    expect(shown).not.toMatch(/next steps to finish/i);
    const named = readBrief(MAIL, [], undefined, 'en').named.map((n) => n.title);
    expect(named.at(-1)).toBe('Next steps');
  });
});

describe('the pieces', () => {
  test('a signature without a sign-off before it: a name, a role said by its field, a phone below', () => {
    const brief =
      'The ask: approve the £0.9M capex for the new kiln.\n\nPriya Lennox\nFinance Director\nHollins Mill Ceramics Ltd\nUnit 9, Canal Works\nM: 07700 900456\n';
    const read = readBrief(brief, [], undefined, 'en').blocks.flatMap((b) => b.lines.map((l) => l.text));
    expect(read).toEqual(['The ask: approve the £0.9M capex for the new kiln.']);
  });

  test("a figure corrected by its label: the last one said with that label, of the new one's kind", () => {
    const cues = LOCALES.en.read.corrections;
    const earlier = ['- Revenue £4.1M', '- EBITDA £0.61M (EBITDA margin 15%)'];
    expect(labelCorrection('the EBITDA I gave you above is wrong. Use £0.58M.', earlier, cues)).toEqual({
      old: '£0.61M',
      fresh: '£0.58M',
    });
    // No label said wrong, or no figure to take: nothing is corrected.
    expect(labelCorrection('EBITDA looks right. Use £0.58M.', earlier, cues)).toBeUndefined();
    expect(labelCorrection('the EBITDA is wrong, will send the right one', earlier, cues)).toBeUndefined();
    expect(labelCorrection('the churn figure is wrong. Use 4%.', earlier, cues)).toBeUndefined();
  });

  test('a section said after a running order', () => {
    expect(closingSection('then next steps to finish.')).toBe('Next steps');
    expect(closingSection('and close with the team')).toBe('Team');
    expect(closingSection('then we talk about £40k of budget.')).toBeUndefined();
    const order = runningOrderAt(
      ['The sections, in this order:', '1. Where we are', '2. The plan', '3. The ask', 'finally Q&A'],
      0,
      LOCALES.en.read.runningOrder,
    );
    expect(order?.sections).toEqual(['Where we are', 'The plan', 'The ask', 'Q&A']);
    expect(order?.lines).toBe(5);
  });
});
