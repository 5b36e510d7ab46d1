import type { BriefReading, ModelDraftSlide } from '../../common/ai/draft';
import type { SlideContent } from '../../common/slides/model';
import { admitted, speakersOf as chatSpeakersOf, refusalOf } from './offline/draft/admit';
import { checkFigures, figuresIn } from './offline/draft/figureCheck';
import { languageOfDraft } from './offline/draft/language';
import { LOCALES } from './offline/draft/locales';
import { wordsOf } from './offline/draft/plan';
import { readBrief } from './offline/draft/reading';

/**
 * The checks every model draft goes through before it is proposed (issue 34): what the offline
 * reader would never put on a slide is taken off the model's too. Each slide line is read by the
 * offline reader's own rules (readBrief on the line alone): a line it keeps nothing of is chatter
 * or an instruction; a doubted figure goes to the notes "to verify"; what the brief says not to
 * mention goes everywhere; bracketed prompts go; a sentence cut with "…" is said shorter; and the
 * offline figure check removes a figure the sources do not give under that label.
 */

export interface CheckSources {
  brief: string;
  /** Everything else a figure may come from: title, metadata, documents, the user's messages. */
  others: string[];
  reading: BriefReading;
}

export interface Removed {
  figures: string[];
  chat: string[];
  instructions: string[];
  prompts: string[];
  cut: string[];
  doubted: string[];
  unmentionable: string[];
  /** Another organisation's figures, labelled as theirs ("€2M (Acme)"). */
  owned: string[];
}

type Kind = 'chat' | 'instruction' | 'doubted' | 'withheld' | 'keep';

const ELLIPSIS = /(?:…|\.{3})/;
/** A chat line's "Name:" or a timestamp the offline reader strips before it reads the line. */
const TIMESTAMP = /(?:^|\s|\[)\d{1,2}:\d{2}(?:\s*[AaPp]\.?[Mm]\.?)?\]?(?:\s|:|$)/;

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Names that speak in the brief: "Priya Shah  9:12 AM" headers and "Tom:" line prefixes. */
function speakersOf(brief: string): Set<string> {
  const out = new Set<string>();
  for (const line of brief.split('\n')) {
    const m =
      /^\s*(?:-\s*)?(?:\[[\d:.]*\]\s*|[\d:.]+\s*)?([A-Z][\w'’.-]*(?: [A-Z][\w'’.-]*){0,2})(?::\s|\s+\d{1,2}[:.]\d{2})/.exec(
        line,
      );
    if (m) out.add(m[1]!);
  }
  return out;
}

/** What the offline reader makes of one line said alone. */
function kindOf(line: string, speakers: Set<string>, brief: ReturnType<typeof readBrief>): Kind {
  const prefix = /^([A-Z][\w'’.-]*(?: [A-Z][\w'’.-]*){0,2}):\s/.exec(line)?.[1];
  if ((prefix && speakers.has(prefix)) || TIMESTAMP.test(line)) return 'chat';
  const n = norm(line);
  // The same sentence as one the offline reader set aside, give or take a clause: not a phrase
  // of it ("Cost per drop" in "make the cost per drop slide clear" is no instruction).
  const said = (list: string[]) =>
    list.some((x) => {
      const m = norm(x);
      const [short, long] = m.length < n.length ? [m, n] : [n, m];
      return short.length > 8 && long.includes(short) && short.length * 2 >= long.length;
    });
  if (said(brief.doubted)) return 'doubted';
  if (said(brief.withheld)) return 'withheld';
  if (said(brief.instructions)) return 'instruction';
  const r = readBrief(line);
  if (r.text.trim()) {
    // The reader dropped the line's start (a greeting, a "Name [10:04]" prefix): a chat message.
    const kept = norm(r.text);
    return n.startsWith(kept.split(' ')[0] ?? '') ? 'keep' : 'chat';
  }
  if (r.doubted.length) return 'doubted';
  if (r.withheld.length) return 'withheld';
  if (r.instructions.length) return 'instruction';
  return 'chat';
}

