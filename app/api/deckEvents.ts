import type { Comment } from '@common/schemas/comments';
import type { Operation } from '@common/schemas/operations';
import type { PresencePerson } from '@common/schemas/presence';
import type { Presentation } from '@common/schemas/presentations';
import { hashKey } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { brandKeys, type DeckTheme } from './brand';
import { approvalArrived, commentArrived } from './comments';
import { showThemeChoice } from './deckPreview';
import { applyToShown, noNewIds } from './deckReducer';
import { isOwnRevision } from './operations';
import { presentationKeys } from './presentations';
import { queryClient } from './queryClient';
import { TAB_ID } from './tab';

/**
 * An applied batch as the stream sends it: the revision after it, and its operations; `own` when
 * this tab wrote it (its save's reply may not have come yet).
 */
export interface StreamBatch {
  revision: number;
  count: number;
  operations: Operation[];
  own?: boolean;
}

/** What a deck's event stream sends (server/deck/eventStream.ts). */
export interface DeckEventHandlers {
  onOperations?: (batch: StreamBatch) => void;
  /** The deck changed in a way the stream cannot replay: read it again. */
  onResync?: (revision: number) => void;
  onReady?: (revision: number) => void;
  onPresence?: (people: PresencePerson[]) => void;
  /** Client review (issue 29): a comment as it is now, or its deletion; an approval's id. */
  onComment?: (comment: Comment | { id: string; deleted: true }) => void;
  onApproval?: (approval: { id: string }) => void;
}

/**
 * Follows a deck's event stream at `url` (null: none), for any view of a deck: the editor's
 * stream, or a shared viewer's. One EventSource per call; it reconnects by itself and resumes from
 * the last revision it saw (Last-Event-ID).
 */
export function useDeckEventStream(url: string | null, handlers: DeckEventHandlers) {
  const current = useRef(handlers);
  current.current = handlers;
  useEffect(() => {
    if (!url) return;
    const source = new EventSource(url);
    const on = <T>(event: string, then: (data: T) => void) =>
      source.addEventListener(event, (e) => {
        try {
          then(JSON.parse((e as MessageEvent<string>).data) as T);
        } catch {
          // A malformed event is skipped; the next resync or batch sets things right.
        }
      });
    on<StreamBatch>('operations', (b) => current.current.onOperations?.(b));
    on<{ revision: number }>('resync', (d) => current.current.onResync?.(d.revision));
    on<{ revision: number }>('ready', (d) => current.current.onReady?.(d.revision));
    on<{ people: PresencePerson[] }>('presence', (d) => current.current.onPresence?.(d.people));
    on<Comment | { id: string; deleted: true }>('comment', (d) => current.current.onComment?.(d));
    on<{ id: string }>('approval', (d) => current.current.onApproval?.(d));
    return () => source.close();
  }, [url]);
}

const NO_ONE: PresencePerson[] = [];

/**
 * Another tab's batch replayed on the deck this tab shows, by the shared reducer; null when it
 * cannot be replayed exactly (read the deck again): the reducer refuses it on this deck, or it
 * makes ids only the server knows (a duplicated slide, new checklist items; an added slide is
 * logged with its id). Its HTML comes as the server stored it: the log keeps the cleaned batch.
 */
function replayBatch(presentationId: string, deck: Presentation, operations: Operation[]) {
  const choice = queryClient.getQueryData<DeckTheme>(brandKeys.deckTheme(presentationId));
  const replayed = applyToShown({ presentation: deck, themeId: choice?.themeId }, operations, noNewIds);
  if (!replayed) return null;
  const { themeId } = replayed.deck;
  if (choice && themeId !== undefined && themeId !== choice.themeId)
    showThemeChoice(presentationId, deck, themeId);
  return replayed.deck.presentation;
}

