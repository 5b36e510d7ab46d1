import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromiumExecutable } from '../server/lib/chromium.mjs';

/**
 * PDF export needs Chromium. On a fresh Debian machine run as root, install Debian's package
 * (never a downloaded browser); anywhere else say what to install. The app runs either way:
 * only PDF export (and pictures of HTML slides in PowerPoint) waits for it.
 */
export function ensureChromium() {
  if (chromiumExecutable()) return true;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get') && process.env.DECKSMITH_NO_APT !== '1') {
    console.log('PDF export needs Chromium; installing Debian’s chromium package (once)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const opts = { stdio: ['ignore', 'ignore', 'inherit'], env };
    spawnSync('apt-get', ['update', '-qq'], opts);
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], opts);
    if (chromiumExecutable()) return true;
  }
  console.warn(
    'Chromium was not found, so PDF export is unavailable. Install it (Debian: apt-get install chromium) ' +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary, then restart.',
  );
  return false;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) ensureChromium();
