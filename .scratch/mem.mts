import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { glyphsOf, linesOf } from '../server/documents/pdf/lines';

const dir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const m = (s: string) => {
  const u = process.memoryUsage();
  console.log(
    s,
    'rss',
    u.rss >> 20,
    'heap',
    u.heapUsed >> 20,
    'ext',
    u.external >> 20,
    'ab',
    u.arrayBuffers >> 20,
  );
};
m('start');
const doc = await getDocument({
  data: new Uint8Array(readFileSync(process.argv[2]!)),
  cMapUrl: dir + '/cmaps/',
  cMapPacked: true,
  standardFontDataUrl: dir + '/standard_fonts/',
  isEvalSupported: false,
  disableFontFace: true,
  useSystemFonts: false,
  verbosity: 0,
}).promise;
m('open');
const keep = process.argv[3] === 'keep';
const all = [];
for (let n = 1; n <= doc.numPages; n++) {
  const p = await doc.getPage(n);
  const c = await p.getTextContent();
  if (keep) all.push(linesOf(glyphsOf(c.items as never)));
  p.cleanup();
  if (n % 50 === 0) m('page ' + n);
}
m('end');
