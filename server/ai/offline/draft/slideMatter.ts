import { METRICS_MAX_COLUMNS } from '../../../../common/limits';
import type { Metric, TimelineStep } from '../../../../common/slides/content';
import { figuresOf, opensOnPreposition, sheetRowMetric } from './figures';
import type { Line } from './reading';
import { capital, trimEndSpaced, withoutAsides } from './text';
import { type Reader, readerOf } from './words';

/**
 * What a section's matter is, so that the plan writes it in the type that fits it (DECK-QUALITY's
 * table): labelled figures are metrics, an attributed quote or the one line to remember is a
 * statement, dated phases are a timeline. Each reader is strict: a line it cannot place stays a
 * bullet.
 */

/** A quote is a sentence: at least this many words inside its marks. */
const QUOTE_WORDS_MIN = 5;
/** The words around a quote that may say who said it, and nothing else. */
const AROUND_CHARS_MAX = 90;
const QUOTED = /["“«„]\s?([^"“”«»„\n]{10,240})\s?["”»“]/;
/** "— Fern Adeyemi, Head of Ops": the attribution after a quote. */
const AFTER = /^\s?[—–-]\s?([^\n]{2,80})$/;
/** "His quote:", "Fern's quote from the last QBR", "quote from Ken", "Une phrase qu'Hélène aime". */
const QUOTE_LEAD = /\b(?:quote|quoted|said|says|citation|phrase|zitat|sagt|dit)\b/i;
const POSSESSIVE = /^(?:his|her|their|son|sa|ihr|sein)\b/i;
/** Capitalised words that open a lead-in, never a name ("Une phrase …", "Quote from …"). */
const LEAD_WORDS = /^(?:Une|Un|The|Our|His|Her|Their|Unser|Unsere|Notre|Quote|Citation|Zitat|Also|And)$/;
/** A person's name: two to four capitalised words ("Oleksandr Kovalenko", "Dr. Meera Iyer"). */
export const PERSON =
  /^(?:(?:Dr|Prof|Mr|Mrs|Ms|M|Mme)\.? )?\p{Lu}[\p{Ll}'’]{1,20}(?:-\p{L}[\p{Ll}'’]{1,20})?(?: \p{Lu}[\p{Ll}'’]{1,20}(?:-\p{L}[\p{Ll}'’]{1,20})?){1,3}/u;

export interface Quote {
  text: string;
  author?: string;
}

/**
 * An attributed quote that is the line's whole matter: the quoted sentence, and who said it
 * (after a dash, named in the lead-in, or, for "his quote", the person the line before names).
 */
export function quoteOf(text: string, before?: string, brief = ''): Quote | undefined {
  const m = QUOTED.exec(text);
  if (!m) return undefined;
  const said = m[1]!.trim();
  if (said.split(/\s+/).length < QUOTE_WORDS_MIN) return undefined;
  // 'Marcus said "don't oversell the app"': words said to the team about the deck, no testimony.
  if (TOLD.test(said)) return undefined;
  const lead = text.slice(0, m.index).trim();
  const tail = text.slice(m.index + m[0].length).trim();
  if (lead.length + tail.length > AROUND_CHARS_MAX) return undefined;
  const after = AFTER.exec(tail)?.[1];
  let author = after ? trimEndSpaced(after, '.') : undefined;
  if (!author && lead && QUOTE_LEAD.test(lead)) {
    if (POSSESSIVE.test(lead) && before) author = PERSON.exec(before.replace(/^[-*•]\s+/, ''))?.[0];
    // "Fern's quote", "qu'Hélène aime bien": the name in the lead-in, whole where the brief says it whole.
    const named = [...` ${lead} `.matchAll(/(?<=[\s'’])(\p{Lu}[\p{Ll}-]{2,20})(?=['’]s\b|\s)/gu)]
      .map((m) => m[1]!)
      .find((w) => !POSSESSIVE.test(w) && !LEAD_WORDS.test(w));
    if (!author && named) author = fullName(named, brief);
  }
  if (!author && !tail) return undefined;
  if (!author && tail && !AFTER.test(tail)) return undefined;
  return { text: said.replace(/^[„“]/, ''), ...(author ? { author } : {}) };
}

