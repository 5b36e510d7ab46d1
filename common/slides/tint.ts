/** Thumbnail tints by slide type (SPEC §2: title, metrics, statement, comparison, html, default). */
export const SLIDE_TINTS: Record<string, { background: string; accent: string; label: string }> = {
  title: { background: '#1a365d', accent: '#90cdf4', label: 'Title' },
  strategic_title: { background: '#1a365d', accent: '#90cdf4', label: 'Title' },
  thank_you: { background: '#1a365d', accent: '#90cdf4', label: 'Title' },
  metrics: { background: '#003366', accent: '#63b3ed', label: 'Metrics' },
  statement: { background: '#DC143C', accent: '#fed7d7', label: 'Statement' },
  comparison: { background: '#edf2f7', accent: '#4a5568', label: 'Comparison' },
  html: { background: '#1a202c', accent: '#68d391', label: 'HTML' },
};
export const DEFAULT_TINT = { background: '#ffffff', accent: '#a0aec0', label: 'Content' };

export function tintFor(type: string) {
  return SLIDE_TINTS[type] ?? DEFAULT_TINT;
}
