import type { SlideContent } from '@common/slides/model';

/** How the inspector edits each slide type's content fields, as plain text fields. */
export type FieldKind = 'line' | 'text' | 'list' | 'metrics' | 'code' | 'color';
export interface FieldSpec {
  key: string;
  label: string;
  kind: FieldKind;
  placeholder?: string;
  /** A line under the field saying what it accepts. */
  help?: string;
}

const colors: FieldSpec[] = [
  { key: 'backgroundColor', label: 'Background colour', kind: 'color' },
  { key: 'textColor', label: 'Text colour', kind: 'color' },
];

export const FIELDS_BY_TYPE: Record<string, FieldSpec[]> = {
  title: [
    { key: 'subtitle', label: 'Subtitle', kind: 'text' },
    { key: 'author', label: 'Author', kind: 'line' },
  ],
  strategic_title: [
    { key: 'line1', label: 'Line 1', kind: 'line', placeholder: 'STRATEGIC' },
    { key: 'line2', label: 'Line 2', kind: 'line', placeholder: 'PARTNERSHIP' },
    { key: 'line3', label: 'Line 3', kind: 'line', placeholder: 'PROPOSAL' },
    { key: 'clientName', label: 'For (client)', kind: 'line' },
    { key: 'agency', label: 'From (agency)', kind: 'line' },
    { key: 'date', label: 'Date', kind: 'line' },
  ],
  thank_you: [
    { key: 'mainText', label: 'First line', kind: 'line', placeholder: "LET'S BUILD" },
    { key: 'highlightText', label: 'Second line', kind: 'line', placeholder: 'YOUR EMPIRE' },
    { key: 'subtitle', label: 'Subtitle', kind: 'text' },
  ],
  content: [
    { key: 'text', label: 'Text', kind: 'text' },
    { key: 'items', label: 'Bullets (one per line)', kind: 'list' },
  ],
  metrics: [
    {
      key: 'metrics',
      label: 'Metrics (value | label | note, one per line)',
      kind: 'metrics',
      placeholder: '$4.2M | Revenue | +32% YoY',
    },
    { key: 'text', label: 'Footnote', kind: 'text' },
  ],
  statement: [
    { key: 'text', label: 'Statement', kind: 'text' },
    { key: 'highlightText', label: 'Highlight', kind: 'line' },
    { key: 'author', label: 'Author', kind: 'line' },
  ],
  comparison: [
    { key: 'comparison.left.title', label: 'Left title', kind: 'line' },
    { key: 'comparison.left.items', label: 'Left points (one per line)', kind: 'list' },
    { key: 'comparison.right.title', label: 'Right title', kind: 'line' },
    { key: 'comparison.right.items', label: 'Right points (one per line)', kind: 'list' },
  ],
  calculator: [],
  html: [
    {
      key: 'htmlContent',
      label: 'HTML',
      kind: 'code',
      help: 'Pictures show from this app only: addresses elsewhere (a CDN, a tracking pixel) are removed. Upload your agency’s images as pictures instead; each is added here as an <img>.',
    },
    { key: 'styles', label: 'CSS', kind: 'code' },
  ],
};

export function fieldsFor(type: string): FieldSpec[] {
  return [...(FIELDS_BY_TYPE[type] ?? []), ...colors];
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
  return next;
}
