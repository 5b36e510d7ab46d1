import { extract } from '../server/documents/extract';
import { checkUnpackedSize } from '../server/documents/pdf/bombs';
import { flateBombPdf, manyPagesPdf } from '../tests/helpers/pdfs';

const pdf = manyPagesPdf(20000);
let t = performance.now();
try {
  const r = await extract('pdf', pdf);
  console.log('long ok', r.leftOut, r.text.length, performance.now() - t);
} catch (e) {
  console.log('long err', (e as Error).message, performance.now() - t);
}
const bomb = null as never; // await flateBombPdf(1024 * 1024 * 1024);
t = performance.now();
// try { checkUnpackedSize(bomb); } catch (e) { console.log('bomb', (e as Error).message, performance.now() - t); }
