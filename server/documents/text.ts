import { decodeText } from './charset';
import { normalizeForms, tidyLines } from './prose';
import { markTextHeadings } from './textHeadings';
import type { Extraction } from './types';

/**
 * A text file, in whatever encoding it was saved (see decodeText). Its lines are kept as written,
 * but for its headings, which are marked as the light Markdown's (see markTextHeadings).
 */
export function extractText(bytes: Buffer): Extraction {
  return { text: tidyLines(markTextHeadings(tidyLines(normalizeForms(decodeText(bytes))))).trim() };
}
