import { ArrowUp, Sparkles } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useAssistant } from './AssistantContext';

/**
 * The one place to ask the AI (issue 32), under the slide it talks about: Enter sends, Shift+Enter
 * starts a new line. A message typed while the deck loads or while the last answer is still being
 * stored waits, says so, and is sent as soon as it can be (issue 33: never dropped).
 */
export function AiComposer() {
  const ai = useAssistant();
  const busy = ai.pending || ai.queued;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void ai.send();
      }}
      aria-busy={busy}
      data-testid="ai-composer"
      className="group relative flex items-end gap-2 rounded-2xl border border-slate-200 bg-white p-1.5 pl-3 shadow-sm transition focus-within:border-brand/60 focus-within:shadow-md focus-within:ring-4 focus-within:ring-brand/10"
    >
      <Sparkles aria-hidden className="mb-3 size-4 shrink-0 text-brand" />
      <textarea
        aria-label="Message"
        aria-describedby={ai.queued ? 'ai-composer-status' : undefined}
        rows={1}
        value={ai.input}
        onChange={(e) => ai.setInput(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            if (ai.pending || !ai.loaded) ai.queue();
            else void ai.send();
          }
        }}
        placeholder="Ask the AI — e.g. “make this slide navy”"
        className="field-sizing-content max-h-40 min-h-10 flex-1 resize-none bg-transparent py-2.5 text-sm text-ink placeholder:text-slate-500 focus:outline-none"
      />
      {ai.queued && (
        <p
          id="ai-composer-status"
          role="status"
          className="mb-3 shrink-0 text-xs text-slate-600 max-sm:sr-only"
        >
          {ai.loaded ? 'Sends when this answer is done…' : 'Sends when the deck has loaded'}
        </p>
      )}
      <Button
        type="submit"
        size="icon"
        variant="brand"
        aria-label="Send"
        disabled={!ai.input.trim() || ai.pending}
        className="size-10 shrink-0 rounded-xl"
      >
        {busy ? <Spinner /> : <ArrowUp />}
      </Button>
    </form>
  );
}
