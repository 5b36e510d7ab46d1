import type { CorrectionCues } from './locales/types';
import { CORRECTS } from './talk';

/**
 * A figure corrected in the sentence that says it: "4,3 Mio. € – Moment, Korrektur: 4,6 Mio. €",
 * "the 2nd of March — no, sorry, it moved, it's the 16th", "(14 of 17, actually it's 15 of 17)",
 * "We said 72% in the bid but the report actually says 68%". Only the correction may reach a slide.
 */
export interface SelfCorrection {
  old: string;
  fresh: string;
  /** The sentence as corrected; none when it only reports a figure said elsewhere. */
  text?: string;
}

// A figure with what makes it one kind of figure: currency, ordinal, "of 17", unit.
const FIGURE =
  /(?<![\p{L}\d.,£$€])([£$€]?)(\d+(?:[,.]\d+)*(?:[  ]\d{3}(?!\d)){0,3})(st|nd|rd|th)?((?: of (?:our |the )?\d+)?)((?: ?%| ?(?:Mio|Mrd|Tsd)\.? ?€| ?(?:M|k|bn)\b| ?€)?)/gu;

/** "We said 72% …", "In the bid we wrote …": the sentence reports what was said elsewhere. */
const SAID_BEFORE =
  /^(?:(?:in|on) (?:the|our) \p{L}{2,20},? )?(?:we|i|they)(?:['’]d)? (?:said|wrote|put|had|quoted|stated|claimed|gave)\b|^(?:on avait|nous avions|j['’]avais) (?:dit|écrit|mis|indiqué)\b|^(?:wir|ich) (?:hatten|hatte) \p{L}{0,12} ?(?:geschrieben|gesagt|angegeben)?|^(?:dijimos|pusimos|escribimos|avevamo (?:scritto|detto)|dissemos|escrevemos)\b/iu;

/** "use that", "use 68%": the writer telling the team which figure to take. */
const USE_THAT =
  /,?\s{0,3}(?:[-–—]\s{0,3})?\b(?:use|go with|nimm|nehmen sie|prends|utilise[rz]?|usa|usar)\b[^,;()]{0,40}/giu;

/** The most words between a correction and its figure ("… — 2024 turnover was £2.08M"): a label's. */
const LABEL_WORDS_MAX = 6;

/** Figures this far from the correcting word are not the ones it corrects. */
const NEAR = 80;

interface Found {
  at: number;
  end: number;
  text: string;
  kind: string;
}

/** A bare year (2025, 1937): it pairs only with another year. */
const YEAR_ONLY = /^(?:1[89]|20)\d{2}$/;

function figuresIn(text: string): Found[] {
  return [...text.matchAll(FIGURE)].map((m) => ({
    at: m.index,
    end: m.index + m[0].length,
    text: m[0].trim(),
    kind: YEAR_ONLY.test(m[0].trim())
      ? 'year'
      : [m[1], m[3] ? 'ord' : '', m[4] ? 'of' : '', m[5]!.replace(/[\s.]/g, '')].join('|'),
  }));
}

/**
 * What the writer says of their own slip after the corrected figure ("i always swap them round",
 * "my bad", "typo"): the team's words, never the slide's.
 */
const SLIP_ASIDE =
  /(?<![\s,;–—-])[\s,;–—-]{1,4}(?:i (?:always|keep|often) \p{L}{2,12}|i (?:mixed|swapped|misread|mistyped)|my (?:bad|mistake)|typo|sorry|oops|(?:je|ich) (?:me trompe|verwechsle)\p{L}{0,4})\b[^.;]{0,80}/iu;