/** A quoted sentence that tells someone what to do or not: "don't oversell…", "make sure…", "please…". */
const TOLD = /^[„“"]?(?:don['’]t|do not|never|please|make sure|avoid|keep|remember to|no need to)\b/i;

/** "Fern" → "Fern Adeyemi" when the brief names her so. */
function fullName(first: string, brief: string): string {
  for (let at = brief.indexOf(`${first} `); at >= 0; at = brief.indexOf(`${first} `, at + 1)) {
    const m = /^\p{Lu}[\p{Ll}'’-]{1,20} \p{Lu}[\p{Ll}'’-]{1,20}/u.exec(brief.slice(at, at + 60));
    if (m) return m[0];
  }
  return first;
}

/** "working title is 'Your smile, your schedule'", "Slogan: …", "Leitsatz: …": the line to remember. */
const SLOGAN =
  /\b(?:working title|title|slogan|tagline|strapline|claim|motto|big idea|key message|leitsatz|devise|signature)\b[^"“«„\n]{0,40}["“«„]\s?([^"“”«»„\n]{3,120})\s?["”»“]/i;
/** "Recommendation: option B, with …": the thesis a section argues, said on a line of its own. */
const THESIS =
  /^(?:[-*•] )?(?:our |the )?(?:recommendation|we recommend|recommandation|nous recommandons|empfehlung|wir empfehlen)\s?(?:is\s|:\s?|–\s)\s?(\S[^\n]{2,110})$/i;

export interface Statement {
  text: string;
  /** What the line said it was ("Working title", "Recommendation"): the slide's title. */
  label: string;
}

export function statementOf(text: string): Statement | undefined {
  const s = SLOGAN.exec(text);
  if (s) {
    const label = /\b(working title|slogan|tagline|strapline|claim|motto|big idea|key message)\b/i.exec(
      text,
    )?.[1];
    return { text: s[1]!.trim(), label: capital((label ?? 'Key message').toLowerCase()) };
  }
  const t = THESIS.exec(text.trim());
  if (t) return { text: capital(trimEndSpaced(t[1]!, '.')), label: '' };
  return undefined;
}

/** "a statement slide with the line 'Nobody should …'": a statement the brief asks for in so many words. */
const ASKED_STATEMENT =
  /\b(?:statement|quote|big-?idea|citation|aussage|zitat)[- ](?:slide|folie|diapo)|\bslide (?:with|for) the line\b/i;

/** The statements the brief's instructions ask for, with the line they quote. */
export function askedStatements(instructions: string[]): string[] {
  const out: string[] = [];
  for (const line of instructions) {
    if (!ASKED_STATEMENT.test(line)) continue;
    const q = QUOTED.exec(line)?.[1]?.trim();
    if (q && q.split(/\s+/).length >= 3) out.push(q);
  }
  return out;
}

/** Labels that say nothing of what is measured. */
const EMPTY_LABEL = /^(?:said|says|is|was|are|about|around|roughly|approx|total|it|they|we|of)$/i;
/** A label that ends on a joining word or opens on a verb is a fragment ("Flat against", "Can handle"). */
const FRAGMENT_LABEL =
  /(?:^|\s)(?:against|to|from|vs|than|on|of|in|at|by|for|with|per|de|du|des|à|von|für|mit|im)$|^(?:can|could|will|would|we|they|has|have|had|is|are|was|were|did|does)\b/i;
const LABEL_CHARS_MAX = 40;
const SUBTEXT_CHARS_MAX = 60;
/** Words a line may say besides its metrics ("avg", "now") without a fact being lost. */
const LEFTOVER_WORDS_MAX = 2;
const LEFTOVER_STOP = new Set(
  'the and with was were is are our their its his her we they about around approx avg average now total that this which also only than from into over under les des une est avec dans pour par sur und der die das mit von für bei ist sind'.split(
    ' ',
  ),
);
/** "Export : 23 % du CA en 2025": a label, a colon, then a figure and its words. */
const COLON_FIGURE =
  /^([^:\n]{2,40}?)\s?:\s?((?:[£$€¥]\s?)?~?\d[\d.,\u00a0\u202f ]{0,12}\d?(?:\s?(?:%|k|m|bn|M€|k€|Mio\.?|Mrd\.?)(?=[\s.,;)]|$))?(?:\s?€)?)(.{0,80})$/u;

/** The words after a figure that say its period or comparison, short: "(2024: 17,9 M€)" → "2024: 17,9 M€". */
function subtextOf(rest: string): string | undefined {
  const whole = trimEndSpaced(
    rest
      // "(year to 31 Aug)", "(panels + battery)": an aside with no figure of its own is no comparison.
      .replace(/\(([^()]{0,60})\)/g, (_, inner: string) => (/\d/.test(inner) ? inner : ''))
      .replace(/^[\s.,;:)~]+/, '')
      .replace(/\s{2,}/g, ' '),
    '.,;: ',
  ).trim();
  if (!whole) return undefined;
  if (whole.length <= SUBTEXT_CHARS_MAX) return whole;
  const first = trimEndSpaced(whole.split(/[,;]\s/)[0]!, '.,;: ');
  return first.length <= SUBTEXT_CHARS_MAX && !/\d/.test(whole.slice(first.length)) ? first : undefined;
}

