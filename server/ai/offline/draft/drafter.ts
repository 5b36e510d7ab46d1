import { DRAFT_SLIDES_MAX, DRAFT_SLIDES_MIN, METRICS_MAX_COLUMNS } from '../../../../common/limits';
import type { ChecklistItem } from '../../../../common/schemas/presentations';
import { splitOverflowing } from '../../../../common/slides/fitSlide';
import type { Typesetting } from '../../../../common/slides/layout/typeScale';
import type { SlideContent, SlideType } from '../../../../common/slides/model';
import { definedOnly } from '../../../../common/slides/speakerNotes';
import type { Operation } from '../../../deck';
import type { DraftRequest } from '../intents';
import type { DeckKind } from '../vocabulary';
import { admitDraft } from './admit';
import { askOf, withAsk } from './ask';
import { contactsOf, withContacts } from './contacts';
import { chartTitle, dataRuns, seriesName } from './dataSlides';
import { continuedNotes, draftNotes, figuresWhole, summaryOf, withSourceNotes } from './draftWords';
import { checkFigures } from './figureCheck';
import { figuresOf } from './figures';
import { kindNamed, kindOf } from './kind';
import { IMPORTANCE, type SectionKey, templateOf } from './kinds';
import { askedLanguage, languageName, languageOfDraft } from './language';
import { CONTINUED, type Lang, LOCALES } from './locales';
import type { Locale } from './locales/types';
import { withNextSteps } from './nextSteps';
import { asPasted } from './pastedFormats';
import { phraseAt, planDeck, wordsOf } from './plan';
import { pointsOf } from './points';
import { type Reading, readBrief } from './reading';
import { type Room, roomOf, withDate } from './room';
import { type Built, buildSection, clipTitle, partiesOf, sourcesOf } from './sectionSlides';
import { byTopic, contrastsOf, isAside, isFraming, pairedContrasts } from './sections';
import { sentencesOf } from './sentences';
import { shaped } from './shape';
import { isSpoken, spokenContacts } from './spoken';
import { withTakeaways } from './takeaways';
import { capital, splitTitleOf, trimEndSpaced, withinBudget, withoutLeadingLabel } from './text';
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
  /** The deck's checklist: its unticked items are slides to make, ticked when made. */
  checklist?: ChecklistItem[];
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
export function draftDeck(pasted: DraftInput): Draft | { say: string } {
  // A brief pasted in a machine's format is read as the text it stands for.
  const given = { ...pasted, brief: asPasted(pasted.brief) };
  const seen = new Set<string>();
  // The deck speaks the brief's language (the documents' when the brief is too short to tell).
  const r = readerOf(languageOfDraft(given.brief, given.documents));
  const L = r.locale;
  // The first pass: the brief read for what may go on a slide, and what the deck is asked to be.
  const reading = readBrief(
    given.brief,
    given.checklist ?? [],
    given.title,
    r.lang,
    given.metadata.clientName,
  );
  // A structured document without a deck title gives its own ("Acme – Q2 Board Update").
  // A title the brief states outright ('working title "…"', 'Deck title agreed: …') is the cover's,
  // over the name the deck was filed under when it was created (the app asks for one first).
  const input = reading.statedTitle
    ? { ...given, title: reading.statedTitle }
    : given.title?.trim()
      ? given
      : reading.title && isStructured(reading, given.brief)
        ? { ...given, title: sentenceCase(reading.title) }
        : reading.subject
          ? { ...given, title: reading.subject }
          : given;
  // Another organisation's figures are never among the client's own metrics.
  const theirs = new Set(reading.blocks.flatMap((b) => b.lines.filter((l) => l.others).map((l) => l.text)));
  // Long documents repeat themselves; each sentence is used once.
  const sentences = [
    ...sentencesOf(reading.text, L.sources.brief, r, true).filter((s) => !isAside(s, r)),
    ...input.documents.flatMap((d) => sentencesOf(d.text, d.fileName, r)),
  ].filter((s) => !seen.has(s.text.toLowerCase()) && seen.add(s.text.toLowerCase()));
  const topic = input.request.topic?.trim();
  // A brief of short lines without full stops has no sentences, but its own structure still has matter.
  const ownMatter = isStructured(reading, input.brief) && reading.blocks.some((b) => b.lines.length);
  if (!sentences.length && !topic && !ownMatter) {
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
  const named =
    input.request.kind !== undefined ||
    kindNamed(kind, [input.title, topic ?? '', input.brief].join('\n'), r);
  const client = input.request.client?.trim() || input.metadata.clientName?.trim() || '';
  const wanted = input.request.slides
    ? { min: input.request.slides - 1, max: input.request.slides + 1 }
    : reading.length && { min: Math.max(reading.length.min - 0, DRAFT_SLIDES_MIN), max: reading.length.max };
  const parties = partiesOf(input.title ?? '', client, input.metadata.agency?.trim() || reading.presenter);
  // Who is in the room and the meeting, as the brief says them: the cover names them, and the
  // client field is then the presenter, whom the closing slide names.
  const room = roomOf(input.brief, L);
  // The meeting as the brief names it, on the date it moved to when a later word says so.
  const meeting =
    reading.meeting && room.moved
      ? withDate(reading.meeting, room.moved, L)
      : (reading.meeting ?? room.meeting);
  const audience = parties.audience ?? room.who;
  const cover = {
    ...(meeting ? { meeting } : {}),
    ...(audience ? { audience } : {}),
    ...(room.when ? { when: room.when } : {}),
  };
  // What every section is built from besides its sentences, figures and contrasts.
  const deck = {
    input,
    reader: r,
    kind,
    client,
    topic,
    label: template.label,
    named,
    ...(reading.occasion ? { occasion: reading.occasion } : {}),
    ...parties,
    ...cover,
    briefTitled: input.title !== given.title,
    ...(reading.speaker ? { speaker: reading.speaker } : {}),
    ...(reading.statedSubtitle ? { statedSubtitle: reading.statedSubtitle } : {}),
  };
  if (isStructured(reading, input.brief)) {
    // A brief with its own structure opens with the deck's title and its client, not one of its lines.
    const sources = { groups: {}, figures: [], contrasts: [], framing: undefined };
    const title = buildSection({ key: 'title', title: '', prompt: '' }, { ...deck, ...sources })!;
    return planned(reading, input, r.locale, {
      kind,
      title,
      client: parties.presenter ?? '',
      wanted,
      label: template.label,
      lang: r.lang,
      room,
    });
  }
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
  const figures = figuresOf(
    sentences.filter((s) => ![...theirs].some((t) => t.includes(s.text) || s.text.includes(t))),
    METRICS_MAX_COLUMNS,
    r,
  );
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
    const b = buildSection(spec, { ...deck, groups, figures, contrasts, framing });
    if (b) built.set(spec.key, b);
  }
  // A section the sources say nothing about is left out and named in the reply, never a prompt.
  const leftOut: string[] = [];
  for (const [key, b] of built)
    if (b.slide.type === 'content' && !b.sources.length && b.spec.prompt) {
      leftOut.push(b.slide.title);
      built.delete(key);
    }
  const count = input.request.slides ?? (wanted ? Math.round((wanted.min + wanted.max) / 2) : undefined);
  const want = count
    ? Math.min(Math.max(Math.min(count, wanted?.max ?? count), DRAFT_SLIDES_MIN), DRAFT_SLIDES_MAX)
    : undefined;
  const chosen = choose(built, want);
  const ordered: Built[] = template.sections.filter((s) => chosen.has(s.key)).map((s) => built.get(s.key)!);
  // More slides asked for than sections have content: the longest sections continue on another slide.
  if (want) fillTo(ordered, want, L, Boolean(input.request.slides));
  const agenda = ordered.find((b) => b.spec.key === 'agenda');
  if (agenda) {
    agenda.slide.content = {
      items: withinBudget(
        ordered
          .filter(
            (b) => !['title', 'agenda', 'thanks'].includes(b.spec.key) && !CONTINUED.test(b.slide.title),
          )
          .map(agendaItem),
      ),
    };
    // An agenda of one or two parts says nothing the deck does not.
    if ((agenda.slide.content.items?.length ?? 0) < 3) ordered.splice(ordered.indexOf(agenda), 1);
  }
  withDataSlides(ordered, reading, L, r.lang);
  // The ask and the data slides may take the deck past the length asked for: the template's
  // comparison goes first (its sides are rarely the brief's own), then the agenda.
  for (const key of ['comparison', 'agenda'] as const) {
    const at = ordered.findIndex((b) => b.spec.key === key);
    if (!wanted || ordered.length <= wanted.max || at < 0) continue;
    const [gone] = ordered.splice(at, 1);
    const items = agenda?.slide.content.items;
    if (items && gone) agenda.slide.content = { items: items.filter((i) => i !== agendaItem(gone)) };
  }
  if (r.foreign) for (const b of ordered) b.slide.content = figuresWhole(b.slide.content, r);
  const slides = fitted(ordered, input.metadata, input.theme, L);
  return finish(kind, slides, reading, input, L, {
    label: template.label,
    leftOut,
    ticks: [],
    room,
    presenter: parties.presenter,
  });
}

