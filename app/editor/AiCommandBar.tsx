import { Sparkles } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { type ChatReply, sendChat, useProviders } from '../api/ai';
import { ApiError } from '../api/client';
import { Spinner } from '../components/ui/spinner';
import { toast, toastError } from '../components/ui/toast';

/**
 * Type a command, press Enter: it runs on the selected slide and the changed slide lights up. A
 * command sent while the deck is still loading waits, said so under the field, and is sent as
 * soon as the deck is there: it is never dropped (issue 33).
 */
export function AiCommandBar({
  presentationId,
  ready,
  slideId,
  onApplied,
}: {
  presentationId: string;
  /** The deck is loaded and its slide selected: a command given before waits for this. */
  ready: boolean;
  slideId: string | null;
  /** The command's reply once its change is applied: what changed, and what takes it back. */
  onApplied: (reply: ChatReply) => void;
}) {
  const [command, setCommand] = useState('');
  const [pending, setPending] = useState(false);
  // A command given before the deck loaded, sent once it has.
  const [waiting, setWaiting] = useState(false);
  const providers = useProviders();

  async function run() {
    const text = command.trim();
    if (!text || pending) return;
    setPending(true);
    try {
      const reply = await sendChat({
        provider: providers.data?.defaultProvider,
        messages: [{ role: 'user', content: text }],
        presentationId,
        slideId: slideId ?? undefined,
      });
      setCommand('');
      onApplied(reply);
      toast({ title: 'AI', description: reply.response.slice(0, 300) });
    } catch (err) {
      toastError(err instanceof ApiError ? err.serverMessage : 'Failed to send message');
    } finally {
      setPending(false);
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the deck's arrival sends the waiting command
  useEffect(() => {
    if (!waiting || !ready) return;
    setWaiting(false);
    void run();
  }, [waiting, ready]);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!command.trim() || pending) return;
    if (ready) void run();
    else setWaiting(true);
  }

  const hint = waiting ? 'ai-command-waiting' : undefined;
  return (
    <form onSubmit={submit} className="relative" aria-busy={pending || waiting}>
      <Sparkles className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-brand" />
      <input
        aria-label="AI command"
        aria-describedby={hint}
        value={command}
        onChange={(e) => setCommand(e.target.value)}
        disabled={pending}
        readOnly={waiting}
        placeholder="Tell the AI what to change — e.g. “make this slide navy”"
        className={`h-10 w-full rounded-xl border border-slate-200 bg-paper pl-9 text-sm placeholder:text-slate-400 focus:border-brand focus:bg-white focus:outline-none ${waiting ? 'pr-64' : 'pr-10'}`}
      />
      {(pending || waiting) && <Spinner className="absolute right-3 top-1/2 -translate-y-1/2 text-brand" />}
      {waiting && (
        <p
          id={hint}
          role="status"
          className="pointer-events-none absolute right-9 top-1/2 -translate-y-1/2 text-xs text-slate-500"
        >
          Sends when the deck has loaded
        </p>
      )}
    </form>
  );
}
