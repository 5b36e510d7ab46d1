import { useSyncExternalStore } from 'react';

/**
 * Whether the editor's last change is saved, shown quietly in its header (issue 20: a toast on
 * every save covered the chat input). Every deck operation batch reports here (operations.ts).
 */
export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

let state: SaveState = 'idle';
let pending = 0;
let deck = '';
const listeners = new Set<() => void>();
const set = (next: SaveState) => {
  state = next;
  for (const l of listeners) l();
};

export const saveStatus = {
  started() {
    pending += 1;
    set('saving');
  },
  finished(ok: boolean) {
    pending = Math.max(0, pending - 1);
    if (!ok) set('failed');
    else if (pending === 0 && state !== 'failed') set('saved');
  },
  /** A deck opens: "Saved" speaks of its changes, not of the deck open before. */
  opened(presentationId: string) {
    if (presentationId === deck) return;
    deck = presentationId;
    pending = 0;
    set('idle');
  },
};

export function useSaveState(): SaveState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}
