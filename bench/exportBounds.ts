import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_THEME } from '../common/themes/builtIn';
import type { ExportDeck } from '../server/export/deck';
import { PptxBuilders } from '../server/export/pptxPool';
import type { ShotFiles } from '../server/export/render';
import { residentBytes } from '../server/lib/childProcesses';
import { buildBiggestDeck, exportWhileWatched } from '../tests/helpers/biggestDeck';
import { apiClient, report, startServer } from './lib';

// Issue 27's bounded exports, timed: the largest deck the budget allows (tests/helpers/biggestDeck)
// exported as PDF, HTML and PowerPoint at once, while another client calls /api/health every
// 100 ms. Prints each export's time and size, the health calls' latency meanwhile, and peak
// resident memory by process (tests/api/exportBounds.test.ts checks the statuses and the bounds).
// Then the PowerPoint builder alone on the same deck, three times, each in a fresh builder: its
// memory at rest (after a one-slide file) and at its peak, against the file's size (issue 27:
// "memory for a PPTX export grows with the output, never as a multiple of it"). Last, the builder
// at n and 2n slides (benchPptxMemory, also `npm run bench pptxMemory` alone).

const MiB = 2 ** 20;
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

export async function benchExportBounds() {
  const server = await startServer(4412);
  try {
    const { cookie, call } = await apiClient(server.url);
    const raw = (method: string, p: string, body?: unknown) =>
      fetch(`${server.url}${p}`, {
        method,
        headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const started = performance.now();
    const deck = await buildBiggestDeck(raw);
    const built = performance.now() - started;
    const full = await call<{ slides: unknown[] }>('GET', `/api/presentations/${deck.id}`);
    // Health alone first, as the baseline.
    const idle: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t = performance.now();
      await (await fetch(`${server.url}/api/health`)).arrayBuffer();
      idle.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 100));
    }
    const watch = await exportWhileWatched(server.url, cookie, server.proc.pid!, deck.id);
    const ms = watch.health.map((h) => h.ms);
    const rows: Array<[string, string | number]> = [
      ['Deck (slides; built through the API in)', `${full.slides.length}; ${(built / 1000).toFixed(1)} s`],
    ];
    for (const e of watch.exports)
      rows.push([
        `${e.format.toUpperCase()} export, all three at once`,
        `${e.status}, ${(e.bytes / MiB).toFixed(1)} MiB in ${(e.ms / 1000).toFixed(1)} s`,
      ]);
    rows.push(
      ['Health alone: median / max', `${pct(idle, 0.5).toFixed(1)} / ${Math.max(...idle).toFixed(1)} ms`],
      [
        `Health during the exports (${ms.length} calls): median / p99 / max`,
        `${pct(ms, 0.5).toFixed(1)} / ${pct(ms, 0.99).toFixed(1)} / ${Math.max(...ms).toFixed(1)} ms`,
      ],
      ['Health calls failed', watch.health.filter((h) => h.status !== 200).length],
      ['Peak RSS: server process', `${(watch.peak.own / MiB).toFixed(0)} MiB`],
      ['Peak RSS: PowerPoint builder', `${(watch.peak.pptx / MiB).toFixed(0)} MiB`],
      ['Peak RSS: Chromium (sum over its processes)', `${(watch.peak.browser / MiB).toFixed(0)} MiB`],
      ['Peak RSS: all together', `${(watch.peak.total / MiB).toFixed(0)} MiB`],
    );
    report('Bounded exports of the largest deck the budget allows (PGlite, bundled server)', rows);
    const slides = full.slides as ExportDeck['slides'];
    report(
      'PowerPoint builder alone on that deck (default theme; one 300 kB picture for its HTML slides)',
      await builderAlone({ id: deck.id, title: 'Biggest deck', slides, theme: DEFAULT_THEME }),
    );
    await benchPptxMemory();
  } finally {
    await server.stop();
  }
}

/**
 * The PowerPoint builder at n and 2n slides, for two decks: heavy HTML slides (drawn as their
 * text) and plain content slides. Per size: the file, the builder's peak resident memory over its
 * rest (polled, so garbage not yet collected counts), and what the build held at most (heap and
 * buffers after a full collection after each slide, in a builder of its own that measures); then
 * how much each grew from n to 2n against the file's growth (it reads the slides from a file one at
 * a time and draws one at a time, so what it holds should not grow). Test:
 * server/export/pptxPool.test.ts.
 */
