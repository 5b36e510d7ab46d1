import { PRESENTATION_TITLE_MAX } from '@common/limits';
import { FileUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../api/client';
import { importPowerPoint, POWERPOINT_ACCEPT } from '../api/powerPoint';
import { useCreatePresentation, useDeletePresentation } from '../api/presentations';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';
import { toast, toastError } from './ui/toast';

/**
 * "Import PowerPoint" on a client's presentations page (issue 30): a new deck named after the file,
 * its slides read from the file, then the editor. A file the server refuses leaves no empty deck.
 */
export function ImportPowerPointButton({ clientId }: { clientId: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const create = useCreatePresentation(clientId);
  const remove = useDeletePresentation(clientId);
  const navigate = useNavigate();

  async function run(file: File) {
    setBusy(true);
    let deckId: string | undefined;
    try {
      const title =
        file.name
          .replace(/\.[^.]+$/, '')
          .trim()
          .slice(0, PRESENTATION_TITLE_MAX) || 'Imported deck';
      deckId = (await create.mutateAsync({ clientId, title })).id;
      const result = await importPowerPoint(deckId, file);
      toast({ title: result.message, ...(result.warning ? { description: result.warning } : {}) });
      navigate(`/app/editor/${deckId}`);
    } catch (err) {
      if (deckId) await remove.mutateAsync(deckId).catch(() => {});
      toastError(
        err instanceof ApiError ? err.serverMessage : 'The file could not be imported',
        'Not imported',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="outline" disabled={busy} onClick={() => input.current?.click()}>
        {busy ? <Spinner /> : <FileUp />} Import PowerPoint
      </Button>
      <input
        ref={input}
        type="file"
        accept={POWERPOINT_ACCEPT}
        aria-label="PowerPoint file to import"
        className="hidden"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void run(file);
        }}
      />
    </>
  );
}
