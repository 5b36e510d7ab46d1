import { z } from 'zod';
import { CHART_KINDS, SPLIT_PARTS_MAX } from '../limits';
import { metricSchema, slideContentSchema, timelineStepSchema } from '../slides/content';
import { slideTypeSchema } from '../slides/types';
import { BUILT_IN_THEME_IDS } from '../themes/builtIn';

/**
 * The assistant's one command language (issue 28). The offline engine reads a message into these
 * commands and a model is handed this very schema as its tool's input; both are then turned into
 * deck operations by the same resolver (server/ai/offline/rules.ts). Slides are named by number,
 * place or title, never by id. Adding a command is one variant here, one case in the resolver and
 * its phrase rows in tests/phrasings/.
 */

const text = z.string();
const slideNumber = z.number().int().min(1).describe('a slide number, counted from 1');

/** One slide or a set of them, named as a person would. */
const singleTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('selected') }).describe('the slide selected in the editor'),
  z
    .object({ kind: z.literal('it') })
    .describe('the slide this message last named or made, else the selected one'),
  z.object({ kind: z.literal('numbers'), numbers: z.array(slideNumber).min(1) }),
  z
    .object({
      kind: z.literal('ordinal'),
      n: slideNumber,
      fromEnd: z.boolean(),
      type: slideTypeSchema.optional().describe('counted among the slides of this type only'),
    })
    .describe(
      '"the second slide" (n 2), "the last slide" (n 1, fromEnd), "the first chart" (n 1, type chart)',
    ),
  z
    .object({ kind: z.literal('edge'), count: z.number().int().min(1), fromEnd: z.boolean() })
    .describe('"the first two slides", "the last 3 slides"'),
  z
    .object({
      kind: z.literal('all'),
      count: z.number().int().min(0).optional().describe('how many slides the user said "all" is'),
      type: slideTypeSchema.optional().describe('every slide of this type'),
    })
    .describe('every slide (of a type)'),
  z
    .object({ kind: z.literal('named'), name: text, type: slideTypeSchema.optional() })
    .describe('a slide by its title: "the Results slide"'),
  z
    .object({
      kind: z.literal('beside'),
      by: z.number().int(),
      of: text.optional().describe('the title of the slide it is beside; else the selected one'),
    })
    .describe('"the next slide" (by 1), "the previous one" (by -1), "the one after the agenda"'),
]);
export type SingleTarget = z.infer<typeof singleTargetSchema>;

export const targetSchema = z.union([
  singleTargetSchema,
  z
    .object({ kind: z.literal('list'), targets: z.array(singleTargetSchema).min(1) })
    .describe('several slides: "the first and last slides"'),
]);
export type Target = z.infer<typeof targetSchema>;

export const positionSchema = z.union([
  z.object({ kind: z.enum(['start', 'end']) }),
  z.object({ kind: z.literal('index'), n: slideNumber }).describe('to become slide n'),
  z.object({ kind: z.enum(['after', 'before']), target: targetSchema }),
  z.object({ kind: z.enum(['up', 'down']), by: z.number().int().min(1) }),
]);
export type Position = z.infer<typeof positionSchema>;

const sidesSchema = z.object({ left: text, right: text });

/** The slots of a new slide, as the user gave them. */
export const newSlideSchema = z.object({
  type: slideTypeSchema.optional(),
  title: text.optional(),
  titles: z.array(text).optional().describe('one title per slide: "add 3 slides: Problem, Solution, Team"'),
  about: text.optional().describe('what the slide is about, when it has no words of its own yet'),
  items: z.array(text).optional(),
  itemCount: z.number().int().min(1).optional(),
  text: text.optional(),
  subtitle: text.optional(),
  metrics: z.array(metricSchema).optional(),
  comparison: sidesSchema.optional().describe('the two sides of a comparison slide'),
  columns: z
    .object({ left: z.array(text), right: z.array(text) })
    .optional()
    .describe("the items of a comparison's two columns"),
  background: text.optional(),
  textColor: text.optional(),
  client: text.optional(),
  agency: text.optional(),
  date: text.optional(),
  notes: text.optional().describe('speaker notes'),
  /** Any content field, as the slide type draws it (a model writing a whole slide at once). */
  content: slideContentSchema.optional().describe('content fields, for fields no slot above names'),
  /**
   * "saying Customers first after belief": free text that ends as a place would ("after belief").
   * When those words are a slide's title, the rule asks which was meant (offline only).
   */
  placeTail: z.object({ field: z.enum(['about', 'title', 'text']), words: text }).optional(),
});
export type NewSlide = z.infer<typeof newSlideSchema>;

export const DECK_KIND_NAMES = ['pitch', 'quarterly_review', 'proposal', 'workshop', 'report'] as const;
export type DeckKind = (typeof DECK_KIND_NAMES)[number];

