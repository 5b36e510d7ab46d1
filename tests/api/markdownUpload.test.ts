import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { getPresentation, seedPresentation } from '../helpers/seed';
import { startLoggedIn, type TestServer } from '../helpers/testServer';

// Issue 34: a Markdown file is accepted as it is (.md), and its deck shows its structure (headings
// as sections, a table as a table slide, lists as bullets) without a single Markdown mark.

let server: TestServer;
beforeAll(async () => {
  server = await startLoggedIn();
});
afterAll(() => server.close());

const MARKDOWN = [
  '# Riverside Library: spring update',
  '',
  '## Highlights',
  '',
  '- **Visits** rose to 41,800 in March, the busiest month since the [refit](https://example.org/refit)',
  '- The `maker space` opened on _12 April_ with 30 members',
  '',
  '## Programmes',
  '',
  '| Programme | Sessions | Status |',
  '|---|---|---|',
  '| **Code club** | 12 | On track |',
  '| Story time | 24 | Done |',
  '| Job clinic | 8 | Started |',
].join('\n');

describe('a Markdown file uploaded as .md', () => {
  test('is accepted and drafted as structure, with no mark on any slide', async () => {
    const deck = await seedPresentation(server);
    const res = await server.api(`/api/presentations/${deck.id}/assets`, {
      json: {
        file: `data:text/markdown;base64,${Buffer.from(MARKDOWN).toString('base64')}`,
        fileName: 'spring-update.md',
        fileType: 'text/markdown',
      },
    });
    expect(res.status, res.text).toBe(201);
    const made = await server.api(`/api/presentations/${deck.id}/process-assets`, {
      json: { assetIds: [res.body.id], provider: 'offline' },
    });
    expect(made.status, made.text).toBe(200);
    const slides = (await getPresentation(server, deck.id)).slides as {
      type: string;
      title: string;
      content: Record<string, unknown>;
    }[];
    const shown = JSON.stringify(slides.map((s) => [s.title, s.content]));
    for (const mark of ['**', '](', '`', '_12', '|---']) expect(shown).not.toContain(mark);
    expect(slides[0]!.title).toBe('Riverside Library: spring update');
    const table = slides.find((s) => s.title === 'Programmes')!;
    expect(table.type).toBe('table');
    expect(table.content.table).toEqual({
      header: ['Programme', 'Sessions', 'Status'],
      rows: [
        ['Code club', '12', 'On track'],
        ['Story time', '24', 'Done'],
        ['Job clinic', '8', 'Started'],
      ],
    });
    expect(shown).toContain('Visits rose to 41,800 in March');
  }, 60_000);
});
