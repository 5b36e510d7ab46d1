import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startLoggedIn } from '../tests/helpers/testServer';

// Drafts a deck from each brief in a folder with the offline engine and writes each proposal as
// text, slide by slide, to read and grade against DECK-QUALITY.md. Usage:
//   npx tsx scripts/draftBriefs.ts tests/briefs/blind <out dir>
const [dir = 'tests/briefs/blind', out = '/tmp/drafts'] = process.argv.slice(2);

function parse(file: string) {
  const text = readFileSync(file, 'utf8');
  const [, front = '', rest = ''] = text.split(/^---$/m);
  const brief = rest.split(/^## What a client-ready deck/m)[0]!.trim();
  const field = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(front)?.[1]?.trim() ?? '';
  const checklist = [...front.matchAll(/^ {2}- (.*)$/gm)].map((m) => m[1]!.trim());
  return { title: field('title'), client: field('client'), brief, checklist };
}

const server = await startLoggedIn();
try {
  for (const name of readdirSync(dir).filter((f) => /^\d\d-.*\.md$/.test(f))) {
    const b = parse(path.join(dir, name));
    const client = await server.api('/api/clients', { json: { name: b.client.slice(0, 100) || 'Client' } });
    const deck = await server.api('/api/presentations', {
      json: { clientId: client.body.id, title: b.title.slice(0, 200) || 'Deck' },
    });
    await server.api(`/api/presentations/${deck.body.id}`, {
      method: 'PATCH',
      json: {
        brief: b.brief,
        checklist: b.checklist.map((text, i) => ({ id: `c${i}`, text, completed: false })),
      },
    });
    const res = await server.api('/api/ai/chat', {
      json: {
        provider: 'offline',
        presentationId: deck.body.id,
        messages: [{ role: 'user', content: 'Draft the deck' }],
      },
    });
    const lines = [`# ${name}`, '', `Reply: ${res.body.response ?? res.text}`, ''];
    for (const [i, s] of (res.body.proposal?.slides ?? []).entries()) {
      lines.push(`## ${i + 1}. [${s.type}] ${s.title}`);
      lines.push(JSON.stringify(s.content, null, 1));
      if (s.notes) lines.push(`notes: ${s.notes}`);
      lines.push('');
    }
    writeFileSync(path.join(out, name.replace(/\.md$/, '.txt')), lines.join('\n'));
    console.log(name, res.status, (res.body.proposal?.slides ?? []).length, 'slides');
  }
} finally {
  await server.close();
}