export const draftRequestSchema = z.object({
  kind: z.enum(DECK_KIND_NAMES).optional(),
  slides: z.number().int().min(1).optional(),
  client: text.optional(),
  topic: text.optional(),
});
export type DraftRequest = z.infer<typeof draftRequestSchema>;

/** One bullet (or figure) by its place: "bullet 2" ({index: 2}), "the last bullet" ({fromEnd}). */
export const itemRefSchema = z.union([
  z.object({ index: z.number().int().min(1) }),
  z.object({ fromEnd: z.literal(true) }),
]);
export type ItemRef = z.infer<typeof itemRefSchema>;
/** One bullet by its place or its words ("change Launch to Go live"). */
const bulletSchema = z.union([itemRefSchema, z.object({ text })]);
export type BulletRef = z.infer<typeof bulletSchema>;

/** Several bullets: "bullets 2 and 3", "the last two bullets". */
const bulletSetSchema = z.union([
  z.object({ several: z.array(z.number().int().min(1)) }),
  z.object({ edge: z.number().int().min(1), last: z.boolean() }),
]);
export type BulletSet = z.infer<typeof bulletSetSchema>;
/** "all bullets but the first two", "keep only bullet 3": every bullet except these. */
export type BulletsKept = { except: BulletSet };

export const METADATA_FIELDS = ['clientName', 'agency', 'presentationDate', 'logo'] as const;
export type MetadataField = (typeof METADATA_FIELDS)[number];

const mode = z.enum(['set', 'add']);
const command = <K extends string, S extends z.ZodRawShape>(kind: K, shape: S, about: string) =>
  z.object({ kind: z.literal(kind), ...shape }).describe(about);

