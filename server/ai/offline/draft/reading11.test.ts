import { describe, expect, test } from 'vitest';
import { draftText } from '../../../../tests/briefs/briefFile';
import { LOCALES } from './locales';
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
    expect(t[1], t.join(' | ')).toBe('content:The repair problem');
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