/** The figure a sentence corrects in itself, and the sentence as it should have been said. */
export function selfCorrection(sentence: string): SelfCorrection | undefined {
  const marker = CORRECTS.exec(sentence);
  if (!marker) return undefined;
  const figures = figuresIn(sentence);
  const fresh = figures.find((f) => f.at >= marker.index + marker[0].length && f.at - marker.index <= NEAR);
  // The corrected figure is the nearest one of the same kind before the correction: in "31,400 in
  // 2025 – no sorry, it's 34,100 in 2025" that is 31,400, not the year between them.
  const old = figures
    .filter((f) => f.kind === fresh?.kind && f.end <= marker.index && marker.index - f.end <= NEAR)
    .at(-1);
  if (!old || !fresh || old.text === fresh.text) return undefined;
  if (SAID_BEFORE.test(sentence.trim().replace(/^[-*•]\s{0,3}/, '')))
    return { old: old.text, fresh: fresh.text };
  // "(410.000 was with the weekend offer)": an aside on why the old figure was wrong goes with it.
  const rest = sentence
    .slice(fresh.end)
    .replace(USE_THAT, '')
    .replace(SLIP_ASIDE, '')
    .replace(/\s?\([^()]{0,200}\)/g, (aside) => (aside.includes(old.text) ? '' : aside));
  return { old: old.text, fresh: fresh.text, text: `${sentence.slice(0, old.at)}${fresh.text}${rest}` };
}

