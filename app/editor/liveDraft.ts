import type { SlideContent } from '@common/slides/model';
import { useSyncExternalStore } from 'react';

/**
 * Content being typed into the inspector and not yet saved (a chart's grid cell), shown on the
 * canvas as it is typed: the chart redraws per keystroke while the deck, and its history, change
 * once per committed cell. One slide at a time; cleared when the edit is saved or abandoned.
 */
let draft: { slideId: string; content: Partial<SlideContent> } | null = null;
const listeners = new Set<() => void>();

export function setLiveDraft(slideId: string, content: Partial<SlideContent> | null) {
  if (!content && draft?.slideId !== slideId) return;
  draft = content ? { slideId, content } : null;
  for (const l of listeners) l();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The unsaved content of this slide, if any is being typed. */
export function useLiveDraft(slideId: string): Partial<SlideContent> | undefined {
  const current = useSyncExternalStore(subscribe, () => draft);
  return current?.slideId === slideId ? current.content : undefined;
}
