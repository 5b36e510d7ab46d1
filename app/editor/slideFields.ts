import { CONTRAST_BODY } from '@common/limits';
import type { SlideContent } from '@common/slides/model';
import { type EditorField, slideTypeOf } from '@common/slides/types';
import { contrastRatio, DARK_SLIDE_TEXT, LIGHT_SLIDE_TEXT, readableTextOn } from '@common/themes/color';

/**
 * How the inspector edits a slide's content fields (the type's editorFields): as plain text, except
 * the data (chart, table, steps: ./grid) and a picture (./ImageField), which have controls of their own.
 */
export type FieldSpec = EditorField;

const colors: FieldSpec[] = [
  { key: 'backgroundColor', label: 'Background colour', kind: 'color' },
  { key: 'textColor', label: 'Text colour', kind: 'color' },
];

/** The type's fields, each showing the type's default as its placeholder, then the colours. */
export function fieldsFor(type: string): FieldSpec[] {
  const definition = slideTypeOf(type);
  const own = (definition?.editorFields ?? []).map((f) => {
    const fallback = definition?.defaults.content?.[f.key as keyof SlideContent];
    return f.placeholder || !fallback ? f : { ...f, placeholder: fallback };
  });
  return [...own, ...colors];
}

/** The field's value as the text shown in its input. */
export function readField(content: SlideContent, spec: FieldSpec): string {
  if (spec.key.startsWith('comparison.')) {
    const [, side, part] = spec.key.split('.') as [string, 'left' | 'right', 'title' | 'items'];
    const value = content.comparison?.[side]?.[part];
    return Array.isArray(value) ? value.join('\n') : (value ?? '');
  }
  const value = (content as Record<string, unknown>)[spec.key];
  if (spec.kind === 'list') return Array.isArray(value) ? value.join('\n') : '';
  if (spec.kind === 'metrics') {
    return (content.metrics ?? [])
      .map((m) => [m.value, m.label, m.subtext].filter((x) => x !== undefined && x !== '').join(' | '))
      .join('\n');
  }
  return typeof value === 'string' ? value : '';
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** Content with one field set from its text; empty text removes the field. */
export function writeField(content: SlideContent, spec: FieldSpec, text: string): SlideContent {
  const next: SlideContent = { ...content };
  if (spec.key.startsWith('comparison.')) {
    const [, side, part] = spec.key.split('.') as [string, 'left' | 'right', 'title' | 'items'];
    const cmp = {
      left: { title: '', items: [] as string[], ...content.comparison?.left },
      right: { title: '', items: [] as string[], ...content.comparison?.right },
    };
    cmp[side] = { ...cmp[side], [part]: part === 'items' ? lines(text) : text };
    next.comparison = cmp;
    return next;
  }
  const record = next as Record<string, unknown>;
  if (spec.kind === 'list') {
    const items = lines(text);
    if (items.length) record[spec.key] = items;
    else delete record[spec.key];
  } else if (spec.kind === 'metrics') {
    const metrics = lines(text).map((l) => {
      const [value = '', label = '', subtext] = l.split('|').map((p) => p.trim());
      return subtext ? { value, label, subtext } : { value, label };
    });
    if (metrics.length) next.metrics = metrics;
    else delete next.metrics;
  } else if (text.trim() === '') {
    delete record[spec.key];
  } else {
    record[spec.key] = spec.kind === 'color' ? text.trim() : text;
  }
  if (spec.key === 'backgroundColor') keepTextReadable(next);
  return next;
}

const PICKED_TEXT = [LIGHT_SLIDE_TEXT, DARK_SLIDE_TEXT];

/**
 * A background chosen in the inspector brings a text colour that reads on it (issue 32: plum kept
 * #1a202c text at 1.5:1), as the assistant's "make this slide navy" does. A text colour the person
 * chose and that still reads is kept; one this rule picked goes with the background it was for.
 */
function keepTextReadable(content: SlideContent) {
  const background = content.backgroundColor;
  const text = content.textColor;
  if (!background) {
    if (text && PICKED_TEXT.includes(text.toLowerCase())) delete content.textColor;
    return;
  }
  if (!text || contrastRatio(text, background) < CONTRAST_BODY)
    content.textColor = readableTextOn(background);
}
