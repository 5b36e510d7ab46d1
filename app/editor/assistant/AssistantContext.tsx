import { chatTitle, type Proposal } from '@common/schemas/ai';
import type { DeckMetadata } from '@common/slides/deckDefaults';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { aiKeys, type ChatReply, sendChat, useProviders } from '../../api/ai';
import { ApiError, apiRequest } from '../../api/client';
import { toast, toastError } from '../../components/ui/toast';
import type { DraftStatus } from '../DraftPreview';
import { draftCommand } from '../draftCommand';

export interface ChatMessage {
  id: string;
  role: string;
  content: string;
  createdAt: string;
}
interface Session {
  id: string;
  title: string;
  lastActiveAt: string;
  provider: string;
}

interface Options {
  presentationId: string;
  /** Unset while the deck loads: a message sent then waits for it. */
  clientId: string | undefined;
  /** The deck is loaded and its slide selected: "this slide" in a message means that one. */
  ready: boolean;
  slideId: string | null;
  /** What a first draft is made from: the deck's title, brief and details. */
  deck: { title: string; brief: string; metadata?: DeckMetadata } | undefined;
  /** Whether the conversation is on screen: a message sent without it is a one-off command. */
  chatShown: boolean;
  /** The turn's reply once its change is applied: what changed, and what takes it back. */
  onApplied: (reply: ChatReply) => void;
  /** Applies an accepted draft's operations as one step of history; rejects when the server refuses. */
  onAcceptDraft: (operations: Proposal['operations']) => Promise<unknown>;
  /** Bumped when "Draft the deck" is asked for elsewhere (the brief). */
  draftAsked: number;
}

/**
 * The editor's one AI input (issue 32): what used to be the header's command bar and the chat's
 * own box. Its state lives here, above both places that show it — the box under the slide, the
 * conversation in the side panel and a proposed draft on the canvas — so each can be laid out where
 * it reads best without two inputs competing.
 *
 * With the conversation on screen a message is a turn of it (a session, its history, the reply in
 * the log). With the conversation folded away it is what the command bar was: a one-off command on
 * the selected slide, its answer in a toast, no session made.
 */
