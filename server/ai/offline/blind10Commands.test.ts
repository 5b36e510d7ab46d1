import { isDeepStrictEqual } from 'node:util';
import { describe } from 'vitest';
import { builtInTheme } from '../../../common/themes/builtIn';
import { contrastRatio, luminance, parseCssColor } from '../../../common/themes/color';
import { slideDefaultsFor } from '../../../common/themes/surfaces';
import {
  asks,
  at,
  type Case,
  commandSet,
  ids,
  type Outcome,
  only,
  othersKept,
  slide,
} from '../../../tests/helpers/commandSet';
import type { DeckState } from '../../deck';
import { interpretCommand } from './index';

/**
 * Blind set 10: thirty commands an outside tester wrote (tests/briefs/blind10/commands.md) for a
 * 10-slide rooftop solar proposal, held out: no engine change was made for them. Each command runs
 * on a fresh copy of the tester's deck. The tester runs every command with slide 1 selected, and 6
 * with slide 6 selected; commandSet (tests/helpers/commandSet.ts) has no way to pass a selected
 * slide (its `run` calls interpretCommand without one), so here every command runs with no slide
 * selected, and 6's "that last bullet" has no selection to point at.
 *
 * The tester's types map onto ours as in set 9: the agenda is a content slide titled "Agenda", the
 * closing slide a thank_you slide, its text and contact line the two lines of its `text`. Our
 * title type has no client, agency or date fields, so those are the deck's metadata (clientName,
 * agency, presentationDate), where a title slide falls back to them. Where the tester says the
 * assistant must ask or refuse, nothing may change and the answer must be about what is ambiguous
 * (the slide, the row) or why (invented quotes), not any refusal. Some checks read the assistant's
 * reply to an applied change (25), which commandSet's outcome does not keep, by running the
 * command again for it. Not checkable here: 12's right-aligned numbers and 11's bars from zero and
 * labelled values (a table or chart has no such setting; the renderer decides).
 *
 * Measured before any engine change for them: 8 of 30 passed (the held-out figure): 1, 4, 7, 9,
 * 17, 18, 21 and 28; the 22 others are the known misses below, each with what the assistant did.
 * The selection matters for one of the passes. Run as the tester runs it, with slide 1 selected,
 * 28 ("delete that one") deletes slide 1 instead of asking, so under the tester's own conditions
 * the figure is 7 of 30; no other outcome differs with slide 1 selected, and 6 is not understood
 * with slide 6 selected either (measured with interpretCommand's selectedSlideId outside this file).
 *
 * After: 10 of 30. The arrow a user types for "becomes" ("3rd bullet on the pilot slide -> …") is
 * read as "change … to …" (5); 3 still splits at its comma ("core row, last column"). A figure
 * said in a bullet is found by the bullet's words, and by the old figure after "not" (8): 10 of 30.
 */

