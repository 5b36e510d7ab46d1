import { type Browser, chromium, type Page } from 'playwright-core';
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { chromiumExecutable } from '../../server/lib/chromium.mjs';

/**
 * Real Chromium (Debian's, never a downloaded one) on the built web app that a server process
 * serves from dist/app; the app is built first when its sources are newer than the build.
 */
export async function launchBrowser(): Promise<Browser> {
  buildIfStale();
  return chromium.launch({
    executablePath: chromiumExecutable(),
    args: ['--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
  });
}

/** A page of `browser` holding the dashboard session `cookie` ("name=value") for `url`'s server. */
export async function pageWithSession(browser: Browser, url: string, cookie?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  if (cookie) {
    const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)];
    await context.addCookies([{ name, value, url }]);
  }
  return context.newPage();
}