/** Punctuation that leaves a point hanging when it ends one: "saves €215,000 a year –". */
const DANGLING = ',;:–—-(/+&';
const ended = (t: string) => {
  const e = trimEndSpaced(t, DANGLING);
  // "(we cannot own it alone – say so)" with its aside to the team gone closes its bracket.
  return e.split('(').length > e.split(')').length ? `${e})` : e;
};

/** The figures a point states ("23%", "€4.1M"), to tell a point another one already says. */
const FIGURES = /\d[\d.,]*(?:%|[kKmM]\b)?/g;

/**
 * "The direct share is 23%" beside "Direct booking share: 23% of room nights": a point whose
 * figures and words a longer point of the same list all says is said once.
 */
function saidOnce(items: string[]): string[] {
  const words = (t: string) => new Set(t.toLowerCase().match(/\p{L}{4,}/gu) ?? []);
  return items.filter((item, i) => {
    const figures = item.match(FIGURES) ?? [];
    if (!figures.length) return true;
    const own = words(item);
    return !items.some(
      (other, k) =>
        k !== i &&
        other.length > item.length &&
        figures.every((f) => other.includes(f)) &&
        [...own].filter((w) => words(other).has(w)).length >= Math.min(2, own.size),
    );
  });
}

/**
 * "NEXT STEPS: the ask = agree …", "WHY PARTNER: the Civic Arts Trust …": a section's name in
 * capitals run into its point is the writer's heading, not the point's words (the slide says it).
 */
