import { en } from './en';
import { fr } from './fr';
import type { Locale } from './types';

/** Every language the drafter writes: adding one is adding its locale here. */
export const LOCALES = { en, fr } satisfies Record<string, Locale>;

export type Lang = keyof typeof LOCALES;
