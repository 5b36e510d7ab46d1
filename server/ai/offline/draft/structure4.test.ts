import { describe, expect, test } from 'vitest';
import { draftDeck } from './drafter';

/**
 * A brief's own structure and asks (issue 34, blind round 3), in briefs written for these tests:
 * a tender whose response format is not its first numbered list, with a Markdown budget table
 * and the bidder's notes after a rule.
 */
function draft(brief: string) {
  const d = draftDeck({ request: {}, title: '', brief, metadata: {}, documents: [], checklist: [] });
  if ('say' in d) throw new Error(d.say);
  return d;
}

const TENDER = `KESTREL VALLEY WATER – REQUEST FOR PROPOSAL
Ref: KVW/2026/007, community water-saving campaign

1. CONTEXT
1.1 The company supplies 410,000 homes across the valley.

2. SCOPE
2.1 Campaign idea and messaging
2.2 Printed door-drop artwork
2.3 Radio partnerships

3. OBJECTIVES
   a) Household use down 5% by March 2027
   b) 12,000 free water-saving kits ordered

4. BUDGET
| Workstream                 | Indicative budget |
|----------------------------|-------------------|
| Creative idea              | £8,000            |
| Door-drop artwork          | £5,000            |
| Radio                      | £15,000           |

5. RESPONSE FORMAT
Bidders' presentations must cover, in this order:
   5.1 Our reading of the challenge
   5.2 Creative idea
   5.3 Named team lead
   5.4 Fee against section 4
   5.5 Previous campaign for a utility

6. CONTACT
Questions only through the tender portal. Do not phone the water company's staff.

---
Our side: we are bidding. Team lead is Priya Anand. Our fee will be £26,500.
Our previous campaign for a utility was "Tap Smart" for Severnmoor Water in 2024.`;

describe("a tender's response format and its budget table", () => {
  const d = draft(TENDER);
  const titles = d.slides.map((s) => s.title);
  const text = JSON.stringify(d.slides.map((s) => [s.title, s.content]));

  test('the list the response must cover names the sections, not the scope listed first', () => {
    expect(titles).not.toContain('Radio partnerships');
    const order = ['Named team lead', 'Fee against section 4', 'Previous campaign for a utility'].map((t) =>
      titles.indexOf(t),
    );
    expect(order.every((k) => k > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  test("the tender's own prose is on no slide, and its headings title none", () => {
    expect(text).not.toMatch(/Do not phone|tender portal|Household use down/);
    expect(titles).not.toContain('Contact');
    expect(titles).not.toContain('Objectives');
  });

  test('a two-column Markdown table keeps its header row, no bar in any cell', () => {
    const table = d.slides.find((s) => s.type === 'table')!;
    expect(table.content.table).toEqual({
      header: ['Workstream', 'Indicative budget'],
      rows: [
        ['Creative idea', '£8,000'],
        ['Door-drop artwork', '£5,000'],
        ['Radio', '£15,000'],
      ],
    });
  });

  test("the bidder's notes after the rule are on the slides they answer", () => {
    const on = (title: string) => JSON.stringify(d.slides.find((s) => s.title === title)?.content ?? '');
    expect(on('Named team lead')).toContain('Priya Anand');
    expect(on('Fee against section 4')).toContain('£26,500');
    expect(on('Previous campaign for a utility')).toContain('Tap Smart');
  });
});
