import PptxGenJS from 'pptxgenjs';
import { DEFAULT_TEAM, teamCosts } from '../../common/calculator';
import { CALCULATOR, SLIDE_COLORS } from '../../common/limits';
import { type DeckMetadata, strategicTitleFacts } from '../../common/slides/deckDefaults';
import { readZip, writeZip } from '../lib/zip';
import { toHex } from './colors';
import { contentOf, type ExportDeck, type ExportSlide, htmlToPlainText } from './deck';
import { writePptx } from './pptxWrite';

const hex = (c: string) => toHex(c, '000000');

/**
 * Editable PowerPoint: every slide type becomes native text boxes, shapes and tables laid out like
 * the 1920×1080 renderer (1 px = 1/144 in on the 13.33×7.5 in wide layout), never a picture —
 * except HTML slides, whose arbitrary markup only a browser can draw: they come in as a picture
 * (rendered by the caller) with their text in the notes.
 */
const px = (n: number) => n / 144;
const FONT = 'Calibri';
const pt = (cssPx: number) => Math.round(cssPx * 0.75);

/** One formatter for every amount (making one per call costs more than the formatting). */
const DOLLARS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const dollars = (n: number) => `$${DOLLARS.format(Math.round(n))}`;

type PSlide = ReturnType<PptxGenJS['addSlide']>;
type TextOpts = Parameters<PSlide['addText']>[1];

function box(slide: PSlide, text: string, x: number, y: number, w: number, h: number, opts: TextOpts = {}) {
  if (!text) return;
  slide.addText(text, {
    x: px(x),
    y: px(y),
    w: px(w),
    h: px(h),
    fontFace: FONT,
    margin: 0,
    valign: 'top',
    fit: 'shrink',
    ...opts,
  });
}

/** Text size tiers by length, the same idea as the screen renderer: long text shrinks, never spills. */
function sized(text: string, base: number, steps: Array<[number, number]>): number {
  for (const [len, size] of steps) if (text.length > len) return pt(size);
  return pt(base);
}

function colors(s: ExportSlide, bg: string, fg: string) {
  const c = contentOf(s);
  return { bg: toHex(c.backgroundColor, hex(bg)), fg: toHex(c.textColor, hex(fg)) };
}

function accentBar(slide: PSlide, color: string, x: number, y: number, w = 120, h = 8) {
  slide.addShape('rect', { x: px(x), y: px(y), w: px(w), h: px(h), fill: { color }, line: { color } });
}

function drawTitle(slide: PSlide, s: ExportSlide) {
  const c = contentOf(s);
  const { bg, fg } = colors(s, SLIDE_COLORS.titleBackground, SLIDE_COLORS.titleText);
  slide.background = { color: bg };
  accentBar(slide, fg, 160, 360);
  const title = s.title || 'Untitled';
  box(slide, title, 160, 400, 1600, 320, {
    fontSize: sized(title, 112, [
      [80, 64],
      [40, 88],
    ]),
    bold: true,
    color: fg,
  });
  box(slide, c.subtitle ?? c.text ?? '', 160, 740, 1600, 160, { fontSize: pt(40), color: fg });
  box(slide, c.author ?? '', 160, 930, 1600, 60, { fontSize: pt(28), color: fg, transparency: 25 });
}

function drawStrategic(slide: PSlide, s: ExportSlide, deck?: DeckMetadata) {
  const c = contentOf(s);
  const { bg, fg } = colors(s, SLIDE_COLORS.titleBackground, SLIDE_COLORS.titleText);
  slide.background = { color: bg };
  const lines = [c.line1 || 'STRATEGIC', c.line2 || 'PARTNERSHIP', c.line3 || 'PROPOSAL'];
  lines.forEach((line, i) => {
    box(slide, line, 160, 170 + i * 170, 1600, 170, { fontSize: pt(150), bold: true, color: fg });
  });
  accentBar(slide, fg, 160, 720, 1600, 2);
  const { client, agency, date } = strategicTitleFacts({ title: s.title, content: c }, deck);
  const labels: Array<[string, string]> = [
    ['FOR', client],
    ['FROM', agency],
    ['DATE', date],
  ];
  labels.forEach(([label, value], i) => {
    const x = 160 + i * 540;
    box(slide, label, x, 770, 500, 40, { fontSize: pt(24), bold: true, color: fg, charSpacing: 4 });
    box(slide, value, x, 820, 500, 100, { fontSize: pt(36), color: fg });
  });
}

