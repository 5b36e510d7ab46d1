import type { SlideContent } from '@common/slides/model';
import { useEffect, useRef, useState } from 'react';
import { setLiveDraft } from '../liveDraft';
import type { Cells } from './cells';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * A grid's cells for one data field of a slide (its chart, its table or its timeline's steps). The cells stay as the
 * person left them (a blank row to fill, a cell still being fixed) while the field is what they
 * hold; when the field changes otherwise (an undo, the assistant, someone else), the grid shows it.
 * What the cells hold is drawn on the canvas as it is typed (liveDraft).
 */
export function useGridDraft<T>({
  slideId,
  field,
  saved,
  toCells,
  read,
}: {
  slideId: string;
  field: 'chart' | 'table' | 'steps';
  saved: T | undefined;
  toCells: (value: T | undefined) => Cells;
  /** The value the cells hold; undefined when they hold none or cannot yet be one. */
  read: (cells: Cells) => T | undefined;
}) {
  const [cells, setCells] = useState(() => toCells(saved));
  const key = JSON.stringify(saved ?? null);
  const readRef = useRef(read);
  readRef.current = read;
  /**
   * The value this grid last saved, by its text. When it comes back as the saved value, the cells
   * may already hold what was typed since (Tab to the next cell, and typing on while the last cell's
   * edit is saved): they are kept, or the first keys typed after Tab were lost.
   */
  const ownSave = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the saved value, by its text, is what this follows
  useEffect(() => {
    // Once: a later return to the same value (an undo, then a redo) is not this save's echo.
    const echo = ownSave.current === key;
    if (echo) ownSave.current = null;
    setCells((now) => (echo || same(readRef.current(now), saved) ? now : toCells(saved)));
  }, [key]);
  const value = read(cells);
  const valueKey = JSON.stringify(value ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the values' text
  useEffect(() => {
    setLiveDraft(slideId, value && valueKey !== key ? ({ [field]: value } as Partial<SlideContent>) : null);
  }, [slideId, valueKey, key]);
  useEffect(() => () => setLiveDraft(slideId, null), [slideId]);
  /** Whether `next` differs from the saved value; if so it is noted as this grid's own save. */
  const saving = (next: T | undefined) => {
    if (same(next, saved)) return false;
    ownSave.current = JSON.stringify(next ?? null);
    return true;
  };
  return { cells, setCells, value, saving };
}
