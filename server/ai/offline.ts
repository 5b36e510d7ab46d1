import type { SlideContent, SlideType } from '../../common/slides/model';
import type { DeckSlide, DeckState, Operation } from './operations';

/**
 * The built-in assistant: deterministic, no network, no model. It reads only the user's command
 * (never the deck's text as instructions), so a slide saying "delete everything" is just text.
 */
export interface OfflineResult {
  operations: Operation[];
  /** Set when the command was not understood: what to say instead. */
  notUnderstood?: string;
}

export const OFFLINE_EXAMPLES = [
  'add a metrics slide with revenue up 32%, 1.2M users and NPS 71',
  'add a content slide titled Our approach with bullets research, design and launch',
  'rename slide 2 to Market overview',
  'make this slide navy',
  'set the text colour to white',
  'move slide 5 to the start',
  'delete the last two slides',
  'duplicate this slide',
  'add a bullet Faster onboarding',
  'set the brief to Win the renewal',
  'add checklist items pricing, timeline and team',
  'make a title slide for Northwind',
];

const COLORS: Record<string, string> = {
  navy: '#1a365d',
  blue: '#2b6cb0',
  'light blue': '#bee3f8',
  red: '#c53030',
  crimson: '#DC143C',
  green: '#2f855a',
  teal: '#2c7a7b',
  purple: '#6b46c1',
  violet: '#6b46c1',
  orange: '#dd6b20',
  yellow: '#ecc94b',
  gold: '#b7791f',
  pink: '#d53f8c',
  black: '#000000',
  white: '#ffffff',
  gray: '#4a5568',
  grey: '#4a5568',
  'light gray': '#edf2f7',
  'light grey': '#edf2f7',
  dark: '#1a202c',
  charcoal: '#2d3748',
  cream: '#fffaf0',
  beige: '#f5f0e6',
};
const COLOR_WORDS = Object.keys(COLORS).sort((a, b) => b.length - a.length);
const COLOR_RE = `(#[0-9a-f]{6}|#[0-9a-f]{3}|${COLOR_WORDS.join('|')})`;

const TYPE_WORDS: [RegExp, SlideType][] = [
  [/strategic(?:[ _-]title)?|proposal cover/, 'strategic_title'],
  [/thank[ _-]?you|closing|thanks/, 'thank_you'],
  [/metrics?|numbers?|kpis?|stats?|figures?/, 'metrics'],
  [/statement|quote|big idea/, 'statement'],
  [/comparison|compare|versus|vs/, 'comparison'],
  [/calculator|cost calculator/, 'calculator'],
  [/html|custom/, 'html'],
  [/title|cover|intro/, 'title'],
  [/content|bullets?|text|list|agenda/, 'content'],
];
const TYPE_WORDS_EXACT = TYPE_WORDS.map(([re, type]) => [new RegExp(`^(?:${re.source})$`), type] as const);

function typeFrom(word: string): SlideType | undefined {
  const w = word.toLowerCase().trim();
  for (const [re, type] of TYPE_WORDS_EXACT) if (re.test(w)) return type;
  return undefined;
}

function colorFrom(word: string): string | undefined {
  const w = word.toLowerCase().trim();
  if (/^#[0-9a-f]{3}([0-9a-f]{3})?$/.test(w)) return w;
  return COLORS[w];
}

/** Relative luminance decides whether white or dark text reads on a background. */
function isDark(hex: string): boolean {
  let h = hex.replace('#', '');
  if (h.length === 3) h = h.replace(/./g, (c) => c + c);
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.55;
}

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};
const COUNTS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
const count = (w: string) => COUNTS[w.toLowerCase()] ?? Number.parseInt(w, 10);

