import { EDITOR_SLIDE_COLUMN_PX } from '@common/limits';
import type { PresencePerson } from '@common/schemas/presence';
import type { DeckMetadata } from '@common/slides/deckDefaults';
import { Loader2, Plus } from 'lucide-react';
import { type CSSProperties, useRef } from 'react';
import type { Slide } from '../api/presentations';
import { Button } from '../components/ui/button';
import { SlideList } from './SlideList';

/** The editor's left column (SPEC §9: 320 px): "Add Slide" and the sortable slide list. */
export function SlideColumn({
  slides,
  loading,
  deck,
  canAdd,
  adding,
  selectedId,
  highlightId,
  viewers,
  onAdd,
  onSelect,
  onMove,
  onRename,
  onDelete,
}: {
  slides: Slide[];
  loading: boolean;
  deck?: DeckMetadata;
  canAdd: boolean;
  adding: boolean;
  selectedId: string | null;
  highlightId: string | null;
  /** Who else has each slide selected (presence), by slide id. */
  viewers?: ReadonlyMap<string, PresencePerson[]>;
  onAdd: () => void;
  onSelect: (id: string) => void;
  onMove: (ids: string[], movedId: string) => void;
  onRename: (id: string, title: string) => void;
  onDelete: (slide: Slide) => void;
}) {
  // The list draws only the slides in this box's view (issue 32).
  const scroller = useRef<HTMLDivElement>(null);
  return (
    <aside
      id="editor-slides"
      aria-label="Slide list"
      style={{ '--slide-column': `${EDITOR_SLIDE_COLUMN_PX}px` } as CSSProperties}
      className="order-2 flex max-h-[80vh] w-full shrink-0 flex-col border-y border-slate-200 bg-white lg:order-none lg:max-h-none lg:w-(--slide-column) lg:border-y-0 lg:border-r"
    >
      <div className="border-b border-slate-100 p-3">
        <Button className="w-full" onClick={onAdd} disabled={adding || !canAdd}>
          {adding ? <Loader2 className="animate-spin" /> : <Plus />} Add Slide
        </Button>
      </div>
      <div ref={scroller} data-slide-rail className="flex-1 overflow-y-auto p-3">
        {loading ? (
          <p className="p-4 text-center text-sm text-slate-500">Loading slides...</p>
        ) : slides.length === 0 ? (
          <p className="p-4 text-center text-sm text-slate-500">No slides yet. Add a slide to get started!</p>
        ) : (
          <SlideList
            scroller={scroller}
            slides={slides}
            deck={deck}
            selectedId={selectedId}
            highlightId={highlightId}
            viewers={viewers}
            onSelect={onSelect}
            onReorder={onMove}
            onRename={onRename}
            onDelete={onDelete}
          />
        )}
      </div>
    </aside>
  );
}
