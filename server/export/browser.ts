import { EventEmitter } from 'node:events';
import { chmodSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { SLIDE_HEIGHT, SLIDE_WIDTH } from '../../common/limits';
import { HttpError } from '../lib/errors';

const ARGS = [
  '--headless=new',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // Belt and braces against SSRF from user HTML: every request, loopback included, goes to a
  // proxy that is not there, on top of the request interception in newPage().
  '--proxy-server=http://127.0.0.1:9',
  '--proxy-bypass-list=<-loopback>',
  // Memory: every export page holds one deck, alone in its own context, with no network; giving
  // its sandboxed HTML-slide frames processes of their own, and keeping a spare renderer
  // alongside, cost ~150 MB at a 300-slide export and a quarter of its time, and isolate nothing
  // from anything (the frames stay sandboxed without same-origin access; contexts never share a
  // renderer).
  '--disable-features=IsolateSandboxedIframes,SpareRendererForSitePerProcess',
];

/** How much lower than the server's the export browser's CPU priority is (nice(1) steps). */
const EXPORT_NICENESS = 10;

/**
 * The browser started through nice(1), so that every process it forks (renderers included) yields
 * the CPU to the server: on a two-core machine a PDF export otherwise made /api/health wait
 * 110–160 ms. Where nice(1) is missing the browser runs as it is.
 */
function nicedExecutable(executablePath: string): string {
  const nice = '/usr/bin/nice';
  if (process.platform !== 'linux' || !existsSync(nice)) return executablePath;
  // A fresh private directory, so nobody else on the machine can plant the script.
  const wrapper = path.join(mkdtempSync(path.join(tmpdir(), 'decksmith-chromium-')), 'chromium.sh');
  const quoted = `'${executablePath.replaceAll("'", `'\\''`)}'`;
  writeFileSync(wrapper, `#!/bin/sh\nexec ${nice} -n ${EXPORT_NICENESS} ${quoted} "$@"\n`);
  chmodSync(wrapper, 0o755);
  return wrapper;
}

/** Every export page is 1920×1080, so a slide fills the viewport exactly (screenshots need no resize). */
const VIEWPORT = { width: SLIDE_WIDTH, height: SLIDE_HEIGHT };

interface Prepared {
  context: BrowserContext;
  page: Page;
}

export class ChromiumMissing extends HttpError {
  constructor() {
    super(
      503,
      'chromium_missing',
      'PDF export needs Chromium on the server. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH, then try again.',
    );
  }
}

/**
 * One headless Chromium kept warm between exports, with a bounded number of renders at once.
 * A crashed browser is dropped and the next render launches a fresh one.
 */
export class BrowserPool {
  private browser: Promise<Browser> | null = null;
  /** A context and page made ahead for the next export, while the browser is warm. */
  private spare: Promise<Prepared> | null = null;
  private closed = false;
  private running = 0;
  private waiting: Array<() => void> = [];
  /** The executable as launched (through nice(1)), made on the first launch. */
  private launchPath: string | undefined;

  constructor(
    /** From config.chromiumPath: CHROMIUM_PATH, else the first Chromium on PATH. */
    private readonly executablePath: string | undefined,
    private readonly maxConcurrent = 2,
  ) {}

  get available(): boolean {
    return Boolean(this.executablePath);
  }

  /**
   * Runs `work` on a page of its own fresh, network-less context, closed afterwards; the slot is
   * released whatever happens. The page was made ahead of time: opening one costs a renderer
   * process (~150 ms here), paid while nobody waits, not at the start of the next export.
   */
  async withPage<T>(work: (page: Page) => Promise<T>, timeoutMs: number): Promise<T> {
    if (!this.executablePath) throw new ChromiumMissing();
    await this.acquire();
    let prepared: Prepared | undefined;
    let timer: NodeJS.Timeout | undefined;
    try {
      prepared = await this.takePrepared();
      const page = prepared.page;
      this.events.emit('page', page);
      return await Promise.race([
        work(page),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () =>
              reject(
                new HttpError(
                  504,
                  'export_timeout',
                  'The export took too long and was stopped. Try again, or split the deck.',
                ),
              ),
            timeoutMs,
          );
        }),
      ]);
    } catch (err) {
      if (err instanceof HttpError) throw err;
      // The browser may have died: forget it so the next export starts a new one.
      this.browser = null;
      this.spare = null;
      throw new HttpError(503, 'export_failed', 'The export browser stopped unexpectedly. Please try again.');
    } finally {
      clearTimeout(timer);
      // The result goes out now; the context closes behind it (~15 ms), and only then is the
      // slot free and the next page made, so the number of pages open stays bounded.
      void (prepared?.context.close().catch(() => {}) ?? Promise.resolve()).then(() => {
        this.release();
        this.prepareSpare();
      });
    }
  }

  /**
   * 'page' (the page) as each export starts on it: tests wait for it to crash the browser in the
   * middle of one, an ordering no timer could promise.
   */
  readonly events = new EventEmitter();

  /** The warm browser, if one is running. */
  async current(): Promise<Browser | undefined> {
    return (await this.browser?.catch(() => null)) ?? undefined;
  }

  async close() {
    const b = this.browser;
    this.browser = null;
    this.closed = true;
    const spare = this.spare;
    this.spare = null;
    await (await spare?.catch(() => null))?.context.close().catch(() => {});
    if (b) await (await b.catch(() => null))?.close().catch(() => {});
  }

  /** The spare page if there is one (made for this browser), else a new one. */
  private async takePrepared(): Promise<Prepared> {
    const spare = this.spare;
    this.spare = null;
    const ready = await spare?.catch(() => null);
    if (ready && !ready.page.isClosed() && ready.context.browser()?.isConnected()) return ready;
    if (ready) await ready.context.close().catch(() => {});
    return this.prepare();
  }

  private async prepare(): Promise<Prepared> {
    const browser = await this.launch();
    const context = await browser.newContext({
      javaScriptEnabled: true,
      offline: true,
      acceptDownloads: false,
      viewport: VIEWPORT,
    });
    try {
      // No network at all: pages are built from inline HTML, so every request is refused.
      await context.route('**/*', (route) => route.abort('blockedbyclient'));
      return { context, page: await context.newPage() };
    } catch (err) {
      await context.close().catch(() => {});
      throw err;
    }
  }

  /** After an export, while the browser is up and idle enough, the next page is made ahead. */
  private prepareSpare() {
    if (this.closed || this.spare || !this.browser || this.running >= this.maxConcurrent) return;
    const spare = this.prepare();
    spare.catch(() => {
      if (this.spare === spare) this.spare = null;
    });
    this.spare = spare;
  }

  private launch(): Promise<Browser> {
    if (!this.browser) {
      this.launchPath ??= nicedExecutable(this.executablePath!);
      const launching = chromium.launch({
        executablePath: this.launchPath,
        args: ARGS,
        headless: true,
      });
      this.browser = launching;
      launching
        .then((b) =>
          b.on('disconnected', () => {
            if (this.browser === launching) {
              this.browser = null;
              this.spare = null;
            }
          }),
        )
        .catch(() => {
          if (this.browser === launching) this.browser = null;
        });
    }
    return this.browser;
  }

  private acquire(): Promise<void> {
    if (this.running < this.maxConcurrent) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => this.waiting.push(resolve)).then(() => {
      this.running++;
    });
  }

  private release() {
    this.running--;
    this.waiting.shift()?.();
  }
}
