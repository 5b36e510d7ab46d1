import type { Presentation } from '@common/schemas/presentations';
import { ArrowLeft, BookOpen, History, LayoutGrid, Play, Redo2, Share2, Undo2, Upload } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { ChatReply } from '../api/ai';
import { Button } from '../components/ui/button';
import { WithTooltip } from '../components/ui/tooltip';
import { enterFullscreen } from '../present/fullscreen';
import { AiCommandBar } from './AiCommandBar';
import { ExportButtons } from './ExportButtons';
import { PresentationTitle } from './PresentationTitle';
import { ThemePicker } from './ThemePicker';
import type { DeckHistory } from './useDeckHistory';

export type EditorDialog = 'upload' | 'versions' | 'share' | 'brief' | 'grid';

/**
 * A button whose label shows from wide screens up, is read by screen readers everywhere, and is a
 * tooltip where only the icon shows.
 */
function LabelledButton({
  icon,
  label,
  onClick,
}: {
  icon: React.ReactNode;
  label: string;
  onClick: () => void;
}) {
  return (
    <WithTooltip label={label}>
      <Button variant="outline" size="sm" onClick={onClick} className="max-sm:size-11">
        {icon} <span className="hidden xl:inline">{label}</span>
        <span className="sr-only xl:hidden">{label}</span>
      </Button>
    </WithTooltip>
  );
}

/** What a page that opens the editor passes as router state: the client the deck belongs to. */
export interface EditorEntry {
  clientId: string;
}

/** SPEC §2's editor header: back link, title and client, the AI command bar, undo/redo and the actions. */
export function EditorToolbar({
  presentationId,
  presentation: p,
  selectedId,
  history,
  onUndo,
  onRedo,
  onAiApplied,
  onOpen,
  onRename,
  presence,
}: {
  presentationId: string;
  presentation: Presentation | undefined;
  selectedId: string | null;
  history: DeckHistory;
  onUndo: () => void;
  onRedo: () => void;
  onAiApplied: (reply: ChatReply) => void;
  onOpen: (dialog: EditorDialog) => void;
  onRename: (title: string) => void;
  /** Who else is on the deck, and this person's name (issue 22). */
  presence?: React.ReactNode;
}) {
  // While the deck loads, the client is the one whose list opened the editor (router state), so
  // a quick click on the way back does not land on all clients.
  const cameFrom = (useLocation().state as EditorEntry | null)?.clientId;
  const clientId = p?.clientId ?? cameFrom;
  const back = clientId ? `/app/clients/${clientId}/presentations` : '/app/clients';
  return (
    <header className="flex flex-wrap items-center gap-3 border-b border-slate-200 bg-white px-4 py-2.5">
      <WithTooltip label="Back to presentations">
        <Button variant="ghost" size="icon" asChild className="max-sm:size-11">
          <Link to={back} aria-label="Back to presentations">
            <ArrowLeft />
          </Link>
        </Button>
      </WithTooltip>
      <PresentationTitle title={p?.title} clientName={p?.clientName} onRename={onRename} />
      {presence}
      <div className="min-w-64 flex-1">
        <AiCommandBar
          presentationId={presentationId}
          // "This slide" in a command given while the deck loads means the slide then selected.
          ready={p !== undefined && (p.slides.length === 0 || selectedId !== null)}
          slideId={selectedId}
          onApplied={onAiApplied}
        />
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Undo"
          title={history.nextUndo ? `Undo ${history.nextUndo} (Ctrl+Z)` : 'Nothing to undo'}
          disabled={!history.canUndo}
          onClick={onUndo}
          className="max-sm:size-11"
        >
          <Undo2 />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Redo"
          title={history.nextRedo ? `Redo ${history.nextRedo} (Ctrl+Shift+Z)` : 'Nothing to redo'}
          disabled={!history.canRedo}
          onClick={onRedo}
          className="max-sm:size-11"
        >
          <Redo2 />
        </Button>
        <LabelledButton icon={<LayoutGrid />} label="Slide grid" onClick={() => onOpen('grid')} />
        <LabelledButton icon={<Upload />} label="Upload Asset" onClick={() => onOpen('upload')} />
        <LabelledButton icon={<History />} label="Versions" onClick={() => onOpen('versions')} />
        <ExportButtons presentationId={presentationId} title={p?.title ?? ''} />
        <LabelledButton icon={<Share2 />} label="Share" onClick={() => onOpen('share')} />
        <LabelledButton icon={<BookOpen />} label="Presentation Brief" onClick={() => onOpen('brief')} />
        <ThemePicker presentationId={presentationId} history={history} />
        <Button size="sm" variant="brand" asChild className="max-sm:h-11">
          {/* Full screen is asked for here: the browser grants it only in answer to a click. */}
          <Link to={`/app/present/${presentationId}`} onClick={() => void enterFullscreen()}>
            <Play /> Present
          </Link>
        </Button>
      </div>
    </header>
  );
}
