import { readFileSync } from 'node:fs';
import { draftDeck } from '../server/documents/deck/draft';

const text = readFileSync(process.argv[2]!, 'utf8');
const t0 = performance.now();
const r = draftDeck(text, process.argv[3] ?? 'doc');
console.error(`${(performance.now() - t0) | 0} ms`);
for (const s of r.slides) {
  const chars = JSON.stringify(s.content).length;
  console.log(`[${s.type}] ${s.title}  (${chars})`);
  for (const i of s.content.items ?? []) console.log('   -', i);
  if (s.content.text) console.log('   T:', s.content.text);
  if (s.content.subtitle) console.log('   S:', s.content.subtitle);
  for (const m of s.content.metrics ?? []) console.log('   M:', m.label, '=', m.value);
}
console.log('LEFT OUT:', r.leftOut);
