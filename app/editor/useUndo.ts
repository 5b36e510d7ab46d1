import { useRef, useState } from 'react';

export interface UndoStep {
  label: string;
  undo: () => Promise<void>;
  redo: () => Promise<void>;
}

const LIMIT = 100;

/**
 * The editor's undo and redo: each change records how to reverse and repeat itself through the API.
 * Recreating a deleted slide gives it a new id, so steps look ids up through `resolve`.
 */
export function useUndo() {
  const past = useRef<UndoStep[]>([]);
  const future = useRef<UndoStep[]>([]);
  const aliases = useRef(new Map<string, string>());
  const [, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const bump = () => setVersion((v) => v + 1);

  const record = (step: UndoStep) => {
    past.current = [...past.current, step].slice(-LIMIT);
    future.current = [];
    bump();
  };

  const resolve = (id: string) => {
    let current = id;
    for (let i = 0; i < 100 && aliases.current.has(current); i++) current = aliases.current.get(current)!;
    return current;
  };
  const alias = (from: string, to: string) => {
    if (from !== to) aliases.current.set(from, to);
  };

  // Steps run one after another: a second Ctrl+Z pressed while the first is still saving waits
  // for it instead of being dropped.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const run = (from: typeof past, to: typeof future, action: 'undo' | 'redo') => {
    const next = queue.current.then(async () => {
      const step = from.current.at(-1);
      if (!step) return undefined;
      setBusy(true);
      try {
        await step[action]();
        from.current = from.current.slice(0, -1);
        to.current = [...to.current, step];
        return step;
      } finally {
        setBusy(false);
        bump();
      }
    });
    queue.current = next.catch(() => undefined);
    return next;
  };

  return {
    record,
    resolve,
    alias,
    busy,
    canUndo: past.current.length > 0,
    canRedo: future.current.length > 0,
    nextUndo: past.current.at(-1)?.label,
    nextRedo: future.current.at(-1)?.label,
    undo: () => run(past, future, 'undo'),
    redo: () => run(future, past, 'redo'),
  };
}
