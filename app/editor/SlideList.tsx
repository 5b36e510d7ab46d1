import { DRAG_ACTIVATION_DISTANCE, SLIDE_RAIL_GAP_PX } from '@common/limits';
import type { PresencePerson } from '@common/schemas/presence';
import type { DeckMetadata } from '@common/slides/deckDefaults';
import type { SlideContent } from '@common/slides/model';
import { ScaledSlide } from '@common/slides/ScaledSlide';
import { tintFor, typeLabel } from '@common/slides/types';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, Trash2 } from 'lucide-react';
import {
  type FocusEvent,
  type KeyboardEvent,
  memo,
  type RefObject,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { flushSync } from 'react-dom';
import { useDeckTheme } from '../api/brand';
import type { Slide } from '../api/presentations';
import { cn } from '../lib/cn';
import { CommentBadge } from './comments/CommentBadge';
import { OverflowMark, useOverflow } from './OverflowNotice';
import { orderAfterDrop } from './order';
import { colourOf, initialsOf } from './presenceLook';
import { PromptKeyboardSensor } from './promptKeyboardSensor';
import { railIndices } from './railWindow';
import { createSelectionStore, type SelectionStore } from './selectionStore';
import { useRailWindow } from './useRailWindow';

export function SlideList({
  selectedId,
  highlightId = null,
  scroller,
  ...rest
}: {
  /** The rail's scroll container: the list draws the items in its view. */
  scroller: RefObject<HTMLElement | null>;
  slides: Slide[];
  /** The deck's brief details, drawn where a slide leaves its own empty. */
  deck?: DeckMetadata;
  selectedId: string | null;
  highlightId?: string | null;
  /** Who else has each slide selected (presence), by slide id. */
  viewers?: ReadonlyMap<string, PresencePerson[]>;
  onSelect: (id: string) => void;
  /** The new order, and the slide that moved to get there. */
  onReorder: (ids: string[], movedId: string) => void;
  onRename: (id: string, title: string) => void;
  onDelete: (slide: Slide) => void;
}) {
  const selection = useMemo(createSelectionStore, []);
  // Before paint: the items answer from the store in the same frame as the stage.
  useLayoutEffect(() => selection.set(selectedId, highlightId ?? null), [selection, selectedId, highlightId]);
  // The editor's handlers are new functions each render; the list sees stable ones.
  const latest = useRef(rest);
  latest.current = rest;
  const handlers = useMemo(
    () => ({
      onSelect: (id: string) => latest.current.onSelect(id),
      onReorder: (ids: string[], moved: string) => latest.current.onReorder(ids, moved),
      onRename: (id: string, title: string) => latest.current.onRename(id, title),
      onDelete: (slide: Slide) => latest.current.onDelete(slide),
    }),
    [],
  );
  return (
    <SortableSlides
      slides={rest.slides}
      deck={rest.deck}
      viewers={rest.viewers}
      selection={selection}
      scroller={scroller}
      {...handlers}
    />
  );
}

/**
 * The list itself, virtual (issue 32): it draws the items in the rail's view and a few more, plus
 * the selected one (the list's Tab stop), the one being dragged and the one holding focus, each at
 * its place in a box as tall as the whole list. It renders again when the slides change or the
 * view scrolls, and for a selection only when the selected slide is out of view.
 */
const SortableSlides = memo(function SortableSlides({
  slides,
  deck,
  viewers,
  selection,
  scroller,
  onSelect,
  onReorder,
  onRename,
  onDelete,
}: {
  slides: Slide[];
  deck?: DeckMetadata;
  viewers?: ReadonlyMap<string, PresencePerson[]>;
  selection: SelectionStore;
  scroller: RefObject<HTMLElement | null>;
  onSelect: (id: string) => void;
  onReorder: (ids: string[], movedId: string) => void;
  onRename: (id: string, title: string) => void;
  onDelete: (slide: Slide) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_DISTANCE } }),
    useSensor(PromptKeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // Selecting a slide must not redraw 300 list items: the ids and the handlers keep their identity
  // between renders, so only the items whose props really changed render again.
  const ids = useMemo(() => slides.map((s) => s.id), [slides]);
  const handlers = useRef({ onSelect, onRename, onDelete, onReorder });
  handlers.current = { onSelect, onRename, onDelete, onReorder };
  const select = useCallback((id: string) => handlers.current.onSelect(id), []);
  const rename = useCallback((id: string, title: string) => handlers.current.onRename(id, title), []);
  const remove = useCallback((slide: Slide) => handlers.current.onDelete(slide), []);
  const list = useRef<HTMLOListElement>(null);
  const position = useMemo(() => new Map(ids.map((id, i) => [id, i])), [ids]);
  const rail = useRailWindow(scroller, list, slides.length);
  const { range, scrollTo } = rail;
  // The selected item is kept drawn out of view (it holds the list's Tab stop); while it is in
  // view, selecting another slide in view re-renders only the two items concerned.
  const selectedOut = useSyncExternalStore(selection.subscribe, () => {
    const i = position.get(selection.selected() ?? '') ?? -1;
    return i < range.start || i >= range.end ? i : -1;
  });
  const [dragged, setDragged] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const drawn = railIndices(
    range,
    [selectedOut, position.get(dragged ?? '') ?? -1, position.get(focused ?? '') ?? -1],
    slides.length,
  );
  // The slide just selected (a click, the grid, an added slide, the AI's change) is scrolled into
  // view; the one the AI lit up glides there.
  const positionNow = useRef(position);
  positionNow.current = position;
  useEffect(() => {
    let selected = selection.selected();
    let highlighted = selection.highlighted();
    const show = () => {
      if (selection.selected() !== selected) {
        selected = selection.selected();
        const i = positionNow.current.get(selected ?? '');
        if (i !== undefined) scrollTo(i);
      }
      if (selection.highlighted() !== highlighted) {
        highlighted = selection.highlighted();
        const i = positionNow.current.get(highlighted ?? '');
        if (i !== undefined) scrollTo(i, 'smooth');
      }
    };
    show();
    return selection.subscribe(show);
  }, [selection, scrollTo]);
  // Fitting every slide's text held a long deck's first paint (issue 32): the list shows first,
  // and the "Overflows" marks follow in an interruptible render. Slides added later are measured
  // at once.
  const [measure, setMeasure] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => startTransition(() => setMeasure(true)));
    return () => cancelAnimationFrame(frame);
  }, []);
  /**
   * One Tab stop for the list (the selected slide's controls); the arrow keys, Home and End move
   * between slides and select them, as in every slide tool.
   */
  function onListKeyDown(e: KeyboardEvent<HTMLOListElement>) {
    const target = e.target as HTMLElement;
    if (!target.matches('[data-slide-select]')) return;
    const from = ids.indexOf(target.closest('li')?.dataset.slideId ?? '');
    const to =
      e.key === 'ArrowDown' || e.key === 'ArrowRight'
        ? from + 1
        : e.key === 'ArrowUp' || e.key === 'ArrowLeft'
          ? from - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? ids.length - 1
              : null;
    if (to === null || from < 0) return;
    e.preventDefault();
    const id = ids[Math.max(0, Math.min(ids.length - 1, to))]!;
    // Drawn now (selected, it is kept drawn and scrolled into view), so it can take the focus.
    flushSync(() => select(id));
    list.current
      ?.querySelector<HTMLElement>(`[data-slide-id="${globalThis.CSS.escape(id)}"] [data-slide-select]`)
      ?.focus();
  }
  /** The item holding the focus stays drawn when scrolled away (a title being renamed, say). */
  function onListFocus(e: FocusEvent<HTMLOListElement>) {
    setFocused((e.target as HTMLElement).closest('li')?.dataset.slideId ?? null);
  }
  function onListBlur(e: FocusEvent<HTMLOListElement>) {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(null);
  }
  function onDragEnd(e: DragEndEvent) {
    setDragged(null);
    const moved = String(e.active.id);
    const next = orderAfterDrop(ids, moved, e.over ? String(e.over.id) : null);
    if (next) handlers.current.onReorder(next, moved);
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      // Items scrolled into view while dragging become drop targets as they are drawn.
      measuring={MEASURING}
      onDragStart={(e) => setDragged(String(e.active.id))}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{ announcements: announcementsFor(slides), screenReaderInstructions: INSTRUCTIONS }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol
          ref={list}
          className="relative"
          style={{ height: Math.max(0, slides.length * rail.stride - SLIDE_RAIL_GAP_PX) }}
          aria-label="Slides"
          onKeyDown={onListKeyDown}
          onFocus={onListFocus}
          onBlur={onListBlur}
        >
          {drawn.map((i) => {
            const s = slides[i]!;
            return (
              <SortableSlide
                key={s.id}
                slide={s}
                deck={deck}
                index={i}
                count={slides.length}
                top={i * rail.stride}
                selection={selection}
                measure={measure}
                viewers={viewers?.get(s.id)}
                onSelect={select}
                onRename={rename}
                onDelete={remove}
              />
            );
          })}
        </ol>
      </SortableContext>
    </DndContext>
  );
});

