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

const BOARD = `Pellucid Labs – H1 2026 Investor Update (working copy)
Prepared by: Ana Ruiz, COO

HEADLINES
- Revenue reached €3.1M in H1 (up from €2.2M)
- Gross margin 64% (target 66%)
- 2 new enterprise customers: Orvane, Tillbrook

WINS
- Mobile app launched in May
- Support response time down to 3 hours

MISSES
- Lisbon office opening moved to Q4

RUNWAY
- Cash €5.4M
- Runway 22 months

DECISIONS WE NEED FROM THE BOARD
1. Approve €400k for a second data centre region
2. Approve the new pricing page before the autumn launch

NEXT STEPS
- Next board meeting 9 September 2026`;

describe("a board update's own title, headlines and asks", () => {
  const d = draft(BOARD);
  const titles = d.slides.map((s) => s.title);
  const text = JSON.stringify(d.slides.map((s) => [s.title, s.content]));

  test("the document's first line titles the deck, and is no slide's bullet", () => {
    expect(d.slides[0]!.title).toBe('Pellucid Labs – H1 2026 Investor Update');
    expect(text.match(/H1 2026 Investor Update/g)).toHaveLength(1);
  });

  test('a headlines section of side-by-side figures keeps its heading as its title', () => {
    const headlines = d.slides.find((s) => s.title === 'Headlines')!;
    // Three headline figures side by side are metrics, each with its label (issue 34, blind round 6).
    expect(headlines.type).toBe('metrics');
    expect(headlines.content.metrics?.map((m) => m.value)).toEqual(['€3.1M', '64%', '2']);
    expect(titles.some((t) => t.startsWith('Revenue reached'))).toBe(false);
  });

  test('the asks keep their numbers, and come before the closing next steps', () => {
    const at = titles.indexOf('Decisions we need from the board');
    expect(d.slides[at]!.content.items).toEqual([
      '1. Approve €400k for a second data centre region',
      '2. Approve the new pricing page before the autumn launch',
    ]);
    expect(titles.indexOf('Next steps')).toBe(at + 1);
  });
});

const BOXES = `Fenwick Botanic Garden – 2026 Friends Scheme deck

Every item below needs its own slide:
[ ] Cover: "Become a Friend of Fenwick Botanic Garden"
[ ] Who we are: opened 1884, 9,000 plant species, run by a trust since 1990, home of the
    Victorian palm house
[ ] Our visitors: 94,000 visits in 2025; 31% under 16
[ ] Membership levels (as a table):
      Seedling   £30    free entry, newsletter
      Sapling    £75    free entry, 2 guest passes
      Oak        £250   free entry, 6 guest passes, private tour
[ ] Dates: launch by 1 March 2026; spring fair 18 April; members' evening 20 June
[ ] Contact: Ivo Marsh, Membership Lead, 01632 960 118

Tone: friendly.`;

describe("a brief's own checklist of slides, in boxes", () => {
  const d = draft(BOXES);
  const titles = d.slides.map((s) => s.title);
  const text = JSON.stringify(d.slides.map((s) => [s.title, s.content]));

  test("the cover's box titles the deck and is no bullet", () => {
    expect(titles[0]).toBe('Become a Friend of Fenwick Botanic Garden');
    expect(text).not.toMatch(/Cover:/);
  });

  test('each other box is a slide, in its order, with its wrapped matter whole', () => {
    const order = ['Who we are', 'Our visitors', 'Membership levels', 'Dates', 'Contact'].map((t) =>
      titles.indexOf(t),
    );
    expect(order.every((k) => k > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).toContain('Victorian palm house');
    expect(text).not.toMatch(/\[ \]/);
  });

  test("a box's matter listed in one sentence is one bullet a point; a contact stays whole", () => {
    const who = d.slides.find((s) => s.title === 'Who we are')!;
    expect(who.content.items).toEqual([
      'Opened 1884',
      '9,000 plant species',
      'Run by a trust since 1990',
      'Home of the Victorian palm house',
    ]);
    const contact = d.slides.find((s) => s.title === 'Contact')!;
    expect(contact.content.items).toEqual(['Ivo Marsh, Membership Lead, 01632 960 118']);
  });

  test('a grid under a box is its table, every row kept', () => {
    const table = d.slides.find((s) => s.title === 'Membership levels')!;
    expect(table.type).toBe('table');
    expect(table.content.table!.rows.map((r) => r[0])).toEqual(['Seedling', 'Sapling', 'Oak']);
  });
});

describe('a length corrected in the brief, and a contact slide asked for last', () => {
  const d = draft(
    BOXES.replace(
      'Every item',
      'Length: exactly 5 slides. Actually, make it 6 with the contact at the end.\n\nEvery item',
    ),
  );

  test('the corrected length wins, and the contact slide closes the deck', () => {
    expect(d.slides).toHaveLength(6);
    expect(d.slides.at(-1)!.title).toBe('Contact');
    expect(d.slides.some((s) => s.type === 'thank_you')).toBe(false);
  });
});

describe('two-column Markdown tables by what their values are', () => {
  test('dates stay a plan (a timeline), money becomes a table', () => {
    const d = draft(`Harlow Rowing Club – boathouse appeal

Key dates:

| Step | When |
|---|---|
| Appeal opens | 3 March 2026 |
| Builder chosen | 15 May 2026 |
| Boathouse opens | 1 September 2026 |

Costs:

| Item | Cost |
|---|---|
| Roof | £41,000 |
| Pontoon | £18,500 |
| Boat racks | £6,200 |`);
    expect(d.slides.some((s) => s.type === 'timeline')).toBe(true);
    const table = d.slides.find((s) => s.type === 'table')!;
    expect(table.content.table!.header).toEqual(['Item', 'Cost']);
    expect(table.content.table!.rows).toHaveLength(3);
  });
});
