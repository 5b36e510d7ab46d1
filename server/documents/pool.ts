import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DOCUMENT_DRAFT_MS,
  DOCUMENT_READ_MS,
  DOCUMENT_READER_HEAP_MB,
  DOCUMENT_READER_IDLE_MS,
  DOCUMENT_READER_MEMORY_MB,
  DOCUMENT_READERS,
} from '../../common/limits';
import type { Typesetting } from '../../common/slides/layout/typeScale';
import { bundledScript, residentBytes, runOnChild, startChild } from '../lib/childProcesses';
import type { DraftResult } from './deck/types';
import type { PptxBrand } from './pptx/brand';
import type { PptxImport } from './pptx/index';
import { type AssetKind, DocumentTimeout, type Extraction, UnreadableDocument } from './types';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** The reader's script (see bundledScript). */
function readerScript(): string {
  const root = path.resolve(HERE, '../..');
  return bundledScript({
    source: path.join(HERE, 'workerMain.ts'),
    bundled: path.join(HERE, 'worker.mjs'),
    cacheName: 'reader.mjs',
    root,
    watched: ['server', 'common', 'package-lock.json'].map((p) => path.join(root, p)),
  });
}

const MB = 1024 * 1024;
/** How often a busy reader's resident memory is looked at. */
const MEMORY_POLL_MS = 40;
/**
 * The reader's data segment (RLIMIT_DATA) is capped as a last resort, should it outgrow its memory
 * budget between two looks: Node with pdf.js reserves about 1.2 GB of it before reading anything.
 */
const DATA_LIMIT_BYTES = (1280 + DOCUMENT_READER_MEMORY_MB) * MB;
/** The readers' scheduling priority (nice), below the server's. */
const READER_NICENESS = 10;

export type Job =
  | { type: 'extract'; kind: AssetKind; bytes: Buffer; budgetMs?: number }
  /** A helper's share of a long PDF another reader is reading (PdfOptions.helper). */
  | { type: 'pages'; bytes: Buffer; from: number; to: number; softStop: number }
  /** `theme`: the deck's fonts and type scale, which the fit measures slides in. */
  | { type: 'draft'; text: string; title: string; theme?: Typesetting }
  /** A PowerPoint file read into slides (./pptx), or its theme for a brand kit. */
  | { type: 'pptx'; bytes: Buffer; read: 'slides' | 'brand' };
type Result<J extends Job> = J extends { type: 'extract' }
  ? Extraction
  : J extends { type: 'pages' }
    ? string
    : J extends { type: 'pptx'; read: 'brand' }
      ? PptxBrand
      : J extends { type: 'pptx' }
        ? PptxImport
        : DraftResult;

/**
 * The pool's answer to a reader asking for help: the pages (PageLines as JSON: one string passes
 * through the server's event loop in a copy, where thousands of objects would each be cloned twice),
 * or no result when no reader was free.
 */
export type HelpAnswer = { helped: true; id: number } & (
  | { ok: true; result?: string }
  | { ok: false; unreadable: boolean; message: string }
);

interface Queued {
  id: number;
  job: Job;
  resolve(value: unknown): void;
  reject(err: Error): void;
}

interface Reader {
  proc: ChildProcess;
  idleTimer?: NodeJS.Timeout;
}

/** Resident memory of a process, from /proc (Linux); undefined where that cannot be read. */

/**
 * Documents are read and drafted into slides in child processes, never on the server's event
 * loop. Each reader is a process of its own because only a process can be held to a memory budget
 * that counts everything (pdf.js inflates streams into buffers outside the V8 heap, which a worker
 * thread's heap limit never sees): its resident memory is watched while it works and it is killed
 * past the budget, its data segment has an OS limit as a last resort, and each job has a time
 * budget. A killed reader fails only its own job; the next job starts a fresh one, and an idle one
 * ends after a while so its memory goes back to the system.
 */
export class ExtractionPool {
  private idle: Reader[] = [];
  private busy = 0;
  private queue: Queued[] = [];
  private nextId = 1;
  private closed = false;
  private readonly running = new Set<ChildProcess>();
  private script?: string;

  constructor(private readonly size = DOCUMENT_READERS) {}

  extract(kind: AssetKind, bytes: Buffer): Promise<Extraction> {
    return this.submit({ type: 'extract', kind, bytes });
  }

  draft(text: string, title: string, theme?: Typesetting): Promise<DraftResult> {
    return this.submit({ type: 'draft', text, title, ...(theme ? { theme } : {}) });
  }

  /** A PowerPoint file's slides (issue 30), read under the readers' memory and time budgets. */
  pptx(bytes: Buffer): Promise<PptxImport> {
    return this.submit({ type: 'pptx', bytes, read: 'slides' });
  }

  /** A PowerPoint file's theme colours, fonts and logo, for a client's brand kit. */
  pptxBrand(bytes: Buffer): Promise<PptxBrand> {
    return this.submit({ type: 'pptx', bytes, read: 'brand' });
  }

  /** Processes of the readers alive now (for measuring the server's whole memory). */
  pids(): number[] {
    return [...this.running].map((p) => p.pid).filter((pid): pid is number => pid !== undefined);
  }

