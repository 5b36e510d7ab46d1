import { describe, expect, test } from 'vitest';
import { draftText } from '../../../../tests/briefs/briefFile';
import { plainCrm } from './crmRecord';

/**
 * A brief pasted as a CRM record page copied out of the browser: the record's name, its fields, its
 * contacts and its activity timeline, newest first. The brief is the notes' and e-mails' words and
 * the deliverable's fields; the deal's money is the agency's fee. Records written for these tests.
 */
type Deck = ReturnType<typeof draftText>;
const shown = (d: Deck) => JSON.stringify(d.slides.map((s) => [s.title, s.content]));

const HUBSPOT = `HubSpot › Deals › Fenwick Hall Trust – breakfast briefing deck
Fenwick Hall Trust – breakfast briefing deck
Amount: £14,500   Close date: 05/03/2027   Deal stage: Proposal accepted ▾   Pipeline: Agency new business ▾
Deal owner: Marcus Delaney   Create date: 12/01/2027   Last activity: 16/02/2027   Priority: High ▾

About this deal
  Deal type ............ Existing business
  Deliverable .......... Deck (max 10 slides) for the Trust's donors' breakfast briefing
  Event date ........... 18/03/2027, 08:00, The Corn Exchange
  Presenter ............ Dr Amira Fenwick, Chair of Trustees

Associated contacts (3)
  Ruth Okoye – Head of Development – ruth.okoye@fenwickhall.example – 01223 555 014
  Amira Fenwick – Chair of Trustees – amira@fenwickhall.example
  Tom Baines – Finance Director – tom.baines@fenwickhall.example
View all associated contacts

Associated company
  Fenwick Hall Trust
  fenwickhall.example

─── Activity ───
Filter: All activity ▾   Users: All ▾   Collapse all | Expand all

📌 Pinned
📝 Note by Imogen Hart · 20/01/2027 10:12
  Brief from Ruth (kick-off call):
  The deck tells donors what the Restoration Appeal has done in its first year.
  The appeal raised £412,000 from 1,260 donors in 2026.
  The east wing roof is finished, 6 weeks ahead of plan.
  Volunteers gave 3,400 hours.
  Next: the library restoration, target £250,000 by December 2027.

▼ February 2027
📝 Note by Imogen Hart · 16/02/2027 17:05
  Correction from Ruth: the appeal raised £438,000, not £412,000 — gift aid came in late.
  Fee confirmed at £14,500 as quoted.

✉️ Email · Ruth Okoye → Imogen Hart · 12/02/2027 09:14 · Opened (3) · Clicked (1)
  Subject: Re: Breakfast deck
  Hi Imogen,
  Please end the deck with a thank-you slide for our 48 volunteer stewards.
  Ruth
  > On 11/02/2027 Imogen Hart wrote:
  > Anything else for the deck?

🔁 Property change · 10/02/2027 15:30 · Amount changed from £12,000 to £14,500 by Marcus Delaney
📞 Logged call · Imogen Hart → Ruth Okoye · 09/02/2027 11:00 · 32 min · Outcome: Connected
✅ Task completed · "Send proposal" · 02/02/2027

▼ January 2027
✅ Task completed · "Book kick-off call" · 14/01/2027
`;

const SALESFORCE = `Sales › Opportunities › Corn Exchange Gala 2027
Opportunity
Corn Exchange Gala 2027
Account Name: Corn Exchange Trust   Close Date: 28/02/2027   Amount: £9,800   Opportunity Owner: Dan Price
Stage: Negotiation/Review ▾   Probability (%): 80   Type: Existing Business

Contact Roles (2)
  Priya Shah · Events Manager · priya.shah@cornexchange.example · 01223 555 200
  Leo Marsh · Director · leo.marsh@cornexchange.example

Activity History (3)
✉️ Email: Re: Gala slides · Priya Shah → Dan Price · 14/02/2027
  Subject: Re: Gala slides
  Dan, one change: the gala is on 24 April 2027, not 17 April.
  > On 10/02/2027 Dan Price wrote:
  > Confirming 17 April.
📞 Call · Dan Price → Priya Shah · 11/02/2027 · 20 min
✅ Task · Send quote · Completed · 03/02/2027

Notes & Attachments (2)
📝 Note · Gala brief · Dan Price · 09/02/2027
  Deck for the gala dinner on 17 April 2027: 8 slides.
  The gala raised £96,000 for the building fund last year, from 320 guests.
  This year's target: £120,000.
📎 Floorplan_v3.pdf · 1.2 MB · 08/02/2027
`;

