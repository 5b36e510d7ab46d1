import type { SlideContent } from './content';
import { readEditable } from './editable';
import type { SlideType } from './types';
import type { SlideView } from './view';

/**
 * "Click to add …" on the editor's canvas (issue 31), where a new slide would otherwise show empty
 * boxes. Only the editor's stage draws them: the renderers, and so the presenter, the viewer, the
 * thumbnails and every export, never see them. A text placeholder is written into the copy of the
 * slide the stage draws, at the path the in-place editor edits; a data placeholder (a chart's
 * cells, a picture) is a button over the slide that leads to where that data is entered.
 */
export interface TextPlaceholder {
  /** The editable path (common/slides/editable.ts) it fills when empty. */
  path: string;
  words: string;
  /** Left out when any of these already holds text (a content slide's text or its bullets). */
  unless?: string[];
}

export type DataAction = 'data' | 'picture' | 'steps' | 'html';

interface Rule {
  text: TextPlaceholder[];
  /** The content field whose absence the data button stands for, and what it leads to. */
  data?: { field: keyof SlideContent; action: DataAction };
}

export const PLACEHOLDER_WORDS = {
  title: 'Click to add title',
  subtitle: 'Click to add subtitle',
  text: 'Click to add text',
  heading: 'Click to add heading',
  statement: 'Click to add statement',
  metric: 'Click to add metric',
  data: 'Click to add data',
  picture: 'Click to add picture',
  steps: 'Click to add steps',
  html: 'Click to add HTML',
} as const;

const W = PLACEHOLDER_WORDS;
const title: TextPlaceholder = { path: 'title', words: W.title };

/** Each type's placeholders: the compiler names a type left out. */
export const PLACEHOLDERS: Record<SlideType, Rule> = {
  title: { text: [title, { path: 'subtitle', words: W.subtitle, unless: ['text'] }] },
  // Its lines and facts fall back to the type's words and the brief's details: never empty.
  strategic_title: { text: [title] },
  thank_you: { text: [] },
  content: { text: [title, { path: 'items.0', words: W.text, unless: ['text'] }] },
  metrics: {
    text: [
      title,
      { path: 'metrics.0.value', words: '00', unless: ['metrics.0.label'] },
      { path: 'metrics.0.label', words: W.metric },
    ],
  },
  statement: { text: [title, { path: 'text', words: W.statement, unless: ['mainText'] }] },
  comparison: {
    text: [
      title,
      ...(['left', 'right'] as const).flatMap((side) => [
        { path: `comparison.${side}.title`, words: W.heading },
        { path: `comparison.${side}.items.0`, words: W.text },
      ]),
    ],
  },
  calculator: { text: [title] },
  html: { text: [], data: { field: 'htmlContent', action: 'html' } },
  chart: { text: [title], data: { field: 'chart', action: 'data' } },
  table: { text: [title], data: { field: 'table', action: 'data' } },
  image: {
    text: [title, { path: 'text', words: W.text, unless: ['items.0'] }],
    data: { field: 'image', action: 'picture' },
  },
  timeline: { text: [title], data: { field: 'steps', action: 'steps' } },
};

/** A copy of `value` with `text` at `keys`, making a list where the next key is an index. */
function fill(value: unknown, keys: string[], text: string): unknown {
  const [key, ...rest] = keys;
  if (key === undefined) return text;
  const list = /^\d+$/.test(key);
  const copy = (
    Array.isArray(value) || (value === undefined && list)
      ? [...((value as unknown[] | undefined) ?? [])]
      : { ...((value as Record<string, unknown>) ?? {}) }
  ) as Record<string, unknown>;
  copy[key] = fill(copy[key], rest, text);
  return copy;
}

const empty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The slide as the editor's canvas draws it, its empty fields holding their placeholders; the
 * paths it filled; and the data button it needs, if any.
 */
export function withPlaceholders(slide: SlideView): {
  slide: SlideView;
  paths: string[];
  data?: { action: DataAction; words: string };
} {
  const rule = (PLACEHOLDERS as Record<string, Rule | undefined>)[slide.type];
  if (!rule) return { slide, paths: [] };
  let title = slide.title;
  let content = slide.content;
  const paths: string[] = [];
  for (const p of rule.text) {
    if (readEditable(slide, p.path).trim()) continue;
    if (p.unless?.some((u) => readEditable(slide, u).trim())) continue;
    if (p.path === 'title') title = p.words;
    else content = fill(content, p.path.split('.'), p.words) as SlideContent;
    paths.push(p.path);
  }
  const data =
    rule.data && empty(slide.content[rule.data.field])
      ? { action: rule.data.action, words: W[rule.data.action] }
      : undefined;
  return { slide: { ...slide, title, content }, paths, ...(data ? { data } : {}) };
}
