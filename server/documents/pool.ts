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
import { type ChildJob, ChildPool } from '../lib/childPool';
import { bundledScript } from '../lib/childProcesses';
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

type Answer = {
  id?: number;
  ok: boolean;
  result?: unknown;
  unreadable?: boolean;
  message?: string;
  help?: { from: number; to: number; softStop: number };
};

/**
 * Documents are read and drafted into slides in child processes, never on the server's event
 * loop. Each reader is a process of its own because only a process can be held to a memory budget
 * that counts everything (pdf.js inflates streams into buffers outside the V8 heap, which a worker
 * thread's heap limit never sees): its resident memory is watched while it works and it is killed
 * past the budget, its data segment has an OS limit as a last resort, and each job has a time
 * budget. A killed reader fails only its own job; the next job starts a fresh one, and an idle one
 * ends after a while so its memory goes back to the system. A reader that still holds much memory
 * after a document (it collects its garbage after each job) is retired rather than kept. The
 * queue and the readers are a ChildPool (../lib/childPool.ts).
 */
export class ExtractionPool {
  private readonly pool: ChildPool;

  constructor(size = DOCUMENT_READERS) {
    this.pool = new ChildPool({
      size,
      what: 'the document readers',
      childName: 'the document reader',
      idleMs: DOCUMENT_READER_IDLE_MS,
      retireAboveBytes: (DOCUMENT_READER_MEMORY_MB * MB) / 2,
      pollMs: MEMORY_POLL_MS,
      script: readerScript,
      nodeArgs: [`--max-old-space-size=${DOCUMENT_READER_HEAP_MB}`, '--expose-gc'],
      dataLimitBytes: DATA_LIMIT_BYTES,
      niceness: READER_NICENESS,
    });
  }

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
    return this.pool.pids();
  }

  submit<J extends Job>(job: J): Promise<Result<J>> {
    return new Promise((resolve, reject) =>
      this.pool.run(this.childJob(job, resolve as (v: unknown) => void, reject)),
    );
  }

  close() {
    return this.pool.close();
  }

  private childJob(job: Job, resolve: (v: unknown) => void, reject: (err: Error) => void): ChildJob<Answer> {
    const budgetMs = job.type === 'draft' ? DOCUMENT_DRAFT_MS : DOCUMENT_READ_MS;
    return {
      message: { ...job, budgetMs },
      budgetMs,
      memoryBytes: DOCUMENT_READER_MEMORY_MB * MB,
      answer: (msg, settled, { proc, id }) => {
        if (msg.help) {
          void this.lend(job, msg.help).then((answer) => {
            if (!settled() && proc.connected) proc.send({ helped: true, id, ...answer });
          });
          return undefined;
        }
        return () => {
          if (msg.ok) resolve(msg.result);
          else reject(msg.unreadable ? new UnreadableDocument(msg.message) : new Error(msg.message));
        };
      },
      timedOut: () => reject(new DocumentTimeout(`it took longer than ${budgetMs / 1000} s to read`)),
      // A reader that dies mid-job ran out of memory (its heap or data limit) on this document.
      outOfMemory: () => reject(tooMuchMemory()),
      failed: reject,
      // A PDF at work, and no other reader at hand: one more is started, to be idle (and within
      // reach of lend) by the time a long PDF asks for help. It ends after DOCUMENT_READER_IDLE_MS.
      started: () => {
        if (job.type === 'extract' && job.kind === 'pdf') this.pool.spare();
      },
    };
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
    if (job.type !== 'extract') return Promise.resolve({ ok: true });
    return new Promise<string | undefined>((resolve, reject) => {
      const pages: Job = { type: 'pages', bytes: job.bytes, ...range };
      if (!this.pool.runNow(this.childJob(pages, resolve as (v: unknown) => void, reject)))
        resolve(undefined);
    }).then(
      (result) => ({ ok: true as const, ...(result === undefined ? {} : { result }) }),
      (err: Error) => ({
        ok: false as const,
        unreadable: err instanceof UnreadableDocument,
        message: err.message,
      }),
    );
  }
}

function tooMuchMemory() {
  return new UnreadableDocument(
    `it needs more than ${DOCUMENT_READER_MEMORY_MB} MB of memory to read, more than a document may use`,
  );
}
