import { type Lang, LOCALES } from './locales';
import { wordsOf } from './sentences';
import { unaccented } from './text';

/**
 * Telling a brief's language by its little words: every language writes its articles, pronouns
 * and prepositions in nearly every sentence, and each locale lists those its neighbours rarely
 * write. A text too short, or mixed so that no language clearly leads, is English: the drafter
 * writes in another language only when a client would expect it.
 */
export function languageOf(text: string): Lang {
  return surely(text) ?? 'en';
}

/** The deck's language: the brief's, or when the brief cannot tell, its documents'. */
export function languageOfDraft(brief: string, documents: { text: string }[]): Lang {
  return surely(brief) ?? surely(documents.map((d) => d.text.slice(0, TEXT_CHARS_READ)).join('\n')) ?? 'en';
}

/** Fewer words than this tell no language. */
const WORDS_MIN = 8;
/** The leading language's little words: at least this many, and this many times the runner-up's. */
const HITS_MIN = 3;
const LEAD_MIN = 1.5;
/** Enough to tell; a long document says no more in its fiftieth page than in its first. */
const TEXT_CHARS_READ = 20_000;

const LISTS = new Map(
  (Object.keys(LOCALES) as Lang[]).map((lang) => [
    lang,
    new Set(LOCALES[lang].stopwords.split(' ').filter(Boolean)),
  ]),
);

function surely(text: string): Lang | undefined {
  const words = wordsOf(text.slice(0, TEXT_CHARS_READ)).flatMap(pieces);
  if (words.length < WORDS_MIN) return undefined;
  const hits = [...LISTS].map(([lang, list]) => ({ lang, n: words.filter((w) => list.has(w)).length }));
  hits.sort((a, b) => b.n - a.n);
  const [first, second] = hits;
  if (!first || first.n < HITS_MIN || first.n < LEAD_MIN * (second?.n ?? 0)) return undefined;
  return first.lang;
}

/** "l'équipe" is the article "l'" and "équipe"; "dell'offerta" is "dell'" and "offerta". */
function pieces(word: string): string[] {
  const w = word.replaceAll('’', "'");
  const at = w.indexOf("'");
  return at > 0 && at < w.length - 1 ? [w.slice(0, at + 1), w.slice(at + 1)] : [w];
}

/**
 * Whether a line is written in another language than the deck's: in a French brief, the English
 * request it forwards ("2) outcomes to date") is the funder's wording, not the deck's. It must say
 * at least two of that language's little words and none of the deck's.
 */
export function inOtherLanguage(line: string, lang: Lang): boolean {
  if (lang === 'en') return false;
  const words = wordsOf(line).flatMap(pieces);
  const own = LISTS.get(lang)!;
  if (words.some((w) => own.has(w))) return false;
  // Two different words of another language ("per … per" is one, and Dutch writes it too).
  return [...LISTS].some(
    ([other, list]) => other !== lang && new Set(words.filter((w) => list.has(w))).size >= 2,
  );
}

/** Each language's name as the drafter's languages write it ("anglais", "Englisch", "inglés"). */
const NAMES: Record<Lang, string[]> = Object.fromEntries(
  (Object.keys(LOCALES) as Lang[]).map((lang) => [
    lang,
    [
      ...new Set(
        (Object.keys(LOCALES) as Lang[]).map((by) =>
          unaccented(new Intl.DisplayNames([by], { type: 'language' }).of(lang) ?? lang),
        ),
      ),
    ],
  ]),
) as Record<Lang, string[]>;
/** Words naming the deck itself, in every language the drafter reads. */
const DECK_WORDS = new Set(Object.values(LOCALES).flatMap((L) => L.admit.deck.split(' ').map(unaccented)));
/** What says "in" before a language's name: "in English", "en anglais", "auf Englisch", "em inglês". */
const IN = ['in', 'en', 'auf', 'em', 'in het'];

/**
 * The language the brief asks the deck to be in, when it names one in a line about the deck
 * ("la présentation doit être en anglais", "slides in English please", "Folien auf Englisch").
 */
export function askedLanguage(brief: string): Lang | undefined {
  for (const line of brief.split('\n')) {
    const words = unaccented(line)
      .split(/[^\p{L}]+/u)
      .filter(Boolean);
    if (!words.some((w) => DECK_WORDS.has(w))) continue;
    const text = ` ${words.join(' ')} `;
    for (const [lang, names] of Object.entries(NAMES) as [Lang, string[]][])
      if (names.some((n) => IN.some((p) => text.includes(` ${p} ${n} `)))) return lang;
  }
  return undefined;
}

/** A language's name in the deck's language ("English" in a French reply is "anglais"). */
export function languageName(lang: Lang, inLang: Lang): string {
  return new Intl.DisplayNames([inLang], { type: 'language' }).of(lang) ?? lang;
}

/** "Em português, os investidores são todos portugueses", "In English please": the deck's language, said first. */
export function opensOnLanguage(sentence: string): boolean {
  const text = ` ${unaccented(sentence)
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
    .slice(0, 3)
    .join(' ')} `;
  return Object.values(NAMES).some((names) =>
    names.some((n) => IN.some((p) => text.startsWith(` ${p} ${n} `))),
  );
}
