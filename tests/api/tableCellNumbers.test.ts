import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seedPresentation, seedSlide } from '../helpers/seed';
import { startLoggedIn, type TestServer } from '../helpers/testServer';

// Issue 34: a table's figures are never broken inside ("£50,00" / "0") in the PDF, however narrow
// their column: the cell widens to its longest figure, as PowerPoint's table does.

let server: TestServer;
let work: string;
beforeAll(async () => {
  server = await startLoggedIn();
  work = mkdtempSync(path.join(os.tmpdir(), 'decksmith-table-numbers-'));
});
afterAll(() => server.close());

const AMOUNTS = ['£75,000', '£32,500', '£9,950', '€1,250,000', '£1,100,000.00'];
const BENEFITS =
  'Naming rights on the gallery and its printed guide, a private view for sixty guests, staff tickets all ' +
  'season, logo on the website and the harbour banners, and a thank-you in the annual review';

describe('a table exported to PDF', () => {
  test('keeps every figure on one line in a narrow column beside long text', async () => {
    const deck = await seedPresentation(server, undefined, 'Sponsorship');
    await seedSlide(server, deck.id, {
      type: 'table',
      title: 'Sponsorship packages',
      content: {
        table: {
          header: ['Package', 'Fee', 'What the sponsor gets', 'Notes on delivery'],
          rows: AMOUNTS.map((a, i) => [`Tier ${i + 1} partner`, a, BENEFITS, BENEFITS.slice(0, 80 + i * 10)]),
        },
      },
    });
    const res = await fetch(`${server.url}/api/presentations/${deck.id}/export/pdf`, {
      headers: { cookie: server.cookie ?? '' },
    });
    expect(res.status).toBe(200);
    const file = path.join(work, 'table.pdf');
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    // pdftotext puts each drawn line of a cell on a line of its own (or apart by spaces).
    const words = execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).split(/\s+/);
    for (const amount of AMOUNTS) expect(words, amount).toContain(amount);
  }, 60_000);
});
