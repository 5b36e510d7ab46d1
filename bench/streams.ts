import { readFileSync } from 'node:fs';
import { PRESENCE_PER_SESSION_MAX } from '../common/limits';
import { apiClient, report, startServer } from './lib';
import { deckWithSlide, openDeckStream } from './live';

const STREAMS = 500;
const WRITES = 50;

/**
 * Issue 27: what live streams cost the server. 500 editor streams (each a tab, so each on the
 * deck's presence list) are opened on one deck of the bundled server (PGlite), timed until each has
 * its first presence event; then 50 writes, each waited for until all 500 streams heard it, and the
 * server's CPU time over them (its /proc utime + stime) divided by the writes. Goal: under 50 ms of
 * CPU per write. Port BENCH_STREAMS_PORT (4302 by default).
 */
export async function benchStreams() {
  const server = await startServer(Number(process.env.BENCH_STREAMS_PORT ?? 4302));
  try {
    const { call } = await apiClient(server.url);
    const { deckId, slideId } = await deckWithSlide(call, {
      client: 'Bench streams',
      deck: 'Many tabs',
      slide: 'Start',
    });
    // A session holds PRESENCE_PER_SESSION_MAX tabs: as many browsers as that takes.
    const cookies: string[] = [];
    for (let i = 0; i < Math.ceil(STREAMS / PRESENCE_PER_SESSION_MAX); i++)
      cookies.push((await apiClient(server.url)).cookie);

    const cpuAtStart = cpuMs(server.proc.pid!);
    const started = performance.now();
    const streams = await Promise.all(
      Array.from({ length: STREAMS }, (_, i) =>
        openStream(
          server.url,
          deckId,
          cookies[i % cookies.length]!,
          `bench-tab-${String(i).padStart(6, '0')}`,
        ),
      ),
    );
    const headers = performance.now() - started;
    await Promise.all(streams.map((s) => s.presence));
    const opened = performance.now() - started;
    const openCpu = cpuMs(server.proc.pid!) - cpuAtStart;
    const presenceEvents = streams.reduce((n, s) => n + s.counts.presence, 0);

    const cpuBefore = cpuMs(server.proc.pid!);
    const reach: number[] = [];
    for (let w = 0; w < WRITES; w++) {
      const sent = performance.now();
      const { revision } = await call<{ revision: number }>(
        'POST',
        `/api/presentations/${deckId}/operations`,
        { operations: [{ op: 'update_slide', slideId, title: `Write ${w}` }] },
      );
      await Promise.all(streams.map((s) => s.heard(revision)));
      reach.push(performance.now() - sent);
    }
    const cpuPerWrite = (cpuMs(server.proc.pid!) - cpuBefore) / WRITES;
    for (const s of streams) s.close();
    const sorted = [...reach].sort((a, b) => a - b);
    report(`${STREAMS} editor streams on one deck (PGlite, bundled server)`, [
      [
        'time to open them: replies / first presence each (ms)',
        `${headers.toFixed(0)} / ${opened.toFixed(0)}`,
      ],
      ['server CPU to open them (ms)', openCpu.toFixed(0)],
      ['presence events per stream while opening', (presenceEvents / STREAMS).toFixed(2)],
      [`server CPU per write, ${WRITES} writes (ms)`, cpuPerWrite.toFixed(1)],
      ['goal', '< 50 ms'],
      [
        'write sent -> all streams heard it, p50 / max (ms)',
        `${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} / ${sorted.at(-1)!.toFixed(1)}`,
      ],
    ]);
  } finally {
    await server.stop();
  }
}

/** The process's user + system CPU time so far, in ms (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** An editor tab's event stream (./live.ts): counts its presence events, and waits for a revision. */
async function openStream(base: string, deckId: string, cookie: string, tab: string) {
  let last = 0;
  const waiting = new Map<number, () => void>();
  const counts = { presence: 0 };
  let gotPresence: () => void = () => {};
  const presence = new Promise<void>((r) => {
    gotPresence = r;
  });
  const stream = await openDeckStream(
    base,
    deckId,
    cookie,
    ({ event, id }) => {
      if (event === 'presence') {
        counts.presence++;
        gotPresence();
      }
      if (id === undefined) return;
      last = Math.max(last, id);
      for (const [revision, done] of waiting)
        if (revision <= last) {
          waiting.delete(revision);
          done();
        }
    },
    { tab },
  );
  return {
    counts,
    presence,
    heard: (revision: number) =>
      revision <= last ? Promise.resolve() : new Promise<void>((r) => waiting.set(revision, r)),
    close: () => stream.close(),
  };
}
