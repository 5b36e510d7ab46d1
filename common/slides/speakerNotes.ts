import type { SlideContent } from './content';

/** "Grow revenue" → "grow revenue", but "NPS" and "Q3 plan" keep their capitals. */
const lower = (s: string) =>
  s.length > 1 && s[1] === s[1]!.toLowerCase() ? s[0]!.toLowerCase() + s.slice(1) : s;
const sentence = (s: string) => (/[.!?…]$/.test(s) ? s : `${s}.`);
const and = (xs: string[]) =>
  xs.length > 1 ? `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}` : (xs[0] ?? '');

/** Speaker notes written from what a slide shows: a first version for the presenter to edit. */
export function notesFor(slide: { type: string; title: string; content: SlideContent }): string {
  const k = slide.content;
  const title = slide.title || 'this slide';
  switch (slide.type) {
    case 'title':
    case 'strategic_title': {
      const sub = k.subtitle ?? k.clientName;
      return sentence(`Welcome everyone and introduce “${title}”${sub ? ` — ${lower(sub)}` : ''}`);
    }
    case 'thank_you':
      return 'Thank the audience and invite questions.';
    case 'statement':
      return `Pause on “${k.text || k.mainText || title}” and let it land.`;
    case 'metrics':
      if (k.metrics?.length)
        return sentence(
          `Give the figures on “${title}”: ${and(k.metrics.map((m) => `${m.label} ${m.value}`))}`,
        );
      break;
    case 'comparison':
      if (k.comparison)
        return sentence(`Compare ${lower(k.comparison.left.title)} with ${lower(k.comparison.right.title)}`);
      break;
    default:
      // A long list is on the slide for all to read: the notes say where to start, not all of it.
      if (k.items && k.items.length > 3)
        return `Walk through the ${k.items.length} points of “${title}”, starting with “${k.items[0]!.replace(/[.;:,]$/, '')}”.`;
      if (k.items?.length) return sentence(`Walk through “${title}”: ${and(k.items.map(lower))}`);
      // A long text is on the slide for all to read; saying it again in the notes adds nothing.
      if (k.text && k.text.length > 140)
        return `Sum up “${title}” in a sentence of your own, then let the audience read the slide.`;
      if (k.text) return sentence(`Explain “${title}”: ${k.text}`);
  }
  return `Present “${title}”.`;
}

/** A slide's content without the fields left undefined, as stored and compared. */
export const definedOnly = (content: SlideContent): SlideContent =>
  Object.fromEntries(Object.entries(content).filter(([, v]) => v !== undefined)) as SlideContent;
