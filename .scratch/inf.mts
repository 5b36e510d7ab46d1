import { constants, inflateSync } from 'node:zlib';
import { flateBombPdf } from '../tests/helpers/pdfs';

const pdf = await flateBombPdf(1024 * 1024 * 1024);
const start = pdf.indexOf('stream\n') + 7;
const end = pdf.indexOf('\nendstream');
const data = pdf.subarray(start, end);
for (const chunkSize of [16 * 1024, 1024 * 1024, 8 * 1024 * 1024]) {
  const t = performance.now();
  try {
    inflateSync(data, { maxOutputLength: 256 * 1024 * 1024, chunkSize, finishFlush: constants.Z_SYNC_FLUSH });
  } catch (e) {
    console.log(chunkSize, (e as Error).message.slice(0, 40), performance.now() - t);
  }
}
