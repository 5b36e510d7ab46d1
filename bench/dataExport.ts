import { apiClient, type CpuPart, report, startServer, treeCpuParts, treeQuiet } from './lib';

// Issue 31: a deck that shows data exports about as fast as one of text. PDF and PowerPoint
// export times of a 100-slide deck with 25 charts and 25 tables (and 50 text slides) next to a
// text-only deck of 100 slides, with a warm browser. Goal: at most 1.5× the text-only time.
//
// Fairness: both decks get the same warm-up; before each export the server's tree is left to go
// quiet (the browser closes the last export's page and makes the next one meanwhile, which on a
// busy machine can outlast a fixed pause and was then timed as part of the next export); and each
// run alternates which deck goes first, so whatever one export leaves behind falls on both decks.

const SLIDES = 100;
const RUNS = 9;
const FORMATS = ['pdf', 'pptx'] as const;

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export const TEXT = {
  type: 'content',
  title: 'Where the year went',
  content: {
    items: [
      'Revenue grew in every region, led by the north and the new online shop',
      'Costs held flat while the team doubled its output',
      'Two new clients signed for three years each',
      'The warehouse move finished a month early',
      'Next year: the same plan, with more of it',
    ],
  },
  notes: 'Pause after the second point.',
};

const KINDS = ['bar', 'line', 'pie', 'doughnut'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Charts of every kind: bars and lines of three series over twelve months, pies of six parts. */
export function chart(i: number) {
  const kind = KINDS[i % KINDS.length]!;
  const round = kind === 'pie' || kind === 'doughnut';
  const categories = round ? MONTHS.slice(0, 6) : MONTHS;
  const series = Array.from({ length: round ? 1 : 3 }, (_, s) => ({
    name: `Region ${s + 1}`,
    values: categories.map((_, c) => Math.round((10 + ((i * 7 + s * 13 + c * 5) % 40)) * 10) / 10),
  }));
  return {
    type: 'chart',
    title: `Sales by month ${i + 1}`,
    content: { chart: { kind, categories, series, unit: '€k', stacked: kind === 'bar' && i % 8 === 0 } },
    notes: 'The numbers are the finance team’s.',
  };
}

/** Tables of six columns and twelve rows, numbers right-aligned. */
export function table(i: number) {
  return {
    type: 'table',
    title: `Budget by team ${i + 1}`,
    content: {
      table: {
        header: ['Team', 'Lead', 'Q1', 'Q2', 'Q3', 'Q4'],
        rows: Array.from({ length: 12 }, (_, r) => [
          `Team ${r + 1}`,
          ['Ada', 'Grace', 'Linus', 'Barbara'][r % 4]!,
          ...[0, 1, 2, 3].map((q) => String(100 + ((i + r * 3 + q * 7) % 90))),
        ]),
      },
    },
    notes: '',
  };
}

const diffParts = (after: Record<CpuPart, number>, before: Record<CpuPart, number>) =>
  Object.fromEntries(
    (Object.keys(after) as CpuPart[]).map((part) => [part, after[part] - before[part]]),
  ) as Record<CpuPart, number>;

export async function benchDataExport() {
  const server = await startServer(Number(process.env.BENCH_DATA_EXPORT_PORT ?? 4413));
  try {
    const { cookie, call } = await apiClient(server.url);
    const client = await call<{ id: string }>('POST', '/api/clients', { name: 'Bench' });
    const make = async (title: string, slideAt: (i: number) => object) => {
      const deck = await call<{ id: string }>('POST', '/api/presentations', { clientId: client.id, title });
      for (let i = 0; i < SLIDES; i++)
        await call('POST', '/api/slides', { presentationId: deck.id, ...slideAt(i) });
      return deck.id;
    };
    const text = await make('Text only', () => TEXT);
    // Every fourth slide a chart, every fourth a table, the rest text: 25, 25 and 50.
    const data = await make('Charts and tables', (i) =>
      i % 4 === 1 ? chart(Math.floor(i / 4)) : i % 4 === 3 ? table(Math.floor(i / 4)) : TEXT,
    );
    const sizes: Record<string, number> = {};
    const cpu: Record<string, Array<Record<CpuPart, number>>> = {};
    const get = async (id: string, format: string) => {
      // One click at a time, as a user exports: the pool makes its next page ready meanwhile.
      await treeQuiet(server.proc.pid!);
      const started = performance.now();
      const cpuBefore = treeCpuParts(server.proc.pid!);
      const res = await fetch(`${server.url}/api/presentations/${id}/export/${format}`, {
        headers: { cookie },
      });
      if (!res.ok) throw new Error(`${format} export: ${res.status} ${await res.text()}`);
      sizes[`${format} ${id}`] = (await res.arrayBuffer()).byteLength;
      const time = performance.now() - started;
      const after = treeCpuParts(server.proc.pid!);
      const key = `${format} ${id}`;
      cpu[key] = [...(cpu[key] ?? []), diffParts(after, cpuBefore)];
      return time;
    };
    // Warm the browser and the PowerPoint builder (a first export is not what a user waits for).
    for (const format of FORMATS) {
      await get(text, format);
      await get(data, format);
    }
    const runs: Record<string, number[]> = {};
    const decks = [
      ['text', text],
      ['data', data],
    ] as const;
    for (let r = 0; r < RUNS; r++)
      for (const format of FORMATS)
        for (const [name, id] of r % 2 ? [...decks].reverse() : decks) {
          const key = `${format} ${name}`;
          runs[key] = [...(runs[key] ?? []), await get(id, format)];
        }
    const rows: Array<[string, string]> = [];
    for (const format of FORMATS) {
      const plain = median(runs[`${format} text`]!);
      const shown = median(runs[`${format} data`]!);
      rows.push([
        `${format.toUpperCase()}: text only / 25 charts + 25 tables`,
        `${plain.toFixed(0)} ms / ${shown.toFixed(0)} ms = ${(shown / plain).toFixed(2)}× (goal ≤ 1.5)`,
      ]);
      // Warm-up runs left out, as for the times.
      const cpuOf = (id: string, part?: CpuPart) =>
        median(
          cpu[`${format} ${id}`]!.slice(1).map((c) => (part ? c[part] : c.server + c.browser + c.children)),
        );
      const [cpuPlain, cpuShown] = [cpuOf(text), cpuOf(data)];
      rows.push([
        `  CPU, server + browser + builder`,
        `${cpuPlain.toFixed(0)} ms / ${cpuShown.toFixed(0)} ms = ${(cpuShown / cpuPlain).toFixed(2)}×`,
      ]);
      for (const part of ['server', 'browser', 'children'] as const)
        rows.push([
          `    of which ${part === 'children' ? 'builder' : part}`,
          `${cpuOf(text, part).toFixed(0)} ms / ${cpuOf(data, part).toFixed(0)} ms`,
        ]);
      const [a, b] = [sizes[`${format} ${text}`]!, sizes[`${format} ${data}`]!];
      rows.push([`  file size`, `${kb(a)} / ${kb(b)} = ${(b / a).toFixed(2)}×`]);
    }
    report(`Export of ${SLIDES}-slide decks with charts and tables (median of ${RUNS}, warm, PGlite)`, rows);
  } finally {
    await server.stop();
  }
}
