import { mapOf } from './cursor';
import type { PlanSlide } from './plan';

/**
 * "What is on slide 2?": a slide read back in plain words (title, type, the words it shows, its
 * speaker notes), so the user can check a slide from the chat without changing anything.
 */

/** Words each type shows besides bullets, metrics and the comparison, in reading order. */
const TEXT_FIELDS = mapOf(
  'subtitle Subtitle|line1 Line 1|line2 Line 2|line3 Line 3|mainText Main text|highlightText Highlight|text Text|author Author|clientName Client|agency Agency|date Date',
);

/** A long text is cut so that the answer stays a glance; the slide itself is unchanged. */
const MAX_TEXT = 300;
const clip = (s: string) => (s.length > MAX_TEXT ? `${s.slice(0, MAX_TEXT - 1)}…` : s);

export function describeSlide(slide: PlanSlide, n: number, total: number): string {
  const c = slide.content;
  const type = slide.type.replace('_', ' ');
  const lines = [`Slide ${n} of ${total}: “${slide.title.trim() || 'Untitled'}” (${type} slide).`];
  const rec = c as Record<string, unknown>;
  for (const [key, label] of TEXT_FIELDS) {
    const v = rec[key];
    if (typeof v === 'string' && v.trim()) lines.push(`${label}: ${clip(v.trim())}`);
  }
  if (c.items?.length) {
    lines.push(`${c.items.length} bullet${c.items.length === 1 ? '' : 's'}:`);
    for (const item of c.items) lines.push(`• ${clip(item)}`);
  }
  if (c.metrics?.length) {
    lines.push(`${c.metrics.length} metric${c.metrics.length === 1 ? '' : 's'}:`);
    for (const m of c.metrics) lines.push(`• ${m.value} ${m.label}${m.subtext ? ` (${m.subtext})` : ''}`);
  }
  if (c.comparison) {
    for (const side of [c.comparison.left, c.comparison.right]) {
      const items = side.items.length ? `: ${side.items.map(clip).join('; ')}` : '';
      lines.push(`• ${side.title || 'Untitled column'}${items}`);
    }
  }
  if (c.htmlContent?.trim()) lines.push('It shows HTML content (see it on the slide).');
  if (lines.length === 1) lines.push('It has no words besides its title yet.');
  if (slide.notes.trim()) lines.push(`Speaker notes: ${clip(slide.notes.trim())}`);
  lines.push('Nothing was changed.');
  return lines.join('\n');
}
