import { readFileSync } from 'node:fs';
import { PerformanceObserver } from 'node:perf_hooks';
import { draftDeck } from '../server/documents/deck/draft';
import { detectKind } from '../server/documents/detect';
import { extract } from '../server/documents/extract';
import { corpusPath, fetchCorpus } from '../tests/corpus/fetch';
import { CORPUS } from '../tests/corpus/manifest';
import { report } from './lib';

// Drafting a deck from a book's extracted text (the offline engine's document import, in process):
// its time per book and how much of it is garbage collection. `npm run bench draft`.

const BOOKS = [
  'gnuplot.pdf',
  'cnbook.pdf',
  'debian-reference-ja.pdf',
  'niqqudless.docx',
  'mpman-ru.pdf',
  'R-intro.pdf',
];
const RUNS = 7;

export async function benchDraft() {
  await fetchCorpus();
  let gcMs = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcMs += entry.duration;
  });
  observer.observe({ entryTypes: ['gc'] });
  const settle = () => new Promise((r) => setTimeout(r, 20));
  const rows: Array<[string, string]> = [];
  try {
    for (const name of BOOKS) {
      const doc = CORPUS.find((d) => d.name === name)!;
      const bytes = readFileSync(corpusPath(doc.name, doc.source));
      const { text } = await extract(detectKind(name, bytes)!, bytes, { deadline: Date.now() + 120_000 });
      draftDeck(text, name); // warm-up
      const times: number[] = [];
      const gcs: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        await settle();
        const gcBefore = gcMs;
        const started = performance.now();
        draftDeck(text, name);
        times.push(performance.now() - started);
        await settle();
        gcs.push(gcMs - gcBefore);
      }
      const order = times.map((_, i) => i).sort((a, b) => times[a]! - times[b]!);
      const mid = order[Math.floor(RUNS / 2)]!;
      rows.push([
        `${name} (${(text.length / 1000).toFixed(0)}k chars): median / best ms, GC ms of the median`,
        `${times[mid]!.toFixed(0)} / ${times[order[0]!]!.toFixed(0)}, GC ${gcs[mid]!.toFixed(0)}`,
      ]);
    }
  } finally {
    observer.disconnect();
  }
  report(`Drafting a deck from a book's text, in process (median of ${RUNS})`, rows);
}
