import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { EXTRACTION_WORKER_HEAP_MB } from '../../common/limits';
import { type AssetKind, type Extraction, UnreadableDocument } from './types';

const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'worker.mjs');

interface Job {
  id: number;
  kind: AssetKind;
  bytes: Buffer;
  resolve(result: Extraction): void;
  reject(err: Error): void;
}

export class ExtractionTimeout extends Error {}

/**
 * A small pool of extraction workers. Each runs one document at a time under a time limit and a
 * heap limit; a worker that overruns either (or crashes) is terminated and replaced, and only its
 * own job fails.
 */
export class ExtractionPool {
  private idle: Worker[] = [];
  private busy = 0;
  private queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly size = 2,
    private readonly timeoutMs = 30_000,
  ) {}

  extract(kind: AssetKind, bytes: Buffer): Promise<Extraction> {
    if (this.closed) return Promise.reject(new Error('extraction pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, kind, bytes, resolve, reject });
      this.pump();
    });
  }

  async close() {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('server is shutting down'));
    await Promise.all(this.idle.splice(0).map((w) => w.terminate()));
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

  private async run(job: Job) {
    let worker: Worker;
    try {
      worker = this.idle.pop() ?? (await this.spawn());
    } catch (err) {
      job.reject(err as Error);
      return;
    }
    await new Promise<void>((done) => {
      const finish = (keep: boolean) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        if (keep && !this.closed) this.idle.push(worker);
        else void worker.terminate();
        done();
      };
      const timer = setTimeout(() => {
        finish(false);
        job.reject(new ExtractionTimeout('reading it took too long'));
      }, this.timeoutMs);
      const onMessage = (msg: {
        id?: number;
        ok: boolean;
        result?: Extraction;
        unreadable?: boolean;
        message?: string;
      }) => {
        if (msg.id !== job.id) return;
        finish(true);
        if (msg.ok) job.resolve(msg.result!);
        else job.reject(msg.unreadable ? new UnreadableDocument(msg.message) : new Error(msg.message));
      };
      const onError = (err: Error & { code?: string }) => {
        finish(false);
        // The document needed more memory than a worker has: the document's fault, not ours.
        job.reject(
          err.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new UnreadableDocument('it needs more memory to read than a document may use')
            : err,
        );
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      // Copy, not transfer: the caller keeps its buffer (it is stored after extraction).
      worker.postMessage({ id: job.id, kind: job.kind, bytes: job.bytes });
    });
  }

  private spawn(): Promise<Worker> {
    return new Promise((resolve, reject) => {
      const worker = new Worker(WORKER, {
        resourceLimits: { maxOldGenerationSizeMb: EXTRACTION_WORKER_HEAP_MB },
      });
      const onReady = (msg: { ready?: boolean }) => {
        if (!msg.ready) return;
        worker.off('message', onReady);
        worker.off('error', reject);
        worker.unref();
        resolve(worker);
      };
      worker.on('message', onReady);
      worker.once('error', reject);
    });
  }
}
