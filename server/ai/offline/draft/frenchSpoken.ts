/**
 * A French recording transcribed as said: figures in words ("quarante-sept fermes", "mille trois
 * cent cinquante tonnes"), fillers ("euh", "bon,") and corrections said aloud ("quarante-deux… non,
 * quarante-sept"). The line as a French brief would write it: "47 fermes", "1 350 tonnes".
 */

const UNITS: Record<string, number> = {
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
};
const TENS: Record<string, number> = {
  vingt: 20,
  vingts: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
};
const SCALES: Record<string, number> = { cent: 100, cents: 100, mille: 1000, million: 1e6, millions: 1e6 };

const isNumberWord = (w: string) => w in UNITS || w in TENS || w in SCALES || w === 'et';

/** "soixante-dix-huit" is 78, "quatre-vingt-dix" 90, "mille trois cent cinquante" 1350. */
function numberOf(words: string[]): number {
  let total = 0;
  let current = 0;
  for (const [k, w] of words.entries()) {
    if (w === 'et') continue;
    if (w in UNITS) current += UNITS[w]!;
    else if (w === 'vingt' || w === 'vingts') {
      // "quatre-vingt(s)": four twenties.
      if (words[k - 1] === 'quatre') current += 80 - 4;
      else current += 20;
    } else if (w in TENS) current += TENS[w]!;
    else if (w === 'cent' || w === 'cents') current = (current || 1) * 100;
    else if (w === 'mille') {
      total += (current || 1) * 1000;
      current = 0;
    } else if (w === 'million' || w === 'millions') {
      total += (current || 1) * 1e6;
      current = 0;
    }
  }
  return total + current;
}

/** Fillers a French speaker says between words. */
const FILLERS = /(?:^|(?<=[\s,.…]))(?:euh+|heu+|bah|ben|hein|du coup|voilà|bon|alors)(?:[,.…]+|(?=\s))\s*/giu;

/** "42… non, 47", "1 200 tonnes… non attends, c'est 1 350": the figure said first goes. */
function corrected(line: string): string {
  const out: string[] = [];
  const parts = line.split(/(?=\bnon\b)/iu);
  for (const part of parts) {
    const fix = /^non,?\s(?:attends,?\s)?(?:c['’]est\s)?(\d[\d\u202f ]{0,12}\d|\d)/iu.exec(part);
    const before = out.at(-1);
    const last = before ? /(\d[\d\u202f ]{0,12}\d|\d)(?:\s\p{L}{1,12}){0,3}[\s.,…]*$/u.exec(before) : null;
    if (fix && last && before) {
      // What was said first goes, with its words; the figure said after "non" stands with its own.
      out[out.length - 1] = before.slice(0, last.index);
      out.push(part.slice(fix[0].length - fix[1]!.length));
      continue;
    }
    out.push(part);
  }
  return out.join('').replace(/\s{2,}/g, ' ');
}

/** A transcript of a recording: it says so, or stamps its lines with the time ("[02:14]"). */
export const isRecording = (brief: string) =>
  /transcri/i.test(brief) || (brief.match(/\[\d{1,2}:\d{2}\]/g)?.length ?? 0) >= RECORDING_STAMPS_MIN;
const RECORDING_STAMPS_MIN = 3;

/** A word as the number words are matched: lower case, without the punctuation it ends on. */
const numberWords = (t: string) =>
  t
    .toLowerCase()
    .slice(0, t.length - trailing(t).length)
    .split('-');

/** The punctuation a word ends on ("quarante-sept," → ","), read from its end. */
function trailing(word: string): string {
  let at = word.length;
  while (at > 0 && ',.…;:!?'.includes(word[at - 1]!)) at--;
  return word.slice(at);
}

/** The line with its French figures in digits, its fillers gone and its spoken corrections made. */
export function frenchFigures(line: string): string {
  const tokens = line.replace(/\bpour ?cent\b/giu, '%').split(/(\s+)/);
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const run: number[] = [];
    for (let k = i; k < tokens.length; k += 2) {
      const w = numberWords(tokens[k]!);
      // "soixante et une": "et" joins a run only before "un", "une" or "onze".
      const joins = w.length === 1 && w[0] === 'et';
      if (
        !w.every((x) => isNumberWord(x)) ||
        (joins && (!run.length || !['un', 'une', 'onze'].includes(numberWords(tokens[k + 2] ?? '')[0]!)))
      )
        break;
      run.push(k);
      if (/[,.…;:!?]$/.test(tokens[k]!)) break;
    }
    if (!run.length) {
      out.push(tokens[i]!);
      continue;
    }
    const all = run.flatMap((k) => numberWords(tokens[k]!));
    const value = numberOf(all);
    const end = run.at(-1)!;
    // "une coopérative", "trois fromages": a small count alone stays a word.
    if (run.length === 1 && all.length === 1 && value < 10) {
      out.push(tokens[i]!);
      continue;
    }
    const trail = trailing(tokens[end]!);
    out.push(`${value.toLocaleString('fr-FR')}${trail}`);
    i = end;
  }
  return corrected(out.join('').replace(FILLERS, '')).trim();
}
