/**
 * A brief said aloud and transcribed ("the no-show rate was eleven percent, during the pilot six
 * point five percent") writes its figures in words. Read as a person reads it, they are figures:
 * "11%", "6.5%", "£800 a month", "9,600 a year". Small counts stay words ("four practices").
 */

import { TEN_WORDS, UNIT_WORDS } from '../vocabulary';

const UNITS = Object.fromEntries(UNIT_WORDS);
const TENS = Object.fromEntries(TEN_WORDS);
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000, million: 1_000_000 };

const UNIT = Object.keys(UNITS).join('|');
const TEN = Object.keys(TENS).join('|');
const WORD = `(?:(?:${TEN})(?:-(?:${UNIT}))?|${UNIT}|hundred|thousand|million)`;
/** A run of number words, "and" inside it, and a spoken decimal ("six point five"). */
const RUN = new RegExp(
  `(?<![\\w-])${WORD}(?:(?:\\s+and)?\\s+${WORD})*(?:\\s+point(?:\\s+(?:${UNIT}))+)?(?![\\w-])(\\s+(?:percent|per cent|pounds|quid|dollars|euros|kWh|kW)(?![\\w-]))?`,
  'gi',
);

const SCALE_FIRST = /^(?:hundred|thousand|million)\b/i;

/** "twenty twenty-seven", "nineteen ninety": a year said in two halves, the second ten or more. */
const SPOKEN_YEAR = new RegExp(
  `(?<![\\w-])(twenty|nineteen)\\s+((?:${TEN})(?:-(?:${UNIT}))?|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)(?![\\w-])`,
  'gi',
);

/** How many spoken figures make a brief a transcript: a written brief says "four" now and then. */
const SPOKEN_MIN = 3;
const SPOKEN_SIGN =
  /\b(?:percent|per cent|hundred|thousand|point (?:one|two|three|four|five|six|seven|eight|nine))\b/gi;

export const isSpoken = (brief: string) =>
  (brief.match(SPOKEN_SIGN)?.length ?? 0) >= SPOKEN_MIN || /\[(?:voice (?:memo|note)|transcri)/i.test(brief);

function spokenValue(words: string): { value: number; decimals: string } {
  const [whole, decimal = ''] = words.toLowerCase().split(/(?<!\s)\s+point\s+/);
  let total = 0;
  let current = 0;
  for (const w of whole!.split(/\s+|-/)) {
    if (w === 'and' || !w) continue;
    if (w in UNITS) current += UNITS[w]!;
    else if (w in TENS) current += TENS[w]!;
    else if (w === 'hundred') current = (current || 1) * 100;
    else {
      total += (current || 1) * SCALES[w]!;
      current = 0;
    }
  }
  const decimals = decimal
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => String(UNITS[w] ?? ''))
    .join('');
  return { value: total + current, decimals };
}

/**
 * Units a transcript mishears, as they are written: "four point eight killer watts" is 4.8 kW.
 * The longer name goes first ("killer watt hour" before "killer watt").
 */
const MISHEARD: [RegExp, string][] = [
  [/\bkill(?:er|a|o)[ -]?watt[ -]?hours?\b/gi, 'kWh'],
  [/\bkill(?:er|a|o)[ -]?watts?\b/gi, 'kW'],
  [/\bmega[ -]watt[ -]hours?\b/gi, 'MWh'],
  [/\bmega[ -]watts?\b/gi, 'MW'],
];

/** The line with its spoken figures written as figures. */
export function spokenFigures(line: string): string {
  const heard = MISHEARD.reduce((t, [re, unit]) => t.replace(re, unit), line).replace(
    SPOKEN_YEAR,
    (_, century: string, rest: string) => {
      const { value } = spokenValue(rest);
      return `${century.toLowerCase() === 'nineteen' ? 19 : 20}${String(value).padStart(2, '0')}`;
    },
  );
  return heard.replace(RUN, (all: string, unit: string | undefined, at: number, text: string) => {
    // "£3.2 million": a scale word after written digits is the figure's own, never a number.
    if (SCALE_FIRST.test(all) && /\d[ \t]{0,2}$/.test(text.slice(Math.max(0, at - 3), at))) return all;
    const words = unit ? all.slice(0, all.length - unit.length) : all;
    const { value, decimals } = spokenValue(words);
    const u = unit?.trim().toLowerCase();
    if (u === 'kwh' || u === 'kw')
      return `${value.toLocaleString('en')}${decimals ? `.${decimals}` : ''} ${unit!.trim()}`;
    // "four practices", "one partner": a small count reads better as a word.
    if (value < 10 && !decimals && !u) return all;
    const n = `${value.toLocaleString('en')}${decimals ? `.${decimals}` : ''}`;
    if (u === 'percent' || u === 'per cent') return `${n}%`;
    if (u === 'pounds' || u === 'quid') return `£${n}`;
    if (u === 'dollars') return `$${n}`;
    if (u === 'euros') return `€${n}`;
    return n;
  });
}

/** "It was 6.5%. 6.5. Mostly because …": a figure said again, for emphasis, is said once. */
export function withoutRepeats(line: string): string {
  return line.replace(
    /(?<![\d.,])(\d[\d.,]*%?)\.[ \t]+(\d[\d.,]*%?)\.(?=\s|$)/g,
    (all, a: string, b: string) => (a.startsWith(b) ? `${a}.` : all),
  );
}
