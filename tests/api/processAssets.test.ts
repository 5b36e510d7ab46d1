import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { getPresentation, seedDeck, seedPresentation } from '../helpers/seed';
import { startLoggedIn, type TestServer } from '../helpers/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startLoggedIn();
});
afterAll(() => server.close());

const dataUrl = (text: string) => `data:text/plain;base64,${Buffer.from(text).toString('base64')}`;
async function upload(presentationId: string, fileName: string, text: string) {
  const res = await server.api(`/api/presentations/${presentationId}/assets`, {
    json: { file: dataUrl(text), fileName, fileType: 'text/plain' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string };
}

const REPORT = [
  '# Annual Report',
  'A year of growth.',
  '## Highlights',
  '- Two new markets',
  '- 40 engineers hired',
  '## Results',
  'Revenue: $4.2M',
  'NPS: 71',
].join('\n');

describe('slides from assets (offline)', () => {
  test('each asset becomes slides by its structure, appended after the existing slides in order', async () => {
    const { presentation } = await seedDeck(server, 2);
    const a = await upload(presentation.id, 'report.txt', REPORT);
    const b = await upload(
      presentation.id,
      'notes.txt',
      '# Next steps\n- Sign the contract\n- Kick-off in May',
    );
    const res = await server.api(`/api/presentations/${presentation.id}/process-assets`, {
      json: { assetIds: [a.id, b.id], provider: 'offline' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: 'Created 5 new slides', count: 5 });
    const after = await getPresentation(server, presentation.id);
    expect(after.slides.map((s) => [s.order, s.type, s.title])).toEqual([
      [1, 'content', 'S1'],
      [2, 'content', 'S2'],
      [3, 'title', 'Annual Report'],
      [4, 'content', 'Highlights'],
      [5, 'metrics', 'Results'],
      [6, 'title', 'Next steps'],
      [7, 'content', 'Next steps'],
    ]);
    expect(after.slides[4]!.content).toEqual({
      metrics: [
        { label: 'Revenue', value: '$4.2M' },
        { label: 'NPS', value: '71' },
      ],
    });
  });

  test('a missing asset answers "Asset not found or has no content" and creates nothing', async () => {
    const deck = await seedPresentation(server);
    const res = await server.api(`/api/presentations/${deck.id}/process-assets`, {
      json: { assetIds: ['noSuchAsset123'], provider: 'offline' },
    });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Asset not found or has no content');
    expect((await getPresentation(server, deck.id)).slides).toEqual([]);
  });

  test('an asset of another presentation is not found here; a mix warns and keeps the good ones', async () => {
    const mine = await seedPresentation(server);
    const theirs = await seedPresentation(server);
    const foreign = await upload(theirs.id, 'theirs.txt', REPORT);
    const good = await upload(mine.id, 'good.txt', '# Plan\n- Step one');
    const res = await server.api(`/api/presentations/${mine.id}/process-assets`, {
      json: { assetIds: [good.id, foreign.id], provider: 'offline' },
    });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.warning).toBe(`No slides could be made from: ${foreign.id}.`);
    expect((await getPresentation(server, theirs.id)).slides).toEqual([]);
  });

  test('bad input names the field', async () => {
    const deck = await seedPresentation(server);
    const res = await server.api(`/api/presentations/${deck.id}/process-assets`, {
      json: { assetIds: [], provider: 'offline' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/assetIds/);
  });
});
