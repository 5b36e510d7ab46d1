import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { draftBriefFile, parseBriefFile } from '../../../../tests/briefs/briefFile';
import {
  laterCorrection,
  movedDate,
  restatedPeriods,
  selfCorrection,
  withRestatedPeriod,
} from './corrections';
import { type Lang, LOCALES } from './locales';
import { readBrief } from './reading';

describe('a figure corrected in the sentence that says it', () => {
  test.each([
    [
      'Swims per season have gone 22,900 in 2023, 27,600 in 2024 and 31,400 in 2025 – no sorry thats wrong its 34,100 in 2025 i always swap them round.',
      '31,400',
      '34,100',
      'Swims per season have gone 22,900 in 2023, 27,600 in 2024 and 34,100 in 2025.',
    ],
    [
      'Umsatz 2026: 4,3 Mio. € – Moment, Korrektur von Frau Lindqvist: 4,6 Mio. €',
      '4,3 Mio. €',
      '4,6 Mio. €',
      'Umsatz 2026: 4,6 Mio. €',
    ],
    [
      'the launch is the 2nd of March — no, sorry, it moved, it’s the 16th of March 2026',
      '2nd',
      '16th',
      'the launch is the 16th of March 2026',
    ],
    [
      'In 2025 telden we 410.000 stallingen, nee wacht, 380.000 stallingen (410.000 was inclusief de weekendactie).',
      '410.000',
      '380.000',
      'In 2025 telden we 380.000 stallingen.',
    ],
    ['The hall opened in 1936 – sorry, 1937, my bad.', '1936', '1937', 'The hall opened in 1937.'],
  ])('%s', (sentence, old, fresh, text) => {
    expect(selfCorrection(sentence)).toEqual({ old, fresh, text });
  });

  test('a year never stands for a count: nothing to correct when only a year comes before', () => {
    expect(selfCorrection('In 2025 – sorry, we had 3,400 members')).toBeUndefined();
  });
});

describe('a figure corrected in a later message than the one that said it', () => {
  const cues = (lang: Lang) => LOCALES[lang].read.corrections;
  test.each<[Lang, string, string, string, string, string?]>([
    [
      'en',
      'attendance 2023 4,100 / 2024 6,200 / 2025 8,900',
      'no - 8,900 was capacity. we sold 8,450 in 2025. use 8,450 pls',
      '8,900',
      '8,450',
    ],
    ['en', 'attendance 2025 8,900', 'no - 8,900 was capacity', '8,900', '8,450', 'use 8,450 Kwame pls'],
    ['en', 'churn was 4.2% last quarter', 'not 4.2%, 3.8%', '4.2%', '3.8%'],
    ['en', 'we have 14 clinics', "14 is wrong, it's 12", '14', '12'],
    ['en', 'budget £240k', 'correction: £260k not £240k', '£240k', '£260k'],
    ['nl', 'bezoekers 2025: 8.900', 'nee - 8.900 was de capaciteit. gebruik 8.450', '8.900', '8.450'],
    ['nl', 'omzet € 4,2 mln', 'correctie: 4,6 mln niet 4,2 mln', '4,2', '4,6'],
    ['de', 'Besucher 2025: 8.900', 'nein – 8.900 war die Kapazität, nimm 8.450', '8.900', '8.450'],
    ['de', 'Umsatz 4,2 Mio. €', '4,2 Mio. € ist falsch, es sind 4,6 Mio. €', '4,2 Mio. €', '4,6 Mio. €'],
    ['fr', 'taux de réponse 64 %', "64 % est faux, c'est 61 %", '64 %', '61 %'],
    ['fr', '820 visiteurs en 2025', "non - 820 c'était la jauge. prends 790", '820', '790'],
    ['es', 'visitantes 2025: 8.900', 'no 8.900, 8.450', '8.900', '8.450'],
    ['es', 'clientes: 140', 'corrección: 120 no 140', '140', '120'],
    // The correction said first, the figure's label between (blind14's 04 and 06).
    [
      'en',
      '2024 £2.05M',
      'Correction to question 10 — 2024 turnover was £2.08M, not £2.05M, I checked with our accountant',
      '£2.05M',
      '£2.08M',
    ],
    [
      'es',
      'Almendral Crianza 11,40 €',
      'Perdón, corrijo: el Crianza es 11,90 €, no 11,40 €',
      '11,40 €',
      '11,90 €',
    ],
    ['it', 'visitatori 2025: 8.900', '8.900 è sbagliato, sono 8.450', '8.900', '8.450'],
    ['pt', 'visitantes 2025: 8.900', 'não - 8.900 era a capacidade. usa 8.450', '8.900', '8.450'],
  ])('%s: "%s" then "%s"', (lang, earlier, message, old, fresh, next) => {
    expect(laterCorrection(message, earlier, cues(lang), next)).toEqual({ old, fresh });
  });

  test.each<[string, string]>([
    // The old figure was never said before: nothing to correct.
    ['attendance 2025 8,900', 'no - 9,100 was capacity. use 8,450'],
    // A contrast of two kinds of figure is no correction.
    ['we grew 12% in 2025', 'not 12%, 2026'],
    // "no" without what the figure was is a reply, not a correction.
    ['we have 14 clinics', 'no 14 clinics and 3 labs'],
  ])('no correction: "%s" then "%s"', (earlier, message) => {
    expect(laterCorrection(message, earlier, cues('en'))).toBeUndefined();
  });
});

