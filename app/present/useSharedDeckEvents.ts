import { oneAtATime } from '@common/oneAtATime';
import { useEffect, useRef } from 'react';

/**
 * A shared viewer's live updates (issue 22): GET /api/view/{token}/events says where it starts
 * (`ready`) and when the deck changed (`changed`, or `resync` after a version restore), each with
 * the deck's revision. The viewer reads the public deck again (`reread`, which resolves to the
 * revision it now shows) whenever the stream is ahead of what it shows, since the stream carries
 * no slide content. That covers a change between the page's first read and the stream's start, and
 * whatever happened while a dropped stream was reconnecting. Reads never overlap: a change during
 * one makes one more after it. The link's unlock cookie is scoped to /api/view/{token}, so the
 * stream under that path carries it.
 */
export function useSharedDeckEvents(
  token: string,
  /** The revision the viewer shows now (undefined: nothing shown yet, no stream). */
  shown: number | undefined,
  reread: () => Promise<number | undefined>,
  /** Other events of the stream by name (client review's `comment`, issue 29), with their data. */
  others: Record<string, (data: unknown) => void> = {},
) {
  const latest = useRef({ reread, shown, others });
  latest.current = { reread, shown, others };
  const enabled = shown !== undefined;
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/view/${encodeURIComponent(token)}/events`);
    let ahead = -1; // the newest revision the stream has named
    let closed = false;
    const refresh = oneAtATime(async () => {
      const now = await latest.current.reread().catch(() => undefined);
      // A read that began before the newest change (or failed) is followed by one more.
      return !closed && now !== undefined && now < ahead;
    });
    const onEvent = (e: Event) => {
      try {
        ahead = Math.max(
          ahead,
          (JSON.parse((e as MessageEvent<string>).data) as { revision: number }).revision,
        );
      } catch {
        return; // malformed: the next event sets things right
      }
      if (ahead > (latest.current.shown ?? -1)) void refresh();
    };
    for (const name of ['ready', 'changed', 'resync']) source.addEventListener(name, onEvent);
    source.addEventListener('comment', (e) => {
      try {
        latest.current.others.comment?.(JSON.parse((e as MessageEvent<string>).data));
      } catch {
        // malformed: the next read of the comments sets things right
      }
    });
    return () => {
      closed = true;
      source.close();
    };
  }, [token, enabled]);
}
