import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { residentBytes, runOnChild, startChild } from './childProcesses';

/**
 * The queue and the processes behind each of the server's child-process pools (the document
 * readers, documents/pool.ts; the SVG drawing processes, images/svgPool.ts; the PowerPoint
 * builders, export/pptxPool.ts): jobs wait in order for one of `size` places, each runs on an
 * idle child or a new one (./childProcesses startChild, runOnChild), a child that answered is
 * kept for the next job unless it still holds much memory (then it ends at once), and an idle one ends after `idleMs`.
 */
export interface ChildPoolOptions {
  /** Children at work at once, at most. */
  size: number;
  /** Jobs that may wait; one more is refused with `busy()`. Unbounded without it. */
  queueMax?: number;
  busy?: () => Error;
  /** Its children, for errors: "the document readers". */
  what: string;
  /** One of them, for the error when it does not start: "the document reader". */
  childName: string;
  /** An idle child ends after this long, giving its memory back. */
  idleMs: number;
  /** A child still holding more than this after a job is retired rather than kept. */
  retireAboveBytes: number;
  /** How often a working child's resident memory is looked at. */
  pollMs: number;
  /** The child's script (made on first use: see bundledScript). */
  script: () => string;
  nodeArgs: string[];
  dataLimitBytes: number;
  niceness: number;
}

/** One job, as runOnChild runs it; the pool gives it a child and an id. */
export interface ChildJob<M extends { id?: number }> {
  /** Sent to the child, with the job's `id`. */
  message: object;
  budgetMs: number;
  memoryBytes: number;
  /** As runOnChild's; `child` is the process and the id, for replies to the child's own requests. */
  answer: (
    msg: M,
    settled: () => boolean,
    child: { proc: ChildProcess; id: number },
  ) => (() => void) | undefined;
  timedOut(): void;
  outOfMemory(): void;
  /** The job never ran: the pool is closed or full, or no child would start. */
  failed(err: Error): void;
  /** It has its child and is about to be sent. */
  started?(): void;
}

export class ChildPool {
  private idle: { proc: ChildProcess; timer?: NodeJS.Timeout }[] = [];
  private busy = 0;
  // biome-ignore lint/suspicious/noExplicitAny: jobs of any message type wait in one queue
  private queue: ChildJob<any>[] = [];
  private nextId = 1;
  private closed = false;
  private readonly running = new Set<ChildProcess>();
  private scriptPath?: string;
  /** The peak resident memory of the child that ran the last job (bytes), for the bench. */
  lastPeakBytes = 0;
  /** Children ended after their job for the memory they still held (tests, the bench). */
  retired = 0;

  constructor(private readonly options: ChildPoolOptions) {}

  /** Queues the job; it settles through its own callbacks. */
  run<M extends { id?: number }>(job: ChildJob<M>) {
    if (this.closed) return job.failed(new Error(`${this.options.what} are closed`));
    if (this.options.queueMax !== undefined && this.queue.length >= this.options.queueMax)
      return job.failed(this.options.busy?.() ?? new Error(`${this.options.what} are busy`));
    this.queue.push(job);
    this.pump();
  }

  /**
   * Runs the job at once if a place is free and no job waits for one (a child's helper, which
   * must never wait behind the queue it is part of); answers whether it did.
   */
  runNow<M extends { id?: number }>(job: ChildJob<M>): boolean {
    if (this.closed || this.queue.length > 0 || this.busy >= this.options.size) return false;
    this.start(job);
    return true;
  }

  /** Starts a child to wait idle, unless one is idle already or every place has a child. */
  spare() {
    if (this.closed || this.idle.length > 0 || this.running.size >= this.options.size) return;
    void this.spawn().then(
      (proc) => (this.closed ? proc.kill('SIGKILL') : this.keep(proc)),
      () => {},
    );
  }

  /** Processes of the children alive now (for measuring the server's whole memory). */
  pids(): number[] {
    return [...this.running].map((p) => p.pid).filter((pid): pid is number => pid !== undefined);
  }

  /** Resolves once every child alive now has exited (a test waits on it rather than polling pids). */
  async exited(): Promise<void> {
    // A child leaves `running` on its exit event, so each one here has yet to emit it.
    await Promise.all([...this.running].map((proc) => once(proc, 'exit')));
  }

  /** Processes of the idle children. */
  idlePids(): number[] {
    return this.idle.map((e) => e.proc.pid).filter((pid): pid is number => pid !== undefined);
  }

  async close() {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.failed(new Error('server is shutting down'));
    for (const { timer } of this.idle.splice(0)) clearTimeout(timer);
    for (const proc of this.running) proc.kill('SIGKILL');
  }

  private pump() {
    while (this.queue.length > 0 && this.busy < this.options.size) this.start(this.queue.shift()!);
  }

  private start<M extends { id?: number }>(job: ChildJob<M>) {
    this.busy++;
    void this.execute(job).finally(() => {
      this.busy--;
      this.pump();
    });
  }

  private async execute<M extends { id?: number }>(job: ChildJob<M>) {
    let proc: ChildProcess;
    try {
      const idle = this.idle.pop();
      if (idle) clearTimeout(idle.timer);
      proc = idle?.proc ?? (await this.spawn());
    } catch (err) {
      job.failed(err as Error);
      return;
    }
    job.started?.();
    const id = this.nextId++;
    this.lastPeakBytes = await runOnChild<M>({
      proc,
      id,
      message: { ...job.message, id },
      budgetMs: job.budgetMs,
      memoryBytes: job.memoryBytes,
      pollMs: this.options.pollMs,
      answer: (msg, settled) => job.answer(msg, settled, { proc, id }),
      timedOut: () => job.timedOut(),
      outOfMemory: () => job.outOfMemory(),
      // A child still holding much memory after its job is retired then, not when the next job
      // comes: its memory goes back at once, and the next job gets its whole budget (it is not
      // refused for what an earlier one left behind).
      keep: () => {
        if (this.closed) return false;
        const rss = residentBytes(proc.pid);
        if (rss !== undefined && rss > this.options.retireAboveBytes) {
          this.retired++;
          return false;
        }
        this.keep(proc);
        return true;
      },
    });
  }

  private keep(proc: ChildProcess) {
    const entry: { proc: ChildProcess; timer?: NodeJS.Timeout } = { proc };
    entry.timer = setTimeout(() => {
      this.idle = this.idle.filter((e) => e !== entry);
      proc.kill('SIGKILL');
    }, this.options.idleMs);
    entry.timer.unref();
    this.idle.push(entry);
  }

  private spawn(): Promise<ChildProcess> {
    this.scriptPath ??= this.options.script();
    return startChild({
      script: this.scriptPath,
      nodeArgs: this.options.nodeArgs,
      dataLimitBytes: this.options.dataLimitBytes,
      niceness: this.options.niceness,
      running: this.running,
      what: this.options.childName,
    });
  }
}