/**
 * A line's labelled figures: "Revenue 2025: NOK 1,240M (2024: NOK 980M)" → NOK 1,240M, "Revenue
 * 2025", "2024: NOK 980M"; "44 staff" → 44, "Staff". A figure whose label is not beside it, or a
 * line that says more than its metrics (another figure, a clause of its own), gives none: its
 * sentence stays a bullet rather than lose a fact.
 */
export function metricsOfLine(text: string, r: Reader = readerOf('en')): Metric[] {
  return metricsAndLead(text, r).metrics;
}

/** The line's metrics, and the label its figures stand under ("Pilot (Sept 2024–Aug 2025)"), if any. */
function metricsAndLead(text: string, r: Reader = readerOf('en')): { metrics: Metric[]; lead?: string } {
  const none = { metrics: [] as Metric[] };
  const row = sheetRowMetric(text);
  if (row) return { metrics: [row] };
  const t = trimEndSpaced(
    text
      .replace(/^[-*•]\s+|^\d{1,2}[.)]\s+/, '')
      .replace(/[\u00a0\u202f]/g, ' ')
      .trim(),
    '.',
  );
  const found = figuresOf([{ text: t, source: 'brief', words: t.toLowerCase().split(/\s+/) }], 4, r);
  const out: Metric[] = [];
  const lower = t.toLowerCase();
  let left = t;
  const spaced = (v: string) => v.replace(/[\u00a0\u202f]/g, ' ');
  // Each figure beside its label, or none: the label just before it ("Umsatz 2026: 4,6 Mio. €",
  // "margin ~22%", "Revenue reached €3.1M") or just after it ("44 staff").
  const placed = found.flatMap(({ metric }) => {
    const label = metric.label.trim();
    if (
      !label ||
      label.length > LABEL_CHARS_MAX ||
      EMPTY_LABEL.test(label) ||
      FRAGMENT_LABEL.test(label) ||
      !/\p{L}{2}/u.test(label)
    )
      return [];
    const at = t.indexOf(spaced(metric.value));
    const l = lower.indexOf(label.toLowerCase());
    if (at < 0 || l < 0) return [];
    const end = at + metric.value.length;
    const before =
      l + label.length <= at && /^[\s:~≈]{0,4}(?:\p{L}{1,10}\s)?$/u.test(t.slice(l + label.length, at));
    // "58% come from within 40 miles": the verb between a figure and the phrase that labels it.
    const after =
      l >= end &&
      (/^[\s~]{0,2}$/.test(t.slice(end, l)) || (VERB_GAP.test(t.slice(end, l)) && opensOnPreposition(label)));
    if (!before && !after) return [];
    return [{ metric, label, at, l, from: after ? l + label.length : end }];
  });
  const starts = placed.flatMap((p) => [p.at, p.l]);
  for (const { metric, label, from } of placed) {
    const next = starts.filter((k) => k >= from);
    const rest = t.slice(from, next.length ? Math.min(...next) : undefined);
    const said = subtextOf(rest);
    // "1,160 items brought in": a particle left after the label is the label's.
    const particle = said && /^(?:in|up|out|off|down|on|back)$/i.test(said);
    const subtext = particle ? undefined : said;
    // "~310 employees": the source's own "about" stays with its figure.
    const about = /[~≈]\s?$/.exec(
      t.slice(Math.max(0, t.indexOf(spaced(metric.value)) - 2), t.indexOf(spaced(metric.value))),
    )?.[0];
    out.push({
      value: about ? `${about.trim()}${metric.value}` : metric.value,
      label: capital(particle ? `${label} ${said}` : label),
      ...(subtext ? { subtext } : {}),
    });
    left = withoutOnce(left.replace(spaced(metric.value), ' '), label);
    if (said) left = left.replace(rest, ' ');
  }
  if (!out.length) {
    const m = COLON_FIGURE.exec(t);
    if (!m || !/\p{L}{2}/u.test(m[1]!) || /\d{2}/.test(m[1]!.replace(/\b\d{4}\b/, ''))) return none;
    const subtext = subtextOf(m[3]!);
    if (m[3]!.trim() && !subtext) return none;
    return {
      metrics: [{ value: m[2]!.trim(), label: capital(m[1]!.trim()), ...(subtext ? { subtext } : {}) }],
    };
  }
  // "Pilot (Sept 2024–Aug 2025): 1,160 items …": the label the line's figures stand under.
  const colon = t.indexOf(': ');
  const first = Math.min(...starts.filter((k) => k >= 0));
  const lead = colon > 1 && colon < first && colon <= LABEL_CHARS_MAX ? t.slice(0, colon) : undefined;
  if (lead) left = left.replace(lead, ' ');
  // What the metrics leave unsaid: no figure, and hardly a word.
  const rest = left.replace(/\([^()]*\)/g, (b) => (/\d/.test(b) ? b : ' '));
  if (/\d/.test(rest)) return none;
  const words = rest
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 2 && !LEFTOVER_STOP.has(w));
  if (words.length > LEFTOVER_WORDS_MAX) return none;
  // "Waiting list: 610 households": one figure right after the colon is the lead's, its noun under it.
  const only = out.length === 1 ? placed[0] : undefined;
  if (lead && only && only.at === colon + 2 && out[0]!.label.toLowerCase() !== lead.toLowerCase()) {
    const m = out[0]!;
    const under = [only.l > only.at ? only.label : '', m.subtext ?? ''].filter(Boolean).join(' ');
    return { metrics: [{ value: m.value, label: capital(lead), ...(under ? { subtext: under } : {}) }] };
  }
  // A lead that is one of the labels ("Umsatz 2026: 4,6 Mio. €") is said by its metric.
  const own = lead && !out.some((m) => m.label.toLowerCase() === lead.toLowerCase()) ? lead : undefined;
  return { metrics: out, ...(own ? { lead: own } : {}) };
}