const RUN_IN_LABEL = /^\p{Lu}{2,}(?:[ &'’/-]{1,3}\p{Lu}{2,}){1,3}:\s+(?=\S)/u;
const withoutRunInLabel = (item: string) => {
  const rest = item.replace(RUN_IN_LABEL, '');
  return rest === item ? item : capital(rest);
};

/** The slide's points, sides and subtexts, none ending on dangling punctuation, none said twice. */
function withoutDangling(c: DraftSlide['content']): DraftSlide['content'] {
  const out: DraftSlide['content'] = { ...c };
  if (c.items) out.items = saidOnce(c.items.map((i) => ended(withoutRunInLabel(i))));
  if (c.comparison) {
    // A comparison's sides are rows: a row goes whole when either of its sides another row says.
    const left = c.comparison.left.items.map(ended);
    const right = c.comparison.right.items.map(ended);
    const [keptL, keptR] = [saidOnce(left), saidOnce(right)];
    const row = (i: number) =>
      left.length !== right.length || (keptL.includes(left[i]!) && keptR.includes(right[i]!));
    out.comparison = {
      left: { ...c.comparison.left, items: left.filter((_, i) => row(i)) },
      right: { ...c.comparison.right, items: right.filter((_, i) => row(i)) },
    };
  }
  if (c.metrics) out.metrics = c.metrics.map((m) => (m.subtext ? { ...m, subtext: ended(m.subtext) } : m));
  return out;
}

/** A title typed in capitals ("ACME – 2026 PLAN") in the case a slide shows: "Acme – 2026 Plan". */
function sentenceCase(title: string): string {
  if (/\p{Ll}/u.test(title)) return title;
  return title
    .toLowerCase()
    .replace(/(^|[\s(–—-])(\p{Ll})/gu, (_, b: string, c: string) => b + c.toUpperCase());
}

/** Content slides whose every point went to a slide of its own. */
function dropEmptyLists(ordered: Built[]) {
  for (let i = ordered.length - 1; i >= 0; i--)
    if (ordered[i]!.slide.type === 'content' && ordered[i]!.slide.content.items?.length === 0)
      ordered.splice(i, 1);
}

/**
 * The template's slides with the brief's data on slides of its own: a plan's steps as a timeline
 * before the next steps, a series as a chart and a grid as a table after the figures. The bullets
 * that said the same lines go from the other slides, and a slide left without any goes.
 */
function withDataSlides(ordered: Built[], reading: Reading, L: Locale, lang: string) {
  const runs = reading.blocks.flatMap((b) => dataRuns(b.lines).map((run) => ({ run, lines: b.lines })));
  if (!runs.length) return;
  const used = runs.flatMap(({ run, lines }) =>
    lines.slice(run.from, run.to).map((l) => l.text.toLowerCase()),
  );
  const said = (item: string) => {
    const i = item.toLowerCase();
    return used.some((u) => u.includes(i) || i.includes(u));
  };
  for (const b of ordered) {
    const items = b.slide.content.items;
    if (b.slide.type !== 'content' || !items || b.spec.key === 'agenda') continue;
    b.slide.content = { ...b.slide.content, items: items.filter((i) => !said(i)) };
  }
  dropEmptyLists(ordered);
  for (const { run } of runs) {
    const d = run.data;
    const topic = seriesName(run.lead);
    const slide: Built['slide'] =
      d.kind === 'steps'
        ? {
            type: 'timeline',
            title: topic || L.timeline,
            content: { steps: d.steps },
          }
        : d.kind === 'table'
          ? {
              type: 'table',
              title: topic || `${d.table.header[0] || 'Options'}`,
              content: { table: d.table },
            }
          : {
              type: 'chart',
              title:
                lang === 'en'
                  ? chartTitle(topic || d.chart.series[0]!.name, d.chart)
                  : topic || d.chart.series[0]!.name,
              content: { chart: d.chart },
            };
    const built: Built = {
      spec: { key: 'goals', title: slide.title, prompt: '' },
      slide,
      sources: [L.sources.brief],
      rest: [],
    };
    const before =
      d.kind === 'steps' ? ['next', 'thanks'] : ['comparison', 'goals', 'approach', 'next', 'thanks'];
    const at = ordered.findIndex((b) => before.includes(b.spec.key));
    ordered.splice(at < 0 ? ordered.length : at, 0, built);
  }
}

/** A brief with a structure of its own: a checklist, slides it asks for by name, or numbered sections. */
/** Headings that make a brief's own outline, without numbers, slides asked for or a checklist. */
const STRUCTURED_HEADINGS_MIN = 4;

function isStructured(reading: Reading, brief: string): boolean {
  if (reading.named.some((n) => n.from !== 'heading')) return true;
  const headings = reading.named.filter((n) => n.from === 'heading').length + (reading.teamHeadings ?? 0);
  // A brief set out under four headings or more (a board update's HEADLINES, CASH, ASKS…) is
  // the deck's outline: its writer chose the order.
  if (headings >= STRUCTURED_HEADINGS_MIN) return true;
  const numbered = [
    ...(brief.match(/^(?:section\s+)?\d{1,2}[.)]\s+[A-Za-z][^\n]{0,50}$/gim) ?? []),
    // "=== 1. Résultats 2026 ===": numbered sections between rules.
    ...(brief.match(/^={2,}\s?\d{1,2}[.)]\s[^=\n]{2,60}={2,}$/gm) ?? []),
  ];
  // "**Q1. What problem will you solve? (max 100 words)**": a form's numbered questions.
  const questions = brief.match(/^\*{0,2}Q\d{1,2}[.):]\s+[A-Za-z][^\n]{0,120}$/gm) ?? [];
  return Math.max(numbered.length, questions.length) >= 3 && headings >= 3;
}

