import { useEffect } from 'react';
import { presentationKeys } from './presentations';
import { queryClient } from './queryClient';

/**
 * Keeps an open deck up to date with everyone else's changes: the server streams each applied
 * batch (GET /api/presentations/{id}/events, Server-Sent Events), and the deck is read again when
 * one arrives. EventSource reconnects by itself and resumes from the last revision it saw.
 * Our own batches come back too; reading the deck once more is harmless (the query dedupes).
 */
export function useDeckEvents(presentationId: string) {
  useEffect(() => {
    if (!presentationId) return;
    const source = new EventSource(`/api/presentations/${encodeURIComponent(presentationId)}/events`);
    const refresh = () =>
      void queryClient.invalidateQueries({ queryKey: presentationKeys.one(presentationId) });
    source.addEventListener('operations', refresh);
    source.addEventListener('resync', refresh);
    return () => source.close();
  }, [presentationId]);
}
