import { chatTitle } from '@common/schemas/ai';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Bot, MessageSquarePlus, PanelRightClose, PanelRightOpen, Send } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { aiKeys, type ChatReply, sendChat, useProviders } from '../api/ai';
import { ApiError, apiRequest } from '../api/client';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { toastError } from '../components/ui/toast';
import { cn } from '../lib/cn';

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
  onApplied,
}: {
  presentationId: string;
  clientId: string | undefined;
  slideId: string | null;
  /** The turn's reply once its change is applied: what changed, and what takes it back. */
  onApplied: (reply: ChatReply) => void;
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
  const [local, setLocal] = useState<Message[]>([]);
  // The assistant's words as they stream in, shown until the stored reply replaces them.
  const [streaming, setStreaming] = useState('');
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
  const shown = sessionId ? [...(messages.data ?? []), ...local] : local;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the end whenever a message or the spinner appears
  useEffect(() => {
    // Only the chat's own log scrolls: scrollIntoView would also scroll the page, which on a phone
    // opened the editor on the chat instead of the slide (issue 20).
    const log = end.current?.parentElement;
    if (log) log.scrollTop = log.scrollHeight;
  }, [shown.length, pending, streaming]);

  async function send(e?: FormEvent) {
    e?.preventDefault();
    const text = input.trim();
    if (!text || pending || !clientId) return;
    setPending(true);
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
      setLocal((l) => [...l, { id: `local-${now}`, role: 'user', content: text, createdAt: now }]);
      setInput('');
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
      await qc.invalidateQueries({ queryKey: aiKeys.messages(sid) });
      setLocal([]);
      setStreaming('');
    } catch (err) {
      setLocal([]);
      setStreaming('');
      setInput(text);
      toastError(err instanceof ApiError ? err.serverMessage : 'Failed to send message');
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
      <div className="flex-1 space-y-3 overflow-y-auto p-3" aria-live="polite">
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
        {streaming && (
          <div className="max-w-[90%] whitespace-pre-wrap rounded-2xl bg-paper px-3.5 py-2.5 text-sm text-ink ring-1 ring-slate-200">
            {streaming}
          </div>
        )}
        {pending && !streaming && (
          <div className="flex items-center gap-2 text-sm text-slate-500">
            <Spinner /> Thinking…
          </div>
        )}
        <div ref={end} />
      </div>
      <form onSubmit={send} className="border-t border-slate-100 p-3">
        <div className="relative">
          <textarea
            aria-label="Message"
            rows={3}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                send();
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
            disabled={!input.trim() || pending || !clientId}
            className="absolute bottom-3 right-2"
          >
            <Send />
          </Button>
        </div>
      </form>
    </aside>
  );
}
