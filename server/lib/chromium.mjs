import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// Plain JavaScript so that the start scripts (run by node itself) and the Playwright config can use
// it too; the server reads it through its config (server/config.ts).

/** The browser for PDF export and the browser tests: CHROMIUM_PATH, else the first Chromium-like binary on PATH. */
export function chromiumExecutable(env = process.env) {
  if (env.CHROMIUM_PATH?.trim()) return env.CHROMIUM_PATH.trim();
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    try {
      const found = execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
      if (found && existsSync(found)) return found;
    } catch {
      // not on PATH; try the next name
    }
  }
  return undefined;
}