function useAssistantState(o: Options) {
  const qc = useQueryClient();
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [provider, setProvider] = useState<string | null>(null);
  const [input, setInput] = useState('');
  const [pending, setPending] = useState(false);
  // Enter pressed while the last answer was still being stored, or before the deck loaded: sent as
  // soon as it is (issue 33: a message is never dropped).
  const [queued, setQueued] = useState(false);
  const [drafting, setDrafting] = useState(false);
  const [local, setLocal] = useState<ChatMessage[]>([]);
  // The assistant's words as they stream in, shown until the stored reply replaces them.
  const [streaming, setStreaming] = useState('');
  // The last whole draft the assistant proposed (issue 19), until it is accepted or discarded.
  const [draft, setDraft] = useState<{ proposal: Proposal; status: DraftStatus } | null>(null);
  // The last turn that failed, said where it happened (a toast alone is easy to miss).
  const [failed, setFailed] = useState<{ message: string; command?: string } | null>(null);
  const providers = useProviders();
  const sessionsKey = aiKeys.sessions(o.presentationId);
  const sessions = useQuery<Session[]>({ queryKey: sessionsKey, enabled: o.chatShown });
  const messages = useQuery<ChatMessage[]>({
    queryKey: aiKeys.messages(sessionId ?? ''),
    enabled: Boolean(sessionId),
  });
  // Until the list comes, nothing is chosen and the server uses its default.
  const chosen = provider ?? providers.data?.defaultProvider;
  // The stored messages, then what was sent and is not stored yet. A re-read of the deck (its key
  // is a prefix of the chat's) can bring the stored copy of the message being sent before the
  // reply ends; it is shown once.
  const storedAtSend = useRef(0);
  const stored = messages.data ?? [];
  const fresh = stored.slice(storedAtSend.current);
  const unsaved = local.filter((l) => !fresh.some((m) => m.role === l.role && m.content === l.content));
  const shown = sessionId ? [...stored, ...unsaved] : local;
  const ready = Boolean(o.clientId) && o.ready;

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the end of a turn, or the deck's arrival, sends the queued message
  useEffect(() => {
    if (pending || !queued || !ready) return;
    setQueued(false);
    void send();
  }, [pending, queued, ready]);

  const asked = useRef(o.draftAsked);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new request from outside drafts
  useEffect(() => {
    if (o.draftAsked === asked.current) return;
    asked.current = o.draftAsked;
    if (o.deck) void send(draftCommand(o.deck));
  }, [o.draftAsked]);

  /** A one-off command on the selected slide: no session, the answer in a toast. */
  async function command(text: string) {
    setPending(true);
    setFailed(null);
    try {
      const reply = await sendChat({
        provider: chosen,
        messages: [{ role: 'user', content: text }],
        presentationId: o.presentationId,
        slideId: o.slideId ?? undefined,
      });
      // What was typed meanwhile (it waits, queued) is kept.
      setInput((now) => (now.trim() === text ? '' : now));
      o.onApplied(reply);
      if (reply.proposal) setDraft({ proposal: reply.proposal, status: 'open' });
      toast({ title: 'AI', description: reply.response.slice(0, 300) });
    } catch (err) {
      const message = err instanceof ApiError ? err.serverMessage : 'Failed to send message';
      setFailed({ message });
      toastError(message);
    } finally {
      setPending(false);
    }
  }

  /** Sends what is typed, or `preset` (the draft buttons) as a turn of the conversation. */
  async function send(preset?: string) {
    const text = (preset ?? input).trim();
    if (!text || pending) return;
    // The deck is still loading: a typed message waits for it (the draft buttons wait disabled).
    if (!ready) {
      if (preset === undefined) setQueued(true);
      return;
    }
    if (preset === undefined && !o.chatShown) return command(text);
    setPending(true);
    setDrafting(preset !== undefined);
    setFailed(null);
    let sid = sessionId;
    try {
      if (!sid) {
        try {
          const created = await apiRequest<Session>('/api/conversations/sessions', {
            body: {
              presentationId: o.presentationId,
              clientId: o.clientId,
              title: chatTitle(text),
              provider: chosen,
            },
          });
          sid = created.id;
          setSessionId(sid);
          qc.invalidateQueries({ queryKey: sessionsKey });
        } catch {
          toastError('Failed to create conversation session');
          return;
        }
      }
      const history = shown.map((m) => ({
        role: m.role === 'user' ? ('user' as const) : ('assistant' as const),
        content: m.content,
      }));
      const now = new Date().toISOString();
      storedAtSend.current = sid === sessionId ? stored.length : 0;
      setLocal((l) => [...l, { id: `local-${now}`, role: 'user', content: text, createdAt: now }]);
      if (preset === undefined) setInput('');
      const reply = await sendChat(
        {
          provider: chosen,
          messages: [...history, { role: 'user', content: text }],
          presentationId: o.presentationId,
          sessionId: sid,
          slideId: o.slideId ?? undefined,
        },
        (delta) => setStreaming((t) => t + delta),
      );
      o.onApplied(reply);
      if (reply.proposal) setDraft({ proposal: reply.proposal, status: 'open' });
      await qc.invalidateQueries({ queryKey: aiKeys.messages(sid) });
      setLocal([]);
      setStreaming('');
    } catch (err) {
      setLocal([]);
      setStreaming('');
      if (preset === undefined) setInput(text);
      const message = err instanceof ApiError ? err.serverMessage : 'Failed to send message';
      setFailed({ message, command: preset });
      toastError(message);
    } finally {
      setPending(false);
    }
  }

  async function acceptDraft() {
    if (!draft) return;
    setDraft({ ...draft, status: 'accepting' });
    try {
      await o.onAcceptDraft(draft.proposal.operations);
      setDraft({ ...draft, status: 'accepted' });
    } catch (err) {
      setDraft({ ...draft, status: 'open' });
      throw err instanceof ApiError ? new Error(err.serverMessage) : err;
    }
  }

  return {
    deck: o.deck,
    canSend: Boolean(o.clientId),
    input,
    setInput,
    pending,
    drafting,
    /** Enter while busy or loading: the message waits, and says so. */
    queue: () => setQueued(input.trim() !== ''),
    queued,
    loaded: Boolean(o.clientId),
    send,
    draftDeck: () => o.deck && send(draftCommand(o.deck)),
    shown,
    streaming,
    failed,
    draft,
    acceptDraft,
    discardDraft: () => draft && setDraft({ ...draft, status: 'discarded' }),
    sessions: sessions.data ?? [],
    sessionId,
    chooseSession: (id: string | null) => {
      setSessionId(id);
      setLocal([]);
    },
    providers: providers.data,
    chosen,
    setProvider,
  };
}

export type Assistant = ReturnType<typeof useAssistantState>;

const Ctx = createContext<Assistant | null>(null);

export function AssistantProvider({ children, ...options }: Options & { children: ReactNode }) {
  const value = useAssistantState(options);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useAssistant(): Assistant {
  const value = useContext(Ctx);
  if (!value) throw new Error('useAssistant outside AssistantProvider');
  return value;
}
