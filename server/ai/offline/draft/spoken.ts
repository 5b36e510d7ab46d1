/**
 * A brief said aloud and transcribed ("the no-show rate was eleven percent, during the pilot six
 * point five percent") writes its figures in words. Read as a person reads it, they are figures:
 * "11%", "6.5%", "£800 a month", "9,600 a year". Small counts stay words ("four practices").
 */

import { TEN_WORDS, UNIT_WORDS } from '../vocabulary';

const UNITS = Object.fromEntries(UNIT_WORDS);
const TENS = Object.fromEntries(TEN_WORDS);
const SCALES: Record<string, number> = {
  hundred: 100,
  thousand: 1000,
  million: 1_000_000,
  billion: 1_000_000_000,
};

const UNIT = Object.keys(UNITS).join('|');
const TEN = Object.keys(TENS).join('|');
const WORD = `(?:(?:${TEN})(?:-(?:${UNIT}))?|${UNIT}|hundred|thousand|million)`;
/**
 * A run of number words, "and" inside it, a spoken decimal ("six point five", "ninety six point
 * oh") and the scale after it ("thirty eight point two million").
 */
const RUN = new RegExp(
  `(?<![\\w-])${WORD}(?:(?:\\s+and)?\\s+${WORD})*(?:\\s+point(?:\\s+(?:${UNIT}|oh))+(?:\\s+(?:million|billion|thousand))?)?(?![\\w-])(\\s+(?:percent|per cent|pounds|quid|dollars|euros|kWh|kW)(?![\\w-]))?`,
  'gi',
);

const SCALE_FIRST = /^(?:hundred|thousand|million)\b/i;

/** "twenty twenty-seven", "twenty twenty seven", "nineteen ninety": a year said in two halves, the second ten or more. */
const SPOKEN_YEAR = new RegExp(
  `(?<![\\w-])(twenty|nineteen)\\s+((?:${TEN})(?:[-\\s](?:one|two|three|four|five|six|seven|eight|nine))?|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)(?![\\w-])`,
  'gi',
);

/** Letters a caption spells out one by one ("F Y", "T B C", "Q T R"): one word ("FY", "TBC"). */
const SPELT = /(?<![\p{L}\d])[A-Z](?: [A-Z](?![\p{L}\d])){1,4}/gu;
/** "FY twenty five": a financial year said by its last two digits. */
const FISCAL_YEAR = new RegExp(`\\bFY\\s+((?:${TEN})(?:[-\\s](?:${UNIT}))?|${UNIT})(?![\\w-])`, 'g');
/** "the fifteenth of December": a day said as a word, before its month. */
const ORDINALS =
  'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth'.split(
    ' ',
  );
const SPOKEN_DAY = new RegExp(
  `\\b(?:the\\s+)?(?:(twenty|thirty)[-\\s])?(${ORDINALS.join('|')}|thirtieth)\\s+of\\s+(January|February|March|April|May|June|July|August|September|October|November|December)\\b`,
  'gi',
);

/** How many spoken figures make a brief a transcript: a written brief says "four" now and then. */
const SPOKEN_MIN = 3;
const SPOKEN_SIGN =
  /\b(?:percent|per cent|hundred|thousand|point (?:one|two|three|four|five|six|seven|eight|nine))\b/gi;

export const isSpoken = (brief: string) =>
  (brief.match(SPOKEN_SIGN)?.length ?? 0) >= SPOKEN_MIN || /\[(?:voice (?:memo|note)|transcri)/i.test(brief);

/** The day an ordinal word says: "fifteenth" 15, "twenty first" 21. */
function dayOf(tens: string | undefined, ordinal: string): number {
  const unit =
    ordinal.toLowerCase() === 'thirtieth'
      ? 30
      : ordinal.toLowerCase() === 'twentieth'
        ? 20
        : ORDINALS.indexOf(ordinal.toLowerCase()) + 1;
  return (tens ? (tens.toLowerCase() === 'thirty' ? 30 : 20) : 0) + unit;
}

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
    .map((w) => (w === 'oh' ? '0' : String(UNITS[w] ?? '')))
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
  const heard = MISHEARD.reduce((t, [re, unit]) => t.replace(re, unit), line)
    .replace(SPELT, (letters: string) => letters.replace(/ /g, ''))
    .replace(
      SPOKEN_DAY,
      (_, tens: string | undefined, ordinal: string, month: string) => `${dayOf(tens, ordinal)} ${month}`,
    )
    .replace(SPOKEN_YEAR, (_, century: string, rest: string) => {
      const { value } = spokenValue(rest);
      return `${century.toLowerCase() === 'nineteen' ? 19 : 20}${String(value).padStart(2, '0')}`;
    })
    .replace(FISCAL_YEAR, (all: string, said: string) => {
      const { value } = spokenValue(said);
      return value < 100 ? `FY${String(value).padStart(2, '0')}` : all;
    });
  return heard.replace(RUN, (all: string, unit: string | undefined, at: number, text: string) => {
    // "£3.2 million": a scale word after written digits is the figure's own, never a number.
    if (SCALE_FIRST.test(all) && /\d[ \t]{0,2}$/.test(text.slice(Math.max(0, at - 3), at))) return all;
    const words = unit ? all.slice(0, all.length - unit.length) : all;
    // "thirty eight point two million": 38.2 million, its scale said as a word.
    const last = words.trimEnd().split(/\s+/).at(-1)!.toLowerCase();
    const scale = / point /i.test(words) && SCALES[last] && last !== 'hundred' ? last : undefined;
    const { value, decimals } = spokenValue(words);
    if (scale) return `${value.toLocaleString('en')}.${decimals} ${scale}`;
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

/**
 * "marianne dot okafor at orrin freight dot example": an address said aloud, written as one, its
 * words before "at" joined by the dots said and the domain's words run together.
 */
const SPOKEN_EMAIL =
  /\b([a-z]{2,20}(?: dot [a-z]{2,20}){0,3}) at ([a-z]{2,20}(?: [a-z]{2,20}){0,2}(?: dot [a-z]{2,10}){1,3})\b/gi;
/** "oh seven seven hundred nine hundred three four seven", "oh seven seven double oh, nine hundred, six five nine": a phone number said digit by digit. */
const SPOKEN_PHONE =
  /\b(?:oh|zero)(?:,? (?:double )?(?:oh|zero|one|two|three|four|five|six|seven|eight|nine)(?: hundred)?){5,14}\b/gi;
const digitOf = (w: string) => (w === 'oh' ? '0' : (UNITS[w] ?? 10) < 10 ? String(UNITS[w]) : '');

/** The digits a phone number said aloud gives: "seven hundred" is 700, "double four" 44. */
function phoneDigits(said: string): string {
  const words = said.toLowerCase().replace(/,/g, '').split(/\s+/);
  let out = '';
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    out += w === 'hundred' ? '00' : w === 'double' ? digitOf(words[k + 1] ?? '') : digitOf(w);
  }
  // A UK number as it is written: "07700 900347".
  return /^0\d{10}$/.test(out) ? `${out.slice(0, 5)} ${out.slice(5)}` : '';
}

/** A transcript's contact details said aloud, written as the closing slide shows them. */
export function spokenContacts(brief: string): string {
  return brief
    .replace(SPOKEN_EMAIL, (_, user: string, domain: string) => {
      const parts = (text: string) =>
        text
          .toLowerCase()
          .split(' dot ')
          .map((p) => p.replace(/ /g, ''));
      return `${parts(user).join('.')}@${parts(domain).join('.')}`;
    })
    .replace(SPOKEN_PHONE, (said: string) => phoneDigits(said) || said);
}
