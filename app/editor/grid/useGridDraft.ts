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
  // biome-ignore lint/correctness/useExhaustiveDependencies: the saved value, by its text, is what this follows
  useEffect(() => {
    setCells((now) => (same(readRef.current(now), saved) ? now : toCells(saved)));
  }, [key]);
  const value = read(cells);
  const valueKey = JSON.stringify(value ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the values' text
  useEffect(() => {
    setLiveDraft(slideId, value && valueKey !== key ? ({ [field]: value } as Partial<SlideContent>) : null);
  }, [slideId, valueKey, key]);
  useEffect(() => () => setLiveDraft(slideId, null), [slideId]);
  return { cells, setCells, value, changed: (next: T | undefined) => !same(next, saved) };
}
