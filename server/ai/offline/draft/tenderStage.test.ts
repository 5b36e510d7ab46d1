import { describe, expect, test } from 'vitest';
import { draftText } from '../../../../tests/briefs/briefFile';
import { readBrief } from './reading';

/**
 * A bid manager's mail with a tender's presentation-stage excerpt, shaped as blind12's 03 arrived:
 * the tender's rules for bidders and its scoring, a later update that corrects one count ("So 6
 * placements, not 9") beside another figure of the same digits, and notes on tone and presenters.
 * A mail of my own.
 */
const BID = `Hi Tom,

We're shortlisted for the Harlow Libraries contract! Below is the bit of the ITT that matters, then our notes.

4. PRESENTATION STAGE
4.1 Presentations shall last no more than 20 minutes.
4.2 Bidders shall not make reference to the performance of the incumbent provider.
4.3 Bidders must not introduce new pricing at the presentation stage.

5. EVALUATION
5.1   Criterion                          Weighting
      Quality - Presentation              20%
      Quality - Social value              15%
      Price                               65%

Our notes:
- We run 34 libraries for 5 councils with 410 staff.
- Mobilisation: a 9-week plan from 5 January 2027, service start 9 March 2027.
- Social value: 9 placements for graduates over the contract, 80% of new hires local.
- Commercial: our submitted price is £1.84M per year. Don't go any further than that - see 4.3!

Internal only: the margin on this is thin, about 9%. Obviously not for the panel.

Update 21/11: finance cut the graduate placements to 6 (budget). So 6 placements, not 9. Everything else stands.

Formal but warm, the councillors are not technical. Aisha and Ben will present, Ola joins for questions.

Cheers,
Dan`;

describe("a tender's presentation stage and the bidder's notes", () => {
  const d = draftText(BID, [], 'Harlow Libraries bid');
  const shown = JSON.stringify(d.slides.map((s) => [s.title, s.content]));

  test("the tender's rules for bidders and its scoring are no slide", () => {
    for (const said of [
      'Bidders shall',
      'Bidders must',
      '65%',
      'Quality - Presentation',
      'see 4.3',
      'margin',
    ])
      expect(shown).not.toContain(said);
    // The scoring is read as the team's, not as matter a slide could take up.
    const read = readBrief(BID, [], undefined, 'en').blocks.flatMap((b) => b.lines.map((l) => l.text));
    expect(read.filter((t) => /Quality - |Weighting|65%/.test(t))).toEqual([]);
  });

  test('"Update 21/11: … So 6 placements, not 9" corrects the placements only, and is no slide', () => {
    expect(shown).toContain('6 placements for graduates');
    expect(shown).not.toContain('9 placements');
    expect(shown).toContain('9-week plan');
    expect(shown).not.toMatch(/Update 21\/11|Everything else stands/);
  });

  test('the tone and who presents are said to the team', () => {
    for (const said of ['Formal but warm', 'will present', 'joins for questions'])
      expect(shown).not.toContain(said);
  });
});
