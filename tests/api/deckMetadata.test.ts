import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PresentationSummary } from '../../common/schemas/presentations';
import { DEFAULT_AGENCY_LABEL } from '../../common/slides/deckDefaults';
import { expectStatus, seedClient, seedPresentation, seedSlide } from '../helpers/seed';
import { startLoggedIn, type TestServer } from '../helpers/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startLoggedIn();
});
afterAll(() => server.close());

const BRIEF = { clientName: 'Contoso Health', agency: 'Studio Meridian', presentationDate: 'October 2025' };

/** A deck whose brief names client, agency and date: one strategic title leaves them empty, one names its own agency. */
async function seedBriefedDeck(clientId?: string) {
  const deck = await seedPresentation(server, clientId, 'Briefed deck');
  await expectStatus(
    server,
    `/api/presentations/${deck.id}`,
    { method: 'PATCH', json: { metadata: BRIEF } },
    200,
  );
  const empty = await seedSlide(server, deck.id, { type: 'strategic_title', title: 'Proposal', content: {} });
  const own = await seedSlide(server, deck.id, {
    type: 'strategic_title',
    title: 'Renewal',
    content: { agency: 'Acme Partners', date: 'March 2027' },
  });
  return { deck, empty, own };
}

async function download(url: string) {
  const res = await fetch(`${server.url}${url}`, { headers: { cookie: server.cookie ?? '' } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe("the deck's brief details fill a strategic title slide's empty fields", () => {
  test('HTML export: the brief where the slide is empty, the slide’s own words where it has them', async () => {
    const { deck, empty, own } = await seedBriefedDeck();
    const doc = parse((await download(`/api/presentations/${deck.id}/export/html`)).toString('utf8'));
    const textOf = (id: string) => doc.querySelector(`[data-export-slide="${id}"]`)?.textContent ?? '';

    const first = textOf(empty.id);
    for (const value of Object.values(BRIEF)) expect(first).toContain(value);
    expect(first).not.toContain(DEFAULT_AGENCY_LABEL);
    const second = textOf(own.id);
    expect(second).toContain('Acme Partners');
    expect(second).toContain('March 2027');
    expect(second).toContain('Contoso Health');
    expect(second).not.toContain('Studio Meridian');
    expect(second).not.toContain('October 2025');
  });

  test('PowerPoint export: the same texts on the same slides', async () => {
    const { deck } = await seedBriefedDeck();
    const zip = await JSZip.loadAsync(await download(`/api/presentations/${deck.id}/export/pptx`));
    const texts = async (n: number) => {
      const xml = await zip.file(`ppt/slides/slide${n}.xml`)!.async('string');
      return [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => m[1]);
    };

    const first = await texts(1);
    for (const value of Object.values(BRIEF)) expect(first).toContain(value);
    expect(first).not.toContain(DEFAULT_AGENCY_LABEL);
    const second = await texts(2);
    expect(second).toEqual(expect.arrayContaining(['Acme Partners', 'March 2027', 'Contoso Health']));
    expect(second).not.toContain('Studio Meridian');
    expect(second).not.toContain('October 2025');
  });

  test('PDF export: the brief on the page of the slide that leaves it empty', async () => {
    const { deck } = await seedBriefedDeck();
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'decksmith-meta-')), 'deck.pdf');
    writeFileSync(file, await download(`/api/presentations/${deck.id}/export/pdf`));
    const page = (n: number) =>
      execFileSync('pdftotext', ['-f', String(n), '-l', String(n), file, '-'], { encoding: 'utf8' });
    const first = page(1);
    for (const value of Object.values(BRIEF)) expect(first).toContain(value);
    expect(page(2)).toContain('Acme Partners');
    expect(page(2)).not.toContain('Studio Meridian');
  });

  test('the shared viewer and the presentations list answer the details the slides fall back to', async () => {
    const client = await seedClient(server);
    const { deck } = await seedBriefedDeck(client.id);
    const link = await expectStatus<{ token: string }>(
      server,
      `/api/presentations/${deck.id}/share`,
      { json: { password: null } },
      201,
    );
    const viewed = await server.api(`/api/view/${link.body.token}`, { json: {}, session: false });
    expect(viewed.status).toBe(200);
    expect(viewed.body.metadata).toEqual(BRIEF);

    const list = await server.api<PresentationSummary[]>(`/api/clients/${client.id}/presentations`);
    expect(list.body.find((p) => p.id === deck.id)?.metadata).toEqual(BRIEF);
  });
});
