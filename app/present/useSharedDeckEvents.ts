import { useEffect, useRef } from 'react';

/**
 * A shared viewer's live updates (issue 22): GET /api/view/{token}/events says when the deck
 * changed (`changed`, or `resync` after a version restore), and `reread` fetches the public deck
 * again, since the stream carries no slide content. Reads never overlap: a change during one
 * makes one more after it. The link's unlock cookie is scoped to /api/view/{token}, so the
 * stream under that path carries it. EventSource reconnects by itself from the last revision.
 */
export function useSharedDeckEvents(token: string, enabled: boolean, reread: () => Promise<void>) {
  const latest = useRef(reread);
  latest.current = reread;
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/view/${encodeURIComponent(token)}/events`);
    let reading = false;
    let again = false;
    let closed = false;
    const refresh = async () => {
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      try {
        do {
          again = false;
          await latest.current().catch(() => undefined);
        } while (again && !closed);
      } finally {
        reading = false;
      }
    };
    const onChange = () => void refresh();
    source.addEventListener('changed', onChange);
    source.addEventListener('resync', onChange);
    return () => {
      closed = true;
      source.close();
    };
  }, [token, enabled]);
}
