import { useEffect, useRef } from 'react';

/** What the presenter's windows say to one another (one channel per presentation). */
type PresenterMessage = { type: 'go'; index: number; slideId?: string } | { type: 'hello' };

export const presenterChannelName = (presentationId: string) => `decksmith-present:${presentationId}`;

/** The address of the presenter view (current and next slide, notes, timer) for a presentation. */
export const presenterViewPath = (presentationId: string) => `/app/present/${presentationId}/notes`;

/**
 * Opens the presenter view in its own window, or brings the open one forward: the window name is
 * per presentation, so pressing P twice does not stack windows.
 */
export function openPresenterView(presentationId: string) {
  const w = window.open(
    presenterViewPath(presentationId),
    `decksmith-presenter-${presentationId}`,
    'popup,width=1280,height=800',
  );
  w?.focus();
  return w;
}

/**
 * Keeps the slide shown in step across every window presenting this deck (the full-screen slide
 * and the presenter view): a slide change made in one window is sent to the others, and a window
 * that opens asks the others where they are. Only changes made here are sent, so two windows
 * never echo a change back and forth; a window still loading sends nothing (its slide 1 would
 * pull the others back to the start).
 * A move names the slide as well as its index: while the deck changes live, the windows may hold
 * different versions of it for a moment, and the slide's id is what they agree on.
 */
export function usePresenterSync(
  presentationId: string,
  index: number,
  go: (n: number) => void,
  ready: boolean,
  slideIds: readonly string[] = [],
) {
  const ids = useRef(slideIds);
  ids.current = slideIds;
  const channel = useRef<BroadcastChannel | null>(null);
  const current = useRef(index);
  current.current = index;
  /** The index last received from another window: showing it is no change of ours to send. */
  const received = useRef<number | null>(null);
  const sent = useRef<number | null>(null);

  useEffect(() => {
    if (!ready || typeof BroadcastChannel === 'undefined') return;
    const c = new BroadcastChannel(presenterChannelName(presentationId));
    channel.current = c;
    sent.current = current.current;
    const goMessage = (index: number): PresenterMessage => ({
      type: 'go',
      index,
      slideId: ids.current[index],
    });
    c.onmessage = (e: MessageEvent<PresenterMessage>) => {
      const m = e.data;
      if (m?.type === 'go' && Number.isInteger(m.index)) {
        const at = typeof m.slideId === 'string' ? ids.current.indexOf(m.slideId) : -1;
        const target = at >= 0 ? at : m.index;
        if (target === current.current) return;
        received.current = target;
        go(target);
      } else if (m?.type === 'hello') {
        c.postMessage(goMessage(current.current));
      }
    };
    c.postMessage({ type: 'hello' } satisfies PresenterMessage);
    return () => {
      channel.current = null;
      c.close();
    };
  }, [presentationId, ready, go]);

  useEffect(() => {
    if (!ready || !channel.current) return;
    if (received.current === index) {
      received.current = null;
      sent.current = index;
      return;
    }
    if (sent.current === index) return;
    sent.current = index;
    channel.current.postMessage({
      type: 'go',
      index,
      slideId: ids.current[index],
    } satisfies PresenterMessage);
  }, [index, ready]);
}
