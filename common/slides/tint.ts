/**
 * Thumbnail tints by slide type, exactly SPEC §2's families: title, metrics, statement, comparison,
 * html; every other type (strategic_title and thank_you included) has the default tint.
 */
export const SLIDE_TINTS: Record<string, { background: string; accent: string }> = {
  title: { background: '#1a365d', accent: '#90cdf4' },
  metrics: { background: '#003366', accent: '#63b3ed' },
  statement: { background: '#DC143C', accent: '#fed7d7' },
  comparison: { background: '#edf2f7', accent: '#4a5568' },
  html: { background: '#1a202c', accent: '#68d391' },
};
export const DEFAULT_TINT = { background: '#ffffff', accent: '#a0aec0' };

export function tintFor(type: string) {
  return SLIDE_TINTS[type] ?? DEFAULT_TINT;
}

/** How a slide type is named to people (the type picker, the thumbnail's badge). */
export const SLIDE_TYPE_LABELS: Record<string, string> = {
  title: 'Title',
  strategic_title: 'Strategic title',
  thank_you: 'Thank you',
  content: 'Content',
  metrics: 'Metrics',
  statement: 'Statement',
  comparison: 'Comparison',
  calculator: 'Calculator',
  html: 'HTML',
};

export const typeLabel = (type: string) => SLIDE_TYPE_LABELS[type] ?? type;
