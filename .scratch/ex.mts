import { readFileSync } from 'node:fs';
import { draftDeck } from '../server/documents/deck/draft';
import { extract } from '../server/documents/extract';

const [file, kind, mode] = process.argv.slice(2);
const r = await extract(kind as never, readFileSync(file!));
if (mode === 'text') {
  console.log(r.text.slice(0, Number(process.argv[5] ?? 3000)));
  process.exit(0);
}
const d = draftDeck(r.text, 'doc');
for (const s of d.slides) {
  console.log(`[${s.type}] ${s.title}`);
  for (const i of s.content.items ?? []) console.log('   -', i);
  if (s.content.text) console.log('   T:', s.content.text);
  if (s.content.subtitle) console.log('   S:', s.content.subtitle);
  for (const m of s.content.metrics ?? []) console.log('   M:', m.label, '=', m.value);
}
console.log('LEFT OUT', d.leftOut, r.leftOut);
