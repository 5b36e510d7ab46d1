import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  PPTX_BUILD_HEAP_MB,
  PPTX_BUILD_MEMORY_MB,
  PPTX_BUILD_MS,
  PPTX_BUILD_QUEUE_MAX,
  PPTX_BUILDER_IDLE_MS,
  PPTX_BUILDERS,
} from '../../common/limits';
import { bundledScript, residentBytes, runOnChild, startChild } from '../lib/childProcesses';
import type { ExportDeck } from './deck';
import { ExportRefused } from './guard';
import type { PptxJob } from './pptxWorker';
import type { ShotFiles } from './render';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const MB = 1024 * 1024;
const MEMORY_POLL_MS = 50;
/** The OS cap on the builder's data segment, should it outgrow its budget between two looks. */
const DATA_LIMIT_BYTES = (1024 + PPTX_BUILD_MEMORY_MB) * MB;

function builderScript(): string {
  const root = path.resolve(HERE, '../..');
  return bundledScript({
    source: path.join(HERE, 'pptxWorker.ts'),
    bundled: path.join(HERE, 'pptx-worker.mjs'),
    cacheName: 'pptx-worker.mjs',
    root,
    watched: ['server', 'common', 'package-lock.json'].map((p) => path.join(root, p)),
  });
}

interface Queued {
  id: number;
  job: Omit<PptxJob, 'id'>;
  resolve(bytes: number): void;
  reject(err: Error): void;
}

/**
 * PowerPoint files are built in child processes, never on the server's heap: a builder has a
 * resident memory budget (watched, and its data segment capped by the OS) and a time budget; past
 * either it is killed and the export refused, and the server answers every other request
 * meanwhile. `builds` counts the files built, for tests.
 */
export class PptxBuilders {
  private idle: { proc: ChildProcess; timer: NodeJS.Timeout }[] = [];
  private busy = 0;
  private queue: Queued[] = [];
  private nextId = 1;
  private closed = false;
  private readonly running = new Set<ChildProcess>();
  private script?: string;
  /** Peak resident memory of a builder during its last job (bytes), for the bench. */
  lastPeakBytes = 0;

  constructor(
    private readonly size = PPTX_BUILDERS,
    /** The budgets (tests give smaller ones, to see a builder stopped). */
    private readonly budget = { memoryMb: PPTX_BUILD_MEMORY_MB, ms: PPTX_BUILD_MS },
  ) {}

  /** Builds the deck's file into `out`; resolves with its size in bytes. */
  build(deck: ExportDeck, shots: ShotFiles, out: string): Promise<number> {
    if (this.closed) return Promise.reject(new Error('the PowerPoint builders are closed'));
    if (this.queue.length >= PPTX_BUILD_QUEUE_MAX)
      return Promise.reject(new ExportRefused(503, 'busy', 'is waiting behind too many others'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job: { deck, shots, out }, resolve, reject });
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
      // A builder still holding much memory after its last file is retired, so the next export
      // gets its whole budget.
      const rss = idle && residentBytes(idle.proc.pid);
      if (idle && rss !== undefined && rss > (this.budget.memoryMb * MB) / 3) {
        idle.proc.kill('SIGKILL');
        idle = undefined;
      }
      proc = idle?.proc ?? (await this.spawn());
    } catch (err) {
      queued.reject(err as Error);
      return;
    }
    this.lastPeakBytes = 0;
    const peak = setInterval(() => {
      this.lastPeakBytes = Math.max(this.lastPeakBytes, residentBytes(proc.pid) ?? 0);
    }, MEMORY_POLL_MS);
    await runOnChild<{ id?: number; ok?: boolean; bytes?: number; message?: string }>({
      proc,
      id: queued.id,
      message: { id: queued.id, ...queued.job },
      budgetMs: this.budget.ms,
      memoryBytes: this.budget.memoryMb * MB,
      pollMs: MEMORY_POLL_MS,
      answer: (msg) => () => {
        if (msg.ok) queued.resolve(msg.bytes ?? 0);
        else queued.reject(new Error(msg.message ?? 'the PowerPoint builder failed'));
      },
      timedOut: () =>
        queued.reject(
          new ExportRefused(503, 'export_timeout', `took longer than ${this.budget.ms / 1000} s`),
        ),
      outOfMemory: () =>
        queued.reject(
          new ExportRefused(422, 'export_too_large', `needs more than ${this.budget.memoryMb} MB of memory`),
        ),
      keep: () => {
        if (this.closed) return false;
        this.keep(proc);
        return true;
      },
    });
    clearInterval(peak);
  }

  private keep(proc: ChildProcess) {
    const entry = {
      proc,
      timer: setTimeout(() => {
        this.idle = this.idle.filter((e) => e !== entry);
        proc.kill('SIGKILL');
      }, PPTX_BUILDER_IDLE_MS),
    };
    entry.timer.unref();
    this.idle.push(entry);
  }

  private spawn(): Promise<ChildProcess> {
    this.script ??= builderScript();
    return startChild({
      script: this.script,
      nodeArgs: [`--max-old-space-size=${PPTX_BUILD_HEAP_MB}`],
      dataLimitBytes: DATA_LIMIT_BYTES,
      niceness: 10,
      running: this.running,
      what: 'the PowerPoint builder',
    });
  }
}
