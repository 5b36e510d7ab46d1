import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SlideImage } from '../../common/slides/model';
import { SOURCE_EXT_URI } from '../../server/documents/pptx/source';
import { readZip, writeZip } from '../../server/lib/zip';
import { seedNineTypes } from '../helpers/nineTypes';
import { postFile } from '../helpers/pptxFiles';
import { getPresentation, seedClient, seedPresentation, seedSlide } from '../helpers/seed';
import { startLoggedIn, type TestServer } from '../helpers/testServer';

type Slide = Awaited<ReturnType<typeof getPresentation>>['slides'][number];

// Issue 30: a deck exported to PowerPoint and imported again gives back the same slides: types,
// titles, text, bullets, metrics, comparison sides, chart data, table cells, pictures and notes,
// with &, quotes, CJK and Arabic text. A slide edited in PowerPoint since is read from its shapes.

let server: TestServer;
beforeAll(async () => {
  server = await startLoggedIn();
});
afterAll(() => server.close());

const TRICKY = {
  type: 'content',
  title: "Q&A: “quotes”, 'single' & <angle> — 中文标题 — عنوان عربي",
  content: {
    text: 'Fish & chips "in quotes" 日本語のテキスト',
    items: ['A & B', 'C "D" E', '要点一：增长', 'نقطة عربية أولى'],
  },
  notes: 'Notes & “quotes” — 备注 — ملاحظات',
};

async function exported(deckId: string): Promise<Buffer> {
  const res = await fetch(`${server.url}/api/presentations/${deckId}/export/pptx`, {
    headers: { cookie: server.cookie ?? '' },
  });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

async function imported(
  file: Buffer,
): Promise<{ slides: Slide[]; body: { count: number; warning?: string } }> {
  const client = await seedClient(server);
  const deck = await seedPresentation(server, client.id);
  const res = await postFile(server, `/api/presentations/${deck.id}/import`, file, 'round trip.pptx');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { slides: (await getPresentation(server, deck.id)).slides, body: res.body };
}

/** A slide as compared: the picture's address differs (it is stored anew in the new deck). */
const comparable = (s: Slide) => {
  const { image, ...content } = s.content as { image?: SlideImage };
  const { url: _url, ...picture } = image ?? { url: '' };
  return {
    type: s.type,
    title: s.title,
    notes: s.notes,
    content: image ? { ...content, image: picture } : content,
  };
};

describe('PowerPoint round trip', () => {
  test('every slide type comes back as it was, the picture stored in the new deck', async () => {
    const client = await seedClient(server);
    const deck = await seedPresentation(server, client.id);
    await seedNineTypes(server, deck.id);
    await seedSlide(server, deck.id, TRICKY);
    const original = (await getPresentation(server, deck.id)).slides;
    expect(new Set(original.map((s) => s.type)).size).toBe(13);

    const { slides, body } = await imported(await exported(deck.id));
    expect(body.count).toBe(original.length);
    expect(slides.map(comparable)).toEqual(original.map(comparable));
    const image = slides.find((s) => s.type === 'image')!.content.image as SlideImage;
    expect(image.url).toMatch(/^\/api\/files\//);
    expect(image.url).not.toBe((original.find((s) => s.type === 'image')!.content.image as SlideImage).url);
    const picture = await fetch(`${server.url}${image.url}`);
    expect(picture.headers.get('content-type')).toBe('image/png');
  });

  test('a slide edited in PowerPoint is read from its shapes; a file without sources still gives charts and tables', async () => {
    const client = await seedClient(server);
    const deck = await seedPresentation(server, client.id);
    await seedNineTypes(server, deck.id);
    await seedSlide(server, deck.id, TRICKY);
    const original = (await getPresentation(server, deck.id)).slides;
    const file = await exported(deck.id);

    // The content slide's first bullet retyped in PowerPoint.
    const contentAt = original.findIndex((s) => s.type === 'content' && s.title === 'Our priorities');
    const edited = readZip(file).map((e) =>
      e.name === `ppt/slides/slide${contentAt + 1}.xml`
        ? {
            ...e,
            data: Buffer.from(e.data.toString('utf8').replace('Grow recurring revenue', 'Grow margins')),
          }
        : e,
    );
    const { slides } = await imported(writeZip(edited));
    expect(slides[contentAt]!.type).toBe('content');
    expect(slides[contentAt]!.title).toBe('Our priorities');
    expect(slides[contentAt]!.content.items).toEqual([
      'Grow margins',
      'Open two new markets',
      'Hire senior engineers',
    ]);
    // The others still come back whole.
    expect(slides.filter((_, i) => i !== contentAt).map(comparable)).toEqual(
      original.filter((_, i) => i !== contentAt).map(comparable),
    );

    // Every source dropped (PowerPoint may drop extensions it does not know): charts and tables
    // are native objects, and come back from their parts.
    const bare = readZip(file).map((e) => {
      const xml = e.data.toString('utf8');
      const at = xml.indexOf(`<p:ext uri="${SOURCE_EXT_URI}">`);
      if (!e.name.startsWith('ppt/slides/slide') || at < 0) return e;
      const end = xml.indexOf('</p:ext>', at) + '</p:ext>'.length;
      return { ...e, data: Buffer.from(xml.slice(0, at) + xml.slice(end)) };
    });
    const generic = (await imported(writeZip(bare))).slides;
    expect(generic).toHaveLength(original.length);
    const chart = generic.find((s) => s.type === 'chart')!;
    expect(chart.content.chart).toMatchObject({
      kind: 'bar',
      categories: ['FY2023', 'FY2024'],
      series: [{ name: 'Revenue', values: [4.1, 7.9] }],
    });
    const table = generic.find((s) => s.type === 'table')!;
    expect(table.content.table).toEqual({
      header: ['Plan', 'Price'],
      rows: [
        ['Starter', '€19'],
        ['Professional tier', '€49'],
      ],
    });
    // The notes come back (an HTML slide's export adds its text to them, and so they stay).
    const notHtml = (s: Slide, i: number) => original[i]!.type !== 'html' && s;
    expect(generic.filter(notHtml).map((s) => s.notes)).toEqual(original.filter(notHtml).map((s) => s.notes));
  });
});
