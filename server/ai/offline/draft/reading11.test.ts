import { describe, expect, test } from 'vitest';
import { draftText } from '../../../../tests/briefs/briefFile';
import { LOCALES } from './locales';
import { readBrief } from './reading';
import { shapeOf } from './shape';

/**
 * The tenth round of issue 34's reading faults (blind set 6): the brief's corrections, the slides
 * it bans or places, and sections it talks about under other words. Excerpts written for these
 * tests, not the blind briefs' text.
 */
const titles = (d: ReturnType<typeof draftText>) => d.slides.map((s) => `${s.type}:${s.title}`);

const HARBOUR = [
  'Harbour Bikes – Fleet Renewal Pitch for Tidewell Council',
  '',
  'Where we are:',
  '- Tidewell runs 420 hire bikes across 31 docks.',
  '- Breakdowns rose from 6% of trips in 2024 to 9% in 2025.',
  '',
  'The repair problem:',
  '- Each broken bike waits 11 days for parts on average.',
  '- Riders filed 1,300 complaints in 2025, most about flat tyres.',
  '',
  'Our plan:',
  '- Phase 1: swap 150 bikes for puncture-proof models (April 2026).',
  '- Phase 2: on-site repair van at the 5 busiest docks (June 2026).',
  '',
  'Benefits:',
  '- Downtime cut to 3 days per repair.',
  '- Complaints expected to halve by 2027.',
  '',
  'The ask:',
  '- Approve £260,000 for the renewal by 30 January 2026.',
].join('\n');

describe('slides the brief bans or places (blind set 6)', () => {
  test('a deck of its length closes on thanks and opens on an agenda unless told', () => {
    const t = titles(draftText(HARBOUR));
    expect(t.at(-1)).toMatch(/^thank_you:/);
    expect(t).toContain('content:Agenda');
  });

  test('"skip the thank-you slide" leaves the closing slide out', () => {
    const t = titles(draftText(`${HARBOUR}\n\nPlease skip the thank-you slide, the mayor finds them twee.`));
    expect(
      t.some((s) => s.startsWith('thank_you:')),
      t.join(' | '),
    ).toBe(false);
  });

  test('"open with the repair problem" puts that slide first and drops the agenda', () => {
    const t = titles(draftText(`${HARBOUR}\n\nOpen with the repair problem, not with who we are.`));
    // Its two labelled figures may stand as metrics (issue 34, blind round 6): the place is what counts.
    expect(t[1], t.join(' | ')).toMatch(/^(?:content|metrics):The repair problem$/);
    expect(t).not.toContain('content:Agenda');
  });

  test('"finish on the ask" ends the deck on the ask, with no closing slide after it', () => {
    const t = titles(
      draftText(
        `${HARBOUR.replace('The ask:', 'The ask:\n- Decision needed this quarter.')}\n\nMove the benefits up front. Finish on the ask.`,
      ),
    );
    expect(t.at(-1), t.join(' | ')).toMatch(/ask/i);
  });

  test('"we start with a pilot" is the matter, not an instruction about the deck', () => {
    expect(
      shapeOf('We start with a pilot at two docks in spring.', LOCALES.en.read.shape, LOCALES.en.stopwords),
    ).toEqual({});
  });

  test('bans in German and French, by the locale word tables', () => {
    const de = shapeOf(
      'Bitte keine Agenda-Folie, die Tagesordnung kennt der Rat.',
      LOCALES.de.read.shape,
      LOCALES.de.stopwords,
    );
    expect(de.noAgenda).toBe(true);
    const fr = shapeOf(
      'Pas de slide merci à la fin. Terminer par la demande.',
      LOCALES.fr.read.shape,
      LOCALES.fr.stopwords,
    );
    expect(fr).toEqual({ noClosing: true, ends: ['demande'] });
  });
});

/** The brief's matter as read, each line once. */
const read = (brief: string, lang: 'en' | 'de' | 'fr' = 'en') => readBrief(brief, [], '', lang).text;