describe('a chat that corrects a figure in a later message drafts only the correction', () => {
  const CHAT = [
    '[19/11/2026, 09:12:44] Marta Kowalczyk: Thistledown said yes to a pitch!',
    '[19/11/2026, 09:18:51] Kwame Mensah: attendance 2023 4,100 / 2024 6,200 / 2025 8,900',
    '[19/11/2026, 09:19:30] Marta Kowalczyk: no - 8,900 was capacity. we sold 8,450 in 2025. use 8,450 Kwame pls',
    '[19/11/2026, 09:19:58] Kwame Mensah: yep sorry. 8,450',
    '[19/11/2026, 09:21:14] Kwame Mensah: 2027 we are licensed for 11,000',
    '[19/11/2026, 09:25:02] Marta Kowalczyk: the ask is £85k a year for three years as title sponsor',
  ].join('\n');

  test('the brief reads 8,450 in the series and 8,900 nowhere on its lines', () => {
    const read = readBrief(CHAT, [], 'Saltings Festival – Title Sponsorship', 'en');
    const lines = read.blocks.flatMap((b) => b.lines.map((l) => l.text));
    expect(lines).toContain('Attendance 2023 4,100 / 2024 6,200 / 2025 8,450');
    expect(lines.join('\n')).not.toMatch(/8,900|yep sorry/i);
  });

  test('blind set 7, brief 2: 8,900 is on no slide, the chart included, and 8,450 takes its place', () => {
    const b = parseBriefFile(
      readFileSync(
        new URL('../../../../tests/briefs/blind7/02-whatsapp-saltings-festival.md', import.meta.url),
        'utf8',
      ),
    );
    const d = draftBriefFile(b);
    if ('say' in d) throw new Error(d.say);
    const shown = JSON.stringify(d.slides.map((s) => [s.title, s.content]));
    expect(shown).not.toMatch(/8,900|8900/);
    expect(shown).not.toMatch(/yep sorry|use 8,450/i);
    const chart = d.slides.find((s) => s.content.chart?.series[0]?.name === 'Attendance')?.content.chart;
    expect(chart?.series[0]?.values).toEqual([4100, 6200, 8450]);
  });
});

describe('a day or a period restated in a later message', () => {
  const months = LOCALES.en.read.figures.months;
  test('"<what> moved to <day>" moves the day of the line that names it, its year kept', () => {
    const earlier = [
      '• Feb 2027 – production trials',
      '• 12 Mar 2027 – pack artwork sign-off',
      '• 3 May 2027 – on shelf',
    ];
    expect(
      movedDate(
        'correction: artwork sign-off moved to **19 Mar**, printers need the extra week',
        '',
        earlier,
        months,
      ),
    ).toEqual({
      old: '12 Mar',
      fresh: '19 Mar',
      label: 'artwork sign-off',
    });
  });
  test('"it moved" moves the day of the sentence before', () => {
    const prior = "9 February 2027 at Lowther's regional office in Penrith.";
    expect(
      movedDate("wait no, it moved — it's Tuesday 16 February 2027, same place.", prior, [], months),
    ).toEqual({
      old: '9 February',
      fresh: '16 February',
      label: '',
    });
  });
  test('a move that names nothing said before, or no day, moves nothing', () => {
    expect(movedDate('the launch moved to 19 Mar', '', ['• 12 Mar 2027 – artwork'], months)).toBeUndefined();
    expect(movedDate('the office moved to Leeds', 'we met on 9 February', [], months)).toBeUndefined();
  });
  test('a quarter restated with its year and in bold replaces that row only', () => {
    const [fix] = restatedPeriods("yes typo, sorry 🙈 Q2 2026 is **£2.07M**. so it's up every quarter");
    expect(fix).toEqual({ period: 'Q2', year: '2026', fresh: '£2.07M' });
    expect(withRestatedPeriod('• Q2 2026 – £2.7M', fix!)).toBe('• Q2 2026 – £2.07M');
    expect(withRestatedPeriod('• Q2 2025 – £2.7M', fix!)).toBe('• Q2 2025 – £2.7M');
    // Mid-sentence, a bare year is no period restated ("sorry 2025 was 810 not 790").
    expect(restatedPeriods('sorry 2025 was 810 not 790 – checked the CRM')).toEqual([]);
  });
});
