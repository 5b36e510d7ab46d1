import { Sparkles } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type ChatReply, sendChat, useProviders } from '../api/ai';
import { ApiError } from '../api/client';
import { Spinner } from '../components/ui/spinner';
import { toast, toastError } from '../components/ui/toast';

/** Type a command, press Enter: it runs on the selected slide and the changed slide lights up. */
export function AiCommandBar({
  presentationId,
  clientId,
  slideId,
  onApplied,
}: {
  presentationId: string;
  clientId: string | undefined;
  slideId: string | null;
  /** The command's reply once its change is applied: what changed, and what takes it back. */
  onApplied: (reply: ChatReply) => void;
}) {
  const [command, setCommand] = useState('');
  const [pending, setPending] = useState(false);
  const providers = useProviders();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const text = command.trim();
    if (!text || pending || !clientId) return;
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

  return (
    <form onSubmit={submit} className="relative">
      <Sparkles className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-brand" />
      <input
        aria-label="AI command"
        value={command}
        onChange={(e) => setCommand(e.target.value)}
        disabled={pending}
        placeholder="Tell the AI what to change — e.g. “make this slide navy”"
        className="h-10 w-full rounded-xl border border-slate-200 bg-paper pl-9 pr-10 text-sm placeholder:text-slate-400 focus:border-brand focus:bg-white focus:outline-none"
      />
      {pending && <Spinner className="absolute right-3 top-1/2 -translate-y-1/2 text-brand" />}
    </form>
  );
}
