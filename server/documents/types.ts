export const ASSET_KINDS = ['pdf', 'docx', 'doc', 'html', 'txt'] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

/**
 * Extracted text keeps the document's structure in a light Markdown the slide builder reads:
 * "# Heading" (more # for deeper levels), "- item" for list items, "| a | b |" for table rows,
 * paragraphs separated by blank lines, and "--- page N ---" between PDF pages.
 */
export interface Extraction {
  text: string;
  pages?: number;
}

/** A document we cannot import, with the reason in words a user understands (answered as 422). */
export class UnreadableDocument extends Error {}
