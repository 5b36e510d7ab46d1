import { decodeText } from './charset';
import { looksLikeMarkdown, plainMarkdown } from './markdownInline';
import { normalizeForms, tidyLines } from './prose';
import { markTextHeadings } from './textHeadings';
import type { Extraction } from './types';

/**
 * A text file, in whatever encoding it was saved (see decodeText). Its lines are kept as written,
 * but for its headings, which are marked as the light Markdown's (see markTextHeadings), and a
 * Markdown file's inline marks, which are dropped (see markdownInline.ts).
 */
export function extractText(bytes: Buffer): Extraction {
  const text = tidyLines(markTextHeadings(tidyLines(normalizeForms(decodeText(bytes))))).trim();
  // A Markdown file's headings, lists and tables are its structure; its inline marks go.
  return { text: looksLikeMarkdown(text) ? plainMarkdown(text) : text };
}