/** One word between a figure and its label: a verb ("58% come from …"). */
const VERB_GAP = /^ \p{L}{2,15} $/u;

/** The text without the first place it says the words, whatever their case. */
function withoutOnce(text: string, words: string): string {
  const at = text.toLowerCase().indexOf(words.toLowerCase());
  return at < 0 ? text : `${text.slice(0, at)} ${text.slice(at + words.length)}`;
}

/**
 * A section as metrics: two to four labelled figures, every line but one saying at least one of
 * them (that one line, short, is the slide's subtitle).
 */
export function metricsOfLines(
  lines: Line[],
  r: Reader = readerOf('en'),
): { metrics: Metric[]; subtitle?: string } | undefined {
  const own = lines.filter((l) => !l.others);
  if (!own.length || own.length > METRICS_MAX_COLUMNS) return undefined;
  const metrics: Metric[] = [];
  const bare: string[] = [];
  for (const l of own) {
    const { metrics: m, lead } = metricsAndLead(l.text, r);
    if (!m.length) bare.push(l.text);
    else if (lead) bare.push(lead);
    for (const x of m) if (!metrics.some((y) => y.value === x.value)) metrics.push(x);
  }
  if (metrics.length < 2 || metrics.length > METRICS_MAX_COLUMNS || bare.length > 1) return undefined;
  const line = bare[0]?.replace(/^[-*•]\s+/, '').trim();
  // "Affineur … depuis 1921, quatrième génération (Hélène Lefèvre, directrice générale)": said without its aside.
  const said = line && line.length > SUBTITLE_CHARS_MAX ? withoutAsides(line) : line;
  // A line with a figure of its own is a headline, not a subtitle under others.
  if (said && (said.length > SUBTITLE_CHARS_MAX || /\d/.test(said.replace(/\b\d{4}\b/g, ''))))
    return undefined;
  return { metrics, ...(said ? { subtitle: trimEndSpaced(said, '.') } : {}) };
}
const SUBTITLE_CHARS_MAX = 120;

