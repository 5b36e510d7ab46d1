import { SLIDE_NOTES_MAX } from '../../../../common/limits';
import type { SlideContent } from '../../../../common/slides/model';
import { formatValue } from '../../../../common/slides/types/chart/format';
import type { DraftInput, DraftSlide } from './drafter';
import type { Locale } from './locales/types';
import { keepFiguresWhole } from './localNumbers';
import type { Built } from './sectionSlides';
import type { Reader } from './words';

/** What a draft says in the deck's language besides its slides: speaker notes and the chat's summary. */

/**
 * What the presenter says on the slide: the figures to give, the agenda's parts. A slide from the
 * brief gets the brief's own sentences (withSourceNotes), never a line every slide would carry.
 */
export function draftNotes(b: Built, L: Locale): string {
  const k = b.slide.content;
  const n = L.notes;
  let say: string;
  switch (b.spec.key) {
    case 'title':
      say = n.welcome(b.slide.title);
      break;
    case 'agenda':
      say = n.agenda(k.items?.length ?? 0);
      break;
    case 'figures':
      say = n.figures(
        and(
          (k.metrics ?? []).map((m) => `${m.label} ${m.value}`),
          L,
        ),
      );
      break;
    case 'comparison':
      say = n.comparison;
      break;
    case 'thanks':
      say = n.thanks(b.slide);
      break;
    default:
      if (k.chart) {
        const chart = k.chart;
        say = n.figures(
          and(
            chart.series.flatMap((s) =>
              chart.categories.map((c, i) => `${c} ${formatValue(s.values[i] ?? 0, chart.unit)}`),
            ),
            L,
          ),
        );
        break;
      }
      // No "make the case in your own words": the notes give the brief's own sentences (finish).
      say = k.items?.some((i) => i.startsWith('[')) ? n.replacePrompt : '';
  }
  // A document's name (or the request) says where the slide's text is to be checked; "the brief"
  // would say it of every slide: its notes quote the brief's own lines instead (withSourceNotes).
  const own = [L.sources.brief, L.sources.otherSlides];
  const documents = b.spec.key === 'title' ? [] : b.sources.filter((s) => !own.includes(s));
  const text = [say, documents.length ? n.drawnFrom(and(documents, L)) : ''].filter(Boolean).join(' ');
  return text.length > SLIDE_NOTES_MAX ? text.slice(0, SLIDE_NOTES_MAX) : text;
}

/** The slide's text with each figure on one line (see keepFiguresWhole). */
export function figuresWhole(k: SlideContent, r: Reader): SlideContent {
  const whole = (s: string) => keepFiguresWhole(s, r);
  return {
    ...k,
    ...(k.subtitle ? { subtitle: whole(k.subtitle) } : {}),
    ...(k.items ? { items: k.items.map(whole) } : {}),
    ...(k.metrics
      ? { metrics: k.metrics.map((m) => ({ ...m, ...(m.subtext ? { subtext: whole(m.subtext) } : {}) })) }
      : {}),
    ...(k.comparison
      ? {
          comparison: {
            left: { ...k.comparison.left, items: k.comparison.left.items.map(whole) },
            right: { ...k.comparison.right, items: k.comparison.right.items.map(whole) },
          },
        }
      : {}),
  };
}

/** The notes of a continuation slide the fit rule made: what the original slide's notes would say of it. */
export function continuedNotes(
  slide: { type: string; title: string; content: SlideContent },
  L: Locale,
): string {
  const text = L.notes.continued(slide);
  return text.length > SLIDE_NOTES_MAX ? text.slice(0, SLIDE_NOTES_MAX) : text;
}

const and = (xs: string[], L: Locale) =>
  xs.length > 1 ? `${xs.slice(0, -1).join(', ')} ${L.and} ${xs.at(-1)}` : (xs[0] ?? '');

export function summaryOf(label: string, slides: DraftSlide[], input: DraftInput, L: Locale): string {
  const from = [input.brief.trim() ? L.sources.brief : '', ...input.documents.map((d) => d.fileName)].filter(
    Boolean,
  );
  const source = from.length ? L.summary.from(and(from, L)) : L.summary.fromRequest;
  return `${L.summary.draft(label, slides.length, source, slides.map((s) => s.title).join(' · '))}${missingDetails(slides, input.metadata, L)}`;
}

/**
 * The title slide's details the deck does not have yet, which would show as stand-ins ("Your
 * Agency", "—") in front of the client: said once, with where to give them.
 */
function missingDetails(slides: DraftSlide[], deck: DraftInput['metadata'], L: Locale): string {
  if (slides[0]?.type !== 'strategic_title') return '';
  const missing = [
    !deck.agency?.trim() && L.summary.agencyName,
    !deck.presentationDate?.trim() && L.summary.date,
  ].filter((x): x is string => Boolean(x));
  return missing.length ? L.summary.missing(and(missing, L), missing.length > 1) : '';
}

/** A point shorter than its sentence by this many characters was said shorter: its notes give it whole. */
const SHORTENED_CHARS = 15;
/** Notes that say where a slide's points come from quote at most this many of the brief's lines. */
const SAID_LINES_MAX = 3;
const wordSet = (t: string) => new Set(t.toLowerCase().match(/[\p{L}\d]+(?:[.,][\p{L}\d]+)*%?/gu) ?? []);

/**
 * The brief's own sentences behind a slide's shortened points, in its notes: what the presenter
 * needs to say them (the clause, the aside, the owner the point left out).
 */
export function withSourceNotes(slide: DraftSlide, sentences: string[], L: Locale): void {
  const k = slide.content;
  const shown = [
    ...(k.items ?? []),
    ...(k.metrics ?? []).map((m) => m.subtext ?? `${m.label} ${m.value}`),
    ...(k.steps ?? []).map((s) => `${s.label} ${s.date ?? ''} ${s.text ?? ''}`),
    ...(k.text ? [k.text] : []),
    ...(k.table?.rows ?? []).map((r) => r.join(' ')),
  ];
  const whole: string[] = [];
  const said: string[] = [];
  for (const point of shown) {
    const own = wordSet(point);
    if (own.size < 3) continue;
    const sources = sentences.filter((s) => {
      const theirs = wordSet(s);
      return !whole.includes(s) && [...own].filter((w) => theirs.has(w)).length >= own.size * 0.8;
    });
    const source = sources.find((s) => s.length >= point.length + SHORTENED_CHARS);
    if (source) whole.push(source);
    else if (sources[0] && !said.includes(sources[0])) said.push(sources[0]);
  }
  // Notes that would say nothing else give the brief's lines the slide says, for the presenter to
  // check them against: never a line every slide would carry.
  if (!whole.length && !slide.notes.trim()) whole.push(...said.slice(0, SAID_LINES_MAX));
  let notes = slide.notes;
  for (const [i, s] of whole.entries()) {
    const next = `${notes}${i === 0 ? `${notes ? ' ' : ''}${L.notes.inFull}${L.read.colon ?? ': '}` : ' '}${s}`;
    if (next.length > SLIDE_NOTES_MAX) break;
    notes = next;
  }
  slide.notes = notes;
}
