import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
const require = createRequire(import.meta.url);
const dir = path.dirname(require.resolve('pdfjs-dist/package.json'));
for (const f of process.argv.slice(2)) {
  const t0 = performance.now();
  const doc = await getDocument({ data: new Uint8Array(readFileSync(f)), cMapUrl: dir + '/cmaps/', cMapPacked: true, standardFontDataUrl: dir + '/standard_fonts/', isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  let chars = 0, items = 0;
  for (let n = 1; n <= doc.numPages; n++) { const p = await doc.getPage(n); const c = await p.getTextContent(); items += c.items.length; for (const i of c.items) chars += i.str?.length ?? 0; p.cleanup(); }
  const ms = performance.now() - t0;
  console.log(path.basename(f), doc.numPages, 'pages', (ms|0), 'ms', (doc.numPages/(ms/1000)).toFixed(0), 'p/s', chars, 'chars', items, 'items', (process.memoryUsage().rss/1e6|0), 'MB');
  await doc.destroy();
}