/** Every command, each an object whose `kind` names it. */
export const COMMAND_VARIANTS = [
  command(
    'add_slide',
    { slide: newSlideSchema, count: z.number().int().min(1), position: positionSchema.optional() },
    'add count slides (at the end unless a position is given)',
  ),
  command('agenda', { position: positionSchema.optional() }, 'an agenda slide of the slides’ titles'),
  command(
    'agenda_entry',
    {
      target: targetSchema.describe('the agenda slide'),
      slide: targetSchema.describe(
        'the slide it should list, by number or by words for it: "the partner asks"',
      ),
      at: z.enum(['start', 'end']).optional(),
    },
    "the title of a slide the agenda does not list yet, added to the agenda's items",
  ),
  command('rename', { target: targetSchema, title: text }, "a slide's title"),
  command('deck_title', { title: text }, "the presentation's own title"),
  command(
    'set_type',
    { target: targetSchema, type: slideTypeSchema, comparison: sidesSchema.optional() },
    "a slide's type",
  ),
  command(
    'color',
    { target: targetSchema, which: z.enum(['background', 'text']), color: text },
    'a colour name or #hex',
  ),
  command(
    'set_text',
    { target: targetSchema, field: z.enum(['text', 'subtitle', 'author']), value: text },
    'the text, subtitle or presenter (author) of a slide that shows it',
  ),
  command(
    'items',
    {
      target: targetSchema,
      mode: z.enum(['set', 'add', 'clear']),
      items: z.array(text),
      at: z
        .number()
        .int()
        .min(1)
        .optional()
        .describe('where added bullets go, 1 for the top: "after the first one" is 2; the end if absent'),
    },
    "a slide's bullets: replace them, add to them or clear them",
  ),
  command(
    'remove_item',
    {
      target: targetSchema,
      which: z.union([
        bulletSchema,
        bulletSetSchema,
        z.object({ except: bulletSetSchema }).describe('every bullet but these'),
      ]),
    },
    'remove bullets',
  ),
  command(
    'add_to_slide',
    { target: targetSchema, texts: z.array(text), metrics: z.array(metricSchema) },
    'a bullet or figure added to a slide named by its title',
  ),
  command(
    'set_item',
    { target: targetSchema, which: bulletSchema, text },
    'one bullet, by its place or its words, rewritten',
  ),
  command(
    'move_item',
    {
      target: targetSchema,
      which: bulletSchema,
      to: z.union([
        z.object({ kind: z.enum(['start', 'end']) }),
        z.object({ index: z.number().int().min(1) }),
      ]),
    },
    'one bullet moved within its slide',
  ),
  command(
    'swap_items',
    { target: targetSchema, a: bulletSchema, b: bulletSchema },
    'two bullets, or two figures (a figure by its label or place), trade places on their slide',
  ),
  command(
    'set_side',
    {
      target: targetSchema,
      side: z.union([
        z.enum(['left', 'right']),
        z.object({ heading: text }).describe('the side whose heading this is: "the Them column"'),
      ]),
      title: text.optional(),
      items: z.array(text).optional(),
      mode: z.enum(['set', 'add', 'remove']),
    },
    "one side of a comparison: its heading and items (mode add keeps the side's items, remove takes these items off it)",
  ),
  command(
    'swap_sides',
    { target: targetSchema },
    "a comparison's two sides trade places, each with its heading",
  ),
  command('say_text', { target: targetSchema, value: text }, 'the words of whichever text the slide shows'),
  command(
    'replace_text',
    {
      find: text,
      replacement: text,
      target: targetSchema.optional(),
      field: z
        .enum(['title', 'subtitle', 'text'])
        .optional()
        .describe('only in this field: "the subtitle should be Q3 not Q2"'),
    },
    'a text replaced wherever it stands (in one field when given)',
  ),
  command(
    'detail',
    {
      target: targetSchema,
      detail: z.enum(['email', 'phone', 'website', 'date']),
      value: text.describe('the new one; for a date, a day alone ("the 12th") changes only the day'),
    },
    "a detail in a slide's words (its email address, phone number, website or date) replaced by this one",
  ),
  command(
    'set_figure',
    {
      label: z.union([text, itemRefSchema]),
      value: text,
      newLabel: text
        .optional()
        .describe('its new label when the figure is replaced whole: "replace pets with 212 staff"'),
      target: targetSchema.optional(),
    },
    'the value of a figure, by its label or place',
  ),
  command(
    'metric_label',
    { label: z.union([text, itemRefSchema]), newLabel: text, target: targetSchema.optional() },
    'the label of a figure',
  ),
  command('check_item', { text, completed: z.boolean() }, 'mark a checklist item done or not'),
  command(
    'list_slides',
    {
      bulletsOver: z
        .number()
        .int()
        .min(1)
        .optional()
        .describe('also say which slides hold more bullets than this ("is any slide over 6 bullets?")'),
    },
    'answer with the slides’ titles',
  ),
  command('read_slide', { target: targetSchema }, "answer with a slide's words"),
  command(
    'find_words',
    {
      text: text.describe('the words looked for, all of them, in any order'),
      except: targetSchema.optional().describe('a slide not to count: "anywhere apart from the ask slide"'),
      which: z
        .literal(true)
        .optional()
        .describe('asked which slide, not whether any: "which slide is pricing on?"'),
    },
    'answer which slides say these words; nothing changes',
  ),
  command('read_metric', { label: text, target: targetSchema.optional() }, "answer with a figure's value"),
  command(
    'read_total',
    {
      target: targetSchema.optional(),
      column: text.optional().describe("a table's column, by its heading's words; for a chart, none"),
    },
    "answer with what a chart's values add up to, per series, or a table's column; nothing changes",
  ),
  command(
    'remove_metric',
    {
      target: targetSchema.optional(),
      which: z.union([
        z.object({ labels: z.array(text) }),
        itemRefSchema,
        z.object({ all: z.literal(true) }),
      ]),
    },
    'remove figures',
  ),
  command(
    'metrics',
    { target: targetSchema, mode, metrics: z.array(metricSchema) },
    "a slide's figures: replace or add",
  ),
  command(
    'notes',
    { target: targetSchema, mode: z.enum(['set', 'add', 'clear']), text: text.optional() },
    'speaker notes (without text: written from the slide)',
  ),
  // The data slides of issue 31. A new chart, table or timeline is an add_slide with its content.
  command(
    'chart_style',
    {
      target: targetSchema,
      chartKind: z.enum(CHART_KINDS).optional(),
      horizontal: z.boolean().optional().describe('bars along the value axis (bar charts only)'),
      stacked: z.boolean().optional(),
      unit: text.optional().describe('drawn with the values, e.g. "€M" or "%"; "" removes it'),
    },
    "a chart's kind, direction, stacking or unit; what is not given stays",
  ),
  command(
    'chart_series',
    { target: targetSchema, name: text, values: z.array(z.number().finite()).min(1) },
    'a series added to a chart, one number per category',
  ),
  command(
    'series_name',
    {
      target: targetSchema,
      series: text.optional().describe("the series' name now; needed only when the chart has several"),
      name: text.describe('its new name'),
    },
    "a chart's series renamed; its values stay",
  ),
  command(
    'table_row',
    { target: targetSchema, cells: z.array(text).min(1) },
    'a row added at the end of a table, one cell per column',
  ),
  command(
    'table_total',
    { target: targetSchema, label: text.optional().describe('its first cell: "Total" unless said') },
    'a total row at the bottom of a table (one there is written anew): each column of figures summed; a column of changes worked out from the totals',
  ),
  command(
    'table_column',
    {
      target: targetSchema,
      heading: text,
      cells: z.array(text).optional().describe('one per row, top to bottom; blank where not given'),
      after: text.optional().describe('the column it goes after, by its heading; unsaid: at the right'),
      change: z
        .enum(['difference', 'percent'])
        .optional()
        .describe("computed instead: each row's change on the row before, in the last column of numbers"),
    },
    'a column added to a table, at the right or after the column said',
  ),
  command(
    'table_sort',
    {
      target: targetSchema,
      column: text.describe("the column's heading, or its words in any order; empty: the first column"),
      descending: z
        .boolean()
        .optional()
        .describe(
          'biggest (or last in the alphabet) first; unsaid, figures go biggest first and words A to Z',
        ),
    },
    "a table's rows put in the order of one column; a total row stays last",
  ),
  command(
    'table_heading',
    {
      target: targetSchema,
      column: text.describe("the column's heading now, or the words it starts with"),
      heading: text.describe('its new heading'),
    },
    "a table's column heading renamed; its cells stay",
  ),
  command(
    'remove_row',
    { target: targetSchema, which: z.union([itemRefSchema, z.object({ text }).describe('its first cell')]) },
    'a table row removed, by its place or its first cell',
  ),
  command(
    'timeline_steps',
    { target: targetSchema, steps: z.array(timelineStepSchema).min(1) },
    'steps added at the end of a timeline',
  ),
  command(
    'shift_dates',
    {
      target: targetSchema,
      months: z
        .number()
        .int()
        .min(-24)
        .max(24)
        .refine((n) => n !== 0),
      step: text.optional().describe('only the step these words name: "the WMS rollout"'),
    },
    'every date of a timeline (or one step) moved by a number of months (negative: earlier); labels kept',
  ),
  command(
    'step_date',
    {
      target: targetSchema,
      step: text.describe('the words of the step: "the partner conference"'),
      date: text.describe('a month, with its year when that changes: "October", "Oct 2028"'),
    },
    'one timeline step moved to a month; its label kept, its date written as it was (short or long)',
  ),
  command(
    'chart_point',
    {
      target: targetSchema,
      category: text,
      values: z.array(z.number().finite()).min(1),
      at: z.enum(['start', 'end']).optional().describe('where it goes: the end unless said'),
    },
    'a category (data point) added to a chart, one number per series; "Q4" after "Q3 2026" is "Q4 2026"',
  ),
  command(
    'chart_value',
    {
      target: targetSchema,
      category: text.describe('the category, or words it starts with: "Q2" for "Q2 2026"'),
      series: text.optional().describe('needed when the chart has several series'),
      value: z.number().finite(),
      was: z.number().finite().optional().describe('the value it had, when the user said it'),
    },
    'one value of a chart changed',
  ),
  command(
    'takeaway_title',
    { target: targetSchema },
    "a metrics or chart slide's title made to say what its figures show, written from them",
  ),
  command(
    'split',
    { target: targetSchema, parts: z.number().int().min(2).max(SPLIT_PARTS_MAX).optional() },
    "a slide's list (bullets, points, figures, rows) shared in order over parts slides (default 2) of its title",
  ),
  command(
    'merge',
    { target: targetSchema.optional() },
    "a slide and the slides after it that continue its title ('… (continued)', '(2/2)') joined back into one; without a target, the deck's one such run",
  ),
  command('delete', { target: targetSchema }, 'delete slides'),
  command('move', { target: targetSchema, position: positionSchema }, 'move a slide'),
  command('swap', { a: targetSchema, b: targetSchema }, 'swap two slides'),
  command(
    'duplicate',
    { target: targetSchema, times: z.number().int().min(1).optional() },
    'duplicate slides',
  ),
  command(
    'theme',
    { theme: z.enum([...BUILT_IN_THEME_IDS, 'brand']) },
    "the deck's theme, one of the built-in ones, or brand: the client's brand kit",
  ),
  command('brief', { mode, text }, "the presentation's brief"),
  command('checklist', { items: z.array(text) }, 'add checklist items'),
  command(
    'metadata',
    { field: z.enum(METADATA_FIELDS), value: text },
    "the deck's client, agency, date or logo",
  ),
  command(
    'draft',
    { request: draftRequestSchema },
    'a whole first draft: the other commands of the call are proposed to the user, not applied',
  ),
  command('ask', { text }, 'not clear enough to act on: one short question, nothing changes'),
  command('help', {}, 'what the assistant can do'),
  command(
    'undo',
    {},
    'take back your last change in this conversation ("undo that", "put it back"); send it alone',
  ),
] as const;

export const commandSchema = z.discriminatedUnion('kind', [...COMMAND_VARIANTS]);
export type Command = z.infer<typeof commandSchema>;
export type CommandKind = Command['kind'];

/** What a model's tool takes: the commands of one turn, and what to tell the user. */
export const commandsInputSchema = z.object({
  commands: z.array(commandSchema).min(1).describe('applied in order, as one undo step'),
  reply: z.string().describe('one or two plain sentences for the user: what was changed').optional(),
});
export type CommandsInput = z.infer<typeof commandsInputSchema>;