/** The titles the deck's kind gives its approach and goals (a proposal's when it has none). */
function topicTitles(L: Locale, kind: DeckKind): { approach: string; goals: string } {
  const own = L.kinds[kind].sections as Partial<Record<string, { title: string }>>;
  const proposal = L.kinds.proposal.sections;
  return {
    approach: own.approach?.title ?? proposal.approach.title,
    goals: own.goals?.title ?? proposal.goals.title,
  };
}

/** The planned deck: title, the brief's sections in its order with the ask last, and the closing slide. */
function planned(
  reading: Reading,
  input: DraftInput,
  L: Locale,
  x: {
    kind: DeckKind;
    title: Built;
    client: string;
    wanted?: { min: number; max: number };
    label: string;
    lang: string;
    room: Room;
  },
): Draft {
  // The slides the plan adds are titled in the deck's language, with the locale's own section words.
  const plan = planDeck(reading, x.wanted, {
    context: L.kinds.workshop.sections.problem.title,
    figures: L.kinds.report.sections.figures.title,
    benchmark: L.kinds.report.sections.comparison.title,
    ask: L.askTitle,
    next: L.kinds.pitch.sections.next.title,
    timeline: L.timeline,
    english: x.lang === 'en',
    continued: L.continued,
    comparison: L.comparisonOf,
    alsoSaid: L.alsoSaid,
    asks: L.read.asks,
    lang: x.lang as Lang,
    topics: topicTitles(L, x.kind),
    names: [x.client, reading.presenter ?? '', x.room.who ?? ''].filter(Boolean),
  });
  const body: Built[] = plan.slides.map((p) => ({
    spec: { key: p.type === 'metrics' ? 'figures' : 'goals', title: p.title, prompt: '' },
    slide: { type: p.type, title: p.title, content: p.content },
    sources: [L.sources.brief],
    rest: [],
  }));
  const thanks: Built = {
    spec: { key: 'thanks', title: L.thanks.title, prompt: '' },
    slide: {
      type: 'thank_you',
      title: L.thanks.title,
      content: { mainText: L.thanks.mainText, highlightText: x.client || L.thanks.noClient },
    },
    sources: [],
    rest: [],
  };
  const ordered = plan.closes ? [x.title, ...body] : [x.title, ...body, thanks];
  // An agenda when the deck is long enough to need one and the length asked for leaves room.
  const max = Math.min(x.wanted?.max ?? DRAFT_SLIDES_MAX, DRAFT_SLIDES_MAX);
  if (body.length >= 4 && ordered.length + 1 <= max) {
    ordered.splice(1, 0, {
      spec: { key: 'agenda', title: L.agenda, prompt: '' },
      slide: {
        type: 'content',
        title: L.agenda,
        content: {
          // A statement or a quote is a moment of the talk, not a part of it.
          items: withinBudget(
            body
              .filter((b) => !CONTINUED.test(b.slide.title) && b.slide.type !== 'statement')
              .map(agendaItem),
          ),
        },
      },
      sources: [L.sources.otherSlides],
      rest: [],
    });
  }
  const slides = fitted(ordered, input.metadata, input.theme, L);
  for (const s of slides) {
    const p = plan.slides.find((q) => q.title === s.title);
    if (p?.notes.length) s.notes = [s.notes, ...p.notes].filter(Boolean).join(' ');
  }
  const ticks = plan.slides.flatMap((p) => (slides.some((s) => s.title === p.title) ? p.checklistIds : []));
  // The title slide answers the checklist's "Cover".
  if (reading.coverChecklistId) ticks.unshift(reading.coverChecklistId);
  return finish(x.kind, slides, reading, input, L, {
    label: x.label,
    leftOut: plan.leftOut,
    ticks,
    room: x.room,
    presenter: x.client,
  });
}

