import { Bot, MessageSquarePlus, Sparkles, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { cn } from '../lib/cn';
import { useAssistant } from './assistant/AssistantContext';
import { useDismissed } from './assistant/useDismissed';
import { DraftOutcome } from './DraftPreview';
import { briefIsEmpty } from './draftCommand';

const EXAMPLES = [
  'add a metrics slide with revenue 3.2M, growth 45% and NPS 71',
  'make this slide navy',
  'rename slide 2 to Our approach',
  'move slide 5 to the start',
];

/**
 * The conversation with the assistant, in the side panel: its sessions and model, the helper
 * cards, the log and the outcome of a draft. What is typed goes in the one box under the slide
 * (AiComposer); a proposed draft shows on the canvas (DraftCanvas).
 */
export function ChatPanel() {
  const ai = useAssistant();
  const end = useRef<HTMLDivElement>(null);
  // A card leaves once it is closed, or once it has been used: a draft asked for, a message sent.
  const [draftCardGone, closeDraftCard] = useDismissed('chat.first-draft');
  const [tryCardGone, closeTryCard] = useDismissed('chat.try');
  const used = ai.shown.length > 0 || ai.pending || Boolean(ai.draft);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the cards' first use closes them for good
  useEffect(() => {
    if (!used) return;
    if (!tryCardGone) closeTryCard();
    if (ai.draft && !draftCardGone) closeDraftCard();
  }, [used, ai.draft]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a message, the spinner or an outcome appears
  useEffect(() => {
    // Only the log scrolls: scrollIntoView would also scroll the page, which on a phone moved the
    // editor off the slide (issue 20).
    const log = end.current?.parentElement;
    if (log) log.scrollTop = log.scrollHeight;
  }, [ai.shown.length, ai.pending, ai.streaming, ai.draft?.status]);

  const providers = ai.providers?.providers ?? [];
  const unconfigured = providers.filter((p) => !p.configured);
  const brief = ai.deck ? briefIsEmpty(ai.deck) : true;
  return (
    <aside className="flex h-full min-h-0 flex-col bg-white" aria-label="AI chat">
      <div className="grid min-w-0 grid-cols-1 gap-2 border-b border-slate-100 px-4 py-3">
        <div className="flex min-w-0 gap-2">
          <select
            aria-label="Conversation"
            value={ai.sessionId ?? ''}
            onChange={(e) => ai.chooseSession(e.target.value || null)}
            className="h-9 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-2 text-sm"
          >
            <option value="">New conversation</option>
            {ai.sessions.map((s) => (
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
            onClick={() => ai.chooseSession(null)}
          >
            <MessageSquarePlus />
          </Button>
        </div>
        <select
          aria-label="AI model"
          value={ai.chosen ?? ''}
          onChange={(e) => ai.setProvider(e.target.value)}
          className="h-9 min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-sm"
        >
          {!ai.providers && <option value="">Loading models…</option>}
          {providers.map((p) => (
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
        {unconfigured.length > 0 && (
          <details className="text-xs text-slate-600">
            <summary className="cursor-pointer">Why are some models unavailable?</summary>
            {/* In a user's words: they cannot set server variables, an administrator can (issue 20). */}
            <p className="mt-1">
              {unconfigured.map((p) => p.label).join(', ')} {unconfigured.length === 1 ? 'is' : 'are'} not
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
      {/* Focusable, so the log scrolls by keyboard too (issue 32, axe). */}
      <div
        className="min-h-48 flex-1 space-y-3 overflow-y-auto p-4 focus-visible:outline-2 focus-visible:outline-brand"
        data-testid="chat-history"
        aria-live="polite"
        role="log"
        aria-label="Chat history"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must be reachable by keyboard (axe)
        tabIndex={0}
      >
        {!draftCardGone && !used && (
          <HelperCard onClose={closeDraftCard} label="Start from a first draft" tone="amber">
            <p className="mt-1 text-sm text-slate-600">
              {brief
                ? 'The brief is empty, so the draft starts from the title with [prompts] to fill. Add a brief for a draft in your own words.'
                : 'A whole deck from the brief, the details and any uploaded documents: previewed on the canvas, added only if you accept.'}
            </p>
            <Button variant="brand" size="sm" className="mt-3" disabled={!ai.canSend} onClick={ai.draftDeck}>
              <Sparkles /> Draft the deck
            </Button>
          </HelperCard>
        )}
        {!tryCardGone && !used && (
          <HelperCard onClose={closeTryCard} label="Try:">
            <ul className="mt-2 space-y-1">
              {EXAMPLES.map((text) => (
                <li key={text}>
                  <button
                    type="button"
                    onClick={() => ai.setInput(text)}
                    className="w-full rounded-lg px-2 py-1 text-left text-sm text-slate-700 hover:bg-white hover:text-ink"
                  >
                    {text}
                  </button>
                </li>
              ))}
            </ul>
          </HelperCard>
        )}
        {draftCardGone && tryCardGone && !used && (
          <p className="flex items-center gap-2 px-1 text-sm text-slate-600">
            <Bot className="size-4 text-brand" /> Ask for a change in the box under the slide.
          </p>
        )}
        {ai.shown.map((m) => (
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
        {ai.draft && ai.draft.status !== 'open' && ai.draft.status !== 'accepting' && (
          <DraftOutcome status={ai.draft.status} count={ai.draft.proposal.slides.length} />
        )}
        {ai.draft?.status === 'open' && !ai.pending && (
          <p className="rounded-xl bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200">
            The draft is on the canvas: accept it or discard it there.
          </p>
        )}
        {ai.failed && (
          <div
            role="alert"
            className="rounded-xl bg-red-50 px-3.5 py-2.5 text-sm text-red-800 ring-1 ring-red-200"
          >
            <p>{ai.failed.message}</p>
            <p className="mt-1 text-xs text-red-800">
              Nothing was changed.{ai.failed.command ? '' : ' Your message is back in the box.'}
            </p>
            {ai.failed.command && (
              <Button
                variant="outline"
                size="sm"
                className="mt-2"
                onClick={() => ai.send(ai.failed?.command)}
              >
                Try again
              </Button>
            )}
          </div>
        )}
        {ai.streaming && (
          <div className="max-w-[90%] whitespace-pre-wrap rounded-2xl bg-paper px-3.5 py-2.5 text-sm text-ink ring-1 ring-slate-200">
            {ai.streaming}
          </div>
        )}
        {ai.pending && !ai.streaming && (
          <div className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner /> {ai.drafting ? 'Drafting the deck…' : 'Thinking…'}
          </div>
        )}
        <div ref={end} />
      </div>
      {/* Once the cards are gone, drafting stays one click away; hidden while a draft waits for an answer. */}
      {(used || draftCardGone) && ai.draft?.status !== 'open' && (
        <div className="border-t border-slate-100 px-4 py-3">
          <Button
            variant="outline"
            size="sm"
            disabled={ai.pending || !ai.canSend}
            onClick={ai.draftDeck}
            title={
              brief
                ? 'The brief is empty: the draft starts from the title, with prompts to fill'
                : 'A whole first draft from the brief, previewed before anything changes'
            }
          >
            <Sparkles className="text-amber-500" /> Draft the deck
          </Button>
        </div>
      )}
    </aside>
  );
}

function HelperCard({
  label,
  tone,
  onClose,
  children,
}: {
  label: string;
  tone?: 'amber';
  onClose: () => void;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-label={label}
      className={cn(
        'relative rounded-2xl p-4 pr-10 ring-1 ring-slate-200',
        tone === 'amber' ? 'bg-gradient-to-br from-amber-50 via-white to-sky-50' : 'bg-paper',
      )}
    >
      <p className="flex items-center gap-1.5 font-bold text-ink">
        {tone === 'amber' && <Sparkles className="size-4 text-amber-500" />} {label}
      </p>
      {children}
      <button
        type="button"
        aria-label={`Dismiss “${label.replace(/:$/, '')}”`}
        title="Dismiss"
        onClick={onClose}
        className="absolute right-2 top-2 flex size-8 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-ink"
      >
        <X className="size-4" />
      </button>
    </section>
  );
}