/** "Q1 2027", "Printemps 2026", "2027–2028", "H2 2026", "Spring 2027": a period that dates a step. */
const PERIOD_HEAD =
  /^(?:\d{1,2}[.)]\s+)?((?:Q[1-4]|H[12]|\p{L}{3,12}\.?)\s\d{4}|\d{4}\s?[–-]\s?\d{4}|\d{4})(?:\s?[:–-]\s?(\S[^\n]{2,200}))?$/u;
/** Words a step's label may stop before, in the languages the drafter reads. */
const STEP_JOINS =
  /^(?:to|on|at|with|from|for|by|in|into|until|dans|à|avec|pour|jusqu['’]à|en|sur|bei|für|mit|im|in|nach|bis|zu|en|con|para|por)$/i;
/** Words a label does not end on: "and", "und", "et", "the", "de", "los". */
const JOINING =
  /^(?:and|or|the|a|of|und|oder|der|die|das|des|von|et|ou|le|la|les|du|de|y|o|e|el|los|las|del|al|en|con|di|da|do|na|no)$/i;
/** A step's label is at most this long; its line at most that long. */
export const STEP_LABEL_MAX = 40;

/**
 * Where a step's words too long for a label are cut (a word index, at least 2; -1: nowhere):
 * before the last joining word that fits ("Cata con sumilleres de Marisal | en la bodega"), else
 * after the last word that fits, never on a joining word or a word's first half ("Siegel- und").
 */
export function labelCut(words: string[]): number {
  let length = 0;
  let cut = -1;
  let fits = 0;
  for (let k = 0; k < words.length; k++) {
    if (k >= 2 && STEP_JOINS.test(words[k]!) && length <= STEP_LABEL_MAX) cut = k;
    length += words[k]!.length + 1;
    if (length - 1 <= STEP_LABEL_MAX) fits = k + 1;
  }
  if (cut > 0) return cut;
  while (fits > 1 && (/-$/.test(words[fits - 1]!) || JOINING.test(words[fits - 1]!))) fits--;
  return fits >= 2 ? fits : -1;
}
const STEP_TEXT_MAX = 60;

/** A step's words as a label and a line: up to a colon or a comma, then the next clause. */
function stepWords(words: string): { label: string; text?: string } | undefined {
  const t = trimEndSpaced(words.replace(/\s?\([^()]{0,80}\)/g, ''), '.');
  const parts = t
    .split(/,\s|;\s/)
    .map((p) => p.trim())
    .filter(Boolean);
  let label = parts[0];
  if (!label) return undefined;
  let more = parts.slice(1);
  // "montée en puissance jusqu'à 60 tonnes par an": the words that fit are the label, the rest its line.
  let continued = false;
  if (label.length > STEP_LABEL_MAX) {
    // Cut before a joining word ("… gamme bio | dans 30 magasins"), else at the last word that fits.
    const words = label.split(' ');
    const at = labelCut(words);
    if (at < 2) return undefined;
    more = [words.slice(at).join(' '), ...more];
    label = words.slice(0, at).join(' ');
    continued = true;
  }
  // A line too long for its step says the clauses that fit ("jusqu'à 60 tonnes par an").
  const clauses = more.join(', ').split(', ');
  let text = '';
  for (const c of clauses) {
    const next = text ? `${text}, ${c}` : c;
    if (next.length > STEP_TEXT_MAX) break;
    text = next;
  }
  return {
    label: capital(label),
    ...(text && text.length <= STEP_TEXT_MAX ? { text: continued ? text : capital(text) } : {}),
  };
}

/**
 * A plan set out by period: lines that open on their period ("Printemps 2026 : salon FOODEX …"),
 * or a period on a line of its own over the points of that period ("Q1 2027" then "- VitaLink
 * 3.0 …"). Three periods or more make a timeline.
 */
export function periodSteps(lines: Line[], i: number): { to: number; steps: TimelineStep[] } | undefined {
  const steps: TimelineStep[] = [];
  let j = i;
  while (j < lines.length && !lines[j]!.others) {
    const m = PERIOD_HEAD.exec(lines[j]!.text.trim().replace(/^[-*•]\s+/, ''));
    if (!m || (/^\p{L}/u.test(m[1]!) && !/^(?:Q|H)\d/.test(m[1]!) && !isSeason(m[1]!))) break;
    const date = m[1]!;
    if (m[2]) {
      const w = stepWords(m[2]);
      if (!w) break;
      steps.push({ date, ...w });
      j++;
      continue;
    }
    // The period alone: the points under it, to the next period.
    const under: string[] = [];
    let k = j + 1;
    while (
      k < lines.length &&
      !lines[k]!.others &&
      !PERIOD_HEAD.test(lines[k]!.text.trim()) &&
      /^[-*•]\s/.test(lines[k]!.text.trim())
    ) {
      under.push(lines[k]!.text.trim().replace(/^[-*•]\s+/, ''));
      k++;
    }
    const first = under[0] ? stepWords(under[0]) : undefined;
    j = k;
    // A period with nothing said under it is no step: its date alone says nothing.
    if (!first) continue;
    steps.push({
      date,
      label: first.label,
      ...(under.length > 1 && under[1]!.length <= STEP_TEXT_MAX
        ? { text: capital(trimEndSpaced(under[1]!, '.')) }
        : first?.text
          ? { text: first.text }
          : {}),
    });
  }
  if (steps.length < 3) return undefined;
  return { to: j, steps };
}

/** A season or a month before a year ("Printemps 2026", "Autumn 2026", "März 2027"). */
const isSeason = (p: string) =>
  /^(?:spring|summer|autumn|fall|winter|printemps|été|automne|hiver|frühling|frühjahr|sommer|herbst|jan\p{L}*|feb\p{L}*|mar\p{L}*|mär\p{L}*|apr\p{L}*|avr\p{L}*|may|mai|jun\p{L}*|juin|jul\p{L}*|juil\p{L}*|aug\p{L}*|août|sep\p{L}*|oct\p{L}*|okt\p{L}*|nov\p{L}*|dec\p{L}*|déc\p{L}*|dez\p{L}*|early|late|end|début|fin|ende|anfang)(?!\p{L})/iu.test(
    p,
  );

/** "identity & packaging £112,000", "paid media £51,000": a part of a budget and its amount. */
const AMOUNT_PART =
  /^(\p{L}[^\n]{1,40}?)\s(?:is\s|of\s|:\s)?((?:[£$€]\s?\d[\d,.]{0,12}(?:k|m|bn)?|\d[\d,. ]{0,12}\s?(?:€|k€|M€)))$/iu;
const AMOUNT_PARTS_MIN = 3;

/**
 * A budget said on one line ("Budget split: research £28,000, identity & packaging £112,000,
 * rollout support £45,000"): a table of its parts, as written, never summed.
 */
export function amountsTable(
  text: string,
): { header: string[]; rows: string[][]; lead?: string } | undefined {
  const t = trimEndSpaced(text.replace(/^[-*•]\s+/, '').trim(), '.');
  const colon = t.indexOf(': ');
  const lead =
    colon > 1 && colon <= LABEL_CHARS_MAX && !/\d/.test(t.slice(0, colon)) ? t.slice(0, colon) : undefined;
  const body = lead ? t.slice(colon + 2) : t.replace(/^(?:breakdown|split|budget)\s/i, '');
  const parts = body.split(/,\s(?:and\s)?|;\s/).map((p) => p.trim());
  if (parts.length < AMOUNT_PARTS_MIN) return undefined;
  const rows: string[][] = [];
  for (const p of parts) {
    const m = AMOUNT_PART.exec(p);
    if (!m) return undefined;
    rows.push([capital(m[1]!.trim()), m[2]!.trim()]);
  }
  return { header: [capital(lead ?? 'Budget'), ''], rows, ...(lead ? { lead } : {}) };
}

/** A figure as a line writes it: "11,2 %", "£2.94", "17.8%", "1,160". */
const FIG = String.raw`[£$€]?\d[\d.,]{0,12}\s?%?(?:\s?€)?`;
/** "Wiederaufnahmequote: 11,2 % bei VitaLink-Patienten vs. 17,8 % in der Vergleichsgruppe (Studie …)". */
const VERSUS = new RegExp(
  String.raw`^([^:\n]{3,60}):\s?(${FIG})\s(?:bei|for|in|among|at|chez|pour|dans|with|mit)?\s?(?:the |der |den |die |les |la |le )?([^\n]{2,40}?)\s(?:vs\.?|versus|gegenüber|contre|against|compared with)\s(${FIG})\s(?:bei|for|in|among|at|chez|pour|dans|with|mit)?\s?(?:the |der |den |die |les |la |le )?([^()\n]{2,40}?)(?:\s?\(([^()\n]{3,80})\))?\.?$`,
  'iu',
);

/** Two figures set against each other on one line: two metrics, their measure and source under them. */
export function versusMetrics(
  text: string,
): { metrics: Metric[]; subtitle: string; measure: string; source?: string } | undefined {
  const m = VERSUS.exec(text.replace(/^[-*•]\s+/, '').trim());
  if (!m) return undefined;
  const [, measure, a, aLabel, b, bLabel, source] = m;
  return {
    metrics: [
      { value: a!.trim(), label: capital(aLabel!.trim()) },
      { value: b!.trim(), label: capital(bLabel!.trim()) },
    ],
    subtitle: source ? `${measure!.trim()} (${source.trim()})` : measure!.trim(),
    measure: capital(measure!.trim()),
    ...(source ? { source: source.trim() } : {}),
  };
}

/** "(Studie Universitätsklinikum Freiburg, 2025/26)": a study named as the source, a proof slide's title. */
const STUDY_SOURCE = /\(((?:study|survey|studie|umfrage|étude|enquête|estudio)\s[^()\n]{3,60})\)\.?$/iu;
export const studyOf = (text: string) => STUDY_SOURCE.exec(text.trim())?.[1]?.trim();

/** "usual structure pls: headline → trend → what went wrong & fixes → …": the order asked for. */
const ARROW_OUTLINE =
  /(?<!\p{L})(?:structure|order|flow|outline|storyline|story|reihenfolge|aufbau|gliederung|ordre|plan)(?!\p{L})[^:\n]{0,30}:/iu;
const ARROW = /\s?(?:→|->|=>|>)\s?/;
const ARROW_PARTS_MIN = 3;

/** The parts of an order the brief gives with arrows, in its order. */
export function arrowOutline(instructions: string[]): string[] {
  for (const line of instructions) {
    const m = ARROW_OUTLINE.exec(line);
    if (!m) continue;
    const parts = line
      .slice(m.index + m[0].length)
      .split(ARROW)
      .map((p) => trimEndSpaced(p.trim(), '.'))
      .filter(Boolean);
    if (parts.length >= ARROW_PARTS_MIN) return parts;
  }
  return [];
}

const STEM_CHARS = 4;
const stems = (t: string) =>
  new Set(
    t
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 3)
      .map((w) => w.slice(0, STEM_CHARS)),
  );

/**
 * Items in the order the parts name them: each item goes to the first part whose words it says
 * (its title first, then its words); an item no part names keeps its place beside its neighbour.
 */
export function inArrowOrder<T>(items: T[], parts: string[], textOf: (t: T) => [string, string]): T[] {
  if (!parts.length) return items;
  const partStems = parts.map(stems);
  const rankOf = (text: string) => {
    const own = stems(text);
    return partStems.findIndex((p) => [...p].some((w) => own.has(w)));
  };
  const own = items.map((item) => {
    const [title, words] = textOf(item);
    const rank = rankOf(title);
    return rank >= 0 ? rank : rankOf(words);
  });
  // One no part names goes with the next one a part names ("Month comparison" before the trend
  // chart), or the one before it at the end.
  const ranked = items.map((item, k) => {
    const next = own.slice(k).find((r) => r >= 0);
    const prior = own
      .slice(0, k)
      .reverse()
      .find((r) => r >= 0);
    return { item, rank: own[k]! >= 0 ? own[k]! : (next ?? prior ?? -1), k };
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.k - b.k).map((r) => r.item);
}

/** "The research we commissioned found only 1 in 5 …": who found it leads in; the finding is the message. */
const FOUND = /^[^\n]{0,120}?\s(?:found|showed|shows|finds|revealed|reveals|says)\s(?:that\s)?(?=\S)/i;
const KEY_CHARS_MAX = 90;

/** The line the brief names its message, said as a statement: the finding, without who found it. */
export function keyStatement(text: string): string | undefined {
  const t = trimEndSpaced(withoutAsides(text.replace(/^[-*•]\s+/, '')).trim(), '.');
  const found = FOUND.exec(t);
  const said = found ? t.slice(found[0].length) : t;
  return said.length <= KEY_CHARS_MAX ? capital(said) : undefined;
}
