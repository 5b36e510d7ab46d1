import { draftDeck } from '../server/ai/offline/draft/drafter';
import { interpretCommand } from '../server/ai/offline/index';
import { tenPageReport } from '../tests/helpers/reportText';
import { PHRASINGS } from '../tests/phrasings';
import { baseState } from '../tests/phrasings/engine';
import { apiClient, report, startServer } from './lib';

// The offline assistant: its time per command over the whole phrasing table (target p99 < 20 ms;
// each command's median time, p99 over the table < 1 ms),
// and a first draft from a ten-page document, in process and through the chat (target < 500 ms).

const ROUNDS = 20;
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;
const ms = (x: number) => `${x.toFixed(2)} ms`;

export async function benchOffline() {
  // Warm-up: the first calls compile the grammar's code paths.
  for (const p of PHRASINGS) interpretCommand(p.say, baseState(p.on), p.selected);
  const times: number[] = [];
  // Each command's own times: their median is its cost without the machine's other work (a
  // busy shared machine preempts a few calls, which the p99 of all calls counts).
  const each = PHRASINGS.map(() => [] as number[]);
  let slowest = { ms: 0, say: '' };
  for (let round = 0; round < ROUNDS; round++) {
    PHRASINGS.forEach((p, k) => {
      const deck = baseState(p.on);
      const t = performance.now();
      interpretCommand(p.say, deck, p.selected);
      const took = performance.now() - t;
      times.push(took);
      each[k]!.push(took);
      if (took > slowest.ms) slowest = { ms: took, say: p.say };
    });
  }
  const medians = each.map((xs) => pct(xs, 50));
  const costliest = medians.indexOf(Math.max(...medians));
  const text = tenPageReport();
  const drafts: number[] = [];
  let slides = 0;
  for (let run = 0; run < ROUNDS + 1; run++) {
    const t = performance.now();
    const draft = draftDeck({
      request: {},
      title: 'Finance platform',
      brief: 'Win the finance platform migration for Northwind.',
      metadata: { clientName: 'Northwind', agency: 'Brightline' },
      documents: [{ fileName: 'report.txt', text }],
    });
    if (run > 0) drafts.push(performance.now() - t);
    if (!('say' in draft)) slides = draft.slides.length;
  }
  const http = await draftThroughChat(text);
  report(`Offline assistant (${PHRASINGS.length} phrasings × ${ROUNDS} rounds, in process)`, [
    ['Time per command, p50', ms(pct(times, 50))],
    ['Time per command, p99', `${ms(pct(times, 99))} (target < 20)`],
    ['Slowest command', `${ms(slowest.ms)}: “${slowest.say.slice(0, 60)}”`],
    ["Each command's median, p99 over the table", `${ms(pct(medians, 99))} (target < 1)`],
    [
      'Costliest command (its median)',
      `${ms(medians[costliest]!)}: “${PHRASINGS[costliest]!.say.slice(0, 60)}”`,
    ],
    [`Draft from a 10-page document (${text.length} chars), median of ${ROUNDS}`, ms(pct(drafts, 50))],
    ['Draft, worst', `${ms(Math.max(...drafts))} (target < 500), ${slides} slides`],
    ['Draft through POST /api/ai/chat, median of 5', `${ms(http.median)} (target < 500)`],
    ['Draft through the chat, worst', ms(http.worst)],
  ]);
}

/** "Draft the deck" through the bundled server, on a deck whose document is the ten-page report. */
async function draftThroughChat(text: string) {
  const server = await startServer(4481);
  try {
    const { cookie, call } = await apiClient(server.url);
    const client = await call<{ id: string }>('POST', '/api/clients', { name: 'Draft bench' });
    const deck = await call<{ id: string }>('POST', '/api/presentations', {
      clientId: client.id,
      title: 'Finance platform',
    });
    await call('PATCH', `/api/presentations/${deck.id}`, {
      brief: 'Win the finance platform migration for Northwind.',
    });
    await call('POST', `/api/presentations/${deck.id}/assets`, {
      file: `data:text/plain;base64,${Buffer.from(text).toString('base64')}`,
      fileName: 'report.txt',
      fileType: 'text/plain',
    });
    const times: number[] = [];
    for (let run = 0; run < 6; run++) {
      const t = performance.now();
      const res = await fetch(`${server.url}/api/ai/chat`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({
          provider: 'offline',
          presentationId: deck.id,
          messages: [{ role: 'user', content: 'Draft the deck' }],
        }),
      });
      const body = (await res.json()) as { proposal?: { slides: unknown[] } };
      if (!res.ok || !body.proposal)
        throw new Error(`draft: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      if (run > 0) times.push(performance.now() - t);
    }
    return { median: pct(times, 50), worst: Math.max(...times) };
  } finally {
    await server.stop();
  }
}