/** Splits "a, b and c" into items. */
export function splitList(text: string): string[] {
  return text
    .split(/(?:,|;|\band\b|\n|•)/i)
    .map((s) => s.trim().replace(/^["“']|["”'.]$/g, ''))
    .filter(Boolean);
}

const cap = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
const unquote = (s: string) =>
  s
    .trim()
    .replace(/^["“']+|(?<!["”'])["”']+$/g, '')
    .trim();

/** Metrics from phrases such as "revenue up 32%, 1.2M users and NPS 71" or "revenue 3.2M". */
export function parseMetrics(text: string): { value: string; label: string }[] {
  const NUM = /([+-]?[$€£]?\d[\d,.]*\s?(?:%|[kmb]n?\b|x\b|pts?\b|million\b|billion\b)?)/i;
  const out: { value: string; label: string }[] = [];
  for (const part of splitList(text)) {
    const m = NUM.exec(part);
    if (!m) continue;
    let value = m[1]!.trim().replace(/\s+/g, '');
    const before = part.slice(0, m.index).trim();
    const after = part.slice(m.index + m[0].length).trim();
    const up = /\b(up|grew|increase[d]?|rose)\b/i.test(before);
    const down = /\b(down|fell|decrease[d]?|dropped)\b/i.test(before);
    if (up && !value.startsWith('+') && !value.startsWith('-')) value = `+${value}`;
    if (down && !value.startsWith('-') && !value.startsWith('+')) value = `-${value}`;
    const label = (
      before
        .replace(/\b(up|down|by|of|at|is|was|grew|fell|rose|to|increased?|decreased?|dropped)\b/gi, '')
        .trim() || after.replace(/^(of|in)\b/i, '').trim()
    ).replace(/\s+/g, ' ');
    out.push({ value, label: cap(label || 'Metric') });
  }
  return out;
}

interface Ctx {
  deck: DeckState;
  selected?: DeckSlide;
}

/** "slide 3", "this slide", "the last slide", "the second slide" → the slide meant. */
function resolveSlide(ref: string | undefined, ctx: Ctx): DeckSlide | undefined {
  const slides = ctx.deck.slides;
  if (!ref || /^(this|the current|current|the selected|selected|it)( slide)?$/i.test(ref.trim()))
    return ctx.selected;
  const r = ref.trim().toLowerCase();
  let m = /^(?:the )?slide\s*(?:#|number\s*)?(\d+)$/.exec(r);
  if (m) return slides[Number(m[1]) - 1];
  m = /^(?:the )?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last)(?: slide)?$/.exec(r);
  if (m) return m[1] === 'last' ? slides[slides.length - 1] : slides[ORDINALS[m[1]!]! - 1];
  return undefined;
}

const SLIDE_REF =
  '(this slide|the current slide|the selected slide|it|(?:the )?slide\\s?#?\\d{1,4}|(?:the )?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last)(?: slide)?)';

function positionFrom(text: string, ctx: Ctx): number | undefined {
  const t = text.toLowerCase();
  if (/\b(at|to) the (start|beginning|front|top)\b/.test(t)) return 1;
  if (/\b(at|to) the (end|bottom|back)\b/.test(t)) return ctx.deck.slides.length + 1;
  let m = /\b(?:as|at|to|into) (?:slide|position)\s*(\d+)/.exec(t);
  if (m) return Number(m[1]);
  m = /\bafter (?:slide\s*)?(\d+)/.exec(t);
  if (m) return Number(m[1]) + 1;
  m = /\bbefore (?:slide\s*)?(\d+)/.exec(t);
  if (m) return Number(m[1]);
  if (/\bafter this( slide)?\b/.test(t) && ctx.selected) return ctx.deck.slides.indexOf(ctx.selected) + 2;
  return undefined;
}

function buildSlide(type: SlideType, rest: string, ctx: Ctx): { title: string; content: SlideContent } {
  const titleMatch =
    /\b(?:titled|called|named|title)\s((?:(?!\s(?:with|saying|that says|about|at|as|after|before)\b)[\s\S])+)/i.exec(
      rest,
    );
  const about = /\babout\s((?:(?!\s(?:with|saying|at|as|after|before)\b)[\s\S])+)/i.exec(rest);
  const withClause =
    /\b(?:with|showing|listing)\s((?:(?!\s(?:at the|as slide|after slide|before slide)\b)[\s\S])+)/i.exec(
      rest,
    )?.[1] ?? '';
  const saying = /\b(?:saying|that says|reading|text)\s([\s\S]+)/i.exec(rest)?.[1];
  let title = unquote(titleMatch?.[1] ?? about?.[1] ?? '');
  const content: SlideContent = {};
  switch (type) {
    case 'metrics': {
      const metrics = parseMetrics(withClause.replace(/^(?:the )?(?:metrics|numbers|figures)\s*/i, ''));
      if (metrics.length) content.metrics = metrics;
      title ||= 'Key metrics';
      break;
    }
    case 'content': {
      const items = withClause.replace(/^(?:the )?(?:bullets?|points?|items?)(?: points?)?\s*/i, '');
      if (items) content.items = splitList(items).map(cap);
      if (saying) content.text = saying;
      title ||= 'New Slide';
      break;
    }
    case 'statement':
      content.text =
        unquote(saying ?? withClause.replace(/^(?:the )?(?:text|statement)\s*/i, '')) ||
        title ||
        'Our big idea';
      title ||= 'Statement';
      break;
    case 'comparison': {
      const vs = /^([\s\S]+?)\s(?:vs\.?|versus|against|or)\s([\s\S]+)/i.exec(withClause || title);
      if (vs) {
        content.comparison = {
          left: { title: cap(unquote(vs[1]!)), items: [] },
          right: { title: cap(unquote(vs[2]!)), items: [] },
        };
      }
      title ||= vs ? `${cap(unquote(vs[1]!))} vs ${unquote(vs[2]!)}` : 'Comparison';
      break;
    }
    case 'strategic_title':
      content.clientName = ctx.deck.metadata.clientName || undefined;
      content.agency = ctx.deck.metadata.agency || undefined;
      content.date = ctx.deck.metadata.presentationDate || undefined;
      title ||= 'Strategic Partnership Proposal';
      break;
    case 'thank_you':
      title ||= 'Thank you';
      break;
    case 'calculator':
      title ||= 'What a team costs';
      break;
    case 'html':
      title ||= 'Custom';
      if (saying)
        content.htmlContent = `<div style="padding:120px;font-size:64px">${saying.replace(/[<>&]/g, '')}</div>`;
      break;
    case 'title':
      if (saying || withClause)
        content.subtitle = unquote(saying ?? withClause.replace(/^(?:the )?subtitle\s*/i, ''));
      title ||= 'Title';
      break;
  }
  for (const k of Object.keys(content) as (keyof SlideContent)[])
    if (content[k] === undefined) delete content[k];
  return { title: title.slice(0, 500), content };
}

type Rule = (m: RegExpExecArray, ctx: Ctx) => Operation[] | string;
const rules: [RegExp, Rule][] = [];
const rule = (re: RegExp, fn: Rule) => rules.push([re, fn]);
const needSlide = (ref: string | undefined, ctx: Ctx): DeckSlide | string =>
  resolveSlide(ref, ctx) ??
  (ref && !/^(this|it|the current|the selected)/i.test(ref)
    ? `There is no ${ref.trim()} in this deck (it has ${ctx.deck.slides.length} slide${ctx.deck.slides.length === 1 ? '' : 's'}).`
    : 'Select a slide first, or name one, e.g. “slide 2”.');

// "make a title slide for Northwind"
rule(/^(?:make|create|add) (?:a |an )?(?:strategic )?title slide for (.+)$/i, (m, ctx) => [
  {
    op: 'add_slide',
    type: 'strategic_title',
    title: `${unquote(m[1]!)} - Strategic Partnership Proposal`,
    content: {
      clientName: unquote(m[1]!),
      ...(ctx.deck.metadata.agency ? { agency: ctx.deck.metadata.agency } : {}),
      ...(ctx.deck.metadata.presentationDate ? { date: ctx.deck.metadata.presentationDate } : {}),
    },
    position: 1,
  },
]);

// "rename slide 2 to X", "rename this slide X", "call the last slide X"
rule(new RegExp(`^(?:rename|retitle|call)\\s${SLIDE_REF}\\s(?:to\\s|as\\s)?([\\s\\S]+)`, 'i'), (m, ctx) => {
  const s = needSlide(m[1], ctx);
  if (typeof s === 'string') return s;
  return [{ op: 'update_slide', slideId: s.id, title: unquote(m[2]!) }];
});
rule(/^(?:rename it|change the title|set the title)(?: to)?\s([\s\S]+)/i, (m, ctx) => {
  const s = needSlide(undefined, ctx);
  if (typeof s === 'string') return s;
  return [{ op: 'update_slide', slideId: s.id, title: unquote(m[1]!) }];
});

// "change slide 3 to a metrics slide", "make this a statement slide", "turn slide 2 into a comparison"
rule(
  new RegExp(
    `^(?:change|turn|convert|make)\\s${SLIDE_REF}\\s(?:to|into|a|an)\\s(?:a |an )?((?:(?!\\s?(?:slide)?$)[a-z _-])+)\\s?(?:slide)?$`,
    'i',
  ),
  (m, ctx) => {
    const type = typeFrom(m[2]!);
    const color = colorFrom(m[2]!);
    const s = needSlide(m[1], ctx);
    if (typeof s === 'string') return s;
    if (type) return [{ op: 'update_slide', slideId: s.id, type }];
    if (color) return colorOps(s, color, 'background');
    return `I don't know “${m[2]}” as a slide type or a colour.`;
  },
);
rule(/^make (?:this|it) (?:a |an )([a-z _-]+?) slide$/i, (m, ctx) => {
  const type = typeFrom(m[1]!);
  const s = needSlide(undefined, ctx);
  if (typeof s === 'string') return s;
  return type ? [{ op: 'update_slide', slideId: s.id, type }] : `I don't know the slide type “${m[1]}”.`;
});

function colorOps(s: DeckSlide, color: string, which: 'background' | 'text'): Operation[] {
  if (which === 'text') return [{ op: 'update_slide', slideId: s.id, content: { textColor: color } }];
  const hex = color.startsWith('#') ? color : color;
  return [
    {
      op: 'update_slide',
      slideId: s.id,
      content: {
        backgroundColor: hex,
        ...(s.content.textColor ? {} : { textColor: isDark(hex) ? '#ffffff' : '#1a202c' }),
      },
    },
  ];
}

// "make the text colour white", "set the text color of slide 2 to #333"
rule(
  new RegExp(`^(?:make|set|change) the (?:text|font) colou?r(?: of ${SLIDE_REF})?(?: to)? ${COLOR_RE}$`, 'i'),
  (m, ctx) => {
    const s = needSlide(m[1], ctx);
    if (typeof s === 'string') return s;
    return colorOps(s, colorFrom(m[2]!)!, 'text');
  },
);
// "make the background navy", "set the background of slide 3 to #112233"
rule(
  new RegExp(
    `^(?:make|set|change|paint) the background(?: colou?r)?(?: of ${SLIDE_REF})?(?: to)? ${COLOR_RE}$`,
    'i',
  ),
  (m, ctx) => {
    const s = needSlide(m[1], ctx);
    if (typeof s === 'string') return s;
    return colorOps(s, colorFrom(m[2]!)!, 'background');
  },
);
// "make this slide navy", "make slide 3 red", "make this slide punchier and navy"
rule(
  new RegExp(`^(?:make|paint|colou?r|turn)\\s${SLIDE_REF}\\s(?:[\\s\\S]*?\\b)?${COLOR_RE}$`, 'i'),
  (m, ctx) => {
    const s = needSlide(m[1], ctx);
    if (typeof s === 'string') return s;
    return colorOps(s, colorFrom(m[2]!)!, 'background');
  },
);

// "delete the last two slides", "delete slides 2 and 4", "delete this slide"
rule(/^(?:delete|remove|drop) the (?:last|final) (\w+) slides$/i, (m, ctx) => {
  const n = count(m[1]!);
  if (!Number.isFinite(n) || n < 1) return `I don't know how many slides “${m[1]}” is.`;
  if (n > ctx.deck.slides.length) return `The deck has only ${ctx.deck.slides.length} slides.`;
  return ctx.deck.slides.slice(-n).map((s) => ({ op: 'delete_slide' as const, slideId: s.id }));
});
rule(/^(?:delete|remove|drop) the first (\w+) slides$/i, (m, ctx) => {
  const n = count(m[1]!);
  if (!Number.isFinite(n) || n < 1) return `I don't know how many slides “${m[1]}” is.`;
  if (n > ctx.deck.slides.length) return `The deck has only ${ctx.deck.slides.length} slides.`;
  return ctx.deck.slides.slice(0, n).map((s) => ({ op: 'delete_slide' as const, slideId: s.id }));
});
rule(/^(?:delete|remove|drop) slides ([\d,\sand]+)$/i, (m, ctx) => {
  const nums = [...new Set(m[1]!.match(/\d+/g)!.map(Number))];
  const missing = nums.filter((n) => !ctx.deck.slides[n - 1]);
  if (missing.length) return `There is no slide ${missing.join(', ')} in this deck.`;
  return nums.map((n) => ({ op: 'delete_slide' as const, slideId: ctx.deck.slides[n - 1]!.id }));
});
rule(new RegExp(`^(?:delete|remove|drop)\\s+${SLIDE_REF}$`, 'i'), (m, ctx) => {
  const s = needSlide(m[1], ctx);
  if (typeof s === 'string') return s;
  return [{ op: 'delete_slide', slideId: s.id }];
});

// "move slide 5 to the start", "move this slide after slide 2", "move slide 3 up"
rule(new RegExp(`^move\\s${SLIDE_REF}\\s(up|down|[\\s\\S]+)$`, 'i'), (m, ctx) => {
  const s = needSlide(m[1], ctx);
  if (typeof s === 'string') return s;
  const from = ctx.deck.slides.indexOf(s) + 1;
  const where = m[2]!.toLowerCase();
  let to: number | undefined;
  if (where === 'up') to = Math.max(1, from - 1);
  else if (where === 'down') to = Math.min(ctx.deck.slides.length, from + 1);
  else if (/\b(end|bottom|back)\b/.test(where)) to = ctx.deck.slides.length;
  else {
    to = positionFrom(where, ctx);
    // "after slide 3" counts positions before the move; the slide leaves its place first.
    if (to !== undefined && /\bafter\b/.test(where) && from < to) to -= 1;
  }
  if (!to)
    return `I can't tell where to move it: try “to the start”, “to the end”, “after slide 3” or “to position 2”.`;
  return [{ op: 'move_slide', slideId: s.id, position: to }];
});

// "duplicate this slide", "copy slide 2"
rule(new RegExp(`^(?:duplicate|copy|clone)\\s+${SLIDE_REF}$`, 'i'), (m, ctx) => {
  const s = needSlide(m[1], ctx);
  if (typeof s === 'string') return s;
  return [{ op: 'duplicate_slide', slideId: s.id }];
});

// "set the text to X", "set the text of slide 2 to X"
rule(
  new RegExp(
    `^(?:set|change|replace) the (?:text|body|statement)(?: of ${SLIDE_REF})?(?: to| with)? (.+)$`,
    'i',
  ),
  (m, ctx) => {
    const s = needSlide(m[1], ctx);
    if (typeof s === 'string') return s;
    return [{ op: 'update_slide', slideId: s.id, content: { text: unquote(m[2]!) } }];
  },
);
rule(
  new RegExp(`^(?:set|change|replace) the subtitle(?: of ${SLIDE_REF})?(?: to| with)? (.+)$`, 'i'),
  (m, ctx) => {
    const s = needSlide(m[1], ctx);
    if (typeof s === 'string') return s;
    return [{ op: 'update_slide', slideId: s.id, content: { subtitle: unquote(m[2]!) } }];
  },
);
// "set the bullets to a, b and c"
rule(
  new RegExp(
    `^(?:set|change|replace) the (?:bullets|bullet points|points|items|list)(?: of ${SLIDE_REF})?(?: to| with)? (.+)$`,
    'i',
  ),
  (m, ctx) => {
    const s = needSlide(m[1], ctx);
    if (typeof s === 'string') return s;
    return [{ op: 'update_slide', slideId: s.id, content: { items: splitList(m[2]!).map(cap) } }];
  },
);
// "add a bullet X", "add bullet point X to slide 2"
rule(
  new RegExp(
    `^add (?:a |another )?(?:bullet point|bullet|point|item)(?::)?\\s((?:(?!\\sto\\s${SLIDE_REF.replace('(', '(?:')}$)[\\s\\S])+)(?:\\sto\\s${SLIDE_REF})?$`,
    'i',
  ),
  (m, ctx) => {
    const s = needSlide(m[2], ctx);
    if (typeof s === 'string') return s;
    return [
      {
        op: 'update_slide',
        slideId: s.id,
        content: { items: [...(s.content.items ?? []), cap(unquote(m[1]!))] },
      },
    ];
  },
);
// "remove bullet 2", "remove the bullet X", "remove the last bullet"
rule(
  new RegExp(
    `^(?:remove|delete) (?:the )?(?:(last|first) )?(?:bullet point|bullet|point|item)(?:\\s((?:(?!\\sfrom\\s${SLIDE_REF.replace('(', '(?:')}$)[\\s\\S])+))??(?:\\sfrom\\s${SLIDE_REF})?$`,
    'i',
  ),
  (m, ctx) => {
    const s = needSlide(m[3], ctx);
    if (typeof s === 'string') return s;
    const items = [...(s.content.items ?? [])];
    if (!items.length) return 'That slide has no bullets.';
    let index = -1;
    if (m[1]) index = m[1].toLowerCase() === 'last' ? items.length - 1 : 0;
    else if (m[2] && /^\d+$/.test(m[2])) index = Number(m[2]) - 1;
    else if (m[2]) {
      const needle = unquote(m[2]).toLowerCase();
      index = items.findIndex((i) => i.toLowerCase().includes(needle));
    }
    if (index < 0 || index >= items.length)
      return `I can't find that bullet on slide ${ctx.deck.slides.indexOf(s) + 1}.`;
    items.splice(index, 1);
    return [{ op: 'update_slide', slideId: s.id, content: { items } }];
  },
);
// "set metrics to revenue 3.2M, growth 45%"
rule(
  new RegExp(
    `^(?:set|change|update) the (?:metrics|numbers|figures)(?: of ${SLIDE_REF})?(?: to)? (.+)$`,
    'i',
  ),
  (m, ctx) => {
    const s = needSlide(m[1], ctx);
    if (typeof s === 'string') return s;
    const metrics = parseMetrics(m[2]!);
    if (!metrics.length) return 'I found no figures in that: try “revenue 3.2M, growth 45%”.';
    return [{ op: 'update_slide', slideId: s.id, content: { metrics } }];
  },
);
// "set the notes to X", "add speaker notes X"
rule(
  new RegExp(`^(?:set|change) the (?:speaker )?notes(?: of ${SLIDE_REF})?(?: to)? (.+)$`, 'i'),
  (m, ctx) => {
    const s = needSlide(m[1], ctx);
    if (typeof s === 'string') return s;
    return [{ op: 'update_slide', slideId: s.id, notes: unquote(m[2]!) }];
  },
);
// "set the brief to X"
rule(/^(?:set|change|update|write) the brief(?: to)?:?\s([\s\S]+)/i, (m) => [
  { op: 'update_brief', brief: unquote(m[1]!) },
]);
// "add checklist items a, b and c", "add X to the checklist"
rule(/^add (?:a )?checklist items?:?\s([\s\S]+)/i, (m) => [
  { op: 'add_checklist_items', items: splitList(m[1]!).map(cap) },
]);
rule(/^add (.+?) to the checklist$/i, (m) => [
  { op: 'add_checklist_items', items: splitList(m[1]!).map(cap) },
]);
// "set the client name to X", "set the agency to X", "set the date to X"
rule(/^set the (client name|client|agency|company|date|presentation date)(?: to)? (.+)$/i, (m) => {
  const key = /client/i.test(m[1]!)
    ? 'clientName'
    : /agency|company/i.test(m[1]!)
      ? 'agency'
      : 'presentationDate';
  return [{ op: 'update_metadata', metadata: { [key]: unquote(m[2]!) } }];
});

// Last, so that more specific commands mentioning a slide ("add a bullet ... to slide 2") win.
// "add a metrics slide with ...", "add slide titled X", "insert a statement slide saying X at the start"
rule(
  /^(?:add|insert|create|new|make(?=\s(?:a|an|another|one more)\s))\s(?:a |an |another |one more )?(?:new )?(?!(?:this|that|the|it|current|selected)\b)((?:(?!\s?slide\b)[a-z _-])*)\s?slide\b([\s\S]*)/i,
  (m, ctx) => {
    const type = m[1] ? typeFrom(m[1]) : 'content';
    if (!type)
      return `I don't know the slide type “${m[1]}”. Types: title, strategic title, thank you, content, metrics, statement, comparison, calculator, html.`;
    const rest = m[2]!.trim();
    const { title, content } = buildSlide(type, rest, ctx);
    const position = positionFrom(rest.replace(/["“][^"“”]*["”]/g, ''), ctx);
    return [{ op: 'add_slide', type, title, content, ...(position ? { position } : {}) }];
  },
);

/** Turns one command into operations, or says why it cannot. */
export function interpretCommand(command: string, deck: DeckState, selectedSlideId?: string): OfflineResult {
  const ctx: Ctx = { deck, selected: deck.slides.find((s) => s.id === selectedSlideId) };
  const text = command
    .trim()
    .replace(/^(?:please|can you|could you|would you|pls)\s+/i, '')
    .replace(/(?<![.!?])[.!?]+$/, '')
    .replace(/\s+/g, ' ')
    .replace(/\bplease\b/gi, '')
    .trim();
  for (const [re, fn] of rules) {
    const m = re.exec(text);
    if (!m) continue;
    const result = fn(m, ctx);
    if (typeof result === 'string') return { operations: [], notUnderstood: result };
    return { operations: result };
  }
  return {
    operations: [],
    notUnderstood: `I didn't understand “${command.trim().slice(0, 200)}”, so nothing changed. The offline assistant understands commands like:\n${OFFLINE_EXAMPLES.map((e) => `• ${e}`).join('\n')}`,
  };
}
