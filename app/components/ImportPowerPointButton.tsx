import { PRESENTATION_TITLE_MAX } from '@common/limits';
import { useNavigate } from 'react-router';
import { importPowerPoint } from '../api/powerPoint';
import { useCreatePresentation, useDeletePresentation } from '../api/presentations';
import { PowerPointButton } from './PowerPointButton';
import { toast } from './ui/toast';

/**
 * "Import PowerPoint" on a client's presentations page (issue 30): a new deck named after the file,
 * its slides read from the file, then the editor. A file the server refuses leaves no empty deck.
 */
export function ImportPowerPointButton({ clientId }: { clientId: string }) {
  const create = useCreatePresentation(clientId);
  const remove = useDeletePresentation(clientId);
  const navigate = useNavigate();

  async function importDeck(file: File) {
    const title =
      file.name
        .replace(/\.[^.]+$/, '')
        .trim()
        .slice(0, PRESENTATION_TITLE_MAX) || 'Imported deck';
    const deckId = (await create.mutateAsync({ clientId, title })).id;
    try {
      const result = await importPowerPoint(deckId, file);
      toast({ title: result.message, ...(result.warning ? { description: result.warning } : {}) });
      navigate(`/app/editor/${deckId}`);
    } catch (err) {
      await remove.mutateAsync(deckId).catch(() => {});
      throw err;
    }
  }

  return (
    <PowerPointButton label="Import PowerPoint" inputLabel="PowerPoint file to import" onFile={importDeck} />
  );
}
