import { chatTitle, type Proposal } from '@common/schemas/ai';
import type { DeckMetadata } from '@common/slides/deckDefaults';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Bot, MessageSquarePlus, PanelRightClose, PanelRightOpen, Send, Sparkles } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { aiKeys, type ChatReply, sendChat, useProviders } from '../api/ai';
import { ApiError, apiRequest } from '../api/client';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { toastError } from '../components/ui/toast';
import { cn } from '../lib/cn';
import { DraftPreview, type DraftStatus } from './DraftPreview';
import { briefIsEmpty, draftCommand } from './draftCommand';

interface Session {
  id: string;
  title: string;
  lastActiveAt: string;
  provider: string;
}
interface Message {
  id: string;
  role: string;
  content: string;
  createdAt: string;
}

export function ChatPanel({
  presentationId,
  clientId,
  slideId,
  deck,
  onApplied,
  onAcceptDraft,
  draftAsked = 0,
}: {
  presentationId: string;
  clientId: string | undefined;
  slideId: string | null;
  /** What a first draft is made from: the deck's title, brief and details. */
  deck: { title: string; brief: string; metadata?: DeckMetadata };
  /** The turn's reply once its change is applied: what changed, and what takes it back. */
  onApplied: (reply: ChatReply) => void;
  /** Applies an accepted draft's operations as one step of history; rejects when the server refuses. */
  onAcceptDraft: (operations: Proposal['operations']) => Promise<unknown>;
  /** Bumped when "Draft the deck" is asked for elsewhere (the brief): the chat opens and drafts. */
  draftAsked?: number;
}) {
  const qc = useQueryClient();
  // Open where there is room beside the canvas, or on a phone where it stacks below it; closed on
  // a tablet, where it would squeeze the slide.
  const [open, setOpen] = useState(
    () => !window.matchMedia('(min-width: 1024px) and (max-width: 1279px)').matches,
  );
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [provider, setProvider] = useState<string | null>(null);
  const [input, setInput] = useState('');
  const [pending, setPending] = useState(false);
  // Enter pressed while the last answer was still being stored, or before the deck loaded: sent as
  // soon as it is (issue 33: a message is never dropped).
  const [queued, setQueued] = useState(false);
  const [drafting, setDrafting] = useState(false);
  const [local, setLocal] = useState<Message[]>([]);
  // The assistant's words as they stream in, shown until the stored reply replaces them.
  const [streaming, setStreaming] = useState('');
  // The last whole draft the assistant proposed (issue 19), until it is accepted or discarded.
  const [draft, setDraft] = useState<{ proposal: Proposal; status: DraftStatus } | null>(null);
  // The last turn that failed, said where it happened (a toast alone is easy to miss).
  const [failed, setFailed] = useState<{ message: string; command?: string } | null>(null);
  const providers = useProviders();
  const sessionsKey = aiKeys.sessions(presentationId);
  const sessions = useQuery<Session[]>({ queryKey: sessionsKey, enabled: open });
  const messages = useQuery<Message[]>({
    queryKey: aiKeys.messages(sessionId ?? ''),
    enabled: Boolean(sessionId),
  });
  const end = useRef<HTMLDivElement>(null);
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

  const previewTop = useRef<HTMLDivElement>(null);
  const previewOpen = draft?.status === 'open' && !pending;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a message, the spinner or a draft appears
  useEffect(() => {
    // Only the chat's own log scrolls: scrollIntoView would also scroll the page, which on a phone
    // opened the editor on the chat instead of the slide (issue 20). A new draft is shown from its
    // top (what it is, how many slides); anything else from the end.
    const log = end.current?.parentElement;
    if (!log) return;
    const top = previewOpen ? previewTop.current : null;
    if (top) log.scrollTop += top.getBoundingClientRect().top - log.getBoundingClientRect().top;
    else log.scrollTop = log.scrollHeight;
  }, [shown.length, pending, streaming, previewOpen]);

  const asked = useRef(draftAsked);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new request from outside drafts
  useEffect(() => {
    if (draftAsked === asked.current) return;
    asked.current = draftAsked;
    setOpen(true);
    send(undefined, draftCommand(deck));
  }, [draftAsked]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the end of a turn, or the deck's arrival, sends the queued message
  useEffect(() => {
    if (pending || !queued || !clientId) return;
    setQueued(false);
    send();
  }, [pending, queued, clientId]);

  async function send(e?: FormEvent, command?: string) {
    e?.preventDefault();
    const text = (command ?? input).trim();
    if (!text || pending) return;
    // The deck is still loading: a typed message waits for it (the draft buttons wait disabled).
    if (!clientId) {
      if (command === undefined) setQueued(true);
      return;
    }
    setPending(true);
    setDrafting(command !== undefined);
    setFailed(null);
    let sid = sessionId;
    try {
      if (!sid) {
        try {
          const created = await apiRequest<Session>('/api/conversations/sessions', {
            body: { presentationId, clientId, title: chatTitle(text), provider: chosen },
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
      if (!command) setInput('');
      const reply = await sendChat(
        {
          provider: chosen,
          messages: [...history, { role: 'user', content: text }],
          presentationId,
          sessionId: sid,
          slideId: slideId ?? undefined,
        },
        (delta) => setStreaming((t) => t + delta),
      );
      onApplied(reply);
      if (reply.proposal) setDraft({ proposal: reply.proposal, status: 'open' });
      await qc.invalidateQueries({ queryKey: aiKeys.messages(sid) });
      setLocal([]);
      setStreaming('');
    } catch (err) {
      setLocal([]);
      setStreaming('');
      if (!command) setInput(text);
      const message = err instanceof ApiError ? err.serverMessage : 'Failed to send message';
      setFailed({ message, command });
      toastError(message);
    } finally {
      setPending(false);
    }
  }

  if (!open) {
    return (
      <div className="order-3 border-slate-200 bg-white p-2 lg:order-none lg:border-l">
        <Button variant="ghost" size="icon" aria-label="Open AI chat" onClick={() => setOpen(true)}>
          <PanelRightOpen />
        </Button>
      </div>
    );
  }

  return (
    <aside
      className="order-3 flex h-[70vh] w-full shrink-0 flex-col border-slate-200 bg-white lg:order-none lg:h-auto lg:w-[360px] lg:border-l"
      aria-label="AI chat"
    >
      <div className="flex items-center gap-2 border-b border-slate-100 p-3">
        <Bot className="size-5 text-brand" />
        <h2 className="flex-1 font-bold text-ink">AI assistant</h2>
        <Button variant="ghost" size="icon" aria-label="Close AI chat" onClick={() => setOpen(false)}>
          <PanelRightClose />
        </Button>
      </div>
      <div className="grid min-w-0 grid-cols-1 gap-2 border-b border-slate-100 p-3">
        <div className="flex min-w-0 gap-2">
          <select
            aria-label="Conversation"
            value={sessionId ?? ''}
            onChange={(e) => {
              setSessionId(e.target.value || null);
              setLocal([]);
            }}
            className="h-9 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-2 text-sm"
          >
            <option value="">New conversation</option>
            {(sessions.data ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.title}
              </option>
            ))}
          </select>
          <Button
            variant="outline"
            size="icon"
            aria-label="New conversation"
            title="New conversation"
            onClick={() => {
              setSessionId(null);
              setLocal([]);
            }}
          >
            <MessageSquarePlus />
          </Button>
        </div>
        <select
          aria-label="AI model"
          value={chosen ?? ''}
          onChange={(e) => setProvider(e.target.value)}
          className="h-9 min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-sm"
        >
          {!providers.data && <option value="">Loading models…</option>}
          {(providers.data?.providers ?? []).map((p) => (
            <option
              key={p.id}
              value={p.id}
              disabled={!p.configured}
              title={p.configured ? undefined : p.hint}
            >
              {p.label} — {p.model}
              {p.configured ? '' : ' (not configured)'}
            </option>
          ))}
        </select>
        {(providers.data?.providers ?? []).some((p) => !p.configured) && (
          <details className="text-xs text-slate-500">
            <summary className="cursor-pointer">Why are some models unavailable?</summary>
            {/* In a user's words: they cannot set server variables, an administrator can (issue 20). */}
            <p className="mt-1">
              {(providers.data?.providers ?? [])
                .filter((p) => !p.configured)
                .map((p) => p.label)
                .join(', ')}{' '}
              {(providers.data?.providers ?? []).filter((p) => !p.configured).length === 1 ? 'is' : 'are'} not
              connected yet. An administrator of this server can connect a provider with its API key;{' '}
              <a
                href="/docs/configuration"
                target="_blank"
                rel="noreferrer"
                className="font-semibold text-brand underline"
              >
                see Configuration in the README
              </a>
              . Until then the built-in assistant works without one.
            </p>
          </details>
        )}
      </div>
      <div className="flex-1 space-y-3 overflow-y-auto p-3" data-testid="chat-history" aria-live="polite">
        {shown.length === 0 && !pending && !draft && (
          <div className="overflow-hidden rounded-2xl bg-gradient-to-br from-amber-50 via-white to-sky-50 p-4 ring-1 ring-slate-200">
            <p className="flex items-center gap-1.5 font-bold text-ink">
              <Sparkles className="size-4 text-amber-500" /> Start from a first draft
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {briefIsEmpty(deck)
                ? 'The brief is empty, so the draft starts from the title with [prompts] to fill. Add a brief for a draft in your own words.'
                : 'A whole deck from the brief, the details and any uploaded documents: previewed here, added only if you accept.'}
            </p>
            <Button
              variant="brand"
              size="sm"
              className="mt-3"
              disabled={!clientId}
              onClick={() => send(undefined, draftCommand(deck))}
            >
              <Sparkles /> Draft the deck
            </Button>
          </div>
        )}
        {shown.length === 0 && !pending && (
          <div className="rounded-xl bg-paper p-4 text-sm text-slate-600">
            <p className="font-semibold text-ink">Try:</p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>add a metrics slide with revenue 3.2M, growth 45% and NPS 71</li>
              <li>make this slide navy</li>
              <li>rename slide 2 to Our approach</li>
              <li>move slide 5 to the start</li>
            </ul>
          </div>
        )}
        {shown.map((m) => (
          <div
            key={m.id}
            className={cn(
              'max-w-[90%] whitespace-pre-wrap rounded-2xl px-3.5 py-2.5 text-sm',
              m.role === 'user' ? 'ml-auto bg-ink text-white' : 'bg-paper text-ink ring-1 ring-slate-200',
            )}
          >
            {m.content}
          </div>
        ))}
        <div ref={previewTop} className="scroll-mt-3" />
        {draft && (
          <DraftPreview
            proposal={draft.proposal}
            status={draft.status}
            deck={deck.metadata}
            onAccept={async () => {
              setDraft({ ...draft, status: 'accepting' });
              try {
                await onAcceptDraft(draft.proposal.operations);
                setDraft({ ...draft, status: 'accepted' });
              } catch (err) {
                setDraft({ ...draft, status: 'open' });
                throw err instanceof ApiError ? new Error(err.serverMessage) : err;
              }
            }}
            onDiscard={() => setDraft({ ...draft, status: 'discarded' })}
          />
        )}
        {failed && (
          <div
            role="alert"
            className="rounded-xl bg-red-50 px-3.5 py-2.5 text-sm text-red-800 ring-1 ring-red-200"
          >
            <p>{failed.message}</p>
            <p className="mt-1 text-xs text-red-700/80">
              Nothing was changed.{failed.command ? '' : ' Your message is back in the box below.'}
            </p>
            {failed.command && (
              <Button
                variant="outline"
                size="sm"
                className="mt-2"
                onClick={() => send(undefined, failed.command)}
              >
                Try again
              </Button>
            )}
          </div>
        )}
        {streaming && (
          <div className="max-w-[90%] whitespace-pre-wrap rounded-2xl bg-paper px-3.5 py-2.5 text-sm text-ink ring-1 ring-slate-200">
            {streaming}
          </div>
        )}
        {pending && !streaming && (
          <div className="flex items-center gap-2 text-sm text-slate-500">
            <Spinner /> {drafting ? 'Drafting the deck…' : 'Thinking…'}
          </div>
        )}
        <div ref={end} />
      </div>
      <form onSubmit={send} className="border-t border-slate-100 p-3">
        {/* Hidden while a draft waits for an answer: its own buttons are the next step. */}
        {(shown.length > 0 || draft) && !previewOpen && (
          <div className="mb-2 flex">
            <Button
              variant="outline"
              size="sm"
              disabled={pending || !clientId}
              onClick={() => send(undefined, draftCommand(deck))}
              title={
                briefIsEmpty(deck)
                  ? 'The brief is empty: the draft starts from the title, with prompts to fill'
                  : 'A whole first draft from the brief, previewed before anything changes'
              }
            >
              <Sparkles className="text-amber-500" /> Draft the deck
            </Button>
          </div>
        )}
        <div className="relative">
          <textarea
            aria-label="Message"
            rows={3}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                // The answer shows before it is stored; a message typed meanwhile waits, never dropped.
                if (pending || !clientId) setQueued(input.trim() !== '');
                else send();
              }
            }}
            placeholder="Ask for a change… (Enter sends, Shift+Enter for a new line)"
            className="w-full resize-none rounded-xl border border-slate-300 p-3 pr-12 text-sm focus:border-brand focus:outline-none"
          />
          <Button
            type="submit"
            size="icon"
            variant="brand"
            aria-label="Send"
            disabled={!input.trim() || pending}
            className="absolute bottom-3 right-2"
          >
            <Send />
          </Button>
        </div>
        {queued && (
          <p role="status" className="mt-1 text-xs text-slate-500">
            {clientId ? 'Sends when this answer is done…' : 'Sends when the deck has loaded…'}
          </p>
        )}
      </form>
    </aside>
  );
}
