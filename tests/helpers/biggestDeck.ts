import { readdirSync, readFileSync } from 'node:fs';
import {
  DECK_BUDGET,
  SLIDE_HTML_MAX,
  SLIDE_NOTES_MAX,
  SLIDES_PER_PRESENTATION_MAX,
} from '../../common/limits';

// Issue 27's finding, within the deck budget: the biggest html slide and notes a slide may hold,
// duplicated until the HTML budget refuses, then a slide of ordinary text and notes duplicated up
// to the slide cap (or until the total budget refuses). Built through the API like any user would.

type Call = (method: string, p: string, body?: unknown) => Promise<Response>;

/** An html slide of exactly SLIDE_HTML_MAX characters: text in a few hundred paragraphs, as pasted HTML is. */
export const BIGGEST_HTML = (() => {
  const paragraph = `<p>${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(30)}</p>`;
  let html = paragraph.repeat(Math.floor(SLIDE_HTML_MAX / paragraph.length));
  html += `<p>${'x'.repeat(SLIDE_HTML_MAX - html.length - 7)}</p>`;
  return html;
})();

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * Duplicates `slideId` in batches (100, then 10, then 1) until the budget refuses one or the deck
 * has `cap` slides; answers how many slides it then has.
 */
async function duplicateUntilRefused(
  call: Call,
  deckId: string,
  slideId: string,
  count: number,
  cap: number,
) {
  for (const batch of [100, 10, 1]) {
    while (count + batch <= cap) {
      const res = await call('POST', `/api/presentations/${deckId}/operations`, {
        operations: Array.from({ length: batch }, () => ({ op: 'duplicate_slide', slideId })),
      });
      if (res.status === 413) {
        await res.arrayBuffer();
        break;
      }
      await json(res, 'duplicate');
      count += batch;
    }
  }
  return count;
}

export interface BiggestDeck {
  id: string;
  slides: number;
}

export async function buildBiggestDeck(call: Call): Promise<BiggestDeck> {
  const client = await json<{ id: string }>(await call('POST', '/api/clients', { name: 'Budget' }), 'client');
  const deck = await json<{ id: string }>(
    await call('POST', '/api/presentations', { clientId: client.id, title: 'Biggest deck' }),
    'deck',
  );
  const html = await json<{ id: string }>(
    await call('POST', '/api/slides', {
      presentationId: deck.id,
      type: 'html',
      title: 'Pasted HTML',
      content: { htmlContent: BIGGEST_HTML },
      notes: 'n'.repeat(SLIDE_NOTES_MAX),
    }),
    'html slide',
  );
  let slides = await duplicateUntilRefused(call, deck.id, html.id, 1, SLIDES_PER_PRESENTATION_MAX);
  // What the budget leaves, spread over the slides still allowed: ordinary text and notes.
  const free = SLIDES_PER_PRESENTATION_MAX - slides;
  const perSlide = Math.floor((DECK_BUDGET.totalBytes - slides * (SLIDE_HTML_MAX + SLIDE_NOTES_MAX)) / free);
  const item = 'Our plan moves the client to the new platform in three phases. ';
  const items = Array.from(
    { length: 5 },
    (_, i) => `${i + 1}. ${item.repeat(Math.max(1, Math.floor(perSlide / 6 / item.length)))}`,
  );
  const text = await json<{ id: string }>(
    await call('POST', '/api/slides', {
      presentationId: deck.id,
      title: 'Plan',
      content: { items },
      notes: 'Say this slowly. '.repeat(Math.floor(perSlide / 6 / 17)),
    }),
    'text slide',
  );
  slides = await duplicateUntilRefused(call, deck.id, text.id, slides + 1, SLIDES_PER_PRESENTATION_MAX);
  return { id: deck.id, slides };
}

/** Resident memory of a process tree (bytes): in all, the root alone, and by kind of process. */
export interface TreeMemory {
  total: number;
  own: number;
  /** The PowerPoint builder processes (server/export/pptxPool.ts). */
  pptx: number;
  /** Chromium's processes. */
  browser: number;
}

/**
 * Resident memory of a process and all its descendants (the server, its export children and its
 * Chromium), from /proc. RSS counts pages shared between Chromium's processes once per process,
 * so it overstates the total: a bound on it is a safe bound.
 */
export function treeRss(rootPid: number): TreeMemory {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // ended while we looked
    }
  }
  const memory: TreeMemory = { total: 0, own: 0, pptx: 0, browser: 0 };
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    try {
      const rss = Number(readFileSync(`/proc/${pid}/statm`, 'latin1').split(' ')[1]) * 4096;
      const command = readFileSync(`/proc/${pid}/cmdline`, 'latin1');
      memory.total += rss;
      if (pid === rootPid) memory.own = rss;
      else if (command.includes('pptx-worker')) memory.pptx += rss;
      else if (/chrom/i.test(command)) memory.browser += rss;
    } catch {
      // ended
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return memory;
}

export interface WatchedExport {
  format: 'pdf' | 'html' | 'pptx';
  status: number;
  bytes: number;
  /** The start of the body: a file's magic bytes, or an error's JSON. */
  head: string;
  ms: number;
}

export interface ExportWatch {
  exports: WatchedExport[];
  /** Every /api/health call made meanwhile: its status (0 when it failed) and its time. */
  health: { status: number; ms: number }[];
  /** Peak resident memory seen (bytes), by kind of process. */
  peak: TreeMemory;
}

/**
 * Exports the deck in all three formats at once while another client calls /api/health every
 * `healthEveryMs` and the server's process tree's memory is looked at every 50 ms. Times are
 * recorded for the bench (bench/exportBounds.ts); tests look only at statuses and memory.
 */
export async function exportWhileWatched(
  url: string,
  cookie: string,
  serverPid: number,
  deckId: string,
  healthEveryMs = 100,
): Promise<ExportWatch> {
  const health: ExportWatch['health'] = [];
  const peak: TreeMemory = { total: 0, own: 0, pptx: 0, browser: 0 };
  const pending: Promise<void>[] = [];
  const poll = setInterval(() => {
    const started = performance.now();
    pending.push(
      fetch(`${url}/api/health`)
        .then(async (res) => {
          await res.arrayBuffer();
          health.push({ status: res.status, ms: performance.now() - started });
        })
        .catch(() => {
          health.push({ status: 0, ms: performance.now() - started });
        }),
    );
  }, healthEveryMs);
  const sample = setInterval(() => {
    const m = treeRss(serverPid);
    for (const k of Object.keys(peak) as (keyof TreeMemory)[]) peak[k] = Math.max(peak[k], m[k]);
  }, 50);
  try {
    const exports = await Promise.all(
      (['pdf', 'html', 'pptx'] as const).map(async (format): Promise<WatchedExport> => {
        const started = performance.now();
        const res = await fetch(`${url}/api/presentations/${deckId}/export/${format}`, {
          headers: { cookie },
        });
        const body = Buffer.from(await res.arrayBuffer());
        return {
          format,
          status: res.status,
          bytes: body.length,
          head: body.subarray(0, 300).toString('latin1'),
          ms: performance.now() - started,
        };
      }),
    );
    return { exports, health, peak };
  } finally {
    clearInterval(poll);
    clearInterval(sample);
    await Promise.all(pending);
  }
}
