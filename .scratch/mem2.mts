import { readFileSync } from 'node:fs';
import { extract } from '../server/documents/extract';

const t = performance.now();
let peak = 0;
const iv = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage.rss());
}, 20);
const r = await extract(process.argv[3] as never, readFileSync(process.argv[2]!));
clearInterval(iv);
console.log(
  'ms',
  (performance.now() - t) | 0,
  'peak MB',
  peak >> 20,
  'chars',
  r.text.length,
  'now',
  process.memoryUsage.rss() >> 20,
);
