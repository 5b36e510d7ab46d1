/**
 * Drafts every brief of a folder with the offline engine and writes each proposal as text, to read
 * the decks as a designer would: `npx tsx scripts/draftBriefs.ts tests/briefs/blind /tmp/out`.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BriefFile, draftBriefFile, readBriefFile } from '../tests/briefs/briefFile';

const [dir = 'tests/briefs/blind', out = '/tmp/drafts'] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
for (const name of readdirSync(dir).filter((f) => /^\d+-.*\.md$/.test(f))) {
  const b: BriefFile = readBriefFile(dir, name);
  const d = draftBriefFile(b);
  const lines: string[] = [`# ${name}`, ''];
  if ('say' in d) lines.push(`SAY: ${d.say}`);
  else {
    lines.push(`REPLY: ${d.summary}`, '');
    d.slides.forEach((s, i) => {
      lines.push(`## ${i + 1}. [${s.type}] ${s.title}`);
      for (const [k, v] of Object.entries(s.content)) lines.push(`  ${k}: ${JSON.stringify(v)}`);
      lines.push(`  notes: ${s.notes}`, '');
    });
    const other = d.operations.filter((o) => o.op !== 'add_slide');
    if (other.length) lines.push(`OTHER OPERATIONS: ${JSON.stringify(other)}`);
  }
  writeFileSync(join(out, name.replace(/\.md$/, '.txt')), `${lines.join('\n')}\n`);
}
console.log(`drafted into ${out}`);
