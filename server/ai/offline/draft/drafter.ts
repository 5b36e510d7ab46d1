import {
  DRAFT_SLIDES_MAX,
  DRAFT_SLIDES_MIN,
  METRICS_MAX_COLUMNS,
  SLIDE_NOTES_MAX,
} from '../../../../common/limits';
import { splitOverflowing } from '../../../../common/slides/fitSlide';
import type { Typesetting } from '../../../../common/slides/layout/typeScale';
import type { SlideContent, SlideType } from '../../../../common/slides/model';
import type { Operation } from '../../../deck';
import type { DraftRequest } from '../intents';
import { notesFor } from '../speakerNotes';
import type { DeckKind } from '../vocabulary';
import { figuresOf } from './figures';
import { kindOf } from './kind';
import { IMPORTANCE, type SectionKey, TEMPLATES } from './kinds';
import { pointsOf } from './points';
import { type Built, buildSection, clipTitle, sourcesOf } from './sectionSlides';
import { byTopic, contrastsOf, isAside, isFraming, pairedContrasts } from './sections';
import { sentencesOf } from './sentences';
import { withinBudget } from './text';

export interface DraftInput {
  request: DraftRequest;
  /** The presentation's title. */
  title: string;
  brief: string;
  metadata: { clientName?: string; agency?: string; presentationDate?: string };
  /** The extracted text of its uploaded documents. */
  documents: { fileName: string; text: string }[];
  /** The deck's theme: slides are fitted in its fonts and type scale (the slide font when absent). */
  theme?: Typesetting;
}

export interface DraftSlide {
  type: SlideType;
  title: string;
  content: SlideContent;
  notes: string;
}

export interface Draft {
  kind: DeckKind;
  slides: DraftSlide[];
  /** The same slides as operations, to apply when the user accepts the draft. */
  operations: Operation[];
  /** What the chat says about it. */
  summary: string;
}

/**
 * A whole first draft, offline: the template of the deck's kind filled with the brief's and the
 * documents' own sentences and figures. Figures are only ever those written in the sources; where
 * the sources say nothing for a section, it holds a bracketed prompt for the author. Every slide
 * has speaker notes that say it is a draft.
 */
