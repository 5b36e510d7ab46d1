import type { Operation } from '@common/schemas/operations';
import {
  type EditableSlide,
  listPath,
  readEditable,
  spliceEditable,
  writeEditable,
} from '@common/slides/editable';
import type { SlideContent } from '@common/slides/model';
import { type CSSProperties, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Slide } from '../api/presentations';
import { toastError } from '../components/ui/toast';
import { askConflict } from './conflicts';
import { contentEdit } from './deckEdits';

/** What is being edited: a path of the slide (see common/slides/editable.ts), drawn over its text. */
interface Editing {
  path: string;
  /** Set for a new bullet (Enter at the end of one): the list and where it goes. */
  insert?: { list: string; index: number };
  initial: string;
  /** The field's text in the deck when the edit began, to tell whether someone else changed it meanwhile. */
  base: string;
  box: { left: number; top: number; width: number; minHeight: number };
  style: CSSProperties;
  /** Where the click was, to put the caret there. */
  caretAt?: { x: number; y: number };
  /** A row just added holds placeholder text: it is selected, so typing replaces it. */
  selectAll?: boolean;
}

const view = (slide: Slide): EditableSlide => ({
  title: slide.title,
  content: slide.content as SlideContent,
});

/** "metrics.0.label" → "Metrics 1 label", for the conflict question. */
const fieldWords = (path: string) =>
  path
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : part.replace(/([a-z])([A-Z])/g, '$1 $2')))
    .join(' ')
    .replace(/^./, (c) => c.toUpperCase());

/** Fields whose text may run over several lines: Shift+Enter breaks a line in them. */
const MULTILINE = new Set(['text', 'subtitle', 'mainText', 'highlightText']);

const fieldsOf = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-field]')];
const fieldAt = (container: HTMLElement, path: string) =>
  fieldsOf(container).find((el) => el.dataset.field === path);

/** Calls `then` with the text at `path` once it is drawn (within a few frames), else not at all. */
function whenDrawn(container: HTMLElement, path: string, then: (el: HTMLElement) => void, frames = 30) {
  const el = fieldAt(container, path);
  if (el) then(el);
  else if (frames > 0) requestAnimationFrame(() => whenDrawn(container, path, then, frames - 1));
}

/** The overlay's place and type, copied from the drawn text so editing looks like the slide. */
function measure(container: HTMLElement, el: HTMLElement, below = false): Pick<Editing, 'box' | 'style'> {
  const root = el.closest<HTMLElement>('[data-slide-type]') ?? el;
  const scale = root.getBoundingClientRect().width / (root.offsetWidth || 1);
  const r = el.getBoundingClientRect();
  const c = container.getBoundingClientRect();
  const cs = getComputedStyle(el);
  const px = (v: string) =>
    Number.isFinite(Number.parseFloat(v)) ? Number.parseFloat(v) * scale : undefined;
  const lineHeight = px(cs.lineHeight);
  return {
    box: {
      left: r.left - c.left,
      top: (below ? r.bottom + 4 * scale : r.top) - c.top,
      width: Math.max(r.width, 160 * scale),
      minHeight: below ? (lineHeight ?? r.height) : r.height,
    },
    style: {
      fontFamily: cs.fontFamily,
      fontSize: px(cs.fontSize),
      fontWeight: cs.fontWeight as CSSProperties['fontWeight'],
      lineHeight: lineHeight === undefined ? 'normal' : `${lineHeight}px`,
      letterSpacing: px(cs.letterSpacing) ?? 'normal',
      color: cs.color,
      textAlign: cs.textAlign as CSSProperties['textAlign'],
      direction: cs.direction as CSSProperties['direction'],
    },
  };
}

const METRIC = /^metrics\.(\d{1,3})\.(value|label|subtext)$/;

/** A row the add and remove buttons work on: a metric, or an item of a list. */
function rowOf(
  path: string,
): { list: string; index: number; noun: string; blank: unknown; first: string } | undefined {
  const metric = METRIC.exec(path);
  if (metric)
    return {
      list: 'metrics',
      index: Number(metric[1]),
      noun: 'metric',
      blank: { value: '0', label: 'New metric' },
      first: 'value',
    };
  const item = listPath(path);
  if (item) return { ...item, noun: item.list === 'items' ? 'bullet' : 'item', blank: 'New item', first: '' };
  return undefined;
}

/**
 * A metric typed into its placeholder (a new metrics slide has none) starts as a whole metric, so
 * the value typed first comes with the label the schema asks for; a comparison, with both sides.
 */
function withRowFor(view: EditableSlide, path: string): EditableSlide {
  // A comparison is written with both its sides, as its schema asks.
  if (path.startsWith('comparison.') && !(view.content.comparison?.left && view.content.comparison?.right)) {
    const side = { title: '', items: [] as string[] };
    const { left = side, right = side } = view.content.comparison ?? {};
    return { ...view, content: { ...view.content, comparison: { left, right } } };
  }
  const metric = METRIC.exec(path);
  if (!metric || view.content.metrics?.[Number(metric[1])]) return view;
  return spliceEditable(view, 'metrics', view.content.metrics?.length ?? 0, { value: '', label: '' });
}

