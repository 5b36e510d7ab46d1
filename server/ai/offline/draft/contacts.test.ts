import { describe, expect, test } from 'vitest';
import { contactsOf } from './contacts';
import { type Draft, draftDeck } from './drafter';
import { LOCALES } from './locales';

/**
 * The closing slide's contact: the presenter's own address (its domain is the presenter's name)
 * or the one the brief names as the contact, never the brief's authors in its email headers or an
 * agency's signature.
 */

const CASES: { brief: string; presenter?: string; lang?: keyof typeof LOCALES; want: string[] }[] = [
  {
    // A signature block at the presenter's domain: its name, role and phone.
    brief: 'Best,\nEleanor Voss\nHead of Development\neleanor.voss@norhavenmaritime.org.uk\n01632 960 471',
    presenter: 'Norhaven Maritime Museum',
    want: ['Eleanor Voss, Head of Development · eleanor.voss@norhavenmaritime.org.uk · 01632 960 471'],
  },
  {
    // The email's headers name its authors: not the deck's contact.
    brief:
      'From: Gemma Okonjo <gemma.okonjo@harbourlight.org.uk>\n> On Tue, 24 Nov 2026 at 21:47, Rev. Alan Pryce <chair@harbourlight.org.uk> wrote:\n> We need six slides.',
    presenter: 'Harbourlight Trust',
    want: [],
  },
  {
    // An agency's signature (another domain), with no word of a contact: not the presenter's.
    brief: 'Thanks!\nPriyanka Rao | Northpier Studio\npriyanka@northpier.studio | +44 7700 900123',
    presenter: 'Saltings Festival Ltd',
    want: [],
  },
  {
    // The brief names the contacts, two on one line, from a chat: both, without a phone to guess.
    brief:
      "[19/11/2026, 09:48:30] Marta Kowalczyk: end with me & Kwame's contacts: marta@saltingsfest.co.uk / kwame@saltingsfest.co.uk 07700 900555",
    presenter: 'Saltings Festival',
    want: ['marta@saltingsfest.co.uk', 'kwame@saltingsfest.co.uk'],
  },
  {
    // A webmail address the brief names as the contact, the name spelled by the address.
    brief: 'Finish with our contact page: john.hale@gmail.com, 07700 900418 (mobile).',
    presenter: 'Hale & Sons Joinery',
    want: ['John Hale · john.hale@gmail.com · 07700 900418'],
  },
  {
    // German: "Kontaktdaten" and a name with its role before the address, a phone with dashes.
    brief:
      'Auf die letzte Folie bitte die Kontaktdaten: Dr. Jana Weber, Vorständin, j.weber@stadtwerke-auental.de, 0621 – 44 72 19',
    presenter: 'Stadtwerke Auental',
    lang: 'de',
    want: ['Jana Weber, Vorständin · j.weber@stadtwerke-auental.de · 0621 – 44 72 19'],
  },
  {
    // The name above the address is someone else's (the sender's signature, the company's line):
    // the address's owner is named from the address, or not at all for a shared mailbox.
    brief:
      'Lydia Holt, Programme Lead\nlydia.holt@copperline.digital\nContact for the last slide: f.marsh@copperline.digital\nFernhall Veterinary Group\npriya.nair@fernhallvets.co.uk\nGareth Price, chair\nContacts: hello@copperline.digital',
    presenter: 'Copperline Digital',
    want: ['Lydia Holt, Programme Lead · lydia.holt@copperline.digital', 'f.marsh@copperline.digital'],
  },
  {
    brief:
      'Fernhall Veterinary Group\npriya.nair@fernhallvets.co.uk · 0113 496 0732\nGareth Price, chair\nhello@fernhallvets.co.uk',
    presenter: 'Fernhall Veterinary Group',
    want: ['Priya Nair · priya.nair@fernhallvets.co.uk · 0113 496 0732', 'hello@fernhallvets.co.uk'],
  },
  {
    // Two people a line each, the second without a phone: the first one's number stays the first's.
    brief:
      'CONTACTS (for the last slide)\nTomasz Wren, Sales Director – tomasz.wren@brackenmill.example – 07700 900611\nAlys Brack, Founder – alys@brackenmill.example',
    presenter: 'Bracken Mill',
    want: [
      'Tomasz Wren, Sales Director · tomasz.wren@brackenmill.example · 07700 900611',
      'Alys Brack, Founder · alys@brackenmill.example',
    ],
  },
  {
    // Call notes: a list item each under "close w/ contacts:", the client's and the consultant's.
    brief:
      'close w/ contacts:\n- Dana Ilves, COO, Sorrel Foods — d.ilves@sorrelfoods.example — 020 7946 0311\n- Omar Haddad, Partner, Kestle Advisory — omar.h@kestle.example — 07700 900562',
    presenter: 'Sorrel Foods',
    want: [
      'Dana Ilves, COO · d.ilves@sorrelfoods.example · 020 7946 0311',
      'Omar Haddad, Partner · omar.h@kestle.example · 07700 900562',
    ],
  },
];

