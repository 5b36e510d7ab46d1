/** The browser for PDF export and the browser tests: CHROMIUM_PATH, else the first Chromium-like binary on PATH. */
export function chromiumExecutable(env?: NodeJS.ProcessEnv): string | undefined;
