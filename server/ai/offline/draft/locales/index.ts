import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import { pt } from './pt';
import type { Locale } from './types';

/** Every language the drafter writes: adding one is adding its locale here. */
export const LOCALES = { en, fr, es, de, pt, it, nl } satisfies Record<string, Locale>;

export type Lang = keyof typeof LOCALES;

/** The word each language closes a continuation's title with: "continued", "suite", "Fortsetzung". */
const continuedWords = Object.values(LOCALES).map((L) => /\(([^()]+)\)$/.exec(L.continued(''))![1]!);

/**
 * A continuation's title, in any language drafted or as people write it by hand: "Risks
 * (continued)", "Risiken (Fortsetzung)", "Risks (cont'd)", "Risks (2/2)". The one pattern the
 * drafter, its takeaways and "merge them back" read continuations by.
 */
export const CONTINUED = new RegExp(
  String.raw`(?<!\s)\s*\((?:${continuedWords.join('|')}|cont(?:'d|’d|\.)?|\d{1,2}\s?\/\s?\d{1,2})\)$`,
  'i',
);