/** A paper's words for a figure it gives: "the one-pager draft says 73,100". */
const SAYS = /\b(?:says|said|has|had|shows|showed|reads|gives|gave|wrote|put|lists|listed)\b/i;
/** …and the figure it should be: "it's 71,300", "should be 71,300". */
const IS_NOW =
  /\b(?:it['’]s|it is|should be|should read|is actually|the right (?:figure|number) is|the correct (?:figure|number) is)\b/i;

/**
 * "CORRECTION: the one-pager draft says 73,100 for 2025/26 – digits swapped, it's 71,300": a
 * correction that says what another paper gives, then what it should be. The old figure is said
 * nowhere; the line is the team's.
 */
export function saidThenCorrected(line: string): { old: string; fresh: string } | undefined {
  if (!CORRECTS.test(line)) return undefined;
  const says = SAYS.exec(line);
  const is = IS_NOW.exec(line);
  if (!says || !is || is.index < says.index) return undefined;
  const figures = figuresIn(line);
  const old = figures.find((f) => f.at > says.index && f.end <= is.index && f.kind !== 'year');
  const fresh = figures.find((f) => f.at >= is.index + is[0].length && f.kind === old?.kind);
  return old && fresh && old.text !== fresh.text ? { old: old.text, fresh: fresh.text } : undefined;
}

/** "Make it October 2026": a date moved, said after the sentence that named the old month. */
export interface MovedMonth {
  old: string;
  fresh: string;
  year?: string;
  /** "Phase 3": only lines that name it move (every line with the month when none is named). */
  subject?: string;
}

const MOVE_TO =
  /^(?:so |ok |okay )?(?:make it|make that|move it to|move that to|push it to|change it to|let['’]s (?:say|do))\s/i;
const YEAR = /\b(?:19|20)\d{2}\b/;
const SUBJECT = /\b(?:phase|step|stage|wave|release|sprint|milestone|étape|schritt|fase|etapa) \d{1,2}\b/iu;

function monthIn(text: string, months: string[]): string | undefined {
  return text.split(/[^\p{L}]+/u).find((w) => {
    const lower = w.toLowerCase();
    // "may" the verb is no month; "May" is.
    return months.includes(lower) && (lower !== 'may' || w === 'May');
  });
}

/** The month a "make it …" sentence moves a date from (named in the sentence before it) and to. */
export function movedMonth(sentence: string, before: string, monthWords: string): MovedMonth | undefined {
  const lead = MOVE_TO.exec(sentence.trim());
  if (!lead) return undefined;
  const months = monthWords.split(' ');
  const rest = sentence.trim().slice(lead[0].length);
  const fresh = monthIn(rest.split(/\s/)[0] ?? '', months);
  const old = monthIn(before, months);
  if (!fresh || !old || fresh.slice(0, 3).toLowerCase() === old.slice(0, 3).toLowerCase()) return undefined;
  const year = YEAR.exec(rest)?.[0];
  const subject = SUBJECT.exec(before)?.[0];
  return { old, fresh, ...(year ? { year } : {}), ...(subject ? { subject } : {}) };
}

/** A line that gave the old month (with a year, when the move names one) gives the new one. */
export function movedIn(text: string, move: MovedMonth, monthWords: string): string {
  if (move.subject && !text.toLowerCase().includes(move.subject.toLowerCase())) return text;
  const months = monthWords.split(' ');
  const stem = move.old.slice(0, 3).toLowerCase();
  return text.replace(/\p{L}{3,9}\.?(?= (?:19|20)\d{2}\b)|\p{L}{3,9}\.?$/gu, (word, at: number) => {
    const w = word.replace(/\.$/, '');
    if (!months.includes(w.toLowerCase()) || w.slice(0, 3).toLowerCase() !== stem) return word;
    if (move.year && !text.slice(at + word.length, at + word.length + 5).includes(move.year)) return word;
    // "Sept 2026" moves to "Oct 2026", "September" to "October" (the locale's list names months in full first).
    return months.indexOf(w.toLowerCase()) < 12 ? move.fresh : move.fresh.slice(0, 3);
  });
}

/** A day moved: "artwork sign-off moved to 19 Mar", "wait no, it moved — it's Tuesday 16 February 2027". */
export interface MovedDate {
  /** The day and month as the earlier line says them ("12 Mar"): its year, if any, stays. */
  old: string;
  fresh: string;
  /** What moved, as said ("artwork sign-off"): only lines that name it move; none for "it". */
  label: string;
}

/** A day and its month ("19 Mar", "16 February"), not the year after it. */
const DAY_MONTH = /(?<![\p{L}\d])(\d{1,2})(?:st|nd|rd|th)? (\p{L}{3,9})\.?/gu;
/** The words that say a date moved, then (a few words on) its new day. */
const MOVED_TO =
  /^(.{0,60}?)\b(?:has |have |was |is )?(?:moved|moves|slipped|slips|pushed back|pushed|postponed|put back|brought forward)\b(?: (?:up|back|out))?(?: to| until)?[\s—–,:-]{0,4}(?:it['’]s |it is |now )?(?:on )?\*{0,2}(?:\p{L}{3,6}day,? )?\*{0,2}(\d{1,2}(?:st|nd|rd|th)? \p{L}{3,9})/iu;
/** Words before "moved" that are no name of what moved. */
const NOT_A_LABEL =
  /^(?:correction|update|edit|wait|no|sorry|oh|ok|okay|so|and|but|it|that|this|the|date|meeting)$/i;

function daysIn(text: string, months: string[]): { text: string; at: number }[] {
  return [...text.matchAll(DAY_MONTH)]
    .filter((m) => months.includes(m[2]!.toLowerCase()) && Number(m[1]) <= 31)
    .map((m) => ({ text: m[0].replace(/\.$/, ''), at: m.index }));
}

/**
 * A date said to have moved, and the day it moved from: the day of the earlier line that names
 * what moved ("• 12 Mar 2027 – pack artwork sign-off"), or, when the sentence says "it", the last
 * day of the sentence before.
 */
export function movedDate(
  sentence: string,
  prior: string,
  earlier: string[],
  monthWords: string,
): MovedDate | undefined {
  const m = MOVED_TO.exec(sentence.trim());
  if (!m) return undefined;
  const months = monthWords.split(' ');
  const fresh = daysIn(m[2]!, months)[0]?.text;
  if (!fresh) return undefined;
  const words = m[1]!
    .toLowerCase()
    .split(/[^\p{L}\d-]+/u)
    .filter((w) => w.length > 2 && !NOT_A_LABEL.test(w));
  const label = words.join(' ');
  const from = label
    ? [...earlier]
        .reverse()
        .find((l) => words.every((w) => l.toLowerCase().includes(w)) && daysIn(l, months).length)
    : prior;
  const old = from ? daysIn(from, months).at(-1)?.text : undefined;
  if (!old || old.toLowerCase() === fresh.toLowerCase()) return undefined;
  return { old, fresh, label };
}

/** The figures a text says, as written ("8,900", "£240k", "4,6 Mio. €"). */
export const figuresSaid = (text: string) => figuresIn(text).map((f) => f.text);

/** A figure corrected in a later line than the one that said it: the old one and the new one. */
export interface LaterCorrection {
  old: string;
  fresh: string;
  /** The words that take the old figure back within the sentence (", NOT the £1.2m in Tomás's note"): the team's. */
  aside?: string;
  /** What both figures count ("8 apprenticeships, not 12"): only "12 apprenticeships" is corrected. */
  noun?: string;
}

/** The words between two places of a text, lower case, its dashes, colons and commas as spaces. */
function wordsBetween(text: string, from: number, to: number): string {
  return text
    .slice(from, to)
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[-–—:,;.!?()"“”]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A figure's scale said as a word after it ("4,6 mln", "2.1 million"). */
const SCALE =
  /^(?:m|k|bn|mn|mln|mld|mio|mrd|tsd|million|millions|billion|billions|thousand|milliards?|millones|milhões)$/i;
/** Words after a figure without its unit ("1.9m was …": FIGURE leaves a lower-case "m" out). */
const afterUnit = (words: string) => words.replace(/^(?:m|bn|k) /, '');
const startsWithAny = (words: string, cues: string[]) =>
  cues.some((c) => words === c || words.startsWith(`${c} `));
const endsWithAny = (words: string, cues: string[]) =>
  cues.some((c) => words === c || words.endsWith(` ${c}`));

/**
 * The figure a message corrects that an earlier line said: "no - 8,900 was capacity … use 8,450",
 * "not 8,900, 8,450", "8,900 is wrong, it's 8,450", "correction: 8,450 not 8,900". The old
 * figure must stand in `earlier` as a figure (the earlier lines, or the figures they said), and the new one be of its kind ("8,450" for
 * "8,900", never "2025"). A message that only takes a figure back ("no - 8,900 was capacity")
 * takes the new one from the next message ("use 8,450").
 */
export function laterCorrection(
  message: string,
  earlier: string | ReadonlySet<string>,
  cues: CorrectionCues,
  next = '',
): LaterCorrection | undefined {
  const said = typeof earlier === 'string' ? new Set(figuresSaid(earlier)) : earlier;
  const figures = figuresIn(message);
  const found = (old: Found, fresh: Found | undefined) =>
    fresh && fresh.kind === old.kind && fresh.text !== old.text && said.has(old.text)
      ? { old: old.text, fresh: fresh.text }
      : undefined;
  // "use 8,450": the figure right after the word to take it.
  const used = (text: string, list: Found[]) =>
    list.find((f, k) => endsWithAny(wordsBetween(text, k ? list[k - 1]!.end : 0, f.at), cues.use));
  for (let k = 0; k < figures.length; k++) {
    const f = figures[k]!;
    const before = wordsBetween(message, k ? figures[k - 1]!.end : 0, f.at);
    const after = figures[k + 1];
    const between = after ? wordsBetween(message, f.end, after.at) : '';
    // "not 8,900, 8,450"
    if (k === 0 && cues.not.includes(before) && after && !between) return found(f, after);
    // "8,900 is wrong, it's 8,450"
    if (after && startsWithAny(between, cues.wrong) && endsWithAny(between, cues.itIs))
      return found(f, after);
    // "correction: 8,450 not 8,900"
    // ("8,450 visitors not 8,900", "4,6 mln niet 4,2": a noun or a unit may stand before "not".)
    const not = cues.not.find(
      (c) => between === c || (between.endsWith(` ${c}`) && !between.slice(0, -c.length - 1).includes(' ')),
    );
    // ("Correction to question 10 — 2024 turnover was £2.08M, not £2.05M", "corrijo: el Crianza es
    // 11,90 €, no 11,40 €": the correction said earlier in the sentence, a few words of label between.)
    const corrected =
      endsWithAny(before, cues.correction) ||
      (before.split(' ').length <= LABEL_WORDS_MAX &&
        cues.correction.some((c) => ` ${wordsBetween(message, 0, f.at)} `.includes(` ${c} `)));
    if (corrected && after && not) {
      const fix = found(after, f);
      // ("4,6 mln niet 4,2": a scale word is the figure's own, no noun it counts.)
      const noun = between.slice(0, -not.length).trim();
      return fix && noun && !SCALE.test(noun) ? { ...fix, noun } : fix;
    }
    // "The ask is now £1.15m, NOT the £1.2m in Tomás's note": the new figure, then the old after
    // "not". A mail's newest note comes first, before the old figure is said, so it need not be.
    if (
      after &&
      after.kind === f.kind &&
      after.text !== f.text &&
      endsWithAny(before, cues.now ?? []) &&
      // ("£1.15m": the figure's "m" is read as a word after it.)
      cues.not.some((c) => [c, `${c} the`].includes(afterUnit(between)))
    ) {
      // From the comma before "not" to the sentence's end.
      let from = f.end;
      while (from < after.at && /[\p{L}]/u.test(message[from]!)) from++;
      const stop = message.slice(after.end).search(/[.!?](?:\s|$)/);
      const aside = message.slice(from, stop < 0 ? message.length : after.end + stop);
      return { old: after.text, fresh: f.text, aside };
    }
    // "(Finance correction 5 Feb: 2024 volume is 1.86m litres – the 1.9m was rounded …)": after a
    // correction, the new figure, then the old one named and taken back ("the 1.9m was …").
    if (
      after &&
      after.kind === f.kind &&
      endsWithAny(between, cues.the ?? []) &&
      cues.correction.some((c) => ` ${wordsBetween(message, 0, f.at)} `.includes(` ${c} `)) &&
      startsWithAny(
        afterUnit(wordsBetween(message, after.end, figures[k + 2]?.at ?? message.length)),
        cues.was,
      )
    )
      return found(after, f);
    // "no - 8,900 was capacity. we sold 8,450 in 2025. use 8,450"
    if (
      k === 0 &&
      cues.no.includes(before) &&
      startsWithAny(wordsBetween(message, f.end, message.length), cues.was)
    ) {
      const rest = figures.slice(1).filter((x) => x.kind === f.kind);
      const nextFigures = figuresIn(next);
      const fresh = used(message, figures) ?? rest[0] ?? used(next, nextFigures);
      return found(f, fresh);
    }
  }
  return undefined;
}

/**
 * "June is 48,200", "Q3 was 58.9", "Q2 2026 is **£2.07M**": a period (with its year) and the figure
 * it really has, its unit and any Markdown bold around it.
 */
const PERIOD_IS =
  /(?:^|[.!?]\s+|\s)((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L}{0,6}|Q[1-4]|(?:19|20)\d{2})( (?:19|20)\d{2})?\s(?:is|was|should be|=)\s\*{0,2}([£$€¥]?\d[\d,.]{0,14}(?:[MKk]|bn|m)?)\*{0,2}(?=[.!?,\s]|$)/giu;

/**
 * A period restated after an apology ("argh sorry I read the wrong tab. June is 48,200. the others
 * are right"): each row of a series that gave that period ("Jun 41,200") says the new figure. The
 * apology must be in the line, so a plain "2024 was 3.1" elsewhere corrects nothing.
 */
export function restatedPeriods(line: string): { period: string; fresh: string; year?: string }[] {
  if (!CORRECTS.test(line) && !/\bwrong\b|\btypo\b/i.test(line)) return [];
  return [...line.matchAll(PERIOD_IS)].flatMap((m) => {
    // "may" the verb is no month; "May" is. Mid-sentence, only a period with its year is one
    // ("sorry 🙈 Q2 2026 is …"; "sorry 2025 was 810 not 790" is a correction of another shape).
    if (m[1] === 'may' || (!m[2] && /^\s/.test(m[0]) && m.index > 0)) return [];
    const fresh = m[3]!.replace(/[.,]$/, '');
    return [{ period: m[1]!, fresh, ...(m[2] ? { year: m[2].trim() } : {}) }];
  });
}

/** "Jun 41,200" with June restated as 48,200: "Jun 48,200"; "Q2 2026 – £2.7M" with Q2 2026's. Other lines as they are. */
export function withRestatedPeriod(
  text: string,
  fix: { period: string; fresh: string; year?: string },
): string {
  const stem = fix.period.slice(0, 3).toLowerCase();
  const row =
    /^([-*•]\s?)?(\p{L}{3,9}\.?|Q[1-4]|(?:19|20)\d{2})( (?:19|20)\d{2})?(\s?[:\-–—]?\s?)([£$€¥]?\d[\d,.]{0,14}(?:[MKk]|bn|m)?)$/u.exec(
      text.trim(),
    );
  if (!row || row[2]!.slice(0, 3).toLowerCase() !== stem) return text;
  if (fix.year && row[3]?.trim() !== fix.year) return text;
  return `${row[1] ?? ''}${row[2]}${row[3] ?? ''}${row[4]}${fix.fresh}`;
}

/** "the EBITDA I gave you above is wrong", "the churn figure is wrong": a figure taken back by its label. */
const LABEL_WRONG =
  /\bthe ([\p{L}][\p{L}\d&/-]{1,24}(?: [\p{L}\d&/-]{1,24}){0,2}?)(?: (?:figure|number|rate|total))?(?: (?:i|we) (?:gave|sent|quoted|put|said|wrote)(?: you)?)?(?: (?:above|below|earlier|before|in the first mail))? (?:is|was|are|were) wrong\b/iu;

/** Whether a sentence takes back a figure by its label ("the EBITDA I gave you above is wrong"). */
export const takesBackLabel = (sentence: string) => LABEL_WRONG.test(sentence);

/**
 * A figure corrected by its label in a later line: "P.S. the EBITDA I gave you above is wrong …
 * Use £0.82M for Q3" takes back the figure an earlier line gave the EBITDA (the last one of the new
 * figure's kind said with that label), for the one after "use".
 */
export function labelCorrection(
  message: string,
  earlier: string[],
  cues: CorrectionCues,
): LaterCorrection | undefined {
  const wrong = LABEL_WRONG.exec(message);
  if (!wrong) return undefined;
  const figures = figuresIn(message);
  const fresh = figures.find((f, k) =>
    endsWithAny(wordsBetween(message, k ? figures[k - 1]!.end : 0, f.at), cues.use),
  );
  if (!fresh) return undefined;
  const label = wrong[1]!.toLowerCase();
  const isLetter = (c: string | undefined) => c !== undefined && /\p{L}/u.test(c);
  // Where the line says the label as a word of its own ("EBITDA", not "EBITDAR").
  const labelIn = (line: string) => {
    const lower = line.toLowerCase();
    for (let at = lower.indexOf(label); at >= 0; at = lower.indexOf(label, at + 1))
      if (!isLetter(line[at - 1]) && !isLetter(line[at + label.length])) return at;
    return -1;
  };
  for (const line of [...earlier].reverse()) {
    const at = labelIn(line);
    if (at < 0) continue;
    const old = figuresIn(line.slice(at)).find((f) => f.kind === fresh.kind && f.text !== fresh.text);
    if (old) return { old: old.text, fresh: fresh.text };
  }
  return undefined;
}
