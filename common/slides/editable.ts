import type { SlideContent } from './content';

/**
 * Text a renderer draws that can be edited in place on the editor's canvas is marked with the
 * path of the value it shows: "title", a content field ("subtitle", "text", "author",
 * "mainText", "highlightText"), "items.2", "metrics.0.value", "comparison.left.items.1". The
 * editor reads and writes the slide through that path, so the renderers stay pure drawings.
 */
export const editable = (path: string) => ({ 'data-field': path });

export interface EditableSlide {
  title: string;
  content: SlideContent;
}

const LIST = /^(items|comparison\.(?:left|right)\.items)\.(\d{1,3})$/;

/** The list a path points into and the index in it, for bullets (which Enter and Backspace add and remove). */
export function listPath(path: string): { list: string; index: number } | undefined {
  const m = LIST.exec(path);
  return m ? { list: m[1]!, index: Number(m[2]) } : undefined;
}

function read(value: unknown, keys: string[]): unknown {
  let at = value;
  for (const key of keys) {
    if (at === null || typeof at !== 'object' || !Object.hasOwn(at, key)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** The text at a path, '' where there is none. */
export function readEditable(slide: EditableSlide, path: string): string {
  if (path === 'title') return slide.title;
  const value = read(slide.content, path.split('.'));
  return typeof value === 'string' ? value : '';
}

/** A copy of `value` with `text` written at `keys`, arrays and objects copied on the way down. */
function write(value: unknown, keys: string[], text: unknown): unknown {
  const [key, ...rest] = keys;
  if (key === undefined) return text;
  // A list that is not there yet (a new slide's first bullet) is made a list, not an object.
  const copy: Record<string, unknown> | unknown[] =
    Array.isArray(value) || (value === undefined && /^\d+$/.test(key))
      ? [...((value as unknown[] | undefined) ?? [])]
      : { ...((value as Record<string, unknown>) ?? {}) };
  (copy as Record<string, unknown>)[key] = write((copy as Record<string, unknown>)[key], rest, text);
  // A cell past the end of a short table row (drawn padded) pads the row with empty cells, not holes.
  if (Array.isArray(copy)) for (let i = 0; i < copy.length; i++) copy[i] ??= '';
  return copy;
}

/** The slide with `text` at `path` (the title, or the whole content with one value changed). */
export function writeEditable(slide: EditableSlide, path: string, text: string): EditableSlide {
  if (path === 'title') return { ...slide, title: text };
  return { ...slide, content: write(slide.content, path.split('.'), text) as SlideContent };
}

/**
 * The list at `list` (bullets, a comparison side's items, the metrics) with `row` inserted at
 * `index`, or without the row at `index` when no row is given.
 */
export function spliceEditable(
  slide: EditableSlide,
  list: string,
  index: number,
  row?: unknown,
): EditableSlide {
  const keys = list.split('.');
  const found = read(slide.content, keys);
  const items: unknown[] = Array.isArray(found) ? [...found] : [];
  if (row === undefined) items.splice(index, 1);
  else items.splice(index, 0, row);
  return { ...slide, content: write(slide.content, keys, items) as SlideContent };
}