const MEASURING = { droppable: { strategy: MeasuringStrategy.Always } };

const INSTRUCTIONS = {
  draggable:
    'To move a slide, press Space or Enter to pick it up, the arrow keys to move it, Space or Enter again to drop it, or Escape to cancel.',
};

/** What a screen reader hears while a slide moves: slide titles and positions, not opaque ids. */
function announcementsFor(slides: Slide[]): Announcements {
  const name = (id: string | number) => {
    const i = slides.findIndex((s) => s.id === id);
    return i < 0 ? 'Slide' : `Slide ${i + 1}: ${slides[i]!.title || 'Untitled'}`;
  };
  const position = (id: string | number) => slides.findIndex((s) => s.id === id) + 1;
  return {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${name(active.id)} is over position ${position(over.id)}.`
        : `${name(active.id)} is outside the list.`,
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? `${name(active.id)} was dropped at position ${position(over.id)}.`
        : `${name(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
  };
}

const SortableSlide = memo(function SortableSlide({
  slide,
  deck,
  index,
  count,
  top,
  selection,
  measure,
  viewers,
  onSelect,
  onRename,
  onDelete,
}: {
  slide: Slide;
  deck?: DeckMetadata;
  index: number;
  /** How many slides the list has: drawn items say their place in it to screen readers. */
  count: number;
  /** Where the item sits in the list's box, in px. */
  top: number;
  selection: SelectionStore;
  measure: boolean;
  viewers?: PresencePerson[];
  onSelect: (id: string) => void;
  onRename: (id: string, title: string) => void;
  onDelete: (slide: Slide) => void;
}) {
  const selected = useSyncExternalStore(selection.subscribe, () => selection.selected() === slide.id);
  const highlighted = useSyncExternalStore(selection.subscribe, () => selection.highlighted() === slide.id);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: slide.id,
    });
  const tint = tintFor(slide.type);
  const overflow = useOverflow(slide, deck, measure);
  return (
    <li
      data-overflow={overflow || undefined}
      ref={setNodeRef}
      data-slide-id={slide.id}
      aria-posinset={index + 1}
      aria-setsize={count}
      style={{ top, transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'group absolute inset-x-0 rounded-xl border bg-white p-2 transition-shadow',
        selected ? 'border-brand ring-2 ring-brand/30' : 'border-slate-200 hover:border-slate-300',
        highlighted && 'ring-4 ring-emerald-400/60',
        isDragging && 'z-10 shadow-xl',
      )}
    >
      <div className="flex items-center gap-1.5 pb-1.5">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Move slide ${index + 1}`}
          tabIndex={selected ? 0 : -1}
          className="flex cursor-grab items-center justify-center rounded p-0.5 text-slate-500 hover:bg-slate-100 hover:text-ink active:cursor-grabbing max-sm:size-11"
        >
          <GripVertical className="size-4" />
        </button>
        <span className="w-5 text-xs font-bold tabular-nums text-slate-600">{index + 1}</span>
        <InlineTitle title={slide.title} tabbable={selected} onSave={(t) => onRename(slide.id, t)} />
        <button
          type="button"
          onClick={() => onDelete(slide)}
          aria-label={`Delete slide ${index + 1}`}
          tabIndex={selected ? 0 : -1}
          className="flex items-center justify-center rounded p-1 text-slate-500 opacity-0 hover:bg-red-50 hover:text-red-600 focus:opacity-100 group-hover:opacity-100 max-sm:size-11 max-sm:opacity-100"
        >
          <Trash2 className="size-3.5" />
        </button>
      </div>
      {/*
        A picture of the slide under a button that covers it: the button's name is the slide's
        number and title, not the words drawn on the slide (axe: label-content-name-mismatch), and
        the slide's own fields (a calculator's inputs) are no controls inside it.
      */}
      <div
        className="relative w-full overflow-hidden rounded-lg ring-1 ring-slate-200"
        style={{ background: tint.background }}
      >
        <div className="pointer-events-none" inert aria-hidden="true">
          <MemoThumb slide={slide} deck={deck} />
        </div>
        <button
          type="button"
          onClick={() => onSelect(slide.id)}
          aria-label={`Select slide ${index + 1}: ${slide.title}`}
          aria-current={selected || undefined}
          aria-keyshortcuts="ArrowUp ArrowDown Home End"
          data-slide-select
          tabIndex={selected ? 0 : -1}
          className="absolute inset-0 cursor-pointer rounded-lg"
        />
        {viewers?.length ? <ViewersMark viewers={viewers} /> : null}
        <CommentBadge slideId={slide.id} />
      </div>
      <span
        className="pointer-events-none absolute bottom-3.5 right-3.5 rounded px-1.5 py-0.5 text-[10px] font-bold uppercase tracking-wider"
        style={{ background: tint.background, color: tint.accent, border: `1px solid ${tint.accent}55` }}
      >
        {typeLabel(slide.type)}
      </span>
      {overflow && <OverflowMark className="pointer-events-none absolute bottom-3.5 left-3.5" />}
    </li>
  );
});

/** Who else has this slide selected: their initials in a corner of its thumbnail. */
function ViewersMark({ viewers }: { viewers: PresencePerson[] }) {
  const names = viewers.map((v) => v.name).join(', ');
  return (
    <span
      role="img"
      aria-label={`${names} ${viewers.length > 1 ? 'are' : 'is'} on this slide`}
      title={`${names} ${viewers.length > 1 ? 'are' : 'is'} on this slide`}
      data-slide-viewers={names}
      className="pointer-events-none absolute right-1.5 top-1.5 flex -space-x-1"
    >
      {viewers.slice(0, 3).map((v) => (
        <span
          key={v.tab}
          aria-hidden
          className="flex size-5 items-center justify-center rounded-full text-[9px] font-bold text-white ring-2 ring-white"
          style={{ backgroundColor: colourOf(v.tab) }}
        >
          {initialsOf(v.name)}
        </span>
      ))}
    </span>
  );
}

/**
 * A thumbnail redraws only when its slide or the deck's details change (the query cache keeps
 * unchanged objects' identity, metadata included).
 */
const MemoThumb = memo(function MemoThumb({ slide, deck }: { slide: Slide; deck?: DeckMetadata }) {
  const theme = useDeckTheme();
  return (
    <ScaledSlide slide={{ ...slide, content: slide.content as SlideContent }} options={{ deck, theme }} />
  );
});

/** Click to rename; Enter saves, Escape cancels, blank or unchanged is ignored (SPEC §2, §5). */
export function InlineTitle({
  title,
  tabbable = true,
  onSave,
}: {
  title: string;
  /** Only the selected slide's title is a Tab stop; the others are reached with the arrow keys. */
  tabbable?: boolean;
  onSave: (title: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(title);
  // Leaving the field keeps what was typed; only Escape throws it away.
  const done = useRef(false);
  function finish(save: boolean) {
    if (done.current) return;
    done.current = true;
    const t = draft.trim();
    if (save && t && t !== title) onSave(t);
    setEditing(false);
  }
  if (!editing) {
    return (
      <button
        type="button"
        onClick={() => {
          setDraft(title);
          done.current = false;
          setEditing(true);
        }}
        title="Rename slide"
        tabIndex={tabbable ? 0 : -1}
        className="min-w-0 flex-1 truncate rounded px-1 text-left text-sm font-semibold text-ink hover:bg-slate-100 max-sm:min-h-11"
      >
        {title || 'Untitled'}
      </button>
    );
  }
  return (
    <input
      autoFocus
      aria-label="Slide title"
      value={draft}
      maxLength={500}
      onChange={(e) => setDraft(e.target.value)}
      onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
        if (e.key === 'Enter') finish(true);
        if (e.key === 'Escape') finish(false);
      }}
      onBlur={() => finish(true)}
      className="min-w-0 flex-1 rounded border border-brand px-1 text-sm font-semibold outline-none"
    />
  );
}
