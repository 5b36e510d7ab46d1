import { readFileSync } from 'node:fs';
import { extractPdf } from '../server/documents/pdf/extract';

const t0 = performance.now();
const r = await extractPdf(readFileSync(process.argv[2]!));
const ms = performance.now() - t0;
const lines = Number(process.argv[3] ?? 60);
console.log(r.text.split('\n').slice(0, lines).join('\n'));
console.error(
  `--- ${r.pages} pages, ${ms | 0} ms, ${r.text.length} chars, leftOut=${JSON.stringify(r.leftOut)}`,
);
