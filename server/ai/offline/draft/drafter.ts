import { DRAFT_SLIDES_MAX, DRAFT_SLIDES_MIN, METRICS_MAX_COLUMNS } from '../../../../common/limits';
import { splitOverflowing } from '../../../../common/slides/fitSlide';
import type { Typesetting } from '../../../../common/slides/layout/typeScale';
import type { SlideContent, SlideType } from '../../../../common/slides/model';
import { definedOnly } from '../../../../common/slides/speakerNotes';
import type { Operation } from '../../../deck';
import type { DraftRequest } from '../intents';
import type { DeckKind } from '../vocabulary';
import { continuedNotes, draftNotes, figuresWhole, summaryOf } from './draftWords';
import { figuresOf } from './figures';
import { kindOf } from './kind';
import { IMPORTANCE, type SectionKey, templateOf } from './kinds';
import { languageOfDraft } from './language';
import type { Locale } from './locales/types';
import { pointsOf } from './points';
import { type Built, buildSection, clipTitle, sourcesOf } from './sectionSlides';
import { byTopic, contrastsOf, isAside, isFraming, pairedContrasts } from './sections';
import { sentencesOf } from './sentences';
import { withinBudget } from './text';
import { readerOf } from './words';

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
  // The deck speaks the brief's language (the documents' when the brief is too short to tell).
  const r = readerOf(languageOfDraft(input.brief, input.documents));
  const L = r.locale;
  // Long documents repeat themselves; each sentence is used once.
  const sentences = [
    ...sentencesOf(input.brief, L.sources.brief, r, true).filter((s) => !isAside(s, r)),
    ...input.documents.flatMap((d) => sentencesOf(d.text, d.fileName, r)),
  ].filter((s) => !seen.has(s.text.toLowerCase()) && seen.add(s.text.toLowerCase()));
  const topic = input.request.topic?.trim();
  if (!sentences.length && !topic) {
    return {
      say: 'What is the deck about? Add a brief (Presentation Brief) or upload a document, or say for example “draft a pitch deck for Acme about cloud migration”.',
    };
  }
  const kind =
    input.request.kind ??
    kindOf(
      [input.title, topic ?? '', input.brief].join('\n'),
      input.documents.map((d) => d.text).join('\n'),
      r,
    );
  const template = templateOf(kind, L);
  const client = input.request.client?.trim() || input.metadata.clientName?.trim() || '';
  // A sentence that says what the deck is frames it (the title slide), and is no section's point.
  const framing = sentences.find((s) => isFraming(s, r));
  const groups = byTopic(
    sentences.filter((s) => !isFraming(s, r)),
    r,
  );
  // Statements that cue no section: in a review or a report they are its results or what they
  // mean; in a pitch, a proposal or a workshop they describe the client, the situation it starts from.
  if (kind === 'quarterly_review' || kind === 'report') {
    if (!groups.goals.length) groups.goals = groups.other.slice(0, 6);
  } else if (groups.other.length) {
    const context = new Set([...groups.problem, ...groups.other]);
    groups.problem = sentences.filter((s) => context.has(s));
  }
  const figures = figuresOf(sentences, METRICS_MAX_COLUMNS, r);
  // A pitch or a proposal sets each problem against the goal that answers it; any deck shows the
  // contrasts its sources state outright.
  const contrasts = [
    ...(kind === 'pitch' || kind === 'proposal'
      ? pairedContrasts(
          groups.problem.flatMap((s) => pointsOf(s, r)),
          groups.goals.flatMap((s) => pointsOf(s, r)),
          r,
        )
      : []),
    // A change that already happened is a then and a now: a pitch or a proposal looks forward.
    ...contrastsOf(sentences, r).filter((c) => !c.past || (kind !== 'pitch' && kind !== 'proposal')),
  ];

  const built = new Map<SectionKey, Built>();
  for (const spec of template.sections) {
    const b = buildSection(spec, {
      input,
      reader: r,
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
  if (wanted) fillTo(ordered, wanted, L);
  const agenda = ordered.find((b) => b.spec.key === 'agenda');
  if (agenda) {
    agenda.slide.content = {
      items: withinBudget(
        ordered.filter((b) => !['title', 'agenda', 'thanks'].includes(b.spec.key)).map((b) => b.slide.title),
      ),
    };
  }
  if (r.foreign) for (const b of ordered) b.slide.content = figuresWhole(b.slide.content, r);
  const slides = fitted(ordered, input.metadata, input.theme, L);
  const operations: Operation[] = slides.map((s) => ({
    op: 'add_slide',
    type: s.type,
    title: s.title,
    content: s.content,
    notes: s.notes,
  }));
  return { kind, slides, operations, summary: summaryOf(template.label, slides, input, L) };
}

/**
 * The fit rule (issue 17) has the last word over the character budgets: a slide that would
 * overflow at its type's floors goes on as many continuation slides as it takes, each with notes.
 * Past the cap, continuations go but the closing slide stays.
 */
export function fitted(
  ordered: Built[],
  deck: DraftInput['metadata'],
  theme?: Typesetting,
  L: Locale = readerOf('en').locale,
): DraftSlide[] {
  const split = ordered.flatMap((b) =>
    splitOverflowing(b.slide, deck, theme).map((part, i) => ({
      ...(part as Omit<DraftSlide, 'notes'>),
      content: definedOnly(part.content),
      notes:
        i === 0 ? draftNotes({ ...b, slide: part as Omit<DraftSlide, 'notes'> }, L) : continuedNotes(part, L),
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

function fillTo(ordered: Built[], wanted: number, L: Locale) {
  for (let guard = 0; ordered.length < wanted && guard < DRAFT_SLIDES_MAX; guard++) {
    const longest = ordered.filter((b) => b.rest.length).sort((a, b) => b.rest.length - a.rest.length)[0];
    const at = ordered.findIndex((b) => b.spec.key === 'thanks');
    if (longest) {
      const items = withinBudget(longest.rest.map((s) => s.text));
      const more: Built = {
        spec: { ...longest.spec, key: longest.spec.key },
        slide: {
          type: 'content',
          title: clipTitle(L.continued(longest.slide.title)),
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
      spec: { key: 'goals', title: L.discussion.title, prompt: '' },
      slide: {
        type: 'content',
        title: L.discussion.title,
        content: { items: [L.discussion.prompt] },
      },
      sources: [],
      rest: [],
    };
    ordered.splice(at < 0 ? ordered.length : at, 0, spare);
  }
}

/** A split slide's content without the fields the split emptied (undefined does not go to JSON). */
