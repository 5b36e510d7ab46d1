import { JSDOM } from 'jsdom';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { METRICS_MAX_COLUMNS, SLIDE_COLORS } from '../limits';
import { DEFAULT_AGENCY_LABEL } from './deckDefaults';
import {
  isSlideType,
  NEW_SLIDE_DEFAULTS,
  SLIDE_TYPES,
  type SlideContent,
  slideContentSchema,
  slideTypeSchema,
} from './model';
import { type RenderOptions, SlideCanvas } from './SlideCanvas';
import { PAD_X } from './theme';
import { METRIC_CELL } from './types/metrics/layout';
import { colorsOf } from './view';

/** A slide drawn by the shared renderers to static markup, parsed so that tests read it as a browser would. */
function draw(type: string, title: string, content: SlideContent = {}, options?: RenderOptions) {
  const html = renderToStaticMarkup(createElement(SlideCanvas, { slide: { type, title, content }, options }));
  const canvas = new JSDOM(html).window.document.querySelector('[data-slide-type]')!;
  const root = canvas.firstElementChild!;
  return { canvas, root, text: canvas.textContent ?? '' };
}

/** The inline style as written (no colour normalisation), property → value. */
function styleOf(el: Element | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const decl of (el?.getAttribute('style') ?? '').split(';')) {
    const at = decl.indexOf(':');
    if (at > 0) out[decl.slice(0, at).trim()] = decl.slice(at + 1).trim();
  }
  return out;
}

const px = (value: string | undefined) => Number.parseFloat(value ?? 'NaN');

/** Every element whose own text is exactly `text`. */
function elementsWithText(canvas: Element, text: string) {
  return [...canvas.querySelectorAll('*')].filter(
    (el) => [...el.childNodes].some((n) => n.nodeType === 3) && el.textContent === text,
  );
}

describe('the slide model (SPEC §3, §9)', () => {
  it('has the nine types of SPEC §3 and the data slides of issue 31', () => {
    expect([...SLIDE_TYPES].sort()).toEqual(
      [
        'title',
        'strategic_title',
        'thank_you',
        'content',
        'metrics',
        'statement',
        'comparison',
        'calculator',
        'html',
        'chart',
        'table',
        'image',
        'timeline',
      ].sort(),
    );
    for (const t of SLIDE_TYPES) {
      expect(isSlideType(t)).toBe(true);
      expect(slideTypeSchema.safeParse(t).success).toBe(true);
    }
    expect(isSlideType('pie_chart')).toBe(false);
    const refused = slideTypeSchema.safeParse('pie_chart');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toContain('must be one of title, strategic_title');
  });

  it('gives a new slide type content, title "New Slide" and empty content', () => {
    expect(NEW_SLIDE_DEFAULTS).toEqual({ type: 'content', title: 'New Slide', content: {} });
  });

  it('accepts every content field of SPEC §3 and refuses unknown ones', () => {
    const full: SlideContent = {
      text: 't',
      items: ['a'],
      backgroundColor: '#1a365d',
      textColor: 'white',
      metrics: [{ value: '1', label: 'l', subtext: 's' }],
      author: 'a',
      comparison: { left: { title: 'L', items: ['x'] }, right: { title: 'R', items: ['y'] } },
      htmlContent: '<p>x</p>',
      styles: 'p{}',
      line1: '1',
      line2: '2',
      line3: '3',
      clientName: 'c',
      agency: 'a',
      date: 'd',
      mainText: 'm',
      highlightText: 'h',
      subtitle: 's',
    };
    expect(slideContentSchema.parse(full)).toEqual(full);
    expect(slideContentSchema.safeParse({ body: 'x' }).success).toBe(false);
  });

  it('takes CSS colours only, so a colour cannot smuggle in other styles', () => {
    for (const ok of ['#1a365d', '#fff', 'navy', 'rgb(0, 51, 102)', 'rgba(0,0,0,0.5)', 'hsl(210, 50%, 20%)'])
      expect(slideContentSchema.safeParse({ backgroundColor: ok }).success, ok).toBe(true);
    for (const bad of ['red; position: fixed', 'url(https://x.test/a.png)', '#12', 'expression(alert(1))'])
      expect(slideContentSchema.safeParse({ textColor: bad }).success, bad).toBe(false);
  });

  it('lets backgroundColor and textColor override the type defaults', () => {
    expect(colorsOf({ type: 'title', title: '', content: {} }, '#1a365d', '#ffffff')).toEqual({
      background: '#1a365d',
      text: '#ffffff',
    });
    expect(
      colorsOf(
        { type: 'title', title: '', content: { backgroundColor: 'black', textColor: '#ffcc00' } },
        '#1a365d',
        '#ffffff',
      ),
    ).toEqual({ background: 'black', text: '#ffcc00' });
  });
});