/**
 * A batch from the stream, shown on the deck this tab shows when it follows on from it and can be
 * replayed exactly; else (or while a read is on its way, which may predate it) 'reread'.
 * This tab's own batch heard before its save's answer is already shown (its preview, with any
 * later edit's preview on top) and changes nothing: the answer settles it, with the ids the server
 * gave a slide it added (moved to its revision here, the deck would keep the preview's ids, and the
 * editor, selecting the new slide by the server's id, would find no such slide). Replayed as
 * someone else's, it would take those later previews off the screen, and the next edit, made from
 * the screen, would write them back.
 */
export function showStreamBatch(presentationId: string, batch: StreamBatch): 'shown' | 'reread' {
  const key = presentationKeys.one(presentationId);
  const deck = queryClient.getQueryData<Presentation>(key);
  if (!deck || batch.revision <= deck.revision) return 'shown'; // already shown
  const answered = isOwnRevision(presentationId, batch.revision);
  if (batch.own && !answered) return 'shown';
  if (queryClient.isFetching({ queryKey: key, exact: true }) > 0) return 'reread';
  if (batch.revision - batch.count !== deck.revision) return 'reread';
  const next = answered ? deck : replayBatch(presentationId, deck, batch.operations);
  if (!next) return 'reread';
  queryClient.setQueryData<Presentation>(key, { ...next, revision: batch.revision });
  return 'shown';
}

/**
 * Keeps an open deck up to date with everyone else's changes, and says who else is on it. Each
 * batch another tab applied is applied to the deck this tab shows, when it follows on from it and
 * can be replayed exactly; the deck is read again on a gap, a resync, or anything else. The
 * batches this tab sent itself are skipped (their replies already brought them).
 */
export function useDeckEvents(
  presentationId: string,
  /** presence: false for a view that follows the deck without showing up on it (the presenter). */
  { presence: present = true }: { presence?: boolean } = {},
): { people: PresencePerson[]; tabId: string } {
  // Kept with the deck it is about, so that another deck opens with no one on it yet.
  const [presence, setPresence] = useState<{ deck: string; people: PresencePerson[] }>();
  const key = presentationKeys.one(presentationId);
  // Only the deck itself (exact): its key is also the prefix of the chat's sessions and messages.
  const reread = () => void queryClient.invalidateQueries({ queryKey: key, exact: true });
  // The newest revision the stream has named. A read of the deck that lands behind it began before
  // that change (the page's first read racing the stream's start, say) and is followed by another.
  const streamAt = useRef({ deck: presentationId, revision: -1 });
  if (streamAt.current.deck !== presentationId) streamAt.current = { deck: presentationId, revision: -1 };
  const heard = (revision: number) => {
    streamAt.current.revision = Math.max(streamAt.current.revision, revision);
  };
  useEffect(() => {
    const deckKey = presentationKeys.one(presentationId);
    const hash = hashKey(deckKey);
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
      if (event.query.queryHash !== hash) return;
      const deck = event.action.data as Presentation | undefined;
      if (deck && deck.revision < streamAt.current.revision)
        void queryClient.invalidateQueries({ queryKey: deckKey, exact: true });
    });
  }, [presentationId]);
  useDeckEventStream(
    presentationId
      ? `/api/presentations/${encodeURIComponent(presentationId)}/events${present ? `?tab=${encodeURIComponent(TAB_ID)}` : ''}`
      : null,
    {
      onOperations: (batch) => {
        heard(batch.revision);
        if (showStreamBatch(presentationId, batch) === 'reread') reread();
      },
      onResync: (revision) => {
        heard(revision);
        reread();
      },
      // The stream starts (or resumes) at this revision: a deck read before it may have missed
      // batches the stream will not send. (A read still on its way is checked when it lands.)
      onReady: (revision) => {
        heard(revision);
        const deck = queryClient.getQueryData<Presentation>(key);
        if (deck && revision > deck.revision) reread();
      },
      onPresence: (people) => setPresence({ deck: presentationId, people }),
      onComment: (comment) => commentArrived(presentationId, comment),
      onApproval: () => approvalArrived(presentationId),
    },
  );
  const people = presence?.deck === presentationId ? presence.people : NO_ONE;
  return { people, tabId: TAB_ID };
}
