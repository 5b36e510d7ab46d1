import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PPTX_ENTRIES_MAX, SLIDES_PER_PRESENTATION_MAX } from '../../common/limits';
import type { SlideImage, Table } from '../../common/slides/content';
import { HIDDEN_NOTE } from '../../server/documents/pptx/map';
import { readZip } from '../../server/lib/zip';
import { deflatedZeros, deflatedZip, makePptx, placeholder, postFile, slideXml } from '../helpers/pptxFiles';
import { getPresentation, seedClient, seedPresentation } from '../helpers/seed';
import { isErrorShape, startLoggedIn, type TestServer } from '../helpers/testServer';

// Issue 30: a PowerPoint file imported into a deck, hostile files refused with a 422 naming the
// file and the reason (never a 5xx), and nothing of a refused file written.

let server: TestServer;
beforeAll(async () => {
  server = await startLoggedIn();
});
afterAll(() => server.close());

const fixture = (name: string) => readFileSync(new URL(`../fixtures/pptx/${name}`, import.meta.url));

async function newDeck() {
  const client = await seedClient(server);
  return seedPresentation(server, client.id);
}

async function refused(bytes: Buffer, fileName: string, reason: RegExp) {
  const deck = await newDeck();
  const res = await postFile(server, `/api/presentations/${deck.id}/import`, bytes, fileName);
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(isErrorShape(res.body)).toBe(true);
  expect(res.body.error.message).toContain(fileName);
  expect(res.body.error.message).toMatch(reason);
  expect((await getPresentation(server, deck.id)).slides).toHaveLength(0);
}

