/**
 * The end of a PDF export's document (./staticHtml.tsx): a deck drawn in parts has the later
 * parts' pages put just before it (server/render/slideContent.ts). A module of its own, so the
 * server's main thread reads it without loading the renderers.
 */
export const PDF_DOCUMENT_END = '</body></html>';
