import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { RENDER_WORKER_HEAP_MB, RENDER_WORKER_IDLE_MS, RENDER_WORKERS } from '../../common/limits';
import type { RenderJob, RenderReply } from './jobs';

// Beside this module from source (the tsx shim), beside main.mjs in the bundle (the built worker).
const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'render-worker.mjs');

/** A job that ran past its time: its worker was stopped. */
export class RenderTimeout extends Error {}

interface Queued {
  job: RenderJob;
  timeoutMs: number;
  resolve(reply: RenderReply): void;
  reject(err: Error): void;
}

/**
 * Worker threads that sanitise and draw slide HTML, so that parsing a large or hostile slide
 * (jsdom takes ~40 µs per element) never holds the event loop: health checks and every other
 * request go on meanwhile. Workers start on first use and stop after a minute idle; a job that
 * overruns its time, or a worker that dies, costs only that job.
 */
export class RenderPool {
  private idle: Worker[] = [];
  private busy = 0;
  private queue: Queued[] = [];
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(private readonly size = RENDER_WORKERS) {}

  /** Workers not running a job now (started or not): how many jobs would start at once. */
  get free(): number {
    return this.size - this.busy - this.queue.length;
  }

  run(job: RenderJob, timeoutMs: number): Promise<RenderReply> {
    return new Promise((resolve, reject) => {
      this.queue.push({ job, timeoutMs, resolve, reject });
      this.pump();
    });
  }

  async close() {
    clearTimeout(this.idleTimer);
    await Promise.all(this.idle.splice(0).map((w) => w.terminate()));
  }

  private pump() {
    while (this.queue.length > 0 && this.busy < this.size) {
      const queued = this.queue.shift()!;
      this.busy++;
      void this.runOne(queued).finally(() => {
        this.busy--;
        this.pump();
        this.scheduleIdleStop();
      });
    }
  }

  private async runOne(queued: Queued) {
    clearTimeout(this.idleTimer);
    let worker: Worker;
    try {
      worker = this.idle.pop() ?? (await spawn());
    } catch (err) {
      queued.reject(err as Error);
      return;
    }
    const id = this.nextId++;
    await new Promise<void>((done) => {
      const finish = (keep: boolean) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (keep) this.idle.push(worker);
        else void worker.terminate();
        done();
      };
      const timer = setTimeout(() => {
        finish(false);
        queued.reject(new RenderTimeout('rendering took too long'));
      }, queued.timeoutMs);
      const onMessage = (msg: { id?: number; reply?: RenderReply }) => {
        if (msg.id !== id || !msg.reply) return;
        finish(true);
        queued.resolve(msg.reply);
      };
      const onError = (err: Error) => {
        finish(false);
        queued.reject(err);
      };
      const onExit = () => {
        finish(false);
        queued.reject(new Error('render worker stopped'));
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage({ id, job: queued.job });
    });
  }

  /** Idle workers hold ~60 MB each (jsdom, React): let them go when nothing has come for a while. */
  private scheduleIdleStop() {
    if (this.busy > 0 || this.queue.length > 0 || this.idle.length === 0) return;
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => void this.close(), RENDER_WORKER_IDLE_MS);
    this.idleTimer.unref();
  }
}

function spawn(): Promise<Worker> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { resourceLimits: { maxOldGenerationSizeMb: RENDER_WORKER_HEAP_MB } });
    const onReady = (msg: { ready?: boolean }) => {
      if (!msg.ready) return;
      worker.off('message', onReady);
      worker.off('error', reject);
      // A worker waiting for work keeps no process alive (tests, shutdown).
      worker.unref();
      resolve(worker);
    };
    worker.on('message', onReady);
    worker.once('error', reject);
  });
}

let shared: RenderPool | undefined;

/** The process's one pool: slide saves and exports share it. */
export function renderPool(): RenderPool {
  shared ??= new RenderPool();
  return shared;
}