export function draftDeck(input: DraftInput): Draft | { say: string } {
  const seen = new Set<string>();
  // Long documents repeat themselves; each sentence is used once.
  const sentences = [
    ...sentencesOf(input.brief, 'the brief').filter((s) => !isAside(s)),
    ...input.documents.flatMap((d) => sentencesOf(d.text, d.fileName)),
  ].filter((s) => !seen.has(s.text.toLowerCase()) && seen.add(s.text.toLowerCase()));
  const topic = input.request.topic?.trim();
  if (!sentences.length && !topic) {
    return {
      say: 'What is the deck about? Add a brief (Presentation Brief) or upload a document, or say for example “draft a pitch deck for Acme about cloud migration”.',
    };
  }
  const kind =
    input.request.kind ??
    kindOf([input.title, topic ?? '', input.brief].join('\n'), input.documents.map((d) => d.text).join('\n'));
  const template = TEMPLATES[kind];
  const client = input.request.client?.trim() || input.metadata.clientName?.trim() || '';
  // A sentence that says what the deck is frames it (the title slide), and is no section's point.
  const framing = sentences.find(isFraming);
  const groups = byTopic(sentences.filter((s) => !isFraming(s)));
  // Statements that cue no section: in a review or a report they are its results or what they
  // mean; in a pitch, a proposal or a workshop they describe the client, the situation it starts from.
  if (kind === 'quarterly_review' || kind === 'report') {
    if (!groups.goals.length) groups.goals = groups.other.slice(0, 6);
  } else if (groups.other.length) {
    const context = new Set([...groups.problem, ...groups.other]);
    groups.problem = sentences.filter((s) => context.has(s));
  }
  const figures = figuresOf(sentences, METRICS_MAX_COLUMNS);
  // A pitch or a proposal sets each problem against the goal that answers it; any deck shows the
  // contrasts its sources state outright.
  const contrasts = [
    ...(kind === 'pitch' || kind === 'proposal'
      ? pairedContrasts(
          groups.problem.flatMap((s) => pointsOf(s)),
          groups.goals.flatMap((s) => pointsOf(s)),
        )
      : []),
    // A change that already happened is a then and a now: only a review looks back.
    ...contrastsOf(sentences).filter((c) => !c.past || kind === 'quarterly_review'),
  ];

  const built = new Map<SectionKey, Built>();
  for (const spec of template.sections) {
    const b = buildSection(spec, {
      input,
      kind,
      client,
      topic,
      groups,
      figures,
      contrasts,
      framing,
      label: template.label,
    });
    if (b) built.set(spec.key, b);
  }
  const wanted = input.request.slides
    ? Math.min(Math.max(input.request.slides, DRAFT_SLIDES_MIN), DRAFT_SLIDES_MAX)
    : undefined;
  const chosen = choose(built, wanted);
  const ordered: Built[] = template.sections.filter((s) => chosen.has(s.key)).map((s) => built.get(s.key)!);
  // More slides asked for than sections have content: the longest sections continue on another slide.
  if (wanted) fillTo(ordered, wanted);
  const agenda = ordered.find((b) => b.spec.key === 'agenda');
  if (agenda) {
    agenda.slide.content = {
      items: withinBudget(
        ordered.filter((b) => !['title', 'agenda', 'thanks'].includes(b.spec.key)).map((b) => b.slide.title),
      ),
    };
  }
  const slides = fitted(ordered, input.metadata, input.theme);
  const operations: Operation[] = slides.map((s) => ({
    op: 'add_slide',
    type: s.type,
    title: s.title,
    content: s.content,
    notes: s.notes,
  }));
  return { kind, slides, operations, summary: summaryOf(template.label, slides, input) };
}

/**
 * The fit rule (issue 17) has the last word over the character budgets: a slide that would
 * overflow at its type's floors goes on as many continuation slides as it takes, each with notes.
 * Past the cap, continuations go but the closing slide stays.
 */
export function fitted(ordered: Built[], deck: DraftInput['metadata'], theme?: Typesetting): DraftSlide[] {
  const split = ordered.flatMap((b) =>
    splitOverflowing(b.slide, deck, theme).map((part, i) => ({
      ...(part as Omit<DraftSlide, 'notes'>),
      content: definedOnly(part.content),
      notes: i === 0 ? draftNotes({ ...b, slide: part as Omit<DraftSlide, 'notes'> }) : continuedNotes(part),
    })),
  );
  return split.length > DRAFT_SLIDES_MAX ? [...split.slice(0, DRAFT_SLIDES_MAX - 1), split.at(-1)!] : split;
}

/** The sections to keep: all of them, or the most important ones when a number of slides is asked for. */
function choose(built: Map<SectionKey, Built>, wanted: number | undefined): Set<SectionKey> {
  if (!wanted) return new Set(built.keys());
  // The story's sections count even with prompts only; goals only with content of their own.
  const ranked = IMPORTANCE.filter((k) => built.has(k) && (k !== 'goals' || built.get(k)!.sources.length));
  return new Set(ranked.slice(0, wanted));
}

function fillTo(ordered: Built[], wanted: number) {
  for (let guard = 0; ordered.length < wanted && guard < DRAFT_SLIDES_MAX; guard++) {
    const longest = ordered.filter((b) => b.rest.length).sort((a, b) => b.rest.length - a.rest.length)[0];
    const at = ordered.findIndex((b) => b.spec.key === 'thanks');
    if (longest) {
      const items = withinBudget(longest.rest.map((s) => s.text));
      const more: Built = {
        spec: { ...longest.spec, key: longest.spec.key },
        slide: {
          type: 'content',
          title: clipTitle(`${longest.slide.title} (continued)`),
          content: { items },
        },
        sources: sourcesOf(longest.rest.slice(0, items.length)),
        rest: [],
      };
      longest.rest = longest.rest.slice(items.length);
      ordered.splice(ordered.indexOf(longest) + 1, 0, more);
      continue;
    }
    const spare: Built = {
      spec: { key: 'goals', title: 'Discussion', prompt: '' },
      slide: {
        type: 'content',
        title: 'Discussion',
        content: { items: ['[A question to discuss with the audience]'] },
      },
      sources: [],
      rest: [],
    };
    ordered.splice(at < 0 ? ordered.length : at, 0, spare);
  }
}

