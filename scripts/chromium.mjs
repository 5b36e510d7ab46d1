import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The browser for tests and PDF export: CHROMIUM_PATH, else the first Chromium-like binary on PATH. */
export function chromiumExecutable() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
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