describe('POST /api/presentations/{id}/import refuses hostile and broken files', () => {
  test('a zip bomb that declares more than 500 MB unpacked', async () => {
    const deflated = deflatedZeros(1);
    const entries = Array.from({ length: 600 }, (_, i) => ({
      name: `ppt/media/z${i}.bin`,
      data: Buffer.alloc(0),
      deflated,
      declared: 1024 * 1024,
    }));
    await refused(deflatedZip(entries), 'bomb.pptx', /unpacks to more than 500 MB/);
  });

  test('a zip bomb that lies about its sizes stops at the size it declared', async () => {
    // A whole package whose slide claims 100 bytes and inflates to 4 GB, from 4 MB. Inflated
    // whole, it would pass the reader's memory budget and be refused for that; stopped at
    // the 101st byte, it is a damaged part, and the same reader reads the next file.
    const entries = readZip(makePptx([slideXml(placeholder('title', ['Hello']))])).map((e) =>
      e.name === 'ppt/slides/slide1.xml' ? { ...e, deflated: deflatedZeros(4096), declared: 100 } : e,
    );
    const bomb = deflatedZip(entries);
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    await refused(
      bomb,
      'liar.pptx',
      /^liar\.pptx could not be imported: .*its part ppt\/slides\/slide1\.xml is damaged$/,
    );
  });

  test('10,000 slides, as parts or as references to one part', async () => {
    const many = Array.from({ length: 10_000 }, () => slideXml(''));
    await refused(
      makePptx(many),
      'parts.pptx',
      new RegExp(`more than the ${PPTX_ENTRIES_MAX.toLocaleString('en')}`),
    );
    await refused(
      makePptx([slideXml(placeholder('title', ['Again']))], { slideIds: 10_000 }),
      'refs.pptx',
      new RegExp(`more than the ${SLIDES_PER_PRESENTATION_MAX.toLocaleString('en')} a deck may have`),
    );
  });

  test('a DTD with an external entity', async () => {
    const xml = slideXml(placeholder('title', ['&xxe;'])).replace(
      '<p:sld ',
      '<!DOCTYPE p:sld [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><p:sld ',
    );
    await refused(makePptx([xml]), 'dtd.pptx', /DTD/);
  });

  test('malformed XML, a truncated file, an encrypted one and a damaged one', async () => {
    await refused(
      makePptx([slideXml(placeholder('title', ['Open'])).replace('</p:sld>', '')]),
      'bad.pptx',
      /well-formed/,
    );
    await refused(fixture('made-truncated.pptx'), 'made-truncated.pptx', /damaged/);
    await refused(fixture('made-encrypted.pptx'), 'made-encrypted.pptx', /password/);
    await refused(fixture('poi-fuzzed.pptx'), 'poi-fuzzed.pptx', /damaged/);
    await refused(Buffer.from('just text'), 'text.pptx', /damaged/);
  });

  test('a file that is not named as PowerPoint is a 415, a missing file a 400 naming the field', async () => {
    const deck = await newDeck();
    const res = await postFile(
      server,
      `/api/presentations/${deck.id}/import`,
      fixture('pp-test.pptx'),
      'deck.pdf',
    );
    expect(res.status).toBe(415);
    const none = await server.api(`/api/presentations/${deck.id}/import`, {
      body: '--x\r\ncontent-disposition: form-data; name="other"\r\n\r\nhi\r\n--x--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toMatch(/^file:/);
    const missing = await postFile(
      server,
      '/api/presentations/nope/import',
      fixture('pp-test.pptx'),
      'a.pptx',
    );
    expect(missing.status).toBe(404);
  });
});

describe('multipart is taken only by the import routes, and only from our own pages', () => {
  test('a cross-site form posting a file is refused; so is multipart to any other route', async () => {
    const deck = await newDeck();
    const form =
      '--x\r\ncontent-disposition: form-data; name="file"; filename="a.pptx"\r\n\r\nPK\r\n--x--\r\n';
    const type = { 'content-type': 'multipart/form-data; boundary=x' };
    const crossSite = await server.api(`/api/presentations/${deck.id}/import`, {
      body: form,
      headers: { ...type, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    // No Origin and no Sec-Fetch-Site: not provably our page, so not multipart.
    const unproven = await server.api(`/api/presentations/${deck.id}/import`, {
      body: form,
      headers: type,
      browser: false,
    });
    expect(unproven.status).toBe(415);
    const elsewhere = await server.api(`/api/presentations/${deck.id}/assets`, { body: form, headers: type });
    expect(elsewhere.status).toBe(415);
    expect((await getPresentation(server, deck.id)).slides).toHaveLength(0);
  });
});

describe('each slide becomes the closest type', () => {
  test('title, bullets with levels, hidden slides, notes and warnings, in order', async () => {
    const notesRel = `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/notesSlide" Target="../notesSlides/notesSlide1.xml"/></Relationships>`;
    const notes = slideXml(placeholder('body', ['Say hello & smile'])).replace(/p:sld/g, 'p:notes');
    const file = makePptx(
      [
        slideXml(placeholder('ctrTitle', ['Harbor &amp; Vine']) + placeholder('subTitle', ['Plan 2027'])),
        slideXml(placeholder('title', ['Agenda']) + placeholder('body', ['One', ['Detail', 1], 'Two'])),
        slideXml(
          placeholder('title', ['Hidden']) +
            placeholder('body', ['x']) +
            '<p:sp><p:nvSpPr><p:cNvPr id="5" name="f"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:spPr><a:custGeom/></p:spPr></p:sp>',
          ' show="0"',
        ),
      ],
      {
        more: [
          { name: 'ppt/slides/_rels/slide2.xml.rels', data: notesRel },
          { name: 'ppt/notesSlides/notesSlide1.xml', data: notes.replace('&', '&amp;') },
        ],
      },
    );
    const deck = await newDeck();
    const res = await postFile(server, `/api/presentations/${deck.id}/import`, file, 'mine.pptx');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ count: 3, warning: 'Not carried over: free-form shapes (slide 3).' });
    const slides = (await getPresentation(server, deck.id)).slides;
    expect(slides.map((s) => [s.type, s.title])).toEqual([
      ['title', 'Harbor & Vine'],
      ['content', 'Agenda'],
      ['content', 'Hidden'],
    ]);
    expect(slides[0]!.content).toMatchObject({ subtitle: 'Plan 2027' });
    expect(slides[1]!.content.items).toEqual(['One', '– Detail', 'Two']);
    expect(slides[1]!.notes).toBe('Say hello & smile');
    expect(slides[2]!.notes).toBe(HIDDEN_NOTE);
  });

  test('a chart from its part, a table with its cells, SmartArt and OLE named with their slides', async () => {
    const deck = await newDeck();
    const chart = await postFile(
      server,
      `/api/presentations/${deck.id}/import`,
      fixture('pp-cht-charts.pptx'),
      'c.pptx',
    );
    expect(chart.status).toBe(201);
    const table = await postFile(
      server,
      `/api/presentations/${deck.id}/import`,
      fixture('poi-table_test.pptx'),
      't.pptx',
    );
    expect(table.status).toBe(201);
    const smart = await postFile(
      server,
      `/api/presentations/${deck.id}/import`,
      fixture('poi-smartart-simple.pptx'),
      's.pptx',
    );
    // Each also carries a picture of its original where LibreOffice draws one (pptxOriginals.test.ts).
    expect(smart.body.warning).toMatch(/^Not carried over: SmartArt \(slide 1\)\. /);
    const ole = await postFile(
      server,
      `/api/presentations/${deck.id}/import`,
      fixture('pp-shp-access-ole-object.pptx'),
      'o.pptx',
    );
    expect(ole.body.warning).toMatch(/^Not carried over: OLE objects \(slide 1\)\. /);
    const slides = (await getPresentation(server, deck.id)).slides;
    expect(slides[0]).toMatchObject({
      type: 'chart',
      content: {
        chart: {
          kind: 'bar',
          horizontal: true,
          categories: ['Category 1', 'Category 2', 'Category 3', 'Category 4'],
          series: [
            { name: 'Series 1', values: [4.3, 2.5, 3.5, 4.5] },
            { name: 'Series 2', values: [2.4, 4.4, 1.8, 2.8] },
            { name: 'Series 3', values: [2, 2, 3, 5] },
          ],
        },
      },
    });
    expect(slides[1]!.type).toBe('table');
    expect((slides[1]!.content.table as Table).header.length).toBeGreaterThan(1);
    // SmartArt's words are kept as bullets.
    expect(slides[2]!.content.items).toEqual(['abc', 'def', 'ghi']);
  });

  test('a picture beside a title and bullets keeps its side; a logo is left out and named', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2e86c1' } })
      .png()
      .toBuffer();
    const pic = (id: number, rel: string, x: number, cx: number, cy: number, descr: string) =>
      `<p:pic><p:nvPicPr><p:cNvPr id="${id}" name="Picture ${id}" descr="${descr}"/><p:cNvPicPr/><p:nvPr/></p:nvPicPr><p:blipFill><a:blip r:embed="${rel}"/></p:blipFill><p:spPr><a:xfrm><a:off x="${x}" y="1600000"/><a:ext cx="${cx}" cy="${cy}"/></a:xfrm></p:spPr></p:pic>`;
    const body = placeholder('title', ['Why Harbor']) + placeholder('body', ['Fresh catch', 'Local crews']);
    const rels = (n: number) =>
      `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${Array.from(
        { length: n },
        (_, i) =>
          `<Relationship Id="rId${i + 2}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="../media/p${i + 1}.png"/>`,
      ).join('')}</Relationships>`;
    const file = makePptx(
      [
        // A photo on the right (about 15% of the slide) and a small logo in a corner.
        slideXml(
          body +
            pic(5, 'rId2', 7000000, 4200000, 3000000, 'Crew at dawn') +
            pic(6, 'rId3', 200000, 500000, 300000, 'logo'),
        ),
        // A photo on the left.
        slideXml(body + pic(5, 'rId2', 300000, 4200000, 3000000, '')),
      ],
      {
        more: [
          { name: 'ppt/slides/_rels/slide1.xml.rels', data: rels(2) },
          { name: 'ppt/slides/_rels/slide2.xml.rels', data: rels(1) },
          { name: 'ppt/media/p1.png', data: png },
          { name: 'ppt/media/p2.png', data: png },
        ],
      },
    );
    const deck = await newDeck();
    const res = await postFile(server, `/api/presentations/${deck.id}/import`, file, 'beside.pptx');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.warning).toBe('Left out: logos and small pictures (slide 1).');
    const slides = (await getPresentation(server, deck.id)).slides;
    expect(
      slides.map((s) => [s.type, s.title, s.content.items, (s.content.image as SlideImage).layout]),
    ).toEqual([
      ['image', 'Why Harbor', ['Fresh catch', 'Local crews'], 'right'],
      ['image', 'Why Harbor', ['Fresh catch', 'Local crews'], 'left'],
    ]);
    expect((slides[0]!.content.image as SlideImage).alt).toBe('Crew at dawn');
    expect((slides[1]!.content.image as SlideImage).alt).toBe('Why Harbor');
    const picture = await fetch(`${server.url}${(slides[0]!.content.image as SlideImage).url}`);
    expect(picture.status).toBe(200);
  });

  test('a picture that fills the slide is an image slide with its picture stored in the deck', async () => {
    const deck = await newDeck();
    const res = await postFile(
      server,
      `/api/presentations/${deck.id}/import`,
      fixture('pp-ph-populated-placeholders.pptx'),
      'p.pptx',
    );
    expect(res.status).toBe(201);
    const slides = (await getPresentation(server, deck.id)).slides;
    const image = slides.find((s) => s.type === 'image')!;
    const picture0 = image.content.image as SlideImage;
    expect(picture0.alt.length).toBeGreaterThan(0);
    const picture = await fetch(`${server.url}${picture0.url}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
  });
});
