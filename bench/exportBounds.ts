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
// "memory for a PPTX export grows with the output, never as a multiple of it").

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
  } finally {
    await server.stop();
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