/** "Draft — …": what to say, and where the slide's text came from. */
function draftNotes(b: Built): string {
  const k = b.slide.content;
  const from = b.sources.length ? ` Drawn from ${and(b.sources)}.` : '';
  let say: string;
  switch (b.spec.key) {
    case 'title':
      say = `Welcome everyone and introduce “${b.slide.title}”.`;
      break;
    case 'agenda':
      say = `Walk through the ${k.items?.length ?? 0} parts of the talk.`;
      break;
    case 'figures':
      say = `Give the figures and say where they come from: ${and((k.metrics ?? []).map((m) => `${m.label} ${m.value}`))}.`;
      break;
    case 'comparison':
      say = 'Contrast where things stand today with where they will be.';
      break;
    case 'thanks':
      say = notesFor(b.slide);
      break;
    default:
      say = k.items?.some((i) => i.startsWith('['))
        ? 'Replace the bracketed prompt with your own words.'
        : `Make the case for “${b.slide.title}” in your own words (${k.items?.length ?? 0} point${k.items?.length === 1 ? '' : 's'}).`;
  }
  const text = `Draft — check before presenting. ${say}${b.spec.key === 'agenda' ? '' : from}`;
  return text.length > SLIDE_NOTES_MAX ? text.slice(0, SLIDE_NOTES_MAX) : text;
}

/** A split slide's content without the fields the split emptied (undefined does not go to JSON). */
export const definedOnly = (content: SlideContent): SlideContent =>
  Object.fromEntries(Object.entries(content).filter(([, v]) => v !== undefined)) as SlideContent;

/** The notes of a continuation slide the fit rule made: what the original slide's notes would say of it. */
function continuedNotes(slide: { type: string; title: string; content: SlideContent }): string {
  const text = `Draft — check before presenting. ${notesFor(slide as Parameters<typeof notesFor>[0])}`;
  return text.length > SLIDE_NOTES_MAX ? text.slice(0, SLIDE_NOTES_MAX) : text;
}

const and = (xs: string[]) =>
  xs.length > 1 ? `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}` : (xs[0] ?? '');

function summaryOf(label: string, slides: DraftSlide[], input: DraftInput): string {
  const from = [input.brief.trim() ? 'the brief' : '', ...input.documents.map((d) => d.fileName)].filter(
    Boolean,
  );
  const source = from.length
    ? `from ${and(from)}`
    : 'from your request (the brief is empty, so bracketed prompts mark what to fill in)';
  return `Here is a draft ${label.toLowerCase()} deck of ${slides.length} slides ${source}: ${slides.map((s) => s.title).join(' · ')}. Nothing changes until you accept it.${missingDetails(slides, input.metadata)}`;
}

/**
 * The title slide's details the deck does not have yet, which would show as stand-ins ("Your
 * Agency", "—") in front of the client: said once, with where to give them.
 */
function missingDetails(slides: DraftSlide[], deck: DraftInput['metadata']): string {
  if (slides[0]?.type !== 'strategic_title') return '';
  const missing = [
    !deck.agency?.trim() && "your agency's name",
    !deck.presentationDate?.trim() && 'the date',
  ].filter((x): x is string => Boolean(x));
  return missing.length
    ? ` The title slide still needs ${and(missing)}: add ${missing.length > 1 ? 'them' : 'it'} under Presentation Brief.`
    : '';
}