/**
 * A part of the agenda is a section's name, never its takeaway sentence: a chart says what it
 * measures ("MRR"), a slide titled by a sentence keeps its topic.
 */
function agendaItem(b: Built): string {
  const series = b.slide.content.chart?.series;
  const title = b.slide.title;
  if (title.split(/\s+/).length <= AGENDA_ITEM_WORDS) return title;
  if (series?.length === 1 && series[0]!.name) return series[0]!.name;
  const measure = TREND.exec(title)?.[1];
  if (measure) return measure;
  // "Rollout: annual plans keep their old price": the topic before its point.
  const topic = title.split(': ')[0]!;
  if (topic.length < title.length && topic.split(/\s+/).length <= AGENDA_ITEM_WORDS) return topic;
  return b.spec.title && b.spec.title.split(/\s+/).length <= AGENDA_ITEM_WORDS ? b.spec.title : title;
}

/** A chart's takeaway title ("MRR rose from 182k to 211k, May to Oct"): its measure comes first. */
const TREND = /^(\S.{1,40}?) (?:rose|fell|grew|dropped|doubled|halved) /;
/** An agenda item longer than this many words is a sentence, not a section's name. */
const AGENDA_ITEM_WORDS = 6;

/**
 * Every draft ends here: the figure check on each slide, the doubted figures into the notes as
 * "To verify", the checklist items its slides answer ticked, and a reply that says all of it.
 */
