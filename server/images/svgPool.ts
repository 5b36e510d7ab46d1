import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import {
  SVG_RASTER_MEMORY_MB,
  SVG_RASTER_MS,
  SVG_RASTER_QUEUE_MAX,
  SVG_RASTERISER_IDLE_MS,
  SVG_RASTERISERS,
} from '../../common/limits';
import { HttpError } from '../lib/errors';
import type { RasterisedSvg } from './svgRender';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const MB = 1024 * 1024;
const MEMORY_POLL_MS = 25;
/** The OS cap on the process's data segment, should it outgrow its budget between two looks. */
const DATA_LIMIT_BYTES = (1024 + SVG_RASTER_MEMORY_MB) * MB;
const PRLIMIT = ['/usr/bin/prlimit', '/bin/prlimit'].find((p) => existsSync(p));

/**
 * The drawing process's script: svg-worker.mjs beside the production bundle, or, from source, this
 * folder bundled once into node_modules/.cache (as the document readers are; see documents/pool.ts)
 * and rebuilt when a source is newer.
 */
function workerScript(): string {
  const source = path.join(HERE, 'svgWorker.ts');
  if (!existsSync(source)) return path.join(HERE, 'svg-worker.mjs');
  const root = path.resolve(HERE, '../..');
  const out = path.join(root, 'node_modules/.cache/decksmith/svg-worker.mjs');
  const built = existsSync(out) ? statSync(out).mtimeMs : 0;
  const newest = Math.max(
    ...[HERE, path.join(root, 'common/limits.ts'), path.join(root, 'package-lock.json')].map(newestMtime),
  );
  if (built < newest) {
    const tmp = `${out}.${process.pid}.tmp.mjs`;
    buildSync({
      entryPoints: [source],
      outfile: tmp,
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'warning',
    });
    renameSync(tmp, out);
  }
  return out;
}

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...readdirSync(p).map((e) => newestMtime(path.join(p, e))));
}

function residentBytes(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    return Number(readFileSync(`/proc/${pid}/statm`, 'latin1').split(' ')[1]) * 4096;
  } catch {
    return undefined;
  }
}

const refusal = (message: string) => new HttpError(422, 'invalid_image', message);

interface Queued {
  id: number;
  bytes: Buffer;
  resolve(value: RasterisedSvg): void;
  reject(err: Error): void;
}

/**
 * SVGs are drawn to PNG in child processes, never on the server's event loop: resvg's work is
 * native code that a worker thread could not stop, and its memory is outside any V8 heap. Each
 * SVG has a time budget and a memory budget (resident memory watched, data segment capped by
 * the OS); past either, the process is killed, the upload refused with a 422 naming the file, and
 * the next SVG gets a fresh process. Meanwhile the server answers every other request.
 */
export class SvgRasterPool {
  private idle: { proc: ChildProcess; timer: NodeJS.Timeout }[] = [];
  private busy = 0;
  private queue: Queued[] = [];
  private nextId = 1;
  private closed = false;
  private readonly running = new Set<ChildProcess>();
  private script?: string;

  constructor(private readonly size = SVG_RASTERISERS) {}

