import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { chromiumExecutable } from '../../scripts/chromium.mjs';
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
];

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
  private running = 0;
  private waiting: Array<() => void> = [];

  constructor(
    private readonly executablePath: string | undefined = chromiumExecutable(),
    private readonly maxConcurrent = 2,
  ) {}

  get available(): boolean {
    return Boolean(this.executablePath);
  }

  /** Runs `work` with a fresh, network-less context; the slot is released whatever happens. */
  async withContext<T>(work: (context: BrowserContext) => Promise<T>, timeoutMs: number): Promise<T> {
    if (!this.executablePath) throw new ChromiumMissing();
    await this.acquire();
    let context: BrowserContext | undefined;
    let timer: NodeJS.Timeout | undefined;
    try {
      const browser = await this.launch();
      context = await browser.newContext({ javaScriptEnabled: true, offline: true, acceptDownloads: false });
      // No network at all: pages are built from inline HTML, so every request is refused.
      await context.route('**/*', (route) => route.abort('blockedbyclient'));
      const ctx = context;
      return await Promise.race([
        work(ctx),
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
      throw new HttpError(503, 'export_failed', 'The export browser stopped unexpectedly. Please try again.');
    } finally {
      clearTimeout(timer);
      await context?.close().catch(() => {});
      this.release();
    }
  }

  /** Exports running now (tests use it to crash the browser in the middle of one). */
  get busy(): number {
    return this.running;
  }

  /** The warm browser, if one is running. */
  async current(): Promise<Browser | undefined> {
    return (await this.browser?.catch(() => null)) ?? undefined;
  }

  async close() {
    const b = this.browser;
    this.browser = null;
    if (b) await (await b.catch(() => null))?.close().catch(() => {});
  }

  private launch(): Promise<Browser> {
    if (!this.browser) {
      const launching = chromium.launch({ executablePath: this.executablePath, args: ARGS, headless: true });
      this.browser = launching;
      launching
        .then((b) =>
          b.on('disconnected', () => {
            if (this.browser === launching) this.browser = null;
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
