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

/** The same, in Jira's own wiki markup and layout (blind14's 05). */
const JIRA = `Tandem Studio / Client Decks / DECK-412

Type: Task    Priority: ⬆ High    Status: IN PROGRESS    Resolution: Unresolved
Assignee: Lena Osterberg    Reporter: Callum Ruddock    Sprint: Studio Sprint 47

-- Description ---------------------------------------------------------------

Solvane Energy runs rooftop solar on 9 of Parkgate's retail parks.

*Format:* same structure as the Q2 QBR — cover, headline numbers, site table, issues & actions, the ask, contacts. *9 slides max.*

*Sites — installed capacity (kWp) and Q3 generation (MWh):*
||Site||kWp||Q3 MWh||
|Ashby Gate|520|402|
|Brindley Park|590|455|
|Castlemere|410|318|

*Issues & actions:*
* Castlemere inverter fault 11–17 Aug (6 days offline) — inverter replaced

-- Attachments (3) -----------------------------------------------------------
parkgate_q3_generation.xlsx   48 kB   20/Nov/26
solvane_logo_white.svg        12 kB   20/Nov/26
QBR_Q2_2026_final.pdf         3.1 MB  21/Nov/26

-- Activity:  All | Comments | History ---------------------------------------

Callum Ruddock  21/Nov/26 09:40
@Lena Osterberg kicking this off, everything you need should be in the description.

Lena Osterberg  24/Nov/26 11:05
Q: is the 99.2% availability across all sites?

Bethan Morgan  24/Nov/26 16:22
Yes, 99.2% is Solvane across all 9 Parkgate sites, Jul–Sep 2026

Farid Haddad (Solvane, via email)  25/Nov/26 08:51
Two corrections, sorry:
1) Castlemere was offline for 6 days, not 7.

Farid Haddad (Solvane, via email)  25/Nov/26 09:03
Oh and IMPORTANT: nothing about the warranty claim against Voltrek over the Castlemere inverter.`;

describe('a brief filed as a Jira ticket, in its wiki markup', () => {
  const d = draftText(JIRA, [], '');
  const shown = JSON.stringify(d.slides.map((s) => [s.title, s.content]));

  test('its bold, its "||" grid and its parts are read as a person reads them', () => {
    expect(shown).not.toMatch(/\*|\|\||-- /);
    const table = d.slides.find((s) => s.content.table);
    expect(table?.content.table?.header).toEqual(['Site', 'kWp', 'Q3 MWh']);
    expect(table?.content.table?.rows).toHaveLength(3);
  });

  test('its fields, its attachments and its comments’ headers are no slide’s', () => {
    // A reply under a comment's header is talk between the team.
    expect(shown).not.toMatch(/Yes, 99\.2%/);
    for (const said of [
      'Priority',
      'Assignee',
      'xlsx',
      'svg',
      '48 kB',
      'Callum Ruddock',
      '09:40',
      '21/Nov/26',
    ])
      expect(shown).not.toContain(said);
  });

  test('"Oh and IMPORTANT:" heads nothing, and "nothing about …" keeps its subject off the deck', () => {
    expect(d.slides.map((s) => s.title).join(' ')).not.toMatch(/IMPORTANT|corrections/i);
    expect(JSON.stringify(d.slides)).not.toMatch(/Voltrek|warranty claim/);
  });

  test('the running order said after "same structure as … —" is the deck’s', () => {
    const named = readBrief(JIRA)
      .named.filter((n) => n.ordered)
      .map((n) => n.title);
    expect(named).toEqual([
      'Cover',
      'Headline numbers',
      'Site table',
      'Issues & actions',
      'The ask',
      'Contacts',
    ]);
  });
});
