import { describe, expect, test } from 'vitest';
import { datesIn, monthOf } from './dates';
import { type Lang, LOCALES } from './locales';
import { dayIn } from './nextSteps';
import { roomOf } from './room';

/**
 * One reader of dates for who is in the room (room.ts) and the next steps (nextSteps.ts). Each
 * read dates of its own before, from its own month list: the table holds what each read then,
 * which both read now. `room` is the meeting's date as the cover says it (a day is said); `day`
 * the next steps' day (a month and its year alone read as its first day). "(was …)": what one of
 * them did not read, or misread, before.
 */
type Day = { month: number; day: number; year?: number } | null;
const TABLE: [Lang, string, string | null, Day][] = [
  ['en', 'Steering committee on 15 Oct 2026, please', '15 Oct 2026', { month: 9, day: 15, year: 2026 }],
  // (was day 1 for the next steps: an ordinal was no day)
  ['en', 'the meeting is on 3rd March 2027', '3rd March 2027', { month: 2, day: 3, year: 2027 }],
  // (was none for the next steps)
  ['en', 'launch 1st March', '1st March', { month: 2, day: 1 }],
  // (was none for the room: a range was no day)
  ['en', 'Pickers start 23–29 Nov', '23–29 Nov', { month: 10, day: 23 }],
  ['en', 'Go-live March 2027', null, { month: 2, day: 1, year: 2027 }],
  ['en', 'Kick-off (12 Sept 2026)', null, { month: 8, day: 12, year: 2026 }],
  ['en', 'by 31 Jan so the name goes on', '31 Jan', { month: 0, day: 31 }],
  ['en', 'we may start on 4 may', '4 may', { month: 4, day: 4 }],
  ['en', 'cut-off moves to 5pm from 1 Nov', '1 Nov', { month: 10, day: 1 }],
  ['en', 'Decision in Dec', null, null],
  [
    'de',
    'vor dem Lenkungsausschuss am 3. Dezember 2026',
    '3. Dezember 2026',
    { month: 11, day: 3, year: 2026 },
  ],
  ['de', 'Beirat am 5. März bitte maximal 8 Folien', '5. März', { month: 2, day: 5 }],
  ['de', 'Start 1. Okt. 2026', '1. Okt. 2026', { month: 9, day: 1, year: 2026 }],
  ['de', 'ab Januar 2027', null, { month: 0, day: 1, year: 2027 }],
  ['fr', 'comité le 9 mars', '9 mars', { month: 2, day: 9 }],
  ['fr', 'lancement le 12 janv. 2027', '12 janv. 2027', { month: 0, day: 12, year: 2027 }],
  // (was none for the room)
  ['fr', 'du 4–6 juin 2027', '4–6 juin 2027', { month: 5, day: 4, year: 2027 }],
  ['es', 'el 14 enero 2027', '14 enero 2027', { month: 0, day: 14, year: 2027 }],
  ['it', 'il 3 dic 2026', '3 dic 2026', { month: 11, day: 3, year: 2026 }],
  ['pt', 'a 15 out 2026', '15 out 2026', { month: 9, day: 15, year: 2026 }],
  ['nl', 'op 11 februari 2027', '11 februari 2027', { month: 1, day: 11, year: 2027 }],
  // (was none for the next steps: "mrt" is no prefix of "maart")
  ['nl', 'besluit 4 mrt 2027', '4 mrt 2027', { month: 2, day: 4, year: 2027 }],
  ['nl', 'in september 2027', null, { month: 8, day: 1, year: 2027 }],
  // (was none for either: the day and the year a "de" away from the month)
  ['es', 'la reunión del 14 de enero de 2027', '14 de enero de 2027', { month: 0, day: 14, year: 2027 }],
  ['es', 'antes del 3 de marzo', '3 de marzo', { month: 2, day: 3 }],
  ['pt', 'decisão a 5 de maio de 2027', '5 de maio de 2027', { month: 4, day: 5, year: 2027 }],
];

describe('one reader of dates for the room and the next steps', () => {
  test.each(TABLE)('%s: "%s"', (lang, text, room, day) => {
    const L = LOCALES[lang];
    expect(datesIn(text.split(/\s+/), L)[0]?.words.join(' ') ?? null).toBe(room);
    expect(dayIn(text, L) ?? null).toEqual(day);
  });

  test('the room names the meeting up to its date, read by the same reader', () => {
    const L = LOCALES.de;
    expect(roomOf('Präsentation vor dem Lenkungsausschuss am 3. Dezember 2026 bitte kurz.', L).meeting).toBe(
      'Lenkungsausschuss am 3. Dezember 2026',
    );
    // A range of days is a date to the room too now.
    expect(roomOf('Pitch to the board on 23–29 Nov, ten minutes', LOCALES.en).meeting).toBe(
      'Board on 23–29 Nov',
    );
  });

  test("every locale's month words name their month", () => {
    for (const L of Object.values(LOCALES)) {
      const months = L.read.figures.months.split(' ');
      for (const [i, m] of months.slice(0, 12).entries()) expect(monthOf(m, L), m).toBe(i);
      for (const m of months.slice(12)) expect(monthOf(m, L), m).toBeDefined();
    }
  });
});