describe('corrections: only the corrected figure exists (blind set 6)', () => {
  test('"we said 81% … the survey actually says 77%" corrects the figure where it was said, and goes', () => {
    const t = read(
      'Results:\n- Trial (2025): 900 meals served, 81% rated good, 300 families.\n\nNotes for you:\n- We said 81% rated good in the bid but the survey actually says 77% – use 77%.',
    );
    expect(t).toContain('77% rated good, 300 families');
    expect(t).not.toContain('81%');
    expect(t).not.toContain('We said');
  });

  test('"real Sept figure is 22,650 not 23,400" corrects a line and a data row alike', () => {
    const t = read(
      'Orders:\n- July 20,100 orders, Aug 19,800, Sept 23,400.\n\nData:\nmonth,orders\n2026-08,19800\n2026-09,23400\n\nBob: wait the Sept figure is wrong, real Sept figure is 22,650 not 23,400.',
    );
    expect(t).toContain('Sept 22,650');
    expect(t).toContain('2026-09,22650');
    expect(t).not.toMatch(/23,?400/);
  });

  test('"2,1 Mio. € – Moment, Korrektur: 2,4 Mio. €" keeps the corrected figure only', () => {
    const t = read(
      'Rückblick:\n- Besucher 2026: 12.400\n- Umsatz 2026: 2,1 Mio. € – Moment, Korrektur vom Vorstand: 2,4 Mio. €, die Spenden fehlten noch.',
      'de',
    );
    expect(t).toContain('Umsatz 2026: 2,4 Mio. €');
    expect(t).not.toContain('2,1');
    expect(t).not.toContain('Korrektur');
  });

  test('"c\'est 1 950 poulets, pas 1 800": figures with spaced thousands are corrected whole', () => {
    const t = read(
      "La ferme :\n- 1 800 poulets élevés par mois sur le site de Loué. Correction de Marc au téléphone : c'est 1 950 poulets, pas 1 800, depuis le nouveau bâtiment.",
      'fr',
    );
    expect(t).toContain('1 950 poulets élevés par mois');
    expect(t).not.toContain('1 800');
    expect(t).not.toMatch(/poulets 800/);
  });

  test('"the 4th of May — no, sorry, it slipped, it\'s the 18th" and "9 of 13, actually 10 of 13"', () => {
    const t = read(
      "So they built a portal. The go-live date is the 4th of May — no, sorry, it slipped, it's the 18th of May 2026.\n\nTeam:\n- most trainees hired (9 of our 13 trainees so far, actually Sam says it's 10 of 13 now, use that)",
    );
    expect(t).toContain('go-live date is the 18th of May 2026');
    expect(t).toContain('(10 of 13 now)');
    expect(t).not.toMatch(/4th|9 of|use that|sorry/);
  });

  test('"we can\'t do May … Make it June 2026" moves the phase\'s date and leaves no chatter', () => {
    const t = read(
      "Plan:\n- Phase 1: audit, Jan 2026\n- Phase 2: design, Feb–Apr 2026\n- Phase 3: launch, May 2026\n\n> Phase 3 is fine but we can't do May, that's our busiest month. Make it June 2026.",
    );
    expect(t).toContain('Phase 3: launch, June 2026');
    expect(t).toContain('Phase 1: audit, Jan 2026');
    expect(t).not.toMatch(/May|Make it/);
  });
});

describe('a section the brief talks about is found by its matter, not only its title (blind set 6)', () => {
  const item = (id: string, text: string) => ({ id, text, completed: false });

  test("a form's numbered questions head their answers and answer the checklist's items", () => {
    const brief = [
      'Our written answers to the Lakeside Trust, for the panel:',
      '',
      'Q1. What problem does your project tackle? (max 100 words)',
      'Older residents in Eastgate wait 9 weeks for a home repair visit, and 40% live alone.',
      '',
      'Q2. How will you spend the grant?',
      'Two handypeople for 18 months, a van and a tool store, for £48,000 in total.',
      '',
      'Q3. How will you know it worked?',
      'Visits within 2 weeks for 80% of requests, and 300 homes made safe by March 2028.',
    ].join('\n');
    const d = draftText(brief, [
      item('a', 'Q1 The problem'),
      item('b', 'Q2 Spending'),
      item('c', 'Q3 Success measures'),
    ]);
    const titles = d.slides.map((s) => s.title);
    expect(
      titles.some((t) => t.startsWith('Q1')),
      titles.join(' | '),
    ).toBe(true);
    expect(
      titles.some((t) => t.startsWith('Q3')),
      titles.join(' | '),
    ).toBe(true);
    expect(d.summary).not.toMatch(/says nothing about/);
  });

  test('a checklist item said under another heading takes that section, under its own name', () => {
    const brief = [
      'RESULTS',
      '- 98.9% of orders shipped on time in Q2, against a 98% target.',
      '- Returns handled within 2 days, down from 4.',
      '',
      'THE ASK. two points',
      '- Renew the contract for two more years from 1 July 2027.',
      '- Open a second site in Leeds for the northern stores.',
    ].join('\n');
    const d = draftText(brief, [item('r', 'Renewal and second site')]);
    expect(d.summary).not.toMatch(/says nothing about/);
    const renewal = d.slides.find((s) => s.title === 'Renewal and second site');
    expect(JSON.stringify(renewal?.content), d.slides.map((s) => s.title).join(' | ')).toContain(
      'Renew the contract',
    );
  });

  test("a section the brief truly says nothing about is named in the reply, in the deck's language", () => {
    const brief = [
      'Ausgangslage:',
      '- Wir betreiben 12 Filialen in Sachsen und haben 2026 einen Umsatz von 8,4 Mio. € erzielt.',
      '- Die Wartezeit an der Kasse liegt bei 7 Minuten.',
      '',
      'Plan:',
      '- Selbstbedienungskassen in allen Filialen bis Juni 2027.',
    ].join('\n');
    const d = draftText(brief, [item('x', 'Personalplanung')], 'Deck', 'de');
    expect(d.summary).toContain('Zu Personalplanung sagt das Briefing nichts');
    expect(d.summary).not.toContain('The brief says nothing');
  });
});
