/**
 * Drafts every brief of a folder with the offline engine, applies each proposal to a deck on a
 * throwaway server and exports it as PDF, to look at the decks as the client would see them:
 * `npx tsx scripts/renderBriefs.ts tests/briefs/blind4 /tmp/decks` writes one PDF per brief
 * (`pdftoppm -png -r 40 x.pdf x` turns one into pictures). draftBriefs.ts gives the same decks as text.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { draftBriefFile, readBriefFile } from '../tests/briefs/briefFile';
import { startLoggedIn } from '../tests/helpers/testServer';

const [dir = 'tests/briefs/blind', out = '/tmp/decks', only] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const server = await startLoggedIn();
try {
  for (const name of readdirSync(dir).filter(
    (f) => /^\d+-.*\.md$/.test(f) && (!only || f.startsWith(only)),
  )) {
    const b = readBriefFile(dir, name);
    const d = draftBriefFile(b);
    if ('say' in d) {
      console.log(`${name}: no deck (${d.say})`);
      continue;
    }
    const client = await server.api('/api/clients', { json: { name: b.client || 'Client' } });
    const deck = await server.api('/api/presentations', {
      // A deck is created with a title (SPEC): the user's, else the client's name, which an untitled
      // draft's cover says anyway.
      json: { clientId: client.body.id, title: b.title || b.client || name, brief: b.brief.slice(0, 20_000) },
    });
    // The brief form's checklist, so that the draft can tick its items.
    if (b.checklist.length)
      await server.api(`/api/presentations/${deck.body.id}`, {
        method: 'PATCH',
        json: { checklist: b.checklist },
      });
    const applied = await server.api(`/api/presentations/${deck.body.id}/operations`, {
      json: { operations: d.operations },
    });
    if (applied.status !== 200) {
      console.log(`${name}: operations refused ${applied.status} ${applied.text.slice(0, 300)}`);
      continue;
    }
    const pdf = await fetch(`${server.url}/api/presentations/${deck.body.id}/export/pdf`, {
      headers: { cookie: server.cookie! },
    });
    const file = join(out, name.replace(/\.md$/, '.pdf'));
    writeFileSync(file, Buffer.from(await pdf.arrayBuffer()));
    console.log(`${name}: ${d.slides.length} slides → ${file} (${pdf.status})`);
  }
} finally {
  await server.close();
}
