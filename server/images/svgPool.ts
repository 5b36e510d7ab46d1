import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  SVG_RASTER_MEMORY_MB,
  SVG_RASTER_MS,
  SVG_RASTER_QUEUE_MAX,
  SVG_RASTERISER_IDLE_MS,
  SVG_RASTERISERS,
} from '../../common/limits';
import { bundledScript, residentBytes, runOnChild, startChild } from '../lib/childProcesses';
import { HttpError } from '../lib/errors';
import type { RasterisedSvg } from './svgRender';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const MB = 1024 * 1024;
const MEMORY_POLL_MS = 25;
/** The OS cap on the process's data segment, should it outgrow its budget between two looks. */
const DATA_LIMIT_BYTES = (1024 + SVG_RASTER_MEMORY_MB) * MB;

/** The drawing process's script (see bundledScript). */
function workerScript(): string {
  const root = path.resolve(HERE, '../..');
  return bundledScript({
    source: path.join(HERE, 'svgWorker.ts'),
    bundled: path.join(HERE, 'svg-worker.mjs'),
    cacheName: 'svg-worker.mjs',
    root,
    watched: [HERE, path.join(root, 'common/limits.ts'), path.join(root, 'package-lock.json')],
  });
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
    await runOnChild<{
      id?: number;
      ok?: boolean;
      png?: Uint8Array;
      width?: number;
      height?: number;
      reason?: string;
      message?: string;
    }>({
      proc,
      id: queued.id,
      message: { id: queued.id, bytes: queued.bytes },
      budgetMs: SVG_RASTER_MS,
      memoryBytes: SVG_RASTER_MEMORY_MB * MB,
      pollMs: MEMORY_POLL_MS,
      answer: (msg) => () => {
        if (msg.ok && msg.png)
          queued.resolve({ png: Buffer.from(msg.png), width: msg.width!, height: msg.height! });
        else if (msg.reason === 'invalid')
          queued.reject(
            new HttpError(415, 'unsupported_media_type', `Please upload an image file: ${msg.message}`),
          );
        else queued.reject(refusal(msg.message ?? 'file is an SVG that cannot be drawn'));
      },
      timedOut: () =>
        queued.reject(
          refusal(
            `file is an SVG that takes longer than ${SVG_RASTER_MS / 1000} s to draw, longer than a logo may`,
          ),
        ),
      // A process that dies mid-drawing ran out of memory (its data limit) or overflowed its stack.
      outOfMemory: () => queued.reject(tooMuchMemory()),
      keep: () => {
        if (this.closed) return false;
        this.keep(proc);
        return true;
      },
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
    return startChild({
      script: this.script,
      nodeArgs: ['--max-old-space-size=128'],
      dataLimitBytes: DATA_LIMIT_BYTES,
      niceness: 10,
      running: this.running,
      what: 'the SVG drawing process',
    });
  }
}

function tooMuchMemory() {
  return refusal(
    `file is an SVG that needs more than ${SVG_RASTER_MEMORY_MB} MB of memory to draw, more than a logo may`,
  );
}