  rasterise(bytes: Buffer): Promise<RasterisedSvg> {
    if (this.closed) return Promise.reject(new Error('the SVG drawing processes are closed'));
    if (this.queue.length >= SVG_RASTER_QUEUE_MAX)
      return Promise.reject(
        new HttpError(503, 'busy', 'Too many SVG files are being converted; try again in a minute'),
      );
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, bytes, resolve, reject });
      this.pump();
    });
  }

  async close() {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('server is shutting down'));
    for (const { timer } of this.idle.splice(0)) clearTimeout(timer);
    for (const proc of this.running) proc.kill('SIGKILL');
  }

  private pump() {
    while (this.queue.length > 0 && this.busy < this.size) {
      const job = this.queue.shift()!;
      this.busy++;
      void this.run(job).finally(() => {
        this.busy--;
        this.pump();
      });
    }
  }

  private async run(queued: Queued) {
    let proc: ChildProcess;
    try {
      let idle = this.idle.pop();
      if (idle) clearTimeout(idle.timer);
      // A process still holding much memory after its last SVG is retired, so that the next SVG
      // gets its whole budget (and is not refused for what an earlier one left behind).
      const rss = idle && residentBytes(idle.proc.pid);
      if (idle && rss !== undefined && rss > (SVG_RASTER_MEMORY_MB * MB) / 2) {
        idle.proc.kill('SIGKILL');
        idle = undefined;
      }
      proc = idle?.proc ?? (await this.spawn());
    } catch (err) {
      queued.reject(err as Error);
      return;
    }
    await new Promise<void>((done) => {
      let settled = false;
      const finish = (keep: boolean, outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearInterval(watch);
        proc.off('message', onMessage);
        proc.off('exit', onExit);
        if (keep && !this.closed && proc.connected) this.keep(proc);
        else proc.kill('SIGKILL');
        outcome();
        done();
      };
      const timer = setTimeout(
        () =>
          finish(false, () =>
            queued.reject(
              refusal(
                `file is an SVG that takes longer than ${SVG_RASTER_MS / 1000} s to draw, longer than a logo may`,
              ),
            ),
          ),
        SVG_RASTER_MS,
      );
      const watch = setInterval(() => {
        const rss = residentBytes(proc.pid);
        if (rss !== undefined && rss > SVG_RASTER_MEMORY_MB * MB)
          finish(false, () => queued.reject(tooMuchMemory()));
      }, MEMORY_POLL_MS);
      const onMessage = (msg: {
        id?: number;
        ok?: boolean;
        png?: Uint8Array;
        width?: number;
        height?: number;
        reason?: string;
        message?: string;
      }) => {
        if (msg.id !== queued.id) return;
        finish(true, () => {
          if (msg.ok && msg.png)
            queued.resolve({ png: Buffer.from(msg.png), width: msg.width!, height: msg.height! });
          else if (msg.reason === 'invalid')
            queued.reject(
              new HttpError(415, 'unsupported_media_type', `Please upload an image file: ${msg.message}`),
            );
          else queued.reject(refusal(msg.message ?? 'file is an SVG that cannot be drawn'));
        });
      };
      // A process that dies mid-drawing ran out of memory (its data limit) or overflowed its stack.
      const onExit = () => finish(false, () => queued.reject(tooMuchMemory()));
      proc.on('message', onMessage);
      proc.once('exit', onExit);
      proc.send({ id: queued.id, bytes: queued.bytes });
    });
  }

  private keep(proc: ChildProcess) {
    const entry = {
      proc,
      timer: setTimeout(() => {
        this.idle = this.idle.filter((e) => e !== entry);
        proc.kill('SIGKILL');
      }, SVG_RASTERISER_IDLE_MS),
    };
    entry.timer.unref();
    this.idle.push(entry);
  }

  private spawn(): Promise<ChildProcess> {
    this.script ??= workerScript();
    const node = [process.execPath, '--max-old-space-size=128', this.script];
    const [command, ...args] = PRLIMIT ? [PRLIMIT, `--data=${DATA_LIMIT_BYTES}`, '--', ...node] : node;
    const proc = spawn(command!, args, {
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'advanced',
    });
    proc.stderr?.resume();
    if (proc.pid !== undefined) {
      try {
        // Background work: the server's own requests come first on a busy machine.
        setPriority(proc.pid, 10);
      } catch {
        // Not allowed here: it runs at the server's priority.
      }
    }
    this.running.add(proc);
    proc.once('exit', () => this.running.delete(proc));
    return new Promise((resolve, reject) => {
      const onReady = (msg: { ready?: boolean }) => {
        if (!msg.ready) return;
        proc.off('message', onReady);
        proc.off('exit', onEarlyExit);
        proc.unref();
        (proc.channel as { unref?: () => void } | undefined)?.unref?.();
        resolve(proc);
      };
      const onEarlyExit = (code: number | null) =>
        reject(new Error(`the SVG drawing process did not start (exit ${code})`));
      proc.on('message', onReady);
      proc.once('exit', onEarlyExit);
    });
  }
}

function tooMuchMemory() {
  return refusal(
    `file is an SVG that needs more than ${SVG_RASTER_MEMORY_MB} MB of memory to draw, more than a logo may`,
  );
}
