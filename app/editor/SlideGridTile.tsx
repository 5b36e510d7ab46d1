import { UNTITLED } from '@common/limits';
import type { DeckMetadata } from '@common/slides/deckDefaults';
import type { SlideContent } from '@common/slides/model';
import { ScaledSlide } from '@common/slides/ScaledSlide';
import { tintFor, typeLabel } from '@common/slides/types';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Check } from 'lucide-react';
import { type KeyboardEvent, type MouseEvent, memo } from 'react';
import { useDeckTheme } from '../api/brand';
import type { Slide } from '../api/presentations';
import { WhenVisible } from '../components/WhenVisible';
import { cn } from '../lib/cn';
import { CommentBadge } from './comments/CommentBadge';

export interface TileHandlers {
  onClick: (id: string, e: MouseEvent) => void;
  onOpen: (id: string) => void;
  onToggle: (id: string) => void;
}

/** A slide of the grid: its thumbnail (drawn as in the slide list), number, title and type. */
export const SlideGridTile = memo(function SlideGridTile({
  slide,
  deck,
  index,
  selected,
  current,
  dimmed,
  handlers,
}: {
  slide: Slide;
  deck?: DeckMetadata;
  index: number;
  selected: boolean;
  /** The slide open in the editor. */
  current: boolean;
  /** Carried along by the slide being dragged. */
  dimmed: boolean;
  handlers: TileHandlers;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: slide.id,
  });
  const tint = tintFor(slide.type);
  const title = slide.title || UNTITLED;
  return (
    <li
      ref={setNodeRef}
      data-slide-id={slide.id}
      data-selected={selected || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('list-none', (isDragging || dimmed) && 'opacity-40')}
    >
      {/*
        The picture and labels sit under a button that covers the tile, as in the slide list: its
        name is the slide's number and title, not the words drawn on the slide (axe:
        label-content-name-mismatch), and a calculator's inputs are no controls inside it.
      */}
      <div
        className={cn(
          'group relative rounded-xl p-1.5 transition',
          selected ? 'bg-white shadow-md ring-2 ring-brand' : 'hover:bg-white hover:shadow-md',
        )}
      >
        <div
          className={cn(
            'relative overflow-hidden rounded-lg shadow-sm ring-1',
            selected ? 'ring-brand/50' : 'ring-slate-300/70',
          )}
          style={{ background: tint.background }}
        >
          <div inert aria-hidden="true">
            <WhenVisible className="pointer-events-none">
              <GridThumb slide={slide} deck={deck} />
            </WhenVisible>
          </div>
          <span
            aria-hidden
            className={cn(
              'absolute right-2 top-2 flex size-6 items-center justify-center rounded-full border-2 shadow transition',
              selected
                ? 'border-brand bg-brand text-white'
                : 'border-white/90 bg-black/20 text-transparent opacity-0 group-hover:opacity-100',
            )}
          >
            <Check className="size-3.5" strokeWidth={3} />
          </span>
          {current && (
            <span
              aria-hidden
              className="absolute left-2 top-2 rounded-md bg-ink/85 px-1.5 py-0.5 text-[10px] font-semibold uppercase tracking-wider text-white"
            >
              Open
            </span>
          )}
          <CommentBadge slideId={slide.id} className="bottom-2 left-2" />
        </div>
        <span className="mt-2 flex items-center gap-2 px-0.5">
          <span
            className={cn(
              'flex h-5 min-w-5 items-center justify-center rounded px-1 text-[11px] font-bold tabular-nums',
              selected ? 'bg-brand-dark text-white' : 'bg-slate-200 text-slate-700',
            )}
          >
            {index + 1}
          </span>
          <span className="min-w-0 flex-1 truncate text-sm font-semibold text-ink">{title}</span>
          <span
            aria-hidden
            className="hidden shrink-0 text-[10px] font-bold uppercase tracking-wider text-slate-600 sm:inline"
          >
            {typeLabel(slide.type)}
          </span>
        </span>
        <button
          type="button"
          {...attributes}
          {...listeners}
          // The type is said as what the tile is ("content slide"); its visible label is hidden from
          // the name, which holds the number and title a person says to pick it.
          aria-roledescription={`${typeLabel(slide.type).toLowerCase()} slide`}
          aria-pressed={selected}
          aria-current={current || undefined}
          aria-label={`Slide ${index + 1}: ${title}`}
          onClick={(e) => handlers.onClick(slide.id, e)}
          onDoubleClick={() => handlers.onOpen(slide.id)}
          onKeyDown={(e: KeyboardEvent) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              handlers.onOpen(slide.id);
            } else if (e.key === ' ') {
              e.preventDefault();
              handlers.onToggle(slide.id);
            }
          }}
          className="absolute inset-0 cursor-pointer touch-manipulation rounded-xl outline-none focus-visible:ring-4 focus-visible:ring-brand/40"
        />
      </div>
    </li>
  );
});

/** Redrawn only when its slide or the deck's details change (see SlideList's MemoThumb). */
export const GridThumb = memo(function GridThumb({ slide, deck }: { slide: Slide; deck?: DeckMetadata }) {
  const theme = useDeckTheme();
  return (
    <ScaledSlide slide={{ ...slide, content: slide.content as SlideContent }} options={{ deck, theme }} />
  );
});
