import { useState } from 'react';

const NOTES_SIZES = [14, 16, 18, 21, 24, 28, 32];
const NOTES_SIZE_KEY = 'decksmith.presenter.notesSize';

/** The notes' text size, a speaker's preference kept in this browser. */
export function useNotesSize() {
  const [i, setI] = useState(() => {
    const raw = globalThis.localStorage?.getItem(NOTES_SIZE_KEY);
    const saved = raw == null ? Number.NaN : Number(raw);
    return Number.isInteger(saved) && saved >= 0 && saved < NOTES_SIZES.length ? saved : 3;
  });
  const step = (d: number) =>
    setI((n) => {
      const next = Math.max(0, Math.min(NOTES_SIZES.length - 1, n + d));
      globalThis.localStorage?.setItem(NOTES_SIZE_KEY, String(next));
      return next;
    });
  return { px: NOTES_SIZES[i], step };
}