  submit<J extends Job>(job: J): Promise<Result<J>> {
    if (this.closed) return Promise.reject(new Error('document readers are closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, resolve: resolve as (v: unknown) => void, reject });
      this.pump();
    });
  }

  async close() {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('server is shutting down'));
    for (const reader of this.idle.splice(0)) clearTimeout(reader.idleTimer);
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
    const { job } = queued;
    let reader: Reader;
    try {
      let idle = this.idle.pop();
      if (idle && this.bloated(idle.proc)) {
        clearTimeout(idle.idleTimer);
        idle.proc.kill('SIGKILL');
        idle = undefined;
      }
      reader = idle ?? (await this.spawn());
      this.spareForPdf(job);
    } catch (err) {
      queued.reject(err as Error);
      return;
    }
    clearTimeout(reader.idleTimer);
    const { proc } = reader;
    const budgetMs = job.type === 'draft' ? DOCUMENT_DRAFT_MS : DOCUMENT_READ_MS;
    await runOnChild<{
      id?: number;
      ok: boolean;
      result?: unknown;
      unreadable?: boolean;
      message?: string;
      help?: { from: number; to: number; softStop: number };
    }>({
      proc,
      id: queued.id,
      message: { id: queued.id, ...job, budgetMs },
      budgetMs,
      memoryBytes: DOCUMENT_READER_MEMORY_MB * MB,
      pollMs: MEMORY_POLL_MS,
      answer: (msg, settled) => {
        if (msg.help) {
          void this.lend(job, msg.help).then((answer) => {
            if (!settled() && proc.connected) proc.send({ helped: true, id: queued.id, ...answer });
          });
          return undefined;
        }
        return () => {
          if (msg.ok) queued.resolve(msg.result);
          else queued.reject(msg.unreadable ? new UnreadableDocument(msg.message) : new Error(msg.message));
        };
      },
      timedOut: () => queued.reject(new DocumentTimeout(`it took longer than ${budgetMs / 1000} s to read`)),
      // A reader that dies mid-job ran out of memory (its heap or data limit) on this document.
      outOfMemory: () => queued.reject(tooMuchMemory()),
      keep: () => {
        if (this.closed) return false;
        this.keep(reader);
        return true;
      },
    });
  }

  /**
   * Another reader for part of a long PDF's pages, when one is free now: no document waiting and
   * fewer readers at work than the pool's size (the helper counts as one, with its own memory
   * and time budgets). Otherwise no result, and the asking reader reads those pages itself.
   */
  private lend(
    job: Job,
    range: { from: number; to: number; softStop: number },
  ): Promise<{ ok: true; result?: string } | { ok: false; unreadable: boolean; message: string }> {
    if (job.type !== 'extract' || this.closed || this.queue.length > 0 || this.busy >= this.size)
      return Promise.resolve({ ok: true });
    this.busy++;
    return new Promise<string>((resolve, reject) => {
      const pages: Job = { type: 'pages', bytes: job.bytes, ...range };
      const queued: Queued = {
        id: this.nextId++,
        job: pages,
        resolve: resolve as (v: unknown) => void,
        reject,
      };
      void this.run(queued).finally(() => {
        this.busy--;
        this.pump();
      });
    }).then(
      (result) => ({ ok: true as const, result }),
      (err: Error) => ({
        ok: false as const,
        unreadable: err instanceof UnreadableDocument,
        message: err.message,
      }),
    );
  }

  /**
   * A PDF job, and no other reader at hand: one more is started, to be idle (and within reach of
   * lend) by the time a long PDF asks for help. It ends after DOCUMENT_READER_IDLE_MS if unused.
   */
  private spareForPdf(job: Job) {
    if (job.type !== 'extract' || job.kind !== 'pdf' || this.closed) return;
    if (this.idle.length > 0 || this.running.size >= this.size) return;
    void this.spawn().then(
      (spare) => (this.closed ? spare.proc.kill('SIGKILL') : this.keep(spare)),
      () => {},
    );
  }

  /**
   * A reader that still holds much memory after a document (the reader collects its garbage after
   * each job) is retired rather than kept: the next document gets a fresh one, with its whole budget.
   */
  private bloated(proc: ChildProcess): boolean {
    const rss = residentBytes(proc.pid);
    return rss !== undefined && rss > (DOCUMENT_READER_MEMORY_MB * MB) / 2;
  }

  private keep(reader: Reader) {
    reader.idleTimer = setTimeout(() => {
      this.idle = this.idle.filter((r) => r !== reader);
      reader.proc.kill('SIGKILL');
    }, DOCUMENT_READER_IDLE_MS);
    reader.idleTimer.unref();
    this.idle.push(reader);
  }

  private async spawn(): Promise<Reader> {
    this.script ??= readerScript();
    const proc = await startChild({
      script: this.script,
      nodeArgs: [`--max-old-space-size=${DOCUMENT_READER_HEAP_MB}`, '--expose-gc'],
      dataLimitBytes: DATA_LIMIT_BYTES,
      niceness: READER_NICENESS,
      running: this.running,
      what: 'the document reader',
    });
    return { proc };
  }
}

function tooMuchMemory() {
  return new UnreadableDocument(
    `it needs more than ${DOCUMENT_READER_MEMORY_MB} MB of memory to read, more than a document may use`,
  );
}
