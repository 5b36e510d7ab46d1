import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { manyPagesPdf } from '../tests/helpers/pdfs';

const pdf = manyPagesPdf(Number(process.argv[2]));
const doc = await getDocument({
  data: new Uint8Array(pdf),
  verbosity: 0,
  isEvalSupported: false,
  disableFontFace: true,
}).promise;
let t = performance.now();
for (let n = 1; n <= 100; n++) {
  const p = await doc.getPage(n);
}
console.log('getPage x100', performance.now() - t);
t = performance.now();
for (let n = 1; n <= 100; n++) {
  const p = await doc.getPage(n);
  await p.getTextContent();
}
console.log('getTextContent x100', performance.now() - t);