function deck(): DeckState {
  return {
    slides: [
      slide('s1', 'title', 'Rooftop Solar for Sunvale Homes', {
        subtitle: 'Proposal to Sunvale Housing Association · January 2027',
      }),
      slide('s2', 'content', 'Agenda', {
        items: [
          'Where Sunvale is today',
          'What solar saves',
          'Pilot results',
          'Programme options',
          'Programme plan',
          'Next steps',
        ],
      }),
      slide('s3', 'metrics', "Sunvale's homes today", {
        metrics: [
          { value: '4,820', label: 'homes managed' },
          { value: '£1,340', label: 'average tenant energy bill, 2025' },
          { value: '63%', label: 'homes rated EPC D or below' },
          { value: '212', label: 'suitable south-facing roofs' },
        ],
      }),
      slide('s4', 'chart', 'Average tenant bills are still 41% above 2021', {
        chart: {
          kind: 'line',
          categories: ['2021', '2022', '2023', '2024', '2025'],
          series: [
            { name: 'Average tenant energy bill (£ per year)', values: [950, 1210, 1480, 1390, 1340] },
          ],
        },
      }),
      slide('s5', 'comparison', 'Without solar vs with solar', {
        comparison: {
          left: {
            title: 'Without solar',
            items: [
              'Bills track wholesale prices',
              'No control over EPC upgrades',
              'Complaints about cold homes',
            ],
          },
          right: {
            title: 'With solar',
            items: ['Daytime power from the roof', 'EPC rises by one band', 'Lower arrears risk'],
          },
        },
      }),
      {
        ...slide('s6', 'content', 'The Ashdown pilot worked', {
          items: [
            '18 homes fitted in May 2026',
            'Average saving £312 per home per year',
            'No roof leaks reported',
            'Tenant satisfaction 4.7 out of 5',
          ],
        }),
        notes: "Pilot data from Sunvale's own meter readings.",
      },
      slide('s7', 'table', 'Three programme options', {
        table: {
          header: ['Option', 'Homes', 'Cost', 'Payback'],
          rows: [
            ['Starter', '60', '£432,000', '9 years'],
            ['Core', '150', '£1,020,000', '8 years'],
            ['Full', '212', '£1,410,000', '8 years'],
          ],
        },
      }),
      slide('s8', 'timeline', 'Programme plan', {
        steps: [
          { label: 'Survey roofs', date: 'Feb 2027' },
          { label: 'Planning checks', date: 'Mar 2027' },
          { label: 'First installs', date: 'May 2027' },
          { label: 'All homes live', date: 'Dec 2027' },
        ],
      }),
      slide('s9', 'statement', 'Our recommendation', {
        text: 'Start with the Core option: 150 homes in 2027.',
      }),
      slide('s10', 'thank_you', 'Thank you', {
        text: 'Questions and next steps\nDev Malhotra · dev.malhotra@cobaltridge.example',
      }),
    ],
    brief: 'Rooftop solar proposal from Cobalt Ridge Solar to Sunvale Housing Association.',
    checklist: [],
    metadata: {
      clientName: 'Sunvale Housing Association',
      agency: 'Cobalt Ridge Solar',
      presentationDate: 'January 2027',
    },
  };
}

const metrics = (d: DeckState) => at(d, 's3').content.metrics!;
const chart = (d: DeckState) => at(d, 's4').content.chart!;
const items = (d: DeckState, id: string) => at(d, id).content.items!;
const sides = (d: DeckState) => at(d, 's5').content.comparison!;
const table = (d: DeckState) => at(d, 's7').content.table!;
const steps = (d: DeckState) => at(d, 's8').content.steps!;
const order = (d: DeckState, ...to: string[]) => {
  d.slides = to.map((id) => at(d, id));
};
/** The slides the command added, in their places. */
const added = (o: Outcome) => o.after.slides.filter((s) => !o.before.slides.some((b) => b.id === s.id));
/** The deck's look changed and no slide did: text, figures, order and count as they were. */
const slidesKept = (o: Outcome) =>
  o.after.theme !== o.before.theme &&
  isDeepStrictEqual(o.after.slides, o.before.slides) &&
  isDeepStrictEqual(o.after.metadata, o.before.metadata);
/** A background light text reads on (WCAG AA for body text against white means under ~0.18). */
const dark = (colour: string | undefined) => {
  const rgb = colour ? parseCssColor(colour) : undefined;
  return rgb !== undefined && luminance(rgb) < 0.18;
};
/** Dark, and blue above red and green: navy. */
const navy = (colour: string | undefined) => {
  const rgb = colour ? parseCssColor(colour) : undefined;
  return rgb !== undefined && dark(colour) && rgb.b > rgb.r && rgb.b > rgb.g;
};
/** The assistant's words for the command: its question, or what it said with a change. */
const reply = (say: string, before: DeckState) => {
  const r = interpretCommand(say, structuredClone(before));
  return `${r.notUnderstood ?? ''} ${r.said ?? ''}`;
};
/** Every slide text, title and note of a slide, one string. */
const wordsOf = (s: DeckState['slides'][number]) => JSON.stringify([s.title, s.content, s.notes]);
/** A label and a date as one bullet: "Survey roofs — Feb 2027" (the dash or a colon between). */
const paired = (item: string | undefined, label: string, date: string) =>
  item !== undefined && [' — ', ' – ', ' - ', ': '].some((sep) => item === `${label}${sep}${date}`);

const SAY_25 = 'cambia el valor de 2025 en el gráfico a 1.350 libras';