function drawThankYou(slide: PSlide, s: ExportSlide) {
  const c = contentOf(s);
  const { bg, fg } = colors(s, SLIDE_COLORS.titleBackground, SLIDE_COLORS.titleText);
  slide.background = { color: bg };
  box(slide, c.mainText || "LET'S BUILD", 160, 300, 1600, 220, {
    fontSize: pt(170),
    bold: true,
    color: fg,
    align: 'center',
  });
  box(slide, c.highlightText || 'YOUR EMPIRE', 160, 520, 1600, 220, {
    fontSize: pt(170),
    bold: true,
    color: toHex(c.textColor, 'F6AD55'),
    align: 'center',
  });
  box(slide, c.subtitle ?? c.text ?? '', 160, 800, 1600, 120, {
    fontSize: pt(36),
    color: fg,
    align: 'center',
  });
}

function drawContent(slide: PSlide, s: ExportSlide) {
  const c = contentOf(s);
  const { bg, fg } = colors(s, SLIDE_COLORS.contentBackground, SLIDE_COLORS.contentText);
  slide.background = { color: bg };
  accentBar(slide, hex(SLIDE_COLORS.titleBackground), 140, 130);
  box(slide, s.title, 140, 160, 1640, 160, {
    fontSize: sized(s.title, 72, [[60, 52]]),
    bold: true,
    color: fg,
  });
  const items = c.items ?? [];
  let y = 360;
  if (c.text) {
    box(slide, c.text, 140, y, 1640, items.length ? 160 : 600, {
      fontSize: pt(items.length ? 34 : 40),
      color: fg,
    });
    y += items.length ? 180 : 620;
  }
  if (items.length) {
    const size = items.length > 4 ? 30 : 40;
    slide.addText(
      items.map((item) => ({ text: item, options: { bullet: { indent: 24 }, paraSpaceAfter: 12 } })),
      {
        x: px(140),
        y: px(y),
        w: px(1640),
        h: px(1000 - y),
        fontFace: FONT,
        fontSize: pt(size),
        color: fg,
        valign: 'top',
        fit: 'shrink',
        margin: 0,
      },
    );
  }
}

function drawMetrics(slide: PSlide, s: ExportSlide) {
  const c = contentOf(s);
  const { bg, fg } = colors(s, SLIDE_COLORS.metricsBackground, '#ffffff');
  slide.background = { color: bg };
  box(slide, s.title, 140, 140, 1640, 140, {
    fontSize: sized(s.title, 64, [[60, 48]]),
    bold: true,
    color: fg,
  });
  const metrics = (c.metrics ?? []).slice(0, 4);
  const gap = 40;
  const w = metrics.length ? (1640 - gap * (metrics.length - 1)) / metrics.length : 0;
  metrics.forEach((m, i) => {
    const x = 140 + i * (w + gap);
    slide.addShape('rect', {
      x: px(x),
      y: px(380),
      w: px(w),
      h: px(480),
      fill: { color: fg, transparency: 92 },
      line: { color: fg, transparency: 80 },
    });
    box(slide, m.value, x + 40, 430, w - 80, 180, {
      fontSize: pt(metrics.length > 3 ? 88 : 112),
      bold: true,
      color: fg,
    });
    box(slide, m.label, x + 40, 630, w - 80, 90, { fontSize: pt(32), bold: true, color: fg });
    box(slide, m.subtext ?? '', x + 40, 730, w - 80, 100, { fontSize: pt(24), color: fg, transparency: 25 });
  });
  box(slide, c.text ?? '', 140, 900, 1640, 100, { fontSize: pt(28), color: fg });
}

