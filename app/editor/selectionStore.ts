/**
 * Which slide is selected and which one lights up, as a store the slide list's items read one by
 * one (issue 32). Passed as props, a new selection re-rendered the list's drag-and-drop context
 * and with it all 300 items of a long deck (their sortable hooks read that context, past memo);
 * read from here, a click re-renders the two items whose answer changed.
 */
export interface SelectionStore {
  set(selectedId: string | null, highlightId: string | null): void;
  subscribe(listener: () => void): () => void;
  selected(): string | null;
  highlighted(): string | null;
}

export function createSelectionStore(): SelectionStore {
  let selectedId: string | null = null;
  let highlightId: string | null = null;
  const listeners = new Set<() => void>();
  return {
    set(s, h) {
      if (s === selectedId && h === highlightId) return;
      selectedId = s;
      highlightId = h;
      for (const l of listeners) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    selected: () => selectedId,
    highlighted: () => highlightId,
  };
}
