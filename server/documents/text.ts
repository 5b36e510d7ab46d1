import { decodeText } from './charset';
import { normalizeForms, tidyLines } from './prose';
import type { Extraction } from './types';

/** A text file, in whatever encoding it was saved (see decodeText). Its lines are kept as written. */
export function extractText(bytes: Buffer): Extraction {
  return { text: tidyLines(normalizeForms(decodeText(bytes))).trim() };
}