/** The edit a finished in-place change makes, or null when nothing changed. */
function editOf(slide: Slide, editing: Editing, text: string): Operation | null {
  const view = withRowFor({ title: slide.title, content: slide.content as SlideContent }, editing.path);
  if (editing.insert) {
    if (!text.trim()) return null;
    const after = spliceEditable(view, editing.insert.list, editing.insert.index, text);
    return contentEdit(slide.id, view.content, after.content);
  }
  // Unchanged (a default shown in an empty field, say, such as the date's dash): nothing to save.
  if (text === editing.initial) return null;
  if (editing.path === 'title')
    return text.trim() ? { op: 'update_slide', slideId: slide.id, title: text } : null;
  return contentEdit(slide.id, view.content, writeEditable(view, editing.path, text).content);
}

/**
 * Editing on the slide, as in Google Slides: a click on a title, a text, a bullet, a metric or a
 * comparison item edits it where it is. Enter ends the edit (in a bullet it starts the next
 * bullet; Shift+Enter breaks a line in running text), Tab goes to the next text and Shift+Tab to
 * the one before, Backspace in an empty bullet removes it, and Escape or a click elsewhere ends
 * the edit keeping what was typed. Each finished edit is one undo step.
 */
export function InPlaceEditor({
  slide,
  container,
  enabled,
  placeholders = [],
  onApply,
}: {
  slide: Slide;
  container: RefObject<HTMLDivElement | null>;
  enabled: boolean;
  /** Paths drawn with "Click to add …": their edit starts empty, not with those words. */
  placeholders?: readonly string[];
  onApply: (label: string, operations: Operation[]) => Promise<unknown>;
}) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const overlay = useRef<HTMLDivElement>(null);
  const done = useRef(false);
  // The slide as last drawn: an edit opened from a callback of an earlier render (a row just
  // added) takes its starting text from the slide it sees, not from that render's.
  const latest = useRef(slide);
  latest.current = slide;

  function open(path: string, el: HTMLElement, caretAt?: Editing['caretAt'], selectAll = false) {
    const box = container.current;
    if (!box) return;
    done.current = false;
    // Read from the element's slide as drawn now (a row just added is in the preview already).
    const text = readEditable({ title: slide.title, content: slide.content as SlideContent }, path);
    setEditing({
      path,
      initial: text || (placeholders.includes(path) ? '' : (el.textContent ?? '')),
      base: readEditable(view(latest.current), path),
      caretAt,
      selectAll,
      ...measure(box, el),
    });
  }

  function openNewBullet(list: string, index: number, under: HTMLElement) {
    const box = container.current;
    if (!box) return;
    done.current = false;
    setEditing({
      path: `${list}.${index}`,
      insert: { list, index },
      initial: '',
      base: '',
      ...measure(box, under, true),
    });
  }

  // A click on marked text starts editing it; everything else on the stage works as before.
  useEffect(() => {
    const box = container.current;
    if (!box || !enabled) return;
    const onClick = (e: MouseEvent) => {
      const el = (e.target as HTMLElement).closest<HTMLElement>('[data-field]');
      if (!el || !box.contains(el) || !el.dataset.field) return;
      e.preventDefault();
      open(el.dataset.field, el, { x: e.clientX, y: e.clientY });
    };
    box.addEventListener('click', onClick);
    return () => box.removeEventListener('click', onClick);
  });

  useLayoutEffect(() => {
    const el = overlay.current;
    if (!editing || !el) return;
    el.textContent = editing.initial;
    el.focus();
    const selection = window.getSelection();
    const at = editing.caretAt;
    const range =
      at && document.caretRangeFromPoint ? document.caretRangeFromPoint(at.x, at.y) : document.createRange();
    if (!range || !el.contains(range.startContainer) || editing.selectAll) {
      range?.selectNodeContents(el);
      if (!editing.selectAll) range?.collapse(false);
    }
    if (range) {
      selection?.removeAllRanges();
      selection?.addRange(range);
    }
  }, [editing]);

  /** Ends the edit, saving what was typed; `then` runs once the overlay is gone. */
  function finish(then?: () => void) {
    if (!editing || done.current) return;
    done.current = true;
    const text = (overlay.current?.textContent ?? '').replace(/\n$/, '');
    const op = editOf(slide, editing, text);
    setEditing(null);
    // Someone else changed this text while it was being edited here: ask which to keep (issue 22).
    const now = editing.insert ? editing.base : readEditable(view(slide), editing.path);
    if (op && now !== editing.base && text !== now) {
      askConflict({
        what: editing.path === 'title' ? 'Slide title' : fieldWords(editing.path),
        ours: text,
        theirs: now,
        keepMine: () =>
          onApply('Edit on slide', [op]).catch((err: Error) =>
            toastError(`Failed to update slide. ${err.message}`),
          ),
      });
    } else if (op) {
      onApply('Edit on slide', [op]).catch((err: Error) =>
        toastError(`Failed to update slide. ${err.message}`),
      );
    }
    then?.();
  }

  /** Adds a row after the one being edited (and edits it), or removes it, keeping what was typed. */
  function changeRows(kind: 'add' | 'remove') {
    const row = editing && !editing.insert ? rowOf(editing.path) : undefined;
    const box = container.current;
    if (!editing || !row || !box || done.current) return;
    done.current = true;
    const view = { title: slide.title, content: slide.content as SlideContent };
    const typed = writeEditable(view, editing.path, overlay.current?.textContent ?? '');
    const after =
      kind === 'add'
        ? spliceEditable(typed, row.list, row.index + 1, row.blank)
        : spliceEditable(view, row.list, row.index);
    const op = contentEdit(slide.id, view.content, after.content);
    setEditing(null);
    if (!op) return;
    onApply(`${kind === 'add' ? 'Add' : 'Remove'} ${row.noun}`, [op]).catch((err: Error) =>
      toastError(`Failed to update slide. ${err.message}`),
    );
    if (kind === 'add') {
      const path = `${row.list}.${row.index + 1}${row.first ? `.${row.first}` : ''}`;
      whenDrawn(box, path, (el) => open(path, el, undefined, true));
    }
  }

  function neighbour(step: 1 | -1) {
    const box = container.current;
    if (!box || !editing) return;
    const fields = fieldsOf(box);
    const here = fields.findIndex((el) => el.dataset.field === editing.path);
    const next = fields[here + step];
    if (next?.dataset.field) {
      const path = next.dataset.field;
      finish(() => requestAnimationFrame(() => open(path, next)));
    } else finish();
  }

  function onKeyDown(e: React.KeyboardEvent<HTMLDivElement>) {
    if (!editing) return;
    const list = listPath(editing.path);
    const text = overlay.current?.textContent?.replace(/\n$/, '') ?? '';
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      finish();
    } else if (e.key === 'Tab') {
      e.preventDefault();
      neighbour(e.shiftKey ? -1 : 1);
    } else if (e.key === 'Enter' && !(e.shiftKey && MULTILINE.has(editing.path))) {
      e.preventDefault();
      if (!list) return finish();
      const box = container.current;
      const index = editing.insert ? editing.insert.index : list.index;
      const under = editing.insert ? undefined : box && fieldAt(box, editing.path);
      if (editing.insert && !text.trim()) return finish();
      // The new bullet goes under this one; it is saved only once something is typed in it.
      finish(() => {
        if (under) openNewBullet(list.list, index + 1, under);
        // The bullet just added is drawn once the edit's preview renders, a frame or two later.
        else if (box)
          whenDrawn(box, `${list.list}.${index}`, (el) => openNewBullet(list.list, index + 1, el));
      });
    } else if (e.key === 'Backspace' && list && !editing.insert && text === '') {
      e.preventDefault();
      done.current = true;
      const view = { title: slide.title, content: slide.content as SlideContent };
      const op = contentEdit(slide.id, view.content, spliceEditable(view, list.list, list.index).content);
      setEditing(null);
      if (op)
        onApply('Remove bullet', [op]).catch((err: Error) =>
          toastError(`Failed to update slide. ${err.message}`),
        );
    }
  }

  if (!editing) return null;
  const row = editing.insert ? undefined : rowOf(editing.path);
  return (
    <>
      {row && (
        <div
          className="absolute z-30 flex gap-1 rounded-lg bg-slate-900 p-1 shadow-lg"
          style={{ left: editing.box.left, top: Math.max(4, editing.box.top - 44) }}
        >
          {(['add', 'remove'] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              // Pressing a button must not end the edit first: the button ends it, with the change.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => changeRows(kind)}
              className="rounded-md px-2.5 py-1 text-xs font-semibold text-white hover:bg-white/15"
            >
              {kind === 'add' ? `Add ${row.noun}` : `Remove ${row.noun}`}
            </button>
          ))}
        </div>
      )}
      {!editing.insert && (
        <style>{`[data-stage-slide-id="${CSS.escape(slide.id)}"] [data-field="${CSS.escape(editing.path)}"]{visibility:hidden}`}</style>
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: an editable element keeps the slide's own type and puts the caret where the click was, which a textarea cannot */}
      <div
        ref={overlay}
        role="textbox"
        aria-multiline={MULTILINE.has(editing.path)}
        aria-label={`Edit ${editing.insert ? 'new bullet' : editing.path.replaceAll('.', ' ')}`}
        contentEditable="plaintext-only"
        suppressContentEditableWarning
        data-in-place-editor=""
        tabIndex={0}
        onKeyDown={onKeyDown}
        onBlur={() => finish()}
        className="absolute z-20 whitespace-pre-wrap break-words rounded-sm outline-2 outline-offset-4 outline-sky-400 [outline-style:solid]"
        style={{ ...editing.box, ...editing.style, caretColor: 'currentColor' }}
      />
    </>
  );
}
