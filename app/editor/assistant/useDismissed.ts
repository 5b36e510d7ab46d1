import { useState } from 'react';

const KEY = 'decksmith.dismissed';

function read(): string[] {
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * A helper card the person has closed or used stays gone (issue 32), in this browser, across decks
 * and reloads: it taught what it had to teach once.
 */
export function useDismissed(name: string): [boolean, () => void] {
  const [gone, setGone] = useState(() => read().includes(name));
  function dismiss() {
    setGone(true);
    try {
      const list = read();
      if (!list.includes(name)) globalThis.localStorage?.setItem(KEY, JSON.stringify([...list, name]));
    } catch {
      // Storage refused (private mode, quota): gone for this visit only.
    }
  }
  return [gone, dismiss];
}
