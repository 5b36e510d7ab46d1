import { describe, expect, test } from 'vitest';
import { draftText } from '../../../../tests/briefs/briefFile';
import { readBrief } from './reading';

/** A brief filed as a ticket: its fields, its boxes to tick, a pasted sheet and its comments. */
const TICKET = `**DECK-77** · Q3 partner review deck — Harbour Foods

Project: Client Decks · Type: Task · Priority: High · Status: In Progress
Assignee: Marta Kowal · Reporter: Oliver Strand · Client: Harbour Foods
Due: 2 Dec 2026 · Attachments: q3_sheet_FINAL.xlsx

**Acceptance criteria**
- [ ] Sales by store
- [ ] What worked in Q3
- [ ] Our asks to Nordmart — on their own slide, near the end

Sales data pasted from the sheet:

\`\`\`
Store\tJul 2026\tAug 2026\tSep 2026\tMargin % (internal)
Leeds\t4,180,000\t3,960,000\t4,510,000\t41.2
York\t3,050,000\t2,870,000\t3,420,000\t39.8
Hull\t2,240,000\t2,310,000\t2,480,000\t38.5
\`\`\`

**Comments**

**Oliver Strand** · 24 Nov 2026, 09:18
The gift-with-purchase offer in Leeds lifted hand cream sales by a third in July and August.

**Hana Ito** — Tue 15:02
Our asks: two more counters in Sheffield and Bradford, opening in Q1 2027.`;

describe('a brief filed as a ticket', () => {
  const d = draftText(TICKET, [], '');
  const shown = JSON.stringify(d.slides.map((s) => [s.title, s.content]));

  test("the ticket's fields and its comments' headers are no slide's words", () => {
    for (const said of [
      'Assignee',
      'Reporter',
      'Priority',
      'Attachments',
      'Oliver Strand',
      'Hana Ito',
      '09:18',
      '15:02',
    ])
      expect(shown).not.toContain(said);
  });

  test('its acceptance criteria are the sections asked for, without their boxes', () => {
    const named = readBrief(TICKET).named.map((n) => n.title);
    expect(named).toEqual(
      expect.arrayContaining(['Sales by store', 'What worked in Q3', 'Our asks to Nordmart']),
    );
    expect(shown).not.toContain('[ ]');
    expect(shown).not.toContain('own slide');
  });

  test("a sheet's column marked internal is on no slide; the rest of it is, under the name asked for", () => {
    expect(shown).not.toMatch(/Margin|41\.2|39\.8/);
    const sheet = d.slides.find((s) => s.content.chart || s.content.table);
    expect(sheet?.title).toBe('Sales by store');
    expect(JSON.stringify(sheet?.content)).toMatch(/4,?510,?000/);
  });

  test('"Comments" is where the ticket keeps its talk, no section of the deck', () => {
    expect(d.slides.map((s) => s.title)).not.toContain('Comments');
  });
});
