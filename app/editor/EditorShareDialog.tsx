import { Check, Copy, Wand2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useCreateShare } from '../api/shares';
import { copyText, generatePassword, useCopied } from '../components/ShareDialog';
import { ShareLinks } from '../components/ShareLinks';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '../components/ui/dialog';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { Spinner } from '../components/ui/spinner';
import { toast, toastError } from '../components/ui/toast';

/** The editor's share dialog: a password is required; closing resets password, link and copied flag. */
export function EditorShareDialog({
  presentationId,
  open,
  onOpenChange,
}: {
  presentationId: string;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const [password, setPassword] = useState('');
  const [link, setLink] = useState('');
  const create = useCreateShare();
  const { copied, flash, reset } = useCopied();

  function close(o: boolean) {
    if (!o) {
      setPassword('');
      setLink('');
      reset();
      create.reset();
    }
    onOpenChange(o);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!password) {
      toastError('Please enter a password to protect your presentation', 'Password required');
      return;
    }
    create.mutate(
      { presentationId, password },
      {
        onSuccess: (r) => {
          setLink(`${window.location.origin}/view/${r.token}`);
          toast({ title: 'Share link created successfully' });
        },
        onError: () => toastError('Failed to create share link'),
      },
    );
  }

  async function copy() {
    try {
      await copyText(`${link}\nPassword: ${password}`);
      flash();
      toast({ title: 'Copied!', description: 'Link and password copied to clipboard' });
    } catch {
      toastError('Failed to copy link');
    }
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader
          title="Share Presentation"
          description="Anyone with the link and the password can view the deck"
        />
        {link ? (
          <div className="grid gap-3">
            <div className="grid gap-1.5 rounded-xl bg-paper p-4 text-sm">
              <span className="font-semibold text-slate-500">Link</span>
              <code className="break-all text-ink" data-testid="share-link">
                {link}
              </code>
              <span className="mt-2 font-semibold text-slate-500">Password</span>
              <code className="text-ink" data-testid="share-password">
                {password}
              </code>
            </div>
            <DialogFooter>
              <Button
                variant="outline"
                onClick={copy}
                aria-label={copied ? 'Copied' : 'Copy link and password'}
              >
                {copied ? <Check className="text-emerald-600" /> : <Copy />} {copied ? 'Copied' : 'Copy'}
              </Button>
              <Button onClick={() => close(false)}>Done</Button>
            </DialogFooter>
          </div>
        ) : (
          <form onSubmit={submit} className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor="editor-share-password">Password</Label>
              <div className="flex gap-2">
                <Input
                  id="editor-share-password"
                  autoFocus
                  value={password}
                  maxLength={200}
                  onChange={(e) => setPassword(e.target.value)}
                  placeholder="Enter password"
                />
                <Button
                  variant="outline"
                  size="icon"
                  aria-label="Generate password"
                  onClick={() => setPassword(generatePassword())}
                >
                  <Wand2 />
                </Button>
              </div>
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending && <Spinner />}
                {create.isPending ? 'Creating...' : 'Create Share Link'}
              </Button>
            </DialogFooter>
          </form>
        )}
        <ShareLinks presentationId={presentationId} refreshKey={link} />
      </DialogContent>
    </Dialog>
  );
}
