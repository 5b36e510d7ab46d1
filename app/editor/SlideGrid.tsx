import { DRAG_ACTIVATION_DISTANCE } from '@common/limits';
import type { DeckMetadata } from '@common/slides/deckDefaults';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { LayoutGrid, Trash2, X } from 'lucide-react';
import { type KeyboardEvent, type MouseEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { Slide } from '../api/presentations';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Button } from '../components/ui/button';
import { clickSelect, type GridSelection, moveSelection } from './gridSelection';
import { GridThumb, SlideGridTile, type TileHandlers } from './SlideGridTile';

/**
 * The slide grid overview (issue 20): every slide at once. Click selects, Shift/Ctrl/Cmd-click
 * selects several, dragging moves the selection, Delete removes it; each change is one batch of
 * deck operations, so one Ctrl+Z takes it back. Escape closes; double-click opens a slide.
 */
export function SlideGrid({
  open,
  onOpenChange,
  slides,
  deck,
  currentId,
  onOpenSlide,
  onReorder,
  onDelete,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  slides: Slide[];
  deck?: DeckMetadata;
  currentId: string | null;
  onOpenSlide: (id: string) => void;
  /** The deck's new order (every slide once). */
  onReorder: (ids: string[]) => void;
  onDelete: (ids: string[]) => Promise<unknown>;
}) {
  const ids = useMemo(() => slides.map((s) => s.id), [slides]);
  const [selection, setSelection] = useState<GridSelection>({ selected: [], anchor: null });
  const [dragging, setDragging] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const grid = useRef<HTMLOListElement>(null);
  // A drop ends with a click on the tile under the pointer: that click is not a selection.
  const justDropped = useRef(false);

  // Opening starts from the slide open in the editor, scrolled into view.
  useEffect(() => {
    if (!open) return;
    setSelection(currentId ? { selected: [currentId], anchor: currentId } : { selected: [], anchor: null });
    const t = setTimeout(() => {
      const el = currentId
        ? grid.current?.querySelector<HTMLElement>(
            `[data-slide-id="${globalThis.CSS.escape(currentId)}"] button`,
          )
        : null;
      el?.scrollIntoView({ block: 'nearest' });
      el?.focus({ preventScroll: true });
    }, 0);
    return () => clearTimeout(t);
  }, [open, currentId]);
  // Slides removed elsewhere (an undo, the assistant) leave the selection.
  const selected = useMemo(() => selection.selected.filter((id) => ids.includes(id)), [selection, ids]);
  const selectedSet = useMemo(() => new Set(selected), [selected]);

  const latest = useRef({ ids, onOpenSlide });
  latest.current = { ids, onOpenSlide };
  const handlers = useMemo<TileHandlers>(
    () => ({
      onClick: (id: string, e: MouseEvent) => {
        if (justDropped.current) return;
        // A phone has no Shift or Ctrl: there a tap adds or removes a slide, as photo apps do.
        const touch = (e.nativeEvent as PointerEvent).pointerType === 'touch';
        setSelection((s) =>
          clickSelect(latest.current.ids, s, id, {
            shift: e.shiftKey,
            toggle: e.ctrlKey || e.metaKey || touch,
          }),
        );
      },
      onToggle: (id: string) => setSelection((s) => clickSelect(latest.current.ids, s, id, { toggle: true })),
      onOpen: (id: string) => latest.current.onOpenSlide(id),
    }),
    [],
  );

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_DISTANCE } }),
  );
  function onDragStart(e: DragStartEvent) {
    const id = String(e.active.id);
    setDragging(id);
    // Dragging a slide outside the selection drags that slide alone, as desktop tools do.
    if (!selectedSet.has(id)) setSelection({ selected: [id], anchor: id });
  }
  function onDragEnd(e: DragEndEvent) {
    const id = String(e.active.id);
    setDragging(null);
    justDropped.current = true;
    setTimeout(() => {
      justDropped.current = false;
    }, 0);
    const moving = selectedSet.has(id) ? selected : [id];
    const next = moveSelection(ids, moving, id, e.over ? String(e.over.id) : null);
    if (next) onReorder(next);
  }

  function requestDelete() {
    if (!selected.length) return;
    if (selected.length > 1) setConfirming(true);
    else void remove();
  }
  async function remove() {
    const gone = selected;
    setDeleting(true);
    try {
      // The editor answers undefined when the server refused (it has said so in a toast): the
      // selection stays, to try again.
      if ((await onDelete(gone)) === undefined) return;
      setSelection({ selected: [], anchor: null });
      setConfirming(false);
    } finally {
      setDeleting(false);
    }
  }
  function onKeyDown(e: KeyboardEvent) {
    const el = e.target as HTMLElement;
    if (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || confirming) return;
    if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      requestDelete();
    } else if (e.key.startsWith('Arrow') && grid.current?.contains(el)) {
      e.preventDefault();
      moveFocus(grid.current, el, e.key);
    } else if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'a') {
      e.preventDefault();
      setSelection({ selected: ids, anchor: ids[0] ?? null });
    }
  }

  const draggedSlide = dragging ? slides.find((s) => s.id === dragging) : undefined;
  const carried = dragging && selectedSet.has(dragging) ? selected.length : 1;
  const count = selected.length;

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          onKeyDown={onKeyDown}
          aria-describedby="slide-grid-help"
          className="fixed inset-0 z-40 flex flex-col bg-slate-100 outline-none"
        >
          <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-200 bg-white px-4 py-3 sm:px-6">
            <div className="flex w-full min-w-0 items-center gap-3 sm:w-auto sm:flex-1">
              <span className="hidden size-9 items-center justify-center rounded-lg bg-brand-soft text-brand-dark sm:flex">
                <LayoutGrid className="size-4" />
              </span>
              <div className="min-w-0">
                <DialogPrimitive.Title className="text-base font-bold text-ink">
                  Slide overview
                </DialogPrimitive.Title>
                <p className="truncate text-xs text-slate-600" aria-live="polite" data-testid="grid-status">
                  {slides.length} {slides.length === 1 ? 'slide' : 'slides'}
                  {count ? ` · ${count} selected` : ''}
                </p>
              </div>
            </div>
            <div className="flex w-full items-center gap-2 sm:w-auto [&>*]:h-11 sm:[&>*]:h-9">
              <Button
                variant="outline"
                size="sm"
                className="mr-auto sm:mr-0"
                onClick={() =>
                  setSelection(
                    count === ids.length
                      ? { selected: [], anchor: null }
                      : { selected: ids, anchor: ids[0] ?? null },
                  )
                }
              >
                {count === ids.length && count ? 'Select none' : 'Select all'}
              </Button>
              <Button variant="destructive" size="sm" disabled={!count || deleting} onClick={requestDelete}>
                <Trash2 /> {count > 1 ? `Delete ${count} slides` : 'Delete slide'}
              </Button>
              <DialogPrimitive.Close asChild>
                <Button variant="default" size="sm">
                  <X /> Close
                </Button>
              </DialogPrimitive.Close>
            </div>
          </header>
          <p
            id="slide-grid-help"
            className="mx-auto w-full max-w-[1600px] px-4 pt-3 text-xs text-slate-600 sm:px-6"
          >
            <span className="hidden sm:inline">
              Click to select · Shift or Ctrl/⌘-click to select several · drag to reorder · Delete to remove ·
              double-click to open
            </span>
            <span className="sm:hidden">Tap to select · drag to reorder · double-tap to open</span>
          </p>

          <div className="min-h-0 flex-1 overflow-y-auto px-4 pb-8 pt-3 sm:px-6">
            {slides.length === 0 ? (
              <p className="py-16 text-center text-sm text-slate-600">
                No slides yet. Add a slide to get started!
              </p>
            ) : (
              <DndContext
                sensors={sensors}
                collisionDetection={closestCenter}
                onDragStart={onDragStart}
                onDragEnd={onDragEnd}
                onDragCancel={() => setDragging(null)}
              >
                <SortableContext items={ids} strategy={rectSortingStrategy}>
                  <ol
                    ref={grid}
                    aria-label="Slide grid"
                    className="mx-auto grid max-w-[1600px] grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4 xl:grid-cols-5"
                  >
                    {slides.map((s, i) => (
                      <SlideGridTile
                        key={s.id}
                        slide={s}
                        deck={deck}
                        index={i}
                        selected={selectedSet.has(s.id)}
                        current={s.id === currentId}
                        dimmed={Boolean(dragging) && dragging !== s.id && selectedSet.has(s.id)}
                        handlers={handlers}
                      />
                    ))}
                  </ol>
                </SortableContext>
                <DragOverlay>
                  {draggedSlide && (
                    <div className="relative">
                      {carried > 1 && (
                        <div className="absolute inset-0 translate-x-2 translate-y-2 rounded-lg bg-white shadow-lg ring-1 ring-slate-300" />
                      )}
                      <div className="relative overflow-hidden rounded-lg shadow-2xl ring-2 ring-brand">
                        <GridThumb slide={draggedSlide} deck={deck} />
                      </div>
                      {carried > 1 && (
                        <span className="absolute -right-2 -top-2 flex size-7 items-center justify-center rounded-full bg-brand-dark text-xs font-bold text-white shadow">
                          {carried}
                        </span>
                      )}
                    </div>
                  )}
                </DragOverlay>
              </DndContext>
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${count} slides?`}
        description="The selected slides are removed from the deck. Ctrl+Z brings them back."
        confirmLabel={`Delete ${count} slides`}
        pending={deleting}
        onConfirm={() => void remove()}
      />
    </DialogPrimitive.Root>
  );
}

/** Arrow keys move between tiles: left and right along the deck, up and down by a row. */
function moveFocus(list: HTMLElement, from: HTMLElement, key: string) {
  const tiles = [...list.querySelectorAll<HTMLElement>(':scope > li > div > button')];
  const i = tiles.indexOf(from);
  if (i < 0) return;
  // Columns: how many tiles share the first row's top.
  const top = tiles[0]!.getBoundingClientRect().top;
  const columns = Math.max(1, tiles.filter((t) => Math.abs(t.getBoundingClientRect().top - top) < 2).length);
  const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -columns, ArrowDown: columns }[key] ?? 0;
  const target = tiles[Math.max(0, Math.min(tiles.length - 1, i + step))];
  target?.focus();
  target?.scrollIntoView({ block: 'nearest' });
}