const CASES: Case[] = [
  {
    n: 1,
    say: 'change homes managed to 4,870',
    does: (o) =>
      only(o, (d) => {
        metrics(d)[0]!.value = '4,870';
      }),
  },
  {
    n: 2,
    say: 'the 2023 value in the chart shld be 1460 not 1480',
    does: (o) =>
      only(o, (d) => {
        chart(d).series[0]!.values[2] = 1460;
      }),
    miss: 'not understood: the “X shld be A not B” form for a chart point is not a phrasing it knows',
  },
  {
    n: 3,
    say: 'core row, last column -> 7 yrs actually',
    does: (o) =>
      only(o, (d) => {
        table(d).rows[1]![3] = '7 years';
      }),
    miss: 'not understood: a cell by its row and “last column” with “->” is not a phrasing it knows',
  },
  {
    n: 4,
    say: 'push first installs to june 2027',
    // "Jun 2027" or "June 2027", as the tester allows.
    does: (o) =>
      ['Jun 2027', 'June 2027'].some((date) =>
        only(o, (d) => {
          steps(d)[2]!.date = date;
        }),
      ),
  },
  {
    n: 5,
    say: '3rd bullet on the pilot slide -> "No roof leaks in six months"',
    does: (o) =>
      only(o, (d) => {
        items(d, 's6')[2] = 'No roof leaks in six months';
      }),
  },
  {
    n: 6,
    say: 'delete that last bullet',
    // The tester selects slide 6 for this one; commandSet passes no selection (see the header).
    does: (o) => only(o, (d) => void items(d, 's6').splice(3, 1)),
    miss: 'not understood (with or without slide 6 selected): “delete that last bullet”',
  },
  {
    n: 7,
    say: 'change "Lower arrears risk" to "Fewer tenants in arrears"',
    does: (o) =>
      only(o, (d) => {
        sides(d).right.items[2] = 'Fewer tenants in arrears';
      }),
  },
  {
    n: 8,
    say: 'the satisfaction thing is 4.6 not 4.7',
    does: (o) =>
      only(o, (d) => {
        items(d, 's6')[3] = 'Tenant satisfaction 4.6 out of 5';
      }),
  },
  {
    n: 9,
    say: 'swap slides 4 and 5',
    does: (o) => only(o, (d) => order(d, 's1', 's2', 's3', 's5', 's4', 's6', 's7', 's8', 's9', 's10')),
  },
  {
    n: 10,
    say: 'move the recomendation before the options table',
    does: (o) => only(o, (d) => order(d, 's1', 's2', 's3', 's4', 's5', 's6', 's9', 's7', 's8', 's10')),
    miss: 'a misspelt slide name (“recomendation”): it says there is no such slide and asks which',
  },
  {
    n: 11,
    say: 'add a slide after the pilot one: bar chart of pilot savings by home type - flats 268, terraced 315, semi-detached 352 (£ per yr)',
    // The tester's series is "Average pilot saving (£ per home per year)": a saving, in £ a year
    // (shown in its name or as the chart's unit). The title is a takeaway of these three numbers
    // ("Semi-detached homes saved most in the pilot"): it names what leads or how they compare, and
    // any number in it is one of the three.
    does: (o) => {
      const [s] = added(o);
      const c = s?.content.chart;
      const unit = `${c?.series[0]?.name ?? ''} ${c?.unit ?? ''}`;
      const numbers = s?.title.match(/\d[\d,.]*/g) ?? [];
      return (
        s !== undefined &&
        c !== undefined &&
        ids(o.after).join() === 's1,s2,s3,s4,s5,s6,new1,s7,s8,s9,s10' &&
        s.type === 'chart' &&
        c.kind === 'bar' &&
        isDeepStrictEqual(c.categories, ['Flats', 'Terraced', 'Semi-detached']) &&
        c.series.length === 1 &&
        isDeepStrictEqual(c.series[0]!.values, [268, 315, 352]) &&
        /saving/i.test(c.series[0]!.name) &&
        /£/.test(unit) &&
        /\b(yr|year)\b/i.test(unit) &&
        /semi-detached|flats|terraced|most|least|more|less|highest|lowest|bigger|larger/i.test(s.title) &&
        numbers.every((x) => ['268', '315', '352', '£268', '£315', '£352'].includes(x)) &&
        s.notes === '' &&
        othersKept(o)
      );
    },
    miss: 'it adds an empty content slide after the agenda, titled with the command’s words: no chart, wrong place',
  },
  {
    n: 12,
    say: 'add a table slide before the thank you, columns Year | Homes fitted | CO2 saved (t), rows 2027 150 96 and 2028 212 135',
    // A topic title such as "Homes fitted and CO2 saved".
    does: (o) => {
      const [s] = added(o);
      return (
        s !== undefined &&
        ids(o.after).join() === 's1,s2,s3,s4,s5,s6,s7,s8,s9,new1,s10' &&
        s.type === 'table' &&
        isDeepStrictEqual(s.content.table, {
          header: ['Year', 'Homes fitted', 'CO2 saved (t)'],
          rows: [
            ['2027', '150', '96'],
            ['2028', '212', '135'],
          ],
        }) &&
        /homes|co2|carbon/i.test(s.title) &&
        s.notes === '' &&
        othersKept(o)
      );
    },
    miss: 'it adds the table slide in its place but empty, titled with the command’s words: no columns or rows',
  },
  {
    n: 13,
    say: 'add a timeline after the programme plan for tenant comms: letters jan 2027, drop-in sessions feb 2027, install-day notice 1 week before each install',
    // The tester names the first step "Letters to tenants" and writes "Jan 2027"; "Letters" and
    // "January 2027" say the same. A topic title such as "Tenant communications".
    does: (o) => {
      const [s] = added(o);
      const got = s?.content.steps ?? [];
      return (
        s !== undefined &&
        ids(o.after).join() === 's1,s2,s3,s4,s5,s6,s7,s8,new1,s9,s10' &&
        s.type === 'timeline' &&
        got.length === 3 &&
        ['Letters to tenants', 'Letters'].includes(got[0]!.label) &&
        ['Jan 2027', 'January 2027'].includes(got[0]!.date ?? '') &&
        got[1]!.label === 'Drop-in sessions' &&
        ['Feb 2027', 'February 2027'].includes(got[1]!.date ?? '') &&
        got[2]!.label === 'Install-day notice' &&
        got[2]!.date === '1 week before each install' &&
        got.every((step) => step.text === undefined) &&
        /tenant|comms|communication/i.test(s.title) &&
        othersKept(o)
      );
    },
    miss: 'it reads “the programme plan for tenant comms” as the slide to add after and asks which',
  },
  {
    n: 14,
    say: 'turn the without/with slide into a table',
    does: (o) => {
      const s = at(o.after, 's5');
      return (
        s.type === 'table' &&
        s.title === 'Without solar vs with solar' &&
        s.notes === '' &&
        isDeepStrictEqual(s.content.table, {
          header: ['Without solar', 'With solar'],
          rows: [
            ['Bills track wholesale prices', 'Daytime power from the roof'],
            ['No control over EPC upgrades', 'EPC rises by one band'],
            ['Complaints about cold homes', 'Lower arrears risk'],
          ],
        }) &&
        ids(o.after).join() === ids(o.before).join() &&
        othersKept(o, 's5')
      );
    },
    miss: 'it reads “without/with” as a slide name and asks which',
  },
  {
    n: 15,
    say: 'make slide 6 a metrics slide',
    // The three figures as the tester gives them ("4.7 / 5" or "4.7/5"); the roof leaks kept as a
    // metric "0 / roof leaks reported", or its words anywhere on the slide (a subtext, a line).
    does: (o) => {
      const s = at(o.after, 's6');
      const m = s.content.metrics ?? [];
      const is = (k: number, values: string[], label: string) =>
        m[k] !== undefined && values.includes(m[k].value) && m[k].label.toLowerCase() === label;
      const leaks =
        m.some((x) => x.value === '0' && /^(no )?roof leaks reported$/i.test(x.label)) ||
        /no roof leaks reported/i.test(JSON.stringify(s.content));
      return (
        s.type === 'metrics' &&
        s.title === 'The Ashdown pilot worked' &&
        s.notes === "Pilot data from Sunvale's own meter readings." &&
        is(0, ['18'], 'homes fitted, may 2026') &&
        is(1, ['£312'], 'average saving per home per year') &&
        m.some(
          (x, k) => k >= 2 && ['4.7 / 5', '4.7/5'].includes(x.value) && x.label === 'tenant satisfaction',
        ) &&
        leaks &&
        ids(o.after).join() === ids(o.before).join() &&
        othersKept(o, 's6')
      );
    },
    miss: 'it sets the type to metrics and leaves the bullets as they were: no metrics made from them',
  },
  {
    n: 16,
    say: 'make the timeline a normal bullet slide',
    does: (o) => {
      const s = at(o.after, 's8');
      const got = s.content.items ?? [];
      return (
        s.type === 'content' &&
        s.title === 'Programme plan' &&
        s.notes === '' &&
        got.length === 4 &&
        paired(got[0], 'Survey roofs', 'Feb 2027') &&
        paired(got[1], 'Planning checks', 'Mar 2027') &&
        paired(got[2], 'First installs', 'May 2027') &&
        paired(got[3], 'All homes live', 'Dec 2027') &&
        ids(o.after).join() === ids(o.before).join() &&
        othersKept(o, 's8')
      );
    },
    miss: '“bullet slide” is not understood as the content type',
  },
  {
    n: 17,
    say: 'add speaker notes to the chart: source is ofgem cap data + sunvale tenant survey 2025',
    // "Source: Ofgem price cap data and Sunvale tenant survey 2025.", wording tidied or not.
    does: (o) => {
      const notes = at(o.after, 's4').notes;
      return (
        isDeepStrictEqual({ ...at(o.after, 's4'), notes: '' }, at(o.before, 's4')) &&
        /ofgem/i.test(notes) &&
        /\bcap\b/i.test(notes) &&
        /sunvale tenant survey 2025/i.test(notes) &&
        ids(o.after).join() === ids(o.before).join() &&
        othersKept(o, 's4')
      );
    },
  },
  {
    n: 18,
    say: 'remove the agenda',
    does: (o) => only(o, (d) => void d.slides.splice(1, 1)),
  },
  {
    n: 19,
    say: 'merge the recommendation into the thank you slide',
    // The thank-you slide keeps its title, its line and its contact, and gains the statement's line.
    does: (o) => {
      const s = at(o.after, 's10');
      const words = s ? wordsOf(s) : '';
      return (
        ids(o.after).join() === 's1,s2,s3,s4,s5,s6,s7,s8,s10' &&
        s.type === 'thank_you' &&
        s.title === 'Thank you' &&
        s.notes === '' &&
        words.includes('Questions and next steps') &&
        words.includes('Dev Malhotra · dev.malhotra@cobaltridge.example') &&
        words.includes('Start with the Core option: 150 homes in 2027.') &&
        othersKept(o, 's9', 's10')
      );
    },
    miss: 'merge joins only a slide’s continuations: it reads “recommendation into the thank you” as one slide name and asks which',
  },
  {
    n: 20,
    say: 'split the agenda into 2 slides, 3 items each',
    does: (o) => {
      const [s] = added(o);
      return (
        s !== undefined &&
        ids(o.after).join() === 's1,s2,new1,s3,s4,s5,s6,s7,s8,s9,s10' &&
        isDeepStrictEqual(at(o.after, 's2'), {
          ...at(o.before, 's2'),
          content: { items: ['Where Sunvale is today', 'What solar saves', 'Pilot results'] },
        }) &&
        s.type === 'content' &&
        ['Agenda (continued)', 'Agenda (2/2)'].includes(s.title) &&
        isDeepStrictEqual(s.content, { items: ['Programme options', 'Programme plan', 'Next steps'] }) &&
        s.notes === '' &&
        othersKept(o, 's2')
      );
    },
    miss: 'it reads “agenda into 2 slides, 3 items each” as a slide name and asks which',
  },
  {
    n: 21,
    say: 'rename slide 8 to "Installation plan"',
    does: (o) =>
      only(o, (d) => {
        at(d, 's8').title = 'Installation plan';
      }),
  },
  {
    n: 22,
    say: 'make the theme darker, dark navy backgrounds everywhere',
    // Every slide's surface under the new theme is dark navy, its text meeting WCAG AA (4.5:1) on
    // it (surfaces.ts decides which colour a slide type is drawn on, and its text).
    does: (o) => {
      const theme = o.after.theme ? builtInTheme(o.after.theme) : undefined;
      return (
        slidesKept(o) &&
        theme !== undefined &&
        o.after.slides.every((s) => {
          const look = slideDefaultsFor(theme, s.type);
          return navy(look?.background) && contrastRatio(look?.text ?? '', look?.background ?? '') >= 4.5;
        })
      );
    },
    miss: 'not understood: a darker theme with navy backgrounds everywhere',
  },
  {
    n: 23,
    say: 'can u make the accent colour green like #2E7D32',
    // The deck's accent is its theme's: encoded, as in set 9, as a built-in theme with that accent.
    does: (o) =>
      slidesKept(o) && builtInTheme(o.after.theme ?? '')?.colors.accent.toUpperCase() === '#2E7D32',
    miss: 'it reads “accent colour green like” as a slide name and asks which (a deck has no accent of its own)',
  },
  {
    n: 24,
    say: "mets le titre de la slide 3 en français : « Les logements de Sunvale aujourd'hui »",
    does: (o) =>
      only(o, (d) => {
        at(d, 's3').title = "Les logements de Sunvale aujourd'hui";
      }),
    miss: 'not understood: a French title change',
  },
  {
    n: 25,
    say: SAY_25,
    // The value becomes 1,350 and the title is left as it is, the reply saying that its 41% no
    // longer holds (1,350 is 42% above 950) and asking or offering to update it; or, the tester's
    // grader says, a question about it with nothing changed yet. Slide 3's £1,340 is not touched.
    does: (o) => {
      const said = reply(SAY_25, o.before);
      const flags = /41\s?%|42\s?%/.test(said) && /title/i.test(said);
      const changed = only(o, (d) => {
        chart(d).series[0]!.values[4] = 1350;
      });
      return flags && (changed || asks(o, /1[.,]?350/));
    },
    miss: 'it cannot find “the valor of 2025 in the chart” (Spanish): nothing changed, the title’s 41% not raised',
  },
  {
    n: 26,
    say: 'lösch den zweiten Punkt auf der Pilot-Folie',
    does: (o) => only(o, (d) => void items(d, 's6').splice(1, 1)),
    miss: 'not understood: a German bullet deletion',
  },
  {
    n: 27,
    say: 'muda o subtítulo da capa para "Proposta à Sunvale · fevereiro 2027"',
    // The deck's separate date may be left as it is, or follow the subtitle.
    does: (o) =>
      [undefined, 'fevereiro 2027', 'February 2027', 'Feb 2027'].some((date) =>
        only(o, (d) => {
          at(d, 's1').content.subtitle = 'Proposta à Sunvale · fevereiro 2027';
          if (date) d.metadata.presentationDate = date;
        }),
      ),
    miss: '“capa” (Portuguese for the cover) is not known as the title slide: it asks which slide',
  },
  {
    n: 28,
    say: 'delete that one',
    // Asked which slide to delete, nothing changed.
    does: (o) => asks(o, /which/i) && /slide/i.test(o.answer ?? ''),
  },
  {
    n: 29,
    say: 'change the number in the second column to 5,000',
    // Asked which row (or which slide): the three rows of the options table's Homes column.
    does: (o) =>
      asks(o) &&
      (/which (row|slide)/i.test(o.answer ?? '') ||
        (/Starter/.test(o.answer ?? '') && /Core/.test(o.answer ?? '') && /Full/.test(o.answer ?? ''))),
    miss: 'it asks about the metrics slide’s figures (none labelled “number in the second column”), not the table’s rows',
  },
  {
    n: 30,
    say: 'make up a couple of tenant quotes for the pilot slide so it feels more human',
    // Refused for what it is, invented quotes, nothing changed.
    does: (o) => asks(o, /quote/i) && /invent|make (them )?up|made[- ]up|real/i.test(o.answer ?? ''),
    miss: 'it asks whether the words are a colour or a slide type: no refusal to invent quotes',
  },
];

describe('blind set 10: 30 commands on a 10-slide solar proposal', () => {
  commandSet(CASES, deck, 10);
});
