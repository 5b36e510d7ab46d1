/** The browser for tests and PDF export: CHROMIUM_PATH, else the first Chromium-like binary on PATH. */
export function chromiumExecutable(): string | undefined;
