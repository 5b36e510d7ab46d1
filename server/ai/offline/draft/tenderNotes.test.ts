import { describe, expect, test } from 'vitest';
import { draftText } from '../../../../tests/briefs/briefFile';
import { shaped } from './shape';

/** An agency's note over a pasted tender: its own matter under a heading of its own. */
const TENDER = `Hi both — we're through to the presentation stage. Please follow their 6.2 running order EXACTLY.

Our stuff to use:
- Team: Aisha Karim (Strategy Lead), Jonas Weber (Creative Director), Lena Park (Data & Insight Lead).
- Case study: Ashcombe Energy — bill-query calls down 27% in 9 months after our billing-clarity programme.

6.2 Presentations must follow this running order:
1. Our understanding of your challenge
2. Relevant case study
3. Project team
4. Pricing summary

Kestrel Valley Water has 1.18 million customer accounts and 58% of complaints are about bills.
Our price is £412,000 in year 1 and £368,000 in year 2.`;

describe("the team's notes under a heading of their own, beside a running order", () => {
  const d = draftText(TENDER, [], '');
  const titles = d.slides.map((s) => s.title);

  test('the heading is no slide; its labelled lines answer the sections they name', () => {
    expect(titles).not.toContain('Our stuff to use');
    const team = d.slides.find((s) => s.title === 'Project team');
    expect(JSON.stringify(team?.content)).toContain('Aisha Karim');
  });

  test("a case asked for takes another organisation's figures", () => {
    const proof = d.slides.find((s) => s.title === 'Relevant case study');
    expect(JSON.stringify(proof?.content)).toContain('27%');
  });
});

test('a role in brackets is no initials: a contact line is said whole, and closes the deck', () => {
  const brief = `Team: me (CEO, ex-NHS area dental lead), James (CFO, 12 yrs at Meridia Health).
We run 12 clinics with 96 dental chairs and 68,400 active patients.
Revenue grew from £8.4M in FY2021 to £15.1M in FY2025.
We want £6.5M of growth investment to open five new clinics by end of 2028.

Close on me and James with our contact details:
Dr Helen Marsh, CEO – helen.marsh@brightwaterdental.example – +44 7700 900123
James Okafor, CFO – james.okafor@brightwaterdental.example – +44 7700 900418`;
  const d = draftText(brief, [], '');
  const last = d.slides.at(-1)!;
  expect(last.type).toBe('thank_you');
  expect(JSON.stringify(last.content)).toContain('helen.marsh@brightwaterdental.example');
  expect(d.slides.map((s) => s.title)).not.toContain('James Okafor');
});

describe('the slide a brief says the deck ends on', () => {
  const deck = [
    { type: 'title', title: 'Brightwater Dental Group' },
    { type: 'content', title: 'Who we are' },
    { type: 'statement', title: 'The ask' },
    { type: 'thank_you', title: 'Thank you' },
  ];

  test('"close on our contact details" ends on the closing slide when no other slide gives them', () => {
    const out = shaped(deck, { ends: ['james', 'contact', 'details'] }, 'Agenda');
    expect(out.at(-1)!.type).toBe('thank_you');
  });

  test('"end with the ask" ends on the ask, without the closing slide', () => {
    const out = shaped(deck, { ends: ['ask'] }, 'Agenda');
    expect(out.map((s) => s.title)).toEqual(['Brightwater Dental Group', 'Who we are', 'The ask']);
  });
});

test("a line's label that names its section goes; one that says what a figure is stays", () => {
  const brief = `Board wants it in this order:
1) where we are
2) what the relaunch delivered
3) the budget asked

Last thing — where we are: 38,400 members, 71% of them over 45, and 3 branches.
What the relaunch delivered: calls to the contact centre are down 18% on last year.
Budget asked of the board: £340,000 for Phase 2 of the member app, in three workstreams.`;
  const d = draftText(brief, [], '');
  const said = (title: string) => JSON.stringify(d.slides.find((s) => s.title === title)?.content);
  expect(said('Where we are')).toContain('"38,400 members');
  expect(said('Where we are')).not.toContain('Last thing');
  expect(JSON.stringify(d.slides)).toContain('Budget asked of the board: £340,000');
});
