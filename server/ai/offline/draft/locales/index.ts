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
