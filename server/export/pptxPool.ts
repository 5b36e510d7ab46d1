import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  PPTX_BUILD_HEAP_MB,
  PPTX_BUILD_MEMORY_MB,
  PPTX_BUILD_MS,
  PPTX_BUILD_QUEUE_MAX,
  PPTX_BUILD_YOUNG_MB,
  PPTX_BUILDER_IDLE_MS,
  PPTX_BUILDERS,
} from '../../common/limits';
import { ChildPool } from '../lib/childPool';
import { bundledScript } from '../lib/childProcesses';
import type { ExportDeck } from './deck';
import { ExportRefused } from './guard';
import { writeSlidesFile } from './pptx/deckSlides';
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

/**
 * PowerPoint files are built in child processes, never on the server's heap: a builder has a
 * resident memory budget (watched, and its data segment capped by the OS) and a time budget; past
 * either it is killed and the export refused, and the server answers every other request
 * meanwhile. The queue and the builders are a ChildPool (../lib/childPool.ts).
 */
export class PptxBuilders {
  private readonly pool: ChildPool;

  constructor(
    size = PPTX_BUILDERS,
    /** The budgets (tests give smaller ones, to see a builder stopped). */
    private readonly budget = { memoryMb: PPTX_BUILD_MEMORY_MB, ms: PPTX_BUILD_MS },
    /** Builders that measure what each build holds (lastHeldBytes), for tests and the bench. */
    private readonly measure = false,
  ) {
    this.pool = new ChildPool({
      size,
      queueMax: PPTX_BUILD_QUEUE_MAX,
      busy: () => new ExportRefused(503, 'busy', 'is waiting behind too many others'),
      what: 'the PowerPoint builders',
      childName: 'the PowerPoint builder',
      idleMs: PPTX_BUILDER_IDLE_MS,
      // A builder still holding much memory after its last file is retired, so the next export
      // gets its whole budget.
      retireAboveBytes: (budget.memoryMb * MB) / 3,
      pollMs: MEMORY_POLL_MS,
      script: builderScript,
      nodeArgs: [
        `--max-old-space-size=${PPTX_BUILD_HEAP_MB}`,
        `--max-semi-space-size=${PPTX_BUILD_YOUNG_MB}`,
        ...(measure ? ['--expose-gc'] : []),
      ],
      dataLimitBytes: DATA_LIMIT_BYTES,
      niceness: 10,
    });
  }

  /** Peak resident memory of a builder during its last job (bytes), for the bench. */
  get lastPeakBytes() {
    return this.pool.lastPeakBytes;
  }

  /**
   * With `measure`: the most the last build held at once (bytes of heap and buffers after a full
   * collection, looked at after each slide), counting the deck it was sent.
   */
  lastHeldBytes = 0;

  /** The idle builders' processes, for the bench. */
  idlePids() {
    return this.pool.idlePids();
  }

  /**
   * Builds the deck's file into `out`; resolves with its size in bytes. The slides go to the
   * builder in a file beside `out`, one line each, which it reads one slide at a time (it never
   * holds the whole deck); the rest of the deck goes in the message.
   */
  async build(deck: ExportDeck, shots: ShotFiles, out: string): Promise<number> {
    const slides = `${out}.slides`;
    const { slides: all, ...head } = deck;
    await writeSlidesFile(slides, all);
    try {
      return await this.run({ deck: head, slides, shots, out, measure: this.measure });
    } finally {
      await rm(slides, { force: true });
    }
  }

  private run(job: Omit<PptxJob, 'id'>): Promise<number> {
    return new Promise((resolve, reject) =>
      this.pool.run<{ id?: number; ok?: boolean; bytes?: number; held?: number; message?: string }>({
        message: job,
        budgetMs: this.budget.ms,
        memoryBytes: this.budget.memoryMb * MB,
        answer: (msg) => () => {
          this.lastHeldBytes = msg.held ?? 0;
          if (msg.ok) resolve(msg.bytes ?? 0);
          else reject(new Error(msg.message ?? 'the PowerPoint builder failed'));
        },
        timedOut: () =>
          reject(new ExportRefused(503, 'export_timeout', `took longer than ${this.budget.ms / 1000} s`)),
        outOfMemory: () =>
          reject(
            new ExportRefused(
              422,
              'export_too_large',
              `needs more than ${this.budget.memoryMb} MB of memory`,
            ),
          ),
        failed: reject,
      }),
    );
  }

  close() {
    return this.pool.close();
  }
}