function drawStatement(slide: PSlide, s: ExportSlide) {
  const c = contentOf(s);
  const { bg, fg } = colors(s, SLIDE_COLORS.statementBackground, '#ffffff');
  slide.background = { color: bg };
  const text = c.text || c.mainText || s.title;
  box(slide, text, 160, 260, 1600, 500, {
    fontSize: sized(text, 96, [
      [200, 56],
      [100, 72],
    ]),
    bold: true,
    color: fg,
    valign: 'middle',
  });
  if (text !== s.title)
    box(slide, s.title, 160, 140, 1600, 80, { fontSize: pt(30), color: fg, charSpacing: 3 });
  box(slide, c.author ? `— ${c.author}` : '', 160, 820, 1600, 80, { fontSize: pt(32), color: fg });
}

function drawComparison(slide: PSlide, s: ExportSlide) {
  const c = contentOf(s);
  const { bg, fg } = colors(s, SLIDE_COLORS.contentBackground, SLIDE_COLORS.contentText);
  slide.background = { color: bg };
  box(slide, s.title, 140, 120, 1640, 140, {
    fontSize: sized(s.title, 64, [[60, 48]]),
    bold: true,
    color: fg,
  });
  const sides = [c.comparison?.left, c.comparison?.right];
  const head = ['E2E8F0', hex(SLIDE_COLORS.titleBackground)];
  const headText = [fg, 'FFFFFF'];
  const rows = Math.max(1, ...sides.map((side) => side?.items.length ?? 0));
  sides.forEach((side, i) => {
    const x = 140 + i * 840;
    const tableRows = [
      [
        {
          text: side?.title ?? '',
          options: { bold: true, fontSize: pt(36), color: headText[i], fill: { color: head[i] } },
        },
      ],
      ...Array.from({ length: rows }, (_, r) => [
        { text: side?.items[r] ?? '', options: { fontSize: pt(28), color: fg } },
      ]),
    ];
    slide.addTable(tableRows as never, {
      x: px(x),
      y: px(300),
      w: px(800),
      colW: [px(800)],
      fontFace: FONT,
      border: { type: 'solid', color: 'E2E8F0', pt: 1 },
      margin: 0.12,
      autoPage: false,
    });
  });
}

function drawCalculator(slide: PSlide, s: ExportSlide) {
  const { bg, fg } = colors(s, SLIDE_COLORS.contentBackground, SLIDE_COLORS.contentText);
  slide.background = { color: bg };
  box(slide, s.title || 'Team Cost Calculator', 140, 120, 1640, 140, {
    fontSize: pt(64),
    bold: true,
    color: fg,
  });
  const r = teamCosts(DEFAULT_TEAM);
  const rows = [
    [
      'In-house team',
      `${CALCULATOR.defaultDesigners + CALCULATOR.defaultDevelopers} people`,
      dollars(r.inHouseTotal),
    ],
    ['Augmented team', `${CALCULATOR.defaultAugmented} people`, dollars(r.augmentedTotal)],
    [
      r.savings > 0 ? 'Savings' : 'Difference',
      r.better ? `${r.percentSaved}% saved` : r.percentLabel,
      dollars(r.savings),
    ],
  ];
  slide.addTable(
    rows.map((row, i) =>
      row.map((text) => ({ text, options: { fontSize: pt(36), bold: i === 2, color: fg } })),
    ) as never,
    {
      x: px(140),
      y: px(320),
      w: px(1640),
      fontFace: FONT,
      border: { type: 'solid', color: 'E2E8F0', pt: 1 },
      margin: 0.15,
    },
  );
}

function drawUnknown(slide: PSlide, s: ExportSlide) {
  slide.background = { color: 'FFFFFF' };
  box(slide, `Unknown slide type: ${s.type}`, 140, 480, 1640, 120, {
    fontSize: pt(48),
    color: '1A202C',
    align: 'center',
  });
}

/** Only the strategic title reads the deck's details; the others ignore the third argument. */
const DRAW: Record<string, (slide: PSlide, s: ExportSlide, deck?: DeckMetadata) => void> = {
  title: drawTitle,
  strategic_title: drawStrategic,
  thank_you: drawThankYou,
  content: drawContent,
  metrics: drawMetrics,
  statement: drawStatement,
  comparison: drawComparison,
  calculator: drawCalculator,
};

