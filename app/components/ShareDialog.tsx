import { COPY_CONFIRMATION_MS, GENERATED_SHARE_PASSWORD_LENGTH } from '@common/limits';
import { Check, Copy, KeyRound, Wand2 } from 'lucide-react';
import { type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { useCreateShare } from '../api/shares';
import { ShareLinks } from './ShareLinks';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from './ui/dialog';
import { Input } from './ui/input';
import { Label } from './ui/label';
import { Spinner } from './ui/spinner';
import { Switch } from './ui/switch';
import { toast, toastError } from './ui/toast';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** SPEC §9: 10 random letters and digits, from the browser's CSPRNG. */
export function generatePassword(length = GENERATED_SHARE_PASSWORD_LENGTH): string {
  const bytes = crypto.getRandomValues(new Uint32Array(length));
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  throw new Error('Clipboard unavailable');
}

export function useCopied() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    copied,
    flash() {
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    },
    reset() {
      clearTimeout(timer.current);
      setCopied(false);
    },
  };
}

/** The client screen's share dialog: protection off by default, a link to copy after creation. */
export function ShareDialog({
  presentationId,
  onClose,
}: {
  presentationId: string | null;
  onClose: () => void;
}) {
  const [protect, setProtect] = useState(false);
  const [password, setPassword] = useState('');
  const [shareUrl, setShareUrl] = useState('');
  const create = useCreateShare();
  const { copied, flash, reset } = useCopied();
  const open = Boolean(presentationId);

  // biome-ignore lint/correctness/useExhaustiveDependencies: everything resets when the dialog closes, only then
  useEffect(() => {
    if (!open) {
      setProtect(false);
      setPassword('');
      setShareUrl('');
      reset();
      create.reset();
    }
  }, [open]);

  const missingPassword = protect && !password;

  function submit(e: SyntheticEvent) {
    e.preventDefault();
    if (!presentationId || create.isPending) return;
    if (missingPassword) {
      toastError('Please enter a password or disable password protection', 'Password required');
      return;
    }
    create.mutate(
      { presentationId, password: protect ? password : null },
      {
        onSuccess: (r) => {
          setShareUrl(r.shareUrl);
          toast({ title: 'Presentation shared!', description: 'Your secure link is ready to share' });
        },
        onError: () => toastError('Failed to create share link'),
      },
    );
  }

  async function copy() {
    try {
      await copyText(shareUrl);
      flash();
      toast({ title: 'Link copied!', description: 'Share link has been copied to clipboard' });
    } catch {
      toastError('Failed to copy link');
    }
  }

  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader
          title="Share Presentation"
          description="Create a link your client can open in any browser"
        />
        {shareUrl ? (
          <div className="grid gap-3">
            <Label htmlFor="share-url">Share link</Label>
            <div className="flex gap-2">
              <Input id="share-url" readOnly value={shareUrl} onFocus={(e) => e.currentTarget.select()} />
              <Button
                variant="outline"
                size="icon"
                onClick={copy}
                aria-label={copied ? 'Copied' : 'Copy link'}
              >
                {copied ? <Check className="text-emerald-600" /> : <Copy />}
              </Button>
            </div>
            {protect && <p className="text-sm text-slate-500">Send the password separately from the link.</p>}
            <DialogFooter>
              <Button onClick={onClose}>Done</Button>
            </DialogFooter>
          </div>
        ) : (
          <form onSubmit={submit} className="grid gap-4">
            <div className="flex items-center justify-between gap-4 rounded-xl border border-slate-200 p-4">
              <div>
                <Label htmlFor="share-protect" className="flex items-center gap-2">
                  <KeyRound className="size-4" /> Password protection
                </Label>
                <p className="text-sm text-slate-500">Require password to view</p>
              </div>
              <Switch id="share-protect" checked={protect} onCheckedChange={setProtect} />
            </div>
            {protect && (
              <div className="grid gap-2">
                <Label htmlFor="share-password">Password</Label>
                <div className="flex gap-2">
                  <Input
                    id="share-password"
                    value={password}
                    autoFocus
                    maxLength={200}
                    onChange={(e) => setPassword(e.target.value)}
                    // The disabled button blocks the form's own Enter; SPEC §5 still wants the toast.
                    onKeyDown={(e) => e.key === 'Enter' && missingPassword && submit(e)}
                    placeholder="Enter password"
                  />
                  <Button
                    variant="outline"
                    size="icon"
                    aria-label="Generate password"
                    title="Generate password"
                    onClick={() => setPassword(generatePassword())}
                  >
                    <Wand2 />
                  </Button>
                </div>
              </div>
            )}
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending || missingPassword}>
                {create.isPending && <Spinner />}
                {create.isPending ? 'Creating...' : 'Create Share Link'}
              </Button>
            </DialogFooter>
          </form>
        )}
        {presentationId && <ShareLinks presentationId={presentationId} refreshKey={shareUrl} />}
      </DialogContent>
    </Dialog>
  );
}
