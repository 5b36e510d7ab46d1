import { format } from 'date-fns';
import { History, RotateCcw } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useRestoreVersion, useSaveVersion, useVersions } from '../api/versions';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogHeader } from '../components/ui/dialog';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { Spinner } from '../components/ui/spinner';
import { toast, toastError } from '../components/ui/toast';

export function VersionsDialog({
  presentationId,
  open,
  onOpenChange,
}: {
  presentationId: string;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const versions = useVersions(presentationId, open);
  const save = useSaveVersion(presentationId);
  const restore = useRestoreVersion(presentationId);
  const [notes, setNotes] = useState('');
  const count = versions.data?.length ?? 0;
  // SPEC §5: the notes default to "Version {n+1}".
  useEffect(() => {
    if (open && versions.data) setNotes(`Version ${versions.data.length + 1}`);
  }, [open, versions.data]);

  function submit(e: FormEvent) {
    e.preventDefault();
    save.mutate(notes.trim() || `Version ${count + 1}`, {
      onSuccess: () => toast({ title: 'Version saved successfully' }),
      onError: () => toastError('Failed to save version'),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader
          title="Versions"
          description="Save the deck as it is now, or go back to an earlier state"
        />
        <form onSubmit={submit} className="flex items-end gap-2">
          <div className="grid flex-1 gap-2">
            <Label htmlFor="version-notes">Notes</Label>
            <Input
              id="version-notes"
              value={notes}
              maxLength={2000}
              onChange={(e) => setNotes(e.target.value)}
            />
          </div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending && <Spinner />} Save Version
          </Button>
        </form>
        <div className="max-h-80 overflow-y-auto rounded-xl border border-slate-200">
          {versions.isLoading ? (
            <p className="p-6 text-center text-sm text-slate-500">Loading versions...</p>
          ) : count === 0 ? (
            <p className="p-6 text-center text-sm text-slate-500">
              <History className="mx-auto mb-2 size-6 text-slate-300" />
              No versions yet. Save one before a big change.
            </p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {versions.data!.map((v) => (
                <li key={v.id} className="flex items-center gap-3 p-3">
                  <span className="rounded-md bg-ink px-2 py-0.5 text-xs font-bold text-white">
                    v{v.version}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-semibold text-ink">
                      {v.notes || `Version ${v.version}`}
                    </p>
                    <p className="text-xs text-slate-500">
                      {format(new Date(v.createdAt), "MMM d, yyyy 'at' h:mm a")} · {v.slideCount}{' '}
                      {v.slideCount === 1 ? 'slide' : 'slides'}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={restore.isPending}
                    onClick={() =>
                      restore.mutate(v.id, {
                        onSuccess: () => toast({ title: 'Version restored successfully' }),
                        onError: () => toastError('Failed to restore version'),
                      })
                    }
                  >
                    {restore.isPending && restore.variables === v.id ? <Spinner /> : <RotateCcw />} Restore
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