describe('slide defaults as drawn (SPEC §9)', () => {
  it('draws every type with its own renderer at 1920×1080', () => {
    for (const type of SLIDE_TYPES) {
      const { canvas, text } = draw(type, `A ${type} slide`);
      expect(canvas.getAttribute('data-slide-type')).toBe(type);
      expect(styleOf(canvas)).toMatchObject({ width: '1920px', height: '1080px', overflow: 'hidden' });
      expect(text).not.toContain('Unknown slide type');
    }
  });

  it('shows "Unknown slide type: {type}" for any other type', () => {
    const { canvas, text } = draw('pie_chart', 'Legacy');
    expect(canvas.getAttribute('data-slide-type')).toBe('pie_chart');
    expect(text).toBe('Unknown slide type: pie_chart');
  });

  it('title slide: #1a365d background with white text', () => {
    const { root, text } = draw('title', 'Growth Strategy 2027', { subtitle: 'For the board' });
    expect(SLIDE_COLORS.titleBackground).toBe('#1a365d');
    expect(styleOf(root)).toMatchObject({ background: '#1a365d', color: '#ffffff' });
    expect(text).toContain('Growth Strategy 2027');
    expect(text).toContain('For the board');
  });

  it('content slide: white background with dark text', () => {
    const { root } = draw('content', 'Priorities', { items: ['One'] });
    expect(styleOf(root)).toMatchObject({ background: '#ffffff', color: SLIDE_COLORS.contentText });
    // Dark: well under half of full brightness on each channel.
    const [r, g, b] = SLIDE_COLORS.contentText
      .slice(1)
      .match(/../g)!
      .map((h) => Number.parseInt(h, 16));
    expect(Math.max(r!, g!, b!)).toBeLessThan(64);
  });

  it('metrics slide: #003366 background and never more than 4 columns', () => {
    const metric = (i: number) => ({ value: `${i}0%`, label: `Metric ${i}` });
    const columns = (n: number) => {
      const { canvas, root } = draw('metrics', 'Numbers', {
        metrics: Array.from({ length: n }, (_, i) => metric(i + 1)),
      });
      expect(styleOf(root).background).toBe('#003366');
      // Each figure sits in its card, placed by the layout: the columns are the most cards in a row.
      const figures = Array.from({ length: n }, (_, i) => elementsWithText(canvas, metric(i + 1).value)[0]);
      const rows = new Map<string, number>();
      for (const f of figures) {
        const top = styleOf(f!.parentElement).top!;
        rows.set(top, (rows.get(top) ?? 0) + 1);
      }
      return Math.max(...rows.values());
    };
    expect(METRICS_MAX_COLUMNS).toBe(4);
    expect(columns(1)).toBe(1);
    expect(columns(3)).toBe(3);
    expect(columns(4)).toBe(4);
    // Past four, the rows are as even as they go: six are two rows of three, not four and two.
    expect(columns(6)).toBe(3);
    expect(columns(8)).toBe(4);
    for (const n of [5, 7, 9, 12]) expect(columns(n)).toBeLessThanOrEqual(4);
    const { text } = draw('metrics', 'Numbers', {
      metrics: [{ value: '$4.2M', label: 'Revenue', subtext: '+32% YoY' }],
    });
    expect(text).toContain('$4.2M');
    expect(text).toContain('Revenue');
    expect(text).toContain('+32% YoY');
  });

  it('metrics slide: a figure is sized to its column and always leads its label', () => {
    const sizes = (values: string[]) => {
      const { canvas } = draw('metrics', 'Numbers', {
        metrics: values.map((value, i) => ({ value, label: `A long descriptive label number ${i + 1}` })),
      });
      const el = elementsWithText(canvas, values[0]!)[0];
      const figure = px(styleOf(el)['font-size']);
      const label = px(
        styleOf(elementsWithText(canvas, 'A long descriptive label number 1')[0])['font-size'],
      );
      // The room for text in the figure's card: its width less the padding either side.
      const room = px(styleOf(el!.parentElement).width) - 2 * METRIC_CELL.padX;
      return { figure, label, room };
    };
    const one = sizes(['$4.2M']);
    const four = sizes(['$4.2M', '71', '1.2M', '98%']);
    const wide = sizes(['$12,400,000', '$22,400,000', '$32,400,000', '$42,400,000']);
    expect(four.figure).toBeLessThan(one.figure);
    expect(wide.figure).toBeLessThan(four.figure);
    // Four cards share the 1640 px between the margins (a row, or a 2×2 grid when its figures are
    // larger); bold figures need over 0.6em each.
    expect(four.room).toBeLessThan((1920 - 2 * PAD_X) / 2);
    expect(four.figure * '$4.2M'.length * 0.6).toBeLessThanOrEqual(four.room);
    expect(wide.figure * '$12,400,000'.length * 0.6).toBeLessThanOrEqual(wide.room);
    for (const s of [one, four, wide]) expect(s.label).toBeLessThan(s.figure);
  });

  it('statement slide: #DC143C background', () => {
    const { root, text } = draw('statement', 'Statement', { text: 'Speed is our strategy' });
    expect(styleOf(root).background).toBe('#DC143C');
    expect(text).toContain('Speed is our strategy');
  });

  it('strategic title: STRATEGIC / PARTNERSHIP / PROPOSAL, FOR / FROM / DATE and a default agency label', () => {
    const { root, canvas } = draw('strategic_title', 'Proposal', { clientName: 'Northwind' });
    expect(styleOf(root)).toMatchObject({ background: '#1a365d', color: '#ffffff' });
    for (const word of ['STRATEGIC', 'PARTNERSHIP', 'PROPOSAL', 'FOR', 'FROM', 'DATE', 'Northwind'])
      expect(elementsWithText(canvas, word), word).toHaveLength(1);
    expect(elementsWithText(canvas, DEFAULT_AGENCY_LABEL)).toHaveLength(1);
    expect(DEFAULT_AGENCY_LABEL.trim()).not.toBe('');

    const own = draw('strategic_title', 'Proposal', {
      line1: 'GROWTH',
      line2: 'ROADMAP',
      line3: '2027',
      agency: 'Acme',
      date: 'March 2027',
    });
    for (const word of ['GROWTH', 'ROADMAP', '2027', 'Acme', 'March 2027'])
      expect(elementsWithText(own.canvas, word), word).toHaveLength(1);
    expect(own.text).not.toContain('STRATEGIC');
  });

  it("strategic title: empty FOR / FROM / DATE show the deck's brief details; the slide's own win", () => {
    const deck = {
      clientName: 'Contoso Health',
      agency: 'Studio Meridian',
      presentationDate: 'October 2025',
    };
    const factOf = (canvas: Element, label: string) =>
      elementsWithText(canvas, label)[0]?.nextElementSibling?.textContent;

    const empty = draw('strategic_title', 'Proposal', {}, { deck });
    expect(factOf(empty.canvas, 'FOR')).toBe('Contoso Health');
    expect(factOf(empty.canvas, 'FROM')).toBe('Studio Meridian');
    expect(factOf(empty.canvas, 'DATE')).toBe('October 2025');
    expect(empty.text).not.toContain(DEFAULT_AGENCY_LABEL);

    // Blank in the slide counts as empty; the slide's own words beat the deck's.
    const own = draw(
      'strategic_title',
      'Proposal',
      { clientName: 'Northwind', agency: '  ', date: 'March 2027' },
      { deck },
    );
    expect(factOf(own.canvas, 'FOR')).toBe('Northwind');
    expect(factOf(own.canvas, 'FROM')).toBe('Studio Meridian');
    expect(factOf(own.canvas, 'DATE')).toBe('March 2027');
    expect(own.text).not.toContain('Contoso Health');
    expect(own.text).not.toContain('October 2025');

    // A brief left blank changes nothing: the slide's title, the default label, a dash.
    const blank = draw('strategic_title', 'Proposal', {}, { deck: { clientName: '', agency: ' ' } });
    expect(factOf(blank.canvas, 'FOR')).toBe('Proposal');
    expect(factOf(blank.canvas, 'FROM')).toBe(DEFAULT_AGENCY_LABEL);
    expect(factOf(blank.canvas, 'DATE')).toBe('—');
  });

  it('thank-you slide: "LET\'S BUILD" / "YOUR EMPIRE" by default, its own lines when given', () => {
    const plain = draw('thank_you', 'Thanks');
    expect(elementsWithText(plain.canvas, "LET'S BUILD")).toHaveLength(1);
    expect(elementsWithText(plain.canvas, 'YOUR EMPIRE')).toHaveLength(1);
    const own = draw('thank_you', 'Thanks', { mainText: 'THANK YOU', highlightText: 'NORTHWIND TEAM' });
    expect(own.text).toContain('THANK YOU');
    expect(own.text).toContain('NORTHWIND TEAM');
    expect(own.text).not.toContain('EMPIRE');
  });

  it('content slide: larger text up to 3 items (largest for one or two), smaller past 4', () => {
    const itemSize = (n: number) => {
      const items = Array.from({ length: n }, (_, i) => `Point ${i + 1}`);
      const { canvas } = draw('content', 'Agenda', { items });
      const sizes = items.map((item) => px(styleOf(elementsWithText(canvas, item)[0])['font-size']));
      expect(new Set(sizes).size).toBe(1);
      return sizes[0]!;
    };
    expect(itemSize(1)).toBe(itemSize(2));
    expect(itemSize(2)).toBeGreaterThanOrEqual(itemSize(3));
    expect(itemSize(3)).toBeGreaterThan(itemSize(4));
    expect(itemSize(5)).toBeLessThan(itemSize(4));
    expect(itemSize(5)).toBeGreaterThanOrEqual(32);
  });

  it('a long title and many long bullets shrink but stay readable', () => {
    const long = 'Revenue grew across every region as the new pricing landed with enterprise buyers ';
    const { canvas } = draw('content', 'T'.repeat(200), { items: Array.from({ length: 12 }, () => long) });
    const bullet = px(styleOf(elementsWithText(canvas, long)[0])['font-size']);
    expect(bullet).toBeLessThan(40);
    expect(bullet).toBeGreaterThanOrEqual(22);
  });

  it('backgroundColor and textColor override every type’s defaults', () => {
    for (const type of SLIDE_TYPES.filter((t) => t !== 'html')) {
      const { root } = draw(type, 'Colours', {
        backgroundColor: '#2d3748',
        textColor: '#fefcbf',
        items: ['One'],
        metrics: [{ value: '1', label: 'One' }],
      });
      expect(styleOf(root), type).toMatchObject({ background: '#2d3748', color: '#fefcbf' });
    }
  });
});
