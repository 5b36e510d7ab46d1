// pdf.js ships no types for its worker module. pdf/extract.ts loads it on the reader's own thread,
// where pdf.js finds it again as globalThis.pdfjsWorker: only its loading matters to us.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
