import type { Presentation } from '@common/schemas/presentations';
import { ArrowLeft, BookOpen, History, LayoutGrid, Play, Redo2, Share2, Undo2, Upload } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '../components/ui/button';
import { WithTooltip } from '../components/ui/tooltip';
import { enterFullscreen } from '../present/fullscreen';
import { ExportMenu } from './ExportMenu';
import { PresentationTitle } from './PresentationTitle';
import { ThemePicker } from './ThemePicker';
import type { DeckHistory } from './useDeckHistory';

export type EditorDialog = 'upload' | 'versions' | 'share' | 'brief' | 'grid';

/** A quiet tool: an icon with its name for screen readers and as a tooltip (44 px on a phone). */
function Tool({ icon, label, onClick }: { icon: React.ReactNode; label: string; onClick: () => void }) {
  return (
    <WithTooltip label={label}>
      <Button variant="ghost" size="icon" aria-label={label} onClick={onClick} className="max-sm:size-11">
        {icon}
      </Button>
    </WithTooltip>
  );
}

/** SPEC's Present: full screen is asked for here, as the browser grants it only in answer to a click. */
function PresentLink({
  presentationId,
  compact,
  className,
}: {
  presentationId: string;
  /** On a phone: the icon alone, so the title beside it has room for two whole lines. */
  compact?: boolean;
  className?: string;
}) {
  return (
    <Button
      size="sm"
      variant="brand"
      asChild
      className={`${compact ? 'size-11 px-0' : 'h-9 px-4'} ${className ?? ''}`}
    >
      <Link to={`/app/present/${presentationId}`} onClick={() => void enterFullscreen()}>
        <Play className="fill-current" />
        {compact ? <span className="sr-only">Present</span> : 'Present'}
      </Link>
    </Button>
  );
}

/** A thin rule between groups of tools. */
const Rule = ({ className = '' }: { className?: string }) => (
  <span aria-hidden className={`mx-1 h-5 w-px shrink-0 bg-slate-200 ${className}`} />
);

/** What a page that opens the editor passes as router state: the client the deck belongs to. */
export interface EditorEntry {
  clientId: string;
}

/**
 * SPEC §2's editor header: back link, title and client, and the actions grouped by task with
 * Present set apart (issue 32). The AI's one input sits under the slide (AiComposer).
 */
export function EditorToolbar({
  presentationId,
  presentation: p,
  history,
  onUndo,
  onRedo,
  onOpen,
  onRename,
  presence,
}: {
  presentationId: string;
  presentation: Presentation | undefined;
  history: DeckHistory;
  onUndo: () => void;
  onRedo: () => void;
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
    // One row on wide screens; below, the title has the first row and the tools a second (on a
    // phone scrolling sideways, with Present beside the title), so the slide gets the screen.
    <header className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-slate-200 bg-white px-2 py-1.5 sm:px-4 sm:py-2">
      <WithTooltip label="Back to presentations">
        <Button variant="ghost" size="icon" asChild className="max-sm:size-11">
          <Link to={back} aria-label="Back to presentations">
            <ArrowLeft />
          </Link>
        </Button>
      </WithTooltip>
      <PresentationTitle title={p?.title} clientName={p?.clientName} onRename={onRename} />
      <div className="max-sm:hidden">{presence}</div>
      <div
        role="toolbar"
        aria-label="Editor tools"
        className="order-last -mx-2 flex w-[calc(100%+1rem)] items-center gap-0.5 overflow-x-auto px-2 pb-0.5 sm:mx-0 sm:w-full sm:overflow-visible sm:px-0 sm:pb-0 xl:order-none xl:ml-auto xl:w-auto [&>*]:shrink-0"
      >
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
        <Rule />
        {/* The deck as a whole: its slides at a glance, its look. */}
        <Tool icon={<LayoutGrid />} label="Slide grid" onClick={() => onOpen('grid')} />
        <ThemePicker presentationId={presentationId} history={history} />
        <Rule />
        {/* What the deck is made from and where it has been. */}
        <Tool icon={<Upload />} label="Upload Asset" onClick={() => onOpen('upload')} />
        <Tool icon={<BookOpen />} label="Presentation Brief" onClick={() => onOpen('brief')} />
        <Tool icon={<History />} label="Versions" onClick={() => onOpen('versions')} />
        <Rule className="max-xl:hidden" />
        {/* Where it goes. */}
        <div className="flex items-center gap-1.5 xl:ml-0 sm:ml-auto">
          <ExportMenu presentationId={presentationId} title={p?.title ?? ''} />
          <WithTooltip label="Share">
            <Button variant="outline" size="sm" onClick={() => onOpen('share')} className="max-sm:size-11">
              <Share2 />
              <span className="hidden xl:inline">Share</span>
              <span className="sr-only xl:hidden">Share</span>
            </Button>
          </WithTooltip>
          {/* The primary action, set apart. */}
          <PresentLink presentationId={presentationId} className="ml-2 max-sm:hidden" />
        </div>
      </div>
      {/* On a phone, Present shares the first row with the title. */}
      <PresentLink presentationId={presentationId} compact className="ml-auto sm:hidden" />
    </header>
  );
}
