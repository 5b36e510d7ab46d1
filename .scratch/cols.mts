import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { glyphsOf, linesOf } from '../server/documents/pdf/lines';

const doc = await getDocument({ data: new Uint8Array(readFileSync(process.argv[2]!)), verbosity: 0 }).promise;
const page = await doc.getPage(Number(process.argv[3] ?? 1));
const lines = linesOf(glyphsOf((await page.getTextContent()).items as never));
for (const l of lines.slice(0, Number(process.argv[4] ?? 40)))
  console.log(
    l.x0.toFixed(1),
    l.x1.toFixed(1),
    l.y.toFixed(1),
    l.size.toFixed(1),
    l.font,
    JSON.stringify(l.text.slice(0, 60)),
  );

import { readingOrder } from '../server/documents/pdf/columns';

const ordered = readingOrder(lines, 10);
console.log('COLUMNS', [...new Set(ordered.map((l) => l.column))]);
