import { PRESENTATION_TITLE_MAX } from '@common/limits';
import type { PresentationSummary } from '@common/schemas/presentations';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../api/client';
import { useCreatePresentation, useRenamePresentation } from '../api/presentations';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from './ui/dialog';
import { Input } from './ui/input';
import { Label } from './ui/label';
import { Spinner } from './ui/spinner';
import { toast, toastError } from './ui/toast';

/** SPEC's "Create New Presentation"; the new deck opens in the editor (issue 20). */
export function CreatePresentationDialog({
  clientId,
  open,
  onOpenChange,
}: {
  clientId: string;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const [title, setTitle] = useState('');
  const create = useCreatePresentation(clientId);
  const navigate = useNavigate();
  const trimmed = title.trim();
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!trimmed || create.isPending) return;
    create.mutate(
      { clientId, title: trimmed },
      {
        onSuccess: (created) => {
          toast({ title: 'Presentation created successfully' });
          setTitle('');
          onOpenChange(false);
          navigate(`/app/editor/${created.id}`);
        },
        onError: () => toastError('Failed to create presentation'),
      },
    );
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader
            title="Create New Presentation"
            description="Give the deck a working title; you can change it later"
          />
          <div className="grid gap-2">
            <Label htmlFor="presentation-title">Presentation Title</Label>
            <Input
              id="presentation-title"
              autoFocus
              value={title}
              maxLength={PRESENTATION_TITLE_MAX}
              onChange={(e) => setTitle(e.target.value)}
              placeholder="Enter presentation title"
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!trimmed || create.isPending}>
              {create.isPending && <Spinner />}
              {create.isPending ? 'Creating...' : 'Create Presentation'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Rename from the card menu: the same title rules as creation (trimmed, never blank). */
export function RenamePresentationDialog({
  clientId,
  presentation,
  onClose,
}: {
  clientId: string;
  presentation: PresentationSummary | null;
  onClose: () => void;
}) {
  const [title, setTitle] = useState('');
  const rename = useRenamePresentation(clientId);
  useEffect(() => {
    if (presentation) setTitle(presentation.title);
  }, [presentation]);
  const trimmed = title.trim();
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!presentation || !trimmed || rename.isPending) return;
    if (trimmed === presentation.title) return onClose();
    rename.mutate(
      { id: presentation.id, title: trimmed },
      {
        onSuccess: () => {
          toast({ title: 'Presentation renamed' });
          onClose();
        },
        onError: (err) =>
          toastError(
            `Failed to update presentation. ${err instanceof ApiError ? err.serverMessage : ''}`.trim(),
          ),
      },
    );
  }
  return (
    <Dialog open={Boolean(presentation)} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader
            title="Rename Presentation"
            description="The new title shows on the card and in the editor"
          />
          <div className="grid gap-2">
            <Label htmlFor="rename-presentation-title">Presentation Title</Label>
            <Input
              id="rename-presentation-title"
              autoFocus
              value={title}
              maxLength={PRESENTATION_TITLE_MAX}
              onChange={(e) => setTitle(e.target.value)}
              placeholder="Enter presentation title"
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!trimmed || rename.isPending}>
              {rename.isPending && <Spinner />}
              {rename.isPending ? 'Renaming...' : 'Rename'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