describe('the contact a brief gives for its closing slide', () => {
  test.each(CASES.map((c, i) => [i + 1, c] as const))('%i', (_i, c) => {
    expect(contactsOf(c.brief, c.presenter, LOCALES[c.lang ?? 'en']).lines).toEqual(c.want);
  });
});

function draft(brief: string, client: string): Draft {
  const d = draftDeck({
    request: {},
    title: '',
    brief,
    metadata: { clientName: client },
    documents: [],
    checklist: [],
  });
  if ('say' in d) throw new Error(d.say);
  return d;
}

const BRIEF = `Hi team,

Rallyhouse Padel are pitching to Altmore Estates' investment committee on 19 January 2027 for Unit C at Kingsgate Retail Park.

Who we are: founded 2021, 5 indoor padel clubs open across the Midlands and North.
Trading: revenue £4.8M in FY2026, up from £2.9M in FY2025. Peak court occupancy 87%.
Plan for Unit C: 8 indoor courts, a 60-cover café-bar and 34 jobs.

The ask: a 15-year lease, 12 months rent-free and £400,000 towards the roof, decided at the IC on 19 January.

No "Thank you" slide please, Mark hates them – end on the contact page with his details (mark.ellery@rallyhouse.co.uk, 07700 900418).

Lin`;

describe('the closing slide in a draft', () => {
  test('a brief that wants no thanks but its contact page ends on it, after the ask', () => {
    const d = draft(BRIEF, 'Rallyhouse Padel');
    const last = d.slides.at(-1)!;
    expect(last.type).toBe('thank_you');
    expect(last.content.mainText).toBe('Contact');
    expect(last.content.subtitle).toBe('Mark Ellery · mark.ellery@rallyhouse.co.uk · 07700 900418');
    expect(d.slides.at(-2)!.title).toMatch(/ask|lease/i);
    // The address is on the contact page only.
    const elsewhere = d.slides.slice(0, -1).filter((s) => JSON.stringify(s.content).includes('mark.ellery@'));
    expect(elsewhere).toEqual([]);
  });

  test('a closing slide takes the contact as its line', () => {
    const d = draft(
      BRIEF.replace(/No "Thank you" slide please, Mark hates them – end on/, 'End with thanks and'),
      'Rallyhouse Padel',
    );
    const last = d.slides.at(-1)!;
    expect(last.type).toBe('thank_you');
    expect(last.content.subtitle).toContain('mark.ellery@rallyhouse.co.uk · 07700 900418');
  });
});

test('a contact known only by an address takes the name and role the brief writes elsewhere', () => {
  const brief = `**Attendees:** Siobhán O'Keeffe (SOK, Marketing Director, F&D); Rhys Fenwick (RF, MD, F&D)

Close the deck with our contacts:
siobhan.okeeffe@fenwick.example · 07700 900158`;
  const { lines } = contactsOf(brief, undefined, LOCALES.en);
  expect(lines[0]).toBe(
    "Siobhán O'Keeffe, Marketing Director · siobhan.okeeffe@fenwick.example · 07700 900158",
  );
});
