/**
 * The browser's full screen for the presenter. Browsers grant it only after a user gesture (and a
 * headless or embedded browser may refuse it altogether): a refusal is no error, the slide simply
 * stays in the window, and the presenter's own button can ask again.
 */
export async function enterFullscreen(): Promise<boolean> {
  const el = document.documentElement;
  if (document.fullscreenElement) return true;
  if (!document.fullscreenEnabled || typeof el.requestFullscreen !== 'function') return false;
  try {
    await el.requestFullscreen({ navigationUI: 'hide' });
    return true;
  } catch {
    return false;
  }
}

export async function exitFullscreen() {
  if (!document.fullscreenElement) return;
  try {
    await document.exitFullscreen();
  } catch {
    // Already left (the user pressed Escape): nothing to undo.
  }
}