describe('a CRM record pasted from the browser', () => {
  test('a HubSpot deal reads as its name, its brief fields, its contacts and its notes, oldest first', () => {
    const read = plainCrm(HUBSPOT);
    expect(read.startsWith('Subject: Fenwick Hall Trust – breakfast briefing deck\n')).toBe(true);
    expect(read).toContain("Deliverable: Deck (max 10 slides) for the Trust's donors' breakfast briefing");
    expect(read).toContain('Event date: 18/03/2027, 08:00, The Corn Exchange');
    expect(read).toContain('Presenter: Dr Amira Fenwick, Chair of Trustees');
    expect(read).toContain(
      'Client: Ruth Okoye – Head of Development – ruth.okoye@fenwickhall.example – 01223 555 014',
    );
    expect(read).toContain('From: Imogen Hart\n\nBrief from Ruth (kick-off call):\nThe deck tells donors');
    expect(read).toContain('From: Ruth Okoye\n\nHi Imogen,\nPlease end the deck');
    // The pinned brief first, the mail, then the correction that amends it.
    const brief = read.indexOf('£412,000 from 1,260 donors');
    const mail = read.indexOf('48 volunteer stewards');
    const correction = read.indexOf('raised £438,000, not £412,000');
    expect(brief).toBeGreaterThan(0);
    expect(mail).toBeGreaterThan(brief);
    expect(correction).toBeGreaterThan(mail);
    for (const gone of [
      'HubSpot ›',
      '£14,500',
      '£12,000',
      'Close date',
      'Deal stage',
      'Pipeline',
      'Deal owner',
      'Marcus Delaney',
      'Create date',
      'Last activity',
      'Priority',
      'Deal type',
      'Existing business',
      'Filter:',
      'Collapse all',
      'February 2027',
      'Property change',
      'Logged call',
      'Task completed',
      'Send proposal',
      'Opened (3)',
      'Clicked',
      'Pinned',
      '▾',
      '> ',
      'Anything else',
      'View all',
      'Subject: Re:',
    ])
      expect(read, gone).not.toContain(gone);
  });

  test("a Salesforce opportunity's Activity History and Notes & Attachments read by date", () => {
    const read = plainCrm(SALESFORCE);
    expect(read.startsWith('Subject: Corn Exchange Gala 2027\n')).toBe(true);
    expect(read).toContain(
      'Client: Priya Shah – Events Manager – priya.shah@cornexchange.example – 01223 555 200',
    );
    expect(read).toContain('From: Dan Price\n\nDeck for the gala dinner on 17 April 2027: 8 slides.');
    // The note (9 Feb) before the mail (14 Feb) that moves the gala.
    expect(read.indexOf('From: Priya Shah\n\nDan, one change')).toBeGreaterThan(
      read.indexOf('Deck for the gala'),
    );
    for (const gone of [
      '£9,800',
      'Stage',
      'Probability',
      'Opportunity Owner',
      'Call ·',
      'Send quote',
      'Floorplan',
      'Confirming',
    ])
      expect(read, gone).not.toContain(gone);
  });

  test('a timeline without dates is reversed, its pinned note first', () => {
    const read = plainCrm(
      [
        'Pipedrive › Deals › Harbour Festival deck',
        'Harbour Festival deck',
        'Value: €8,000   Owner: Jo Park   Stage: Won',
        '',
        '📝 Note by Jo Park',
        '  Use 40,000 visitors, not 38,000.',
        '📌 Pinned · 📝 Note by Jo Park',
        '  The festival drew 38,000 visitors.',
      ].join('\n'),
    );
    expect(read.indexOf('38,000 visitors.')).toBeLessThan(read.indexOf('Use 40,000'));
    expect(read).not.toMatch(/€8,000|Owner|Stage|Pinned/);
  });

  test('a record copied from its fields down is named by its breadcrumb', () => {
    const read = plainCrm(
      'Zoho CRM › Deals › Riverside Open Day deck\nAmount: £3,200   Stage: Qualified\n\nAbout this deal\n  Deliverable ... 6 slides for the open day',
    );
    expect(read).toBe('Subject: Riverside Open Day deck\n\nDeliverable: 6 slides for the open day');
  });

  test('text around the record, the user’s own, stays where it was', () => {
    const read = plainCrm(`Pasting the deal, the brief is in the notes.\n\n${HUBSPOT}\nThanks, Sam`);
    expect(read.startsWith('Pasting the deal, the brief is in the notes.\n\nSubject: Fenwick Hall')).toBe(
      true,
    );
    expect(read.endsWith('Thanks, Sam')).toBe(true);
  });

  test('an ordinary brief is as it was', () => {
    const mail = `Hi Imogen,

We're at the deal stage now: the board signed off. Amount: £14,500 was the fee.
Deck for the donors' breakfast, 8 slides.

Note by Ruth · 16/02/2027
Email · me → you

Ruth`;
    expect(plainCrm(mail)).toBe(mail);
    const arrows = `Deck for the AGM
Home › Reports › 2026 annual review
Sections: Results › Plans › Thanks
Members rose from 160 to 212.`;
    expect(plainCrm(arrows)).toBe(arrows);
    const card = `Gala deck\nType: Gala dinner   Priority: High\n\n✅ 320 guests last year\n📌 Target £120,000\n📝 Note: 8 slides`;
    expect(plainCrm(card)).toBe(card);
    const crumbOnly = 'Our CRM › Deals › is where we track these.\nDeck for the open day, 6 slides.';
    expect(plainCrm(crumbOnly)).toBe(crumbOnly);
  });

  test('its deck holds the notes’ figures and none of the CRM’s bookkeeping', () => {
    const d = draftText(plainCrm(HUBSPOT));
    const slides = shown(d);
    expect(slides).not.toMatch(/£14,500|£12,000|Deal stage|Logged call|Property change|Marcus Delaney/);
    expect(slides).toContain('£438,000');
    expect(slides).toContain('3,400');
    // The corrected figure only, and the contacts on no slide.
    expect(slides).not.toContain('£412,000');
    expect(slides).not.toMatch(/ruth\.okoye@|Head of Development/);
  });
});