export async function benchPptxMemory() {
  const paragraph = (i: number, j: number) =>
    `<p>Slide ${i}, paragraph ${j}: ${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(20)}</p>`;
  const decks: Array<[string, (n: number) => ExportDeck, number]> = [
    [
      'HTML slides as text, ~350 kB each',
      (n) => ({
        id: 'h',
        title: 'Heavy',
        slides: Array.from({ length: n }, (_, i) => ({
          id: `h${i}`,
          type: 'html',
          title: `Slide ${i + 1}`,
          content: { htmlContent: Array.from({ length: 80 }, (_, j) => paragraph(i, j)).join('') },
          notes: `Notes of slide ${i}. `.repeat(1000),
        })),
      }),
      30,
    ],
    [
      'content slides, 8 points and notes, ~22 kB each',
      (n) => ({
        id: 'c',
        title: 'Content',
        slides: Array.from({ length: n }, (_, i) => ({
          id: `c${i}`,
          type: 'content',
          title: `Slide ${i + 1}`,
          content: {
            items: Array.from(
              { length: 8 },
              (_, j) =>
                `Point ${j} of slide ${i}: ${'Our plan moves the client to the new platform. '.repeat(6)}`,
            ),
          },
          notes: `Notes ${i} `.repeat(300),
        })),
      }),
      400,
    ],
  ];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'decksmith-bench-pptx-growth-'));
  try {
    for (const [what, deck, n] of decks) {
      const rows: Array<[string, string]> = [];
      const seen: Array<{ bytes: number; over: number; held: number }> = [];
      for (const slides of [n, 2 * n]) {
        const plain = new PptxBuilders();
        let bytes = 0;
        let over = 0;
        try {
          await plain.build(deck(1), [], path.join(dir, 'one.pptx'));
          const rest = residentBytes(plain.idlePids()[0]) ?? 0;
          bytes = await plain.build(deck(slides), [], path.join(dir, 'deck.pptx'));
          over = plain.lastPeakBytes - rest;
        } finally {
          await plain.close();
        }
        const measuring = new PptxBuilders(1, undefined, true);
        let held = 0;
        try {
          await measuring.build(deck(slides), [], path.join(dir, 'deck.pptx'));
          held = measuring.lastHeldBytes;
        } finally {
          await measuring.close();
        }
        seen.push({ bytes, over, held });
        rows.push([
          `${slides} slides: file; peak RSS over rest; held at most`,
          `${(bytes / MiB).toFixed(1)} MiB; ${(over / MiB).toFixed(0)} MiB; ${(held / MiB).toFixed(1)} MiB`,
        ]);
      }
      const [a, b] = seen as [(typeof seen)[0], (typeof seen)[0]];
      const grown = b.bytes - a.bytes;
      rows.push([
        `${n} → ${2 * n}: file grew; peak grew; held grew`,
        `${(grown / MiB).toFixed(1)} MiB; ${((b.over - a.over) / MiB).toFixed(1)} MiB (${((b.over - a.over) / grown).toFixed(2)}×); ${((b.held - a.held) / MiB).toFixed(1)} MiB (${((b.held - a.held) / grown).toFixed(2)}×)`,
      ]);
      report(`PowerPoint builder at n and 2n slides: ${what}`, rows);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function builderAlone(deck: ExportDeck): Promise<Array<[string, string]>> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'decksmith-bench-pptx-'));
  const picture = path.join(dir, 'shot.jpeg');
  // What a browser's shot of a text-heavy slide weighs; the builder copies it, never decodes it.
  writeFileSync(picture, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300_000, 7)]));
  const shots: ShotFiles = deck.slides
    .filter((s) => s.type === 'html')
    .map((s) => [s.id, { file: picture, text: [] }]);
  const rows: Array<[string, string]> = [];
  try {
    for (let run = 1; run <= 3; run++) {
      const builders = new PptxBuilders();
      try {
        await builders.build({ ...deck, slides: deck.slides.slice(0, 1) }, [], path.join(dir, 'one.pptx'));
        const rest = builders.idlePids().map((pid) => residentBytes(pid) ?? 0)[0] ?? 0;
        const started = performance.now();
        const bytes = await builders.build(deck, shots, path.join(dir, 'deck.pptx'));
        const ms = performance.now() - started;
        const peak = builders.lastPeakBytes;
        rows.push([
          `Run ${run}: file; builder at rest / peak`,
          `${(bytes / MiB).toFixed(1)} MiB in ${(ms / 1000).toFixed(1)} s; ${(rest / MiB).toFixed(0)} / ${(peak / MiB).toFixed(0)} MiB: ${((peak - rest) / bytes).toFixed(1)}× the file over rest`,
        ]);
      } finally {
        await builders.close();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