type Pictures = Map<string, Buffer>;

/**
 * `pictures` gives a JPEG per HTML slide id (from the browser); without one the slide shows its
 * text. When the pictures are still on their way (a promise), the whole file is built and written
 * meanwhile with a tiny stand-in picture on each HTML slide, and the real ones are put in place
 * afterwards (`putPictures`); PowerPoint then holds one media part per distinct picture, however
 * many slides show it. Should a picture be missing after all, the file is built again with text.
 */
export async function exportPptx(
  deck: ExportDeck,
  pictures: Pictures | Promise<Pictures> = new Map(),
): Promise<Buffer> {
  if (pictures instanceof Map) return buildPptx(deck, pictures);
  const [file, shots] = await Promise.all([buildPptx(deck, 'stand-in'), pictures]);
  const html = deck.slides.flatMap((s, i) => (s.type === 'html' ? [{ s, number: i + 1 }] : []));
  if (!html.length) return file;
  if (html.some(({ s }) => !shots.has(s.id))) return buildPptx(deck, shots);
  return putPictures(
    file,
    html.map(({ s, number }) => ({ number, picture: shots.get(s.id)! })),
  );
}

/** A 1×1 JPEG that holds an HTML slide's place until its picture comes (it never reaches the user). */
const STAND_IN =
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';

async function buildPptx(deck: ExportDeck, pictures: Pictures | 'stand-in'): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = deck.title || 'Untitled';
  pptx.company = deck.metadata?.agency || 'Decksmith';
  for (const [i, s] of deck.slides.entries()) {
    // Let the browser's replies in now and then, so the pictures are taken while we build.
    if (i % 25 === 24) await new Promise((r) => setImmediate(r));
    const slide = pptx.addSlide();
    const notes: string[] = [];
    if (s.notes) notes.push(s.notes);
    if (s.type === 'html') {
      const text = htmlToPlainText(contentOf(s).htmlContent ?? '');
      if (text) notes.push(text);
      const shot = pictures === 'stand-in' ? STAND_IN : pictures.get(s.id)?.toString('base64');
      if (shot) {
        slide.addImage({ data: `data:image/jpeg;base64,${shot}`, x: 0, y: 0, w: px(1920), h: px(1080) });
      } else {
        slide.background = { color: 'FFFFFF' };
        box(slide, text || s.title, 140, 140, 1640, 800, { fontSize: pt(32), color: '1A202C' });
      }
    } else {
      (DRAW[s.type] ?? drawUnknown)(slide, s, deck.metadata);
    }
    if (notes.length) slide.addNotes(notes.join('\n\n'));
  }
  return writePptx(pptx);
}

/**
 * Puts each HTML slide's picture in place of its stand-in: the slide's relationship is pointed at
 * one media part per distinct picture (slides showing the same picture share it), and the
 * stand-ins are dropped.
 */
function putPictures(file: Buffer, slides: Array<{ number: number; picture: Buffer }>): Buffer {
  const entries = readZip(file);
  const byName = new Map(entries.map((e, i) => [e.name, i]));
  const parts = new Map<Buffer, string>();
  const dropped = new Set<string>();
  for (const { number, picture } of slides) {
    const at = byName.get(`ppt/slides/_rels/slide${number}.xml.rels`);
    if (at === undefined) throw new Error(`PowerPoint slide ${number} has no relationships`);
    let part = parts.get(picture);
    if (!part) {
      part = `picture-${parts.size + 1}.jpeg`;
      parts.set(picture, part);
    }
    const rels = entries[at]!.data.toString('utf8');
    const target = /Target="\.\.\/media\/([^"]+\.jpeg)"/.exec(rels);
    if (!target) throw new Error(`PowerPoint slide ${number} has no picture to replace`);
    dropped.add(`ppt/media/${target[1]}`);
    entries[at] = {
      name: entries[at]!.name,
      data: Buffer.from(rels.replace(target[0], `Target="../media/${part}"`)),
    };
  }
  const kept = entries.filter((e) => !dropped.has(e.name));
  for (const [picture, part] of parts) kept.push({ name: `ppt/media/${part}`, data: picture });
  return writeZip(kept);
}