/** "[What will be different?]" goes; a line left with nothing goes with it. */
const withoutPrompts = (s: string) =>
  s
    .replace(/\[[^\][]*\]/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();

/** A sentence cut with "…" said shorter: up to its last whole clause, or nothing. */
function uncut(s: string): string {
  const at = s.search(ELLIPSIS);
  if (at < 0) return s;
  const before = s.slice(0, at);
  const end = Math.max(
    before.lastIndexOf('. '),
    before.lastIndexOf(', '),
    before.lastIndexOf('; '),
    before.lastIndexOf(' - '),
  );
  const kept = (end > 0 ? before.slice(0, end) : '').replace(/(?<![,;\s-])[,;\s-]+$/, '').trim();
  return kept.split(/\s+/).length >= 3 ? kept : '';
}

/** Whether a line says something the brief says not to mention. */
function mentions(line: string, items: string[]): boolean {
  const n = norm(line);
  const lineWords = new Set(wordsOf(line));
  return items.some((item) => {
    if (n.includes(norm(item))) return true;
    const figures = figuresIn(item);
    if (figures.length && figures.every((f) => line.includes(f))) return true;
    const words = wordsOf(item).filter((w) => w.length > 3);
    return words.length > 0 && words.every((w) => lineWords.has(w));
  });
}

export function checkModelDraft(
  slides: ModelDraftSlide[],
  sources: CheckSources,
): { slides: ModelDraftSlide[]; removed: Removed } {
  const removed = {} as Removed;
  for (const k of Object.keys(SAID) as (keyof Removed)[]) removed[k] = [];
  // The reading's figures that are another organisation's (a case study, a benchmark).
  const client = norm(sources.reading.client ?? '');
  const theirs = sources.reading.figures.filter(
    (f) => f.owner?.trim() && (!client || !norm(f.owner).includes(client)) && !/\bclient\b/i.test(f.owner),
  );
  const offline = readBrief(sources.brief);
  const speakers = speakersOf(sources.brief);
  // The admission gate the offline drafts pass last, in the brief's language.
  const L = LOCALES[languageOfDraft(sources.brief, [])];
  const talkers = chatSpeakersOf(sources.brief);
  const unmentionable = [...sources.reading.doNotMention, ...offline.withheld].filter((s) => s.trim());
  const doubtedFigures = [...sources.reading.doubted, ...offline.doubted].flatMap(figuresIn);
  const out: ModelDraftSlide[] = [];
  for (const slide of slides) {
    const toNotes: string[] = [];
    const keptOff: string[] = [];
    /** A line of the slide as it may stay, or undefined when it goes (said in `removed`). */
    const line = (raw: string): string | undefined => {
      if (mentions(raw, unmentionable)) {
        removed.unmentionable.push(raw);
        return undefined;
      }
      // "[10:04] Sam: …" is a chat message before its timestamp is read as a bracketed prompt.
      if (TIMESTAMP.test(raw)) {
        removed.chat.push(raw);
        return undefined;
      }
      let s = raw;
      if (/\[[^\][]*\]/.test(s)) {
        s = withoutPrompts(s);
        removed.prompts.push(raw);
        if (!/\p{L}/u.test(s)) return undefined;
      }
      if (ELLIPSIS.test(s)) {
        s = uncut(s);
        removed.cut.push(raw);
        if (!s) return undefined;
      }
      if (doubtedFigures.some((f) => figuresIn(s).includes(f))) {
        removed.doubted.push(raw);
        toNotes.push(raw);
        return undefined;
      }
      // A closing slide's "Thank you" is its matter, not a sign-off; a quotation is someone's words.
      if (slide.type === 'thank_you' || (slide.content as SlideContent).author) return s;
      const kind = kindOf(s, speakers, offline);
      if (kind === 'keep') {
        // The gate by word classes: talk the reader's tables have no phrasing for.
        const a = admitted(s, L, talkers);
        if (a === s) return s;
        const why = refusalOf(s, L, talkers);
        (why === 'deck' ? removed.instructions : removed.chat).push(raw);
        // Figures kept off the slide are kept in its notes, never lost silently.
        if (/\d/.test(s) && (a === undefined || figuresIn(s).some((f) => !a.includes(f)))) keptOff.push(s);
        return a;
      }
      if (kind === 'doubted') {
        removed.doubted.push(raw);
        toNotes.push(raw);
      } else if (kind === 'chat') removed.chat.push(raw);
      else if (kind === 'withheld') removed.unmentionable.push(raw);
      else removed.instructions.push(raw);
      return undefined;
    };
    const lines = (items: string[] | undefined) =>
      items?.flatMap((i) => {
        const kept = line(i);
        return kept === undefined ? [] : [kept];
      });
    const k: SlideContent = { ...(slide.content as SlideContent) };
    if (k.items) k.items = lines(k.items);
    for (const key of ['text', 'subtitle', 'mainText', 'highlightText', 'author'] as const) {
      const t = k[key];
      if (t === undefined) continue;
      const kept = line(t);
      if (kept === undefined) delete k[key];
      else k[key] = kept;
    }
    if (k.comparison) {
      const side = (s: { title: string; items: string[] }) => ({
        title: s.title,
        items: lines(s.items) ?? [],
      });
      k.comparison = { left: side(k.comparison.left), right: side(k.comparison.right) };
    }
    if (k.metrics)
      k.metrics = k.metrics.filter(
        (m) => line(`${m.value} ${m.label} ${m.subtext ?? ''}`.trim()) !== undefined,
      );
    // A figure the reading says is another organisation's says whose it is, never passing as the client's.
    if (k.metrics)
      k.metrics = k.metrics.map((m) => {
        const owner = theirs.find((f) => f.value.replace(/\s/g, '') === m.value.replace(/\s/g, ''))?.owner;
        if (!owner || norm(`${m.label} ${m.subtext ?? ''}`).includes(norm(owner))) return m;
        removed.owned.push(`${m.value} (“${m.label}”)`);
        return { ...m, subtext: m.subtext ? `${owner}: ${m.subtext}` : owner };
      });
    if (k.steps) {
      const steps = k.steps.filter(
        (st) => line([st.label, st.date, st.text].filter(Boolean).join(' ')) !== undefined,
      );
      k.steps = steps.length >= 2 ? steps : undefined;
    }
    const title = withoutPrompts(slide.title);
    if (title !== slide.title) removed.prompts.push(slide.title);
    const checked = ['title', 'strategic_title', 'thank_you'].includes(slide.type)
      ? { content: k, removed: [] }
      : checkFigures({ title, content: k }, [sources.brief, ...sources.others]);
    removed.figures.push(...checked.removed);
    const content = Object.fromEntries(Object.entries(checked.content).filter(([, v]) => v !== undefined));
    const notes = [
      mentions(slide.notes, unmentionable) ? '' : slide.notes,
      ...toNotes.map((d) => `To verify: ${d}`),
      ...keptOff.map((d) => `${L.admit.keptOff}${L.read.colon ?? ': '}${d}`),
    ]
      .filter(Boolean)
      .join('\n');
    if (isEmpty(slide.type, content)) continue;
    out.push({ ...slide, title: title || slide.title, content, notes } as ModelDraftSlide);
  }
  return { slides: out, removed };
}

/** A slide the checks emptied goes: no empty list, no empty figures, no chart without data. */
function isEmpty(type: string, k: SlideContent): boolean {
  if (type === 'content') return !k.items?.length && !k.text;
  if (type === 'metrics') return !k.metrics?.length;
  if (type === 'chart') return !k.chart;
  if (type === 'table') return !k.table;
  if (type === 'timeline') return !k.steps;
  if (type === 'statement') return !k.text && !k.mainText;
  return false;
}

/** How the reply says each kind of removal, in its order; `n` is its count with the noun. */
const SAID: Record<keyof Removed, (n: (noun: string) => string, list: string[]) => string> = {
  figures: (n, list) => `removed ${n('figure')} not in the brief: ${list.join('; ')}`,
  chat: (n) => `removed ${n('chat line')}`,
  instructions: (n) => `removed ${n('instruction')} about the deck`,
  unmentionable: (n) => `removed ${n('line')} the brief says not to mention`,
  prompts: (n) => `removed ${n('bracketed prompt')}`,
  cut: (n) => `shortened ${n('sentence')} cut with “…”`,
  owned: (n, list) => `labelled ${n('figure')} as another organisation's: ${list.join('; ')}`,
  doubted: (n) => `moved ${n('doubted figure')} to the speaker notes, to verify`,
};

/** What the reply says was removed: "Removed 1 figure not in the brief: …; removed 1 chat line." */
export function removedSaid(r: Removed): string {
  const parts = (Object.keys(SAID) as (keyof Removed)[])
    .filter((k) => r[k].length)
    .map((k) => SAID[k]((noun) => `${r[k].length} ${r[k].length === 1 ? noun : `${noun}s`}`, r[k]));
  if (!parts.length) return '';
  const said = parts.join('; ');
  return `${said[0]!.toUpperCase()}${said.slice(1)}.`;
}
