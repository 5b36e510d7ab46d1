import { COPY_CONFIRMATION_MS } from '@common/limits';
import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '../components/ui/dialog';
import { toastError } from '../components/ui/toast';
import { chooseConflict, closeConflict, useOpenConflict } from './conflicts';

/**
 * Asks which text to keep when this person and someone else changed the same field (issue 22).
 * Both texts are shown, each with a copy button; after the choice the text not kept stays on
 * screen to copy until the dialog is closed (and the undo history can bring it back).
 */
export function ConflictDialog() {
  const conflict = useOpenConflict();
  return (
    <Dialog open={Boolean(conflict)} onOpenChange={(open) => !open && closeConflict()}>
      {conflict && (
        <DialogContent aria-describedby={undefined} className="max-w-2xl">
          <DialogHeader
            title={conflict.chosen ? 'Change kept' : 'Someone else changed this too'}
            description={
              conflict.chosen === 'mine'
                ? `Your version of “${conflict.what}” is saved. Their version is below if you need it (Undo also brings it back).`
                : conflict.chosen === 'theirs'
                  ? `Their version of “${conflict.what}” is kept. Your version is below if you need it (Undo also brings it back).`
                  : `While you were editing “${conflict.what}”, someone else saved a different version. Which one should be kept?`
            }
          />
          <div className={conflict.chosen ? 'grid gap-4' : 'grid gap-4 sm:grid-cols-2'}>
            {conflict.chosen !== 'mine' && (
              <Version label="Your version" text={conflict.ours} kept={conflict.chosen === undefined} />
            )}
            {conflict.chosen !== 'theirs' && (
              <Version label="Their version" text={conflict.theirs} kept={conflict.chosen === undefined} />
            )}
          </div>
          <DialogFooter>
            {conflict.chosen ? (
              <Button onClick={closeConflict}>Done</Button>
            ) : (
              <>
                <Button variant="outline" onClick={() => chooseConflict('theirs')}>
                  Keep their version
                </Button>
                <Button variant="brand" onClick={() => chooseConflict('mine')}>
                  Keep my version
                </Button>
              </>
            )}
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}

function Version({ label, text, kept }: { label: string; text: string; kept: boolean }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(t);
  }, [copied]);
  return (
    <section aria-labelledby={id} className="grid gap-1.5">
      <div className="flex items-center justify-between">
        <h3 id={id} className="text-sm font-semibold text-ink">
          {label}
        </h3>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Copy ${label.toLowerCase()}`}
          onClick={() =>
            navigator.clipboard.writeText(text).then(
              () => setCopied(true),
              () => toastError('Failed to copy text'),
            )
          }
        >
          {copied ? <Check /> : <Copy />} {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <textarea
        readOnly
        aria-label={label}
        value={text}
        rows={kept ? 6 : 4}
        className="w-full resize-y rounded-lg border border-slate-300 bg-slate-50 p-2.5 text-sm text-ink"
      />
    </section>
  );
}
