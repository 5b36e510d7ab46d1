import { describe, expect, test } from 'vitest';
import { SLIDE_HEIGHT } from '../../../common/limits';
import { PAD_Y } from '../../../common/slides/theme';
import { bulletMarker, layoutContent } from '../../../common/slides/types/content/layout';
import { readZip } from '../../lib/zip';
import type { HtmlTextBlock } from '../htmlSlideText';
import { exportPptx } from './index';
import { STAND_IN } from './pictures';

// Issue 31: a list in the PowerPoint file is one text box, one paragraph per bullet with a real
// bullet character, so that a bullet is added in PowerPoint by pressing Enter.

const EMU_PER_PX = 6350; // 1 px = 1/144 in, 914400 EMU per inch

async function slideXml(slide: { type: string; title: string; content: Record<string, unknown> }) {
  const file = await exportPptx({ id: 'd', title: 'Deck', slides: [{ id: 's', notes: '', ...slide }] });
  return readZip(file)
    .find((p) => p.name === 'ppt/slides/slide1.xml')!
    .data.toString('utf8');
}

/** The shapes whose text has bullets: their text body's properties, paragraphs and box (EMU). */
function lists(xml: string) {
  return [...xml.matchAll(/<p:sp>(.*?)<\/p:sp>/gs)]
    .map(([, sp]) => sp!)
    .filter((sp) => sp.includes('<a:buChar'))
    .map((sp) => {
      const [, x, y] = /<a:off x="(\d+)" y="(\d+)"\/>/.exec(sp)!;
      const [, cx, cy] = /<a:ext cx="(\d+)" cy="(\d+)"\/>/.exec(sp)!;
      return {
        bodyPr: /<a:bodyPr[^>]*>(.*?)<\/a:bodyPr>/s.exec(sp)?.[1] ?? '',
        box: { x: Number(x), y: Number(y), w: Number(cx), h: Number(cy) },
        paragraphs: [...sp.matchAll(/<a:p>(.*?)<\/a:p>/gs)].map(([, p]) => ({
          pPr: /<a:pPr([^>]*)>(.*?)<\/a:pPr>/s.exec(p!)!,
          text: [...p!.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map(([, t]) => t).join('|'),
          breaks: p!.match(/<a:br[ >/]/g)?.length ?? 0,
        })),
      };
    });
}

const SIX = ['Discovery', 'Design & build', 'Pilot with two teams', 'Roll-out', 'Training', 'Review'];

describe('a list in the PowerPoint file', () => {
  test('six bullets are one shape whose text body holds six bulleted paragraphs', async () => {
    const xml = await slideXml({ type: 'content', title: 'Plan', content: { items: SIX } });
    const [list, ...others] = lists(xml);
    expect(others).toEqual([]);
    expect(list!.paragraphs.map((p) => p.text)).toEqual(SIX.map((t) => t.replace('&', '&amp;')));
    const layout = layoutContent({ type: 'content', title: 'Plan', content: { items: SIX } });
    const size = layout.items[0]!.size;
    const m = bulletMarker(size);
    const hang = Math.round((m.box + m.gap) * EMU_PER_PX);
    // The layout spaces a short list out (issue 32): the gap after each bullet is the one it left.
    const gapAfter = (i: number) => {
      const [box, next] = [layout.items[i]!, layout.items[i + 1]];
      return next ? next.y - (box.y + box.h) : m.itemGap;
    };
    for (const [i, { pPr }] of list!.paragraphs.entries()) {
      // A real bullet in the accent colour, hanging left of the text as the canvas's square does.
      expect(pPr[2]).toContain('<a:buChar char="▪"/>');
      expect(pPr[2]).toContain('<a:buClr><a:srgbClr val="3182CE"/></a:buClr>');
      expect(pPr[1]).toContain(`marL="${hang}" indent="-${hang}"`);
      // The line height and the gap after each bullet are the layout's, in points.
      expect(pPr[2]).toContain(`<a:lnSpc><a:spcPts val="${Math.round(size * 1.3 * 50)}"/></a:lnSpc>`);
      expect(pPr[2]).toContain(`<a:spcAft><a:spcPts val="${Math.round(gapAfter(i) * 50)}"/></a:spcAft>`);
    }
    // Where the layout put the first bullet's text, less the marker's hang; nothing to shrink.
    expect(list!.box.x).toBe(Math.round((layout.items[0]!.x - m.box - m.gap) * EMU_PER_PX));
    expect(list!.box.y).toBe(Math.round(layout.items[0]!.y * EMU_PER_PX));
    expect(list!.bodyPr).not.toContain('normAutofit');
  });

  test('a list the fit rule shrank shrinks on overflow in PowerPoint, its box reaching the slide’s bottom margin', async () => {
    const items = Array.from(
      { length: 12 },
      (_, i) => `Point ${i + 1}, which says a little more than the others`,
    );
    const xml = await slideXml({ type: 'content', title: 'Many points', content: { items } });
    const found = lists(xml);
    const layout = layoutContent({ type: 'content', title: 'Many points', content: { items } });
    expect(layout.items[0]!.size).toBeLessThan(52);
    // One box per column the layout set (a long list may take two).
    expect(found).toHaveLength(layout.fit.columns);
    expect(found.flatMap((l) => l.paragraphs).length).toBe(12);
    for (const list of found) {
      expect(list.bodyPr).toBe('<a:normAutofit/>');
      expect(list.box.y + list.box.h).toBeGreaterThanOrEqual(Math.floor((SLIDE_HEIGHT - PAD_Y) * EMU_PER_PX));
    }
  });

  test('nine short points: two columns, each one shape of bulleted paragraphs where the canvas sets them', async () => {
    const items = Array.from({ length: 9 }, (_, i) => `Move ${i + 1}: open the studio`);
    const slide = { type: 'content', title: 'Nine moves', content: { items } };
    const layout = layoutContent(slide);
    expect(layout.fit.columns).toBe(2);
    expect(layout.fit.overflow).toBe(false);
    const found = lists(await slideXml(slide));
    expect(found).toHaveLength(2);
    // The left column holds the extra point; nothing is shrunk, the columns start level.
    expect(found.map((l) => l.paragraphs.length)).toEqual([5, 4]);
    expect(found.flatMap((l) => l.paragraphs.map((p) => p.text))).toEqual(items);
    expect(found[0]!.box.y).toBe(found[1]!.box.y);
    expect(found[1]!.box.x).toBeGreaterThan(found[0]!.box.x);
    for (const list of found) expect(list.bodyPr).not.toContain('normAutofit');
  });

  test('a comparison card’s points are one shape per side, the rows level across the cards', async () => {
    const long = 'A point long enough to take three lines of a comparison card, which is narrow';
    const xml = await slideXml({
      type: 'comparison',
      title: 'Before and after',
      content: {
        comparison: {
          left: { title: 'Before', items: [long, 'Slow'] },
          right: { title: 'After', items: ['Fast', 'Cheap'] },
        },
      },
    });
    const [left, right, ...others] = lists(xml);
    expect(others).toEqual([]);
    expect(left!.paragraphs.map((p) => p.text)).toEqual([long, 'Slow']);
    expect(right!.paragraphs.map((p) => p.text)).toEqual(['Fast', 'Cheap']);
    // "Fast" is one line beside a three-line point: the space after it holds the rest of the row.
    const spaceAfter = (p: { pPr: RegExpExecArray }) =>
      Number(/<a:spcAft><a:spcPts val="(\d+)"/.exec(p.pPr[2]!)![1]);
    const line = Number(/<a:lnSpc><a:spcPts val="(\d+)"/.exec(left!.paragraphs[0]!.pPr[2]!)![1]);
    const taller = spaceAfter(right!.paragraphs[0]!) - spaceAfter(left!.paragraphs[0]!);
    expect(taller).toBeGreaterThanOrEqual(line * 2 - 2);
  });

  test('a line break inside a bullet stays in its paragraph', async () => {
    const xml = await slideXml({
      type: 'content',
      title: 'Breaks',
      content: { items: ['First\nsecond line', 'Next'] },
    });
    const [list] = lists(xml);
    expect(list!.paragraphs.map((p) => p.text)).toEqual(['First|second line', 'Next']);
    expect(list!.paragraphs.map((p) => p.breaks)).toEqual([1, 0]);
  });

  test('an HTML slide’s list, as the browser set it, is one shape of bulleted paragraphs; its heading its own', async () => {
    const block = (text: string, y: number, bullet: boolean): HtmlTextBlock => ({
      text,
      x: 200,
      y,
      w: 900,
      h: 42,
      size: 32,
      weight: bullet ? 400 : 700,
      lineHeight: 1.3,
      color: '1A202C',
      align: 'left',
      family: 'Inter',
      bullet,
    });
    const text = [
      block('Heading', 100, false),
      block('First point', 200, true),
      block('Second point', 260, true),
    ];
    const file = await exportPptx(
      {
        id: 'd',
        title: 'Deck',
        slides: [
          {
            id: 'h',
            notes: '',
            type: 'html',
            title: 'HTML',
            content: { htmlContent: '<ul><li>x</li></ul>' },
          },
        ],
      },
      new Map([['h', { picture: Buffer.from(STAND_IN, 'base64'), text }]]),
    );
    const xml = readZip(file)
      .find((p) => p.name === 'ppt/slides/slide1.xml')!
      .data.toString('utf8');
    const [list, ...others] = lists(xml);
    expect(others).toEqual([]);
    expect(list!.paragraphs.map((p) => p.text)).toEqual(['First point', 'Second point']);
    // The browser's gap between the items: 260 − (200 + 42) px = 18 px = 9 pt.
    expect(list!.paragraphs[0]!.pPr[2]).toContain('<a:spcAft><a:spcPts val="900"/></a:spcAft>');
    expect(xml).toContain('<a:t>Heading</a:t>');
  });
});
