import { PRESENTATION_TITLE_MAX } from '@common/limits';
import type { PresentationSummary } from '@common/schemas/presentations';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../api/client';
import { useCreatePresentation, useRenamePresentation } from '../api/presentations';
import type { EditorEntry } from '../editor/EditorToolbar';
import { NameDialog } from './NameDialog';
import { toast, toastError } from './ui/toast';

/** The title field both dialogs share. */
const TITLE_FIELD = {
  label: 'Presentation Title',
  placeholder: 'Enter presentation title',
  maxLength: PRESENTATION_TITLE_MAX,
};

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
  return (
    <NameDialog
      {...TITLE_FIELD}
      open={open}
      onOpenChange={onOpenChange}
      title="Create New Presentation"
      description="Give the deck a working title; you can change it later"
      inputId="presentation-title"
      value={title}
      onChange={setTitle}
      pending={create.isPending}
      submitLabel="Create Presentation"
      pendingLabel="Creating..."
      onSubmit={(trimmed) =>
        create.mutate(
          { clientId, title: trimmed },
          {
            onSuccess: (created) => {
              toast({ title: 'Presentation created successfully' });
              setTitle('');
              onOpenChange(false);
              navigate(`/app/editor/${created.id}`, { state: { clientId } satisfies EditorEntry });
            },
            onError: () => toastError('Failed to create presentation'),
          },
        )
      }
    />
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
  return (
    <NameDialog
      {...TITLE_FIELD}
      open={Boolean(presentation)}
      onOpenChange={(o) => !o && onClose()}
      title="Rename Presentation"
      description="The new title shows on the card and in the editor"
      inputId="rename-presentation-title"
      value={title}
      onChange={setTitle}
      pending={rename.isPending}
      submitLabel="Rename"
      pendingLabel="Renaming..."
      onSubmit={(trimmed) => {
        if (!presentation) return;
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
      }}
    />
  );
}
