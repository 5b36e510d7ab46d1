export { ASSET_KINDS, type AssetKind } from '../../common/schemas/assets';

/**
 * Extracted text keeps the document's structure in a light Markdown the slide drafter reads:
 * "# Heading" (more # for deeper levels), "- item" for list items, "| a | b |" for table rows,
 * paragraphs (each on one line) separated by blank lines, and "--- page N ---" between PDF pages.
 */
export interface Extraction {
  text: string;
  pages?: number;
  /** What was not read, in words for the user ("19,200 of 20,000 pages (the page budget is 800)"). */
  leftOut?: string[];
}

/** A document we cannot import, with the reason in words a user understands (answered as 422). */
export class UnreadableDocument extends Error {}

/** A document whose reading (or drafting) ran past its time budget. */
export class DocumentTimeout extends Error {}