function finish(
  kind: DeckKind,
  slides: DraftSlide[],
  reading: Reading,
  input: DraftInput,
  L: Locale,
  x: { label: string; leftOut: string[]; ticks: string[]; room: Room; presenter?: string },
): Draft {
  const sources = [
    reading.text,
    input.title,
    input.request.topic ?? '',
    input.request.client ?? '',
    ...Object.values(input.metadata).map(String),
    ...input.documents.map((d) => d.text),
  ];
  // The brief's "no thank-you slide", "start with the problem", "end with the ask".
  if (reading.shape)
    slides.splice(0, slides.length, ...shaped(slides, reading.shape, L.agenda, reading.length?.min));
  // The ask on a slide of its own, before the closing slides, in the brief's own words.
  const ask = askOf(reading, L, input.brief);
  let askSlide: DraftSlide | undefined;
  if (ask) {
    askSlide = withAsk(slides, ask, L, reading.shape);
    sources.push(...ask.said);
    x.ticks.push(...ask.checklistIds);
    x.leftOut = x.leftOut.filter((t) => !ask.named.includes(t));
  }
  // "End with next steps + dates": the brief's dated lines after the meeting, when it has no such section.
  const steps = withNextSteps(slides, reading, L, x.room.when ?? x.room.meeting ?? reading.meeting);
  // Past the length asked for with them, the agenda the drafter added goes first.
  const contents = slides.findIndex((s) => s.title === L.agenda);
  if (reading.length && slides.length > reading.length.max && contents > 0) slides.splice(contents, 1);
  const removed: string[] = [];
  for (const s of slides) {
    if (s.type === 'title' || s.type === 'strategic_title' || s.type === 'thank_you') continue;
    const checked = checkFigures(s, sources);
    s.content = checked.content;
    removed.push(...checked.removed);
  }
  // A point left ending on a dash or a comma (an aside to the team taken off after it) ends on its words.
  for (const s of slides) s.content = withoutDangling(s.content);
  // The last word on what goes on a slide: only matter for the audience, never talk about the deck.
  const { keptOff } = admitDraft(slides, L, input.brief);
  // (Before the emptied slides go: a slide of only that line goes with them.)
  // "We are presenting to the transport committee" says who is in the room: the cover's, no point.
  const inRoom = (i: string) => x.room.who && i.includes(x.room.who) && phraseAt(i, L.read.room.who);
  for (const s of slides)
    if (s.type === 'content' && s.content.items?.some(inRoom))
      s.content = { ...s.content, items: s.content.items.filter((i) => !inRoom(i)) };
  // A slide the check emptied goes: no empty metrics, no empty list.
  for (let i = slides.length - 1; i >= 0; i--) {
    const k = slides[i]!.content;
    const type = slides[i]!.type;
    if (
      (k.metrics && !k.metrics.length) ||
      (k.items && !k.items.length && type === 'content') ||
      (type === 'chart' && !k.chart) ||
      (type === 'table' && !k.table) ||
      (type === 'timeline' && !k.steps)
    )
      slides.splice(i, 1);
  }
  // The brief's sentences, one a line: what the notes quote behind a slide's points.
  const brief = reading.blocks.flatMap((b) =>
    b.lines.flatMap((l) => l.text.replace(/^[-*•]\s+/, '').split(/(?<=[.!?])\s+(?=\p{Lu})/u)),
  );
  for (const s of slides)
    if (!['title', 'strategic_title', 'thank_you'].includes(s.type) && s.title !== L.agenda)
      withSourceNotes(s, brief, L);
  // Each doubted or withheld figure goes into the notes of the slide that speaks of its matter.
  // (Never the ask's slide: a doubted figure belongs with the matter it measures.)
  const body = slides.filter(
    (s) =>
      !['title', 'strategic_title', 'thank_you'].includes(s.type) &&
      s.title !== L.agenda &&
      s !== askSlide &&
      s !== steps,
  );
  for (const d of [...reading.doubted, ...reading.withheld.filter((w) => /\d/.test(w))]) {
    const words = new Set(wordsOf(d));
    const best =
      body
        .map((s) => ({
          s,
          n: wordsOf(`${s.title} ${JSON.stringify(s.content)}`).filter((w) => words.has(w)).length,
        }))
        .sort((a, b) => b.n - a.n)[0]?.s ?? slides[0];
    if (best)
      best.notes = `${best.notes ? `${best.notes} ` : ''}${reading.doubted.includes(d) ? L.toVerify : L.keptOff}${L.read.colon ?? ': '}${d}`;
  }
  // The cover's notes say who is in the room, with their roles, and when.
  const room = [x.room.roles && L.forAudience(x.room.roles), x.room.meeting ?? x.room.when].filter(Boolean);
  if (room.length && ['title', 'strategic_title'].includes(slides[0]?.type ?? ''))
    slides[0]!.notes = `${slides[0]!.notes} ${room.join(' · ')}.`.trim();
  // A brief that ends on a slide it names ("finish on the photo") keeps that ending, unless it names the contact page.
  const ends = reading.shape?.ends?.join(' ').toLowerCase();
  if (!ends || L.read.contact.some((c) => ends.includes(c)))
    // (A transcript says its addresses aloud: "marianne dot okafor at orrin freight dot example".)
    withContacts(
      slides,
      contactsOf(isSpoken(input.brief) ? spokenContacts(input.brief) : input.brief, x.presenter, L),
      L,
      {
        presenter: x.presenter,
        max: Math.min(reading.length?.max ?? DRAFT_SLIDES_MAX, DRAFT_SLIDES_MAX),
      },
    );
  // Still past the length asked for once the ask and the next steps are in: a closing slide that only
  // thanks goes (the ask closes the deck), unless the brief asked for that ending.
  const last = slides.at(-1);
  if (
    reading.length &&
    slides.length > reading.length.max &&
    last?.type === 'thank_you' &&
    !last.content.subtitle &&
    !last.content.text &&
    !ends &&
    !reading.shape?.closing
  )
    slides.pop();
  // The last pass: each slide that argues is titled by its takeaway, where one can be said surely.
  slides.splice(0, slides.length, ...withTakeaways(slides, L, sources, reading.named));
  // The agenda's notes count its parts as they are after every pass ("Walk through the 6 parts").
  const agenda = slides.find((s) => s.title === L.agenda && s.type === 'content');
  const parts = agenda?.content.items?.length;
  const counted = Array.from({ length: DRAFT_SLIDES_MAX + 1 }, (_, n) => L.notes.agenda(n));
  if (agenda && parts && counted.includes(agenda.notes)) agenda.notes = L.notes.agenda(parts);
  const operations: Operation[] = slides.map((s) => ({
    op: 'add_slide',
    type: s.type,
    title: s.title,
    content: s.content,
    notes: s.notes,
  }));
  const ticks = [...new Set(x.ticks)];
  for (const itemId of ticks) operations.push({ op: 'update_checklist_item', itemId, completed: true });
  const said = [
    summaryOf(x.label, slides, input, L),
    x.leftOut.length ? L.summary.nothingOn(x.leftOut.join(', '), x.leftOut.length > 1) : '',
    removed.length ? L.summary.removed(removed.join('; ')) : '',
    keptOff.length ? L.summary.keptOffSlides(keptOff.map((l) => `“${l}”`).join('; ')) : '',
    // Shorter than asked: said, never padded with "(continued)" slides or prompts.
    reading.length && slides.length < reading.length.min - 1
      ? L.summary.shorter(
          reading.length.min === reading.length.max
            ? String(reading.length.max)
            : L.summary.about(Math.round((reading.length.min + reading.length.max) / 2)),
          slides.length,
        )
      : '',
    reading.doubted.length ? L.summary.doubted(reading.doubted.length) : '',
    ticks.length ? L.summary.ticked(ticks.length) : '',
    untranslated(input.brief, L),
  ];
  return { kind, slides, operations, summary: said.filter(Boolean).join(' ') };
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

function fillTo(ordered: Built[], wanted: number, L: Locale, asked: boolean) {
  for (let guard = 0; ordered.length < wanted && guard < DRAFT_SLIDES_MAX; guard++) {
    const longest = ordered.filter((b) => b.rest.length).sort((a, b) => b.rest.length - a.rest.length)[0];
    // Nothing left to say: the deck stays shorter, never a slide of prompts.
    if (!longest) break;
    {
      const items = withinBudget(longest.rest.map((s) => s.text));
      // The rest takes the title its first point opens on ("Channels: …"); from a brief, a list
      // without one is not split: a "(continued)" slide carries no message, the deck stays shorter.
      const own = splitTitleOf(items);
      const titled = own && !ordered.some((b) => b.slide.title === own);
      if (!titled && !asked) {
        longest.rest = [];
        continue;
      }
      // A number of slides asked for in so many words is kept, "(continued)" if need be.
      const title = titled ? own : L.continued(longest.slide.title);
      const shown = title === own ? [withoutLeadingLabel(items[0]!), ...items.slice(1)] : items;
      const more: Built = {
        spec: { ...longest.spec, key: longest.spec.key },
        slide: {
          type: 'content',
          title: clipTitle(title),
          content: { items: shown },
        },
        sources: sourcesOf(longest.rest.slice(0, items.length)),
        rest: [],
      };
      longest.rest = longest.rest.slice(items.length);
      ordered.splice(ordered.indexOf(longest) + 1, 0, more);
    }
  }
}

/** A split slide's content without the fields the split emptied (undefined does not go to JSON). */

/** The brief asks for slides in a language other than the one the draft is written in. */
function untranslated(brief: string, L: Locale): string {
  const asked = askedLanguage(brief);
  const own = (Object.keys(LOCALES) as Lang[]).find((k) => LOCALES[k] === L) ?? 'en';
  return asked && asked !== own
    ? L.summary.untranslated(languageName(asked, own), languageName(own, own))
    : '';
}
