import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SlideImage } from '../../common/slides/content';
import { onPath } from '../../server/lib/onPath';
import { pdfOf, toPdfs } from '../helpers/libreOffice';
import { makePptx, placeholder, postFile, slideXml } from '../helpers/pptxFiles';
import { getPresentation, seedClient, seedPresentation } from '../helpers/seed';
import { startLoggedIn, type TestServer } from '../helpers/testServer';

// Issue 30: a slide that would lose most of its content (SmartArt, free-form shapes, an OLE
// object, a video) also carries a picture of the original slide, drawn by LibreOffice. Where this
// machine has LibreOffice, each such slide must show it; where it has none, the warning must say
// so. A server told there is no LibreOffice, and a file that links outside itself, say why too.

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/pptx');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));
const SOFFICE = onPath('soffice', 'libreoffice');

let server: TestServer;
let without: TestServer;
beforeAll(async () => {
  server = await startLoggedIn();
  without = await startLoggedIn({ config: { sofficePath: undefined } });
});
afterAll(async () => {
  await server.close();
  await without.close();
});

async function importInto(on: TestServer, bytes: Buffer, fileName: string) {
  const client = await seedClient(on);
  const deck = await seedPresentation(on, client.id);
  const res = await postFile(on, `/api/presentations/${deck.id}/import`, bytes, fileName);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { warning: String(res.body.warning ?? ''), slides: (await getPresentation(on, deck.id)).slides };
}

/** A picture's pixels (RGB), as sharp reads it from the server's reply. */
async function pixelsOf(on: TestServer, url: string) {
  const res = await fetch(`${on.url}${url}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  const image = sharp(Buffer.from(await res.arrayBuffer())).flatten({ background: '#ffffff' });
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

type Pixels = Awaited<ReturnType<typeof pixelsOf>>;

/** The share of pixels for which `is(r, g, b)` holds. */
function share({ data, channels }: Pixels, is: (r: number, g: number, b: number) => boolean) {
  let n = 0;
  for (let i = 0; i < data.length; i += channels) if (is(data[i]!, data[i + 1]!, data[i + 2]!)) n++;
  return n / (data.length / channels);
}

/** A free-form triangle in red across most of the slide, under a short title. */
const FREEFORM = `<p:sp><p:nvSpPr><p:cNvPr id="3" name="Freeform 2"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="1500000" y="1400000"/><a:ext cx="9000000" cy="5000000"/></a:xfrm><a:custGeom><a:avLst/><a:gdLst/><a:ahLst/><a:cxnLst/><a:rect l="0" t="0" r="r" b="b"/><a:pathLst><a:path w="100" h="100"><a:moveTo><a:pt x="0" y="100"/></a:moveTo><a:lnTo><a:pt x="50" y="0"/></a:lnTo><a:lnTo><a:pt x="100" y="100"/></a:lnTo><a:close/></a:path></a:pathLst></a:custGeom><a:solidFill><a:srgbClr val="C0392B"/></a:solidFill></p:spPr></p:sp>`;
const TITLE = `<p:sp><p:nvSpPr><p:cNvPr id="2" name="Title"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="600000" y="300000"/><a:ext cx="6000000" cy="700000"/></a:xfrm></p:spPr><p:txBody><a:bodyPr/><a:p><a:r><a:t>Our three markets</a:t></a:r></a:p></p:txBody></p:sp>`;
const freeformDeck = (more = {}) =>
  makePptx(
    [
      slideXml(placeholder('title', ['Plain words']) + placeholder('body', ['One'])),
      slideXml(TITLE + FREEFORM),
    ],
    more,
  );
const red = (r: number, g: number, b: number) => r > 150 && g < 90 && b < 90;
const smartArtBlue = (r: number, g: number, b: number) => b > 160 && r < 110 && g > 80 && g < 150;

describe('a slide that would lose most of its content carries a picture of the original', () => {
  test(`SmartArt and a free-form drawing (LibreOffice ${SOFFICE ? `at ${SOFFICE}` : 'not installed'})`, async () => {
    const smart = await importInto(server, fixture('poi-SmartArt.pptx'), 'smart.pptx');
    const free = await importInto(server, freeformDeck(), 'free.pptx');
    // The slide with plain words loses nothing and is left as it was.
    expect(free.slides[0]).toMatchObject({
      type: 'content',
      title: 'Plain words',
      content: { items: ['One'] },
    });
    if (!SOFFICE) {
      // No LibreOffice on this machine: the warning says why the slides have no picture.
      expect(smart.warning).toContain(
        'No picture of the original for slide 1: LibreOffice (soffice) is not installed.',
      );
      expect(free.warning).toContain(
        'No picture of the original for slide 2: LibreOffice (soffice) is not installed.',
      );
      expect(smart.slides[0]!.type).toBe('content');
      return;
    }
    expect(smart.warning).toContain('Shown as a picture of the original, drawn by LibreOffice');
    expect(smart.warning).toContain(': slide 1.');
    expect(free.warning).toMatch(/drawn by LibreOffice .*: slide 2\./);
    for (const [slide, colour, least] of [
      [smart.slides[0]!, smartArtBlue, 0.1],
      [free.slides[1]!, red, 0.15],
    ] as const) {
      expect(slide.type).toBe('image');
      const image = slide.content.image as SlideImage;
      expect(image.layout).toBe('full');
      expect(image.alt).toMatch(
        /^Slide \d of (smart|free)\.pptx, as LibreOffice draws it(: Our three markets)?$/,
      );
      const pixels = await pixelsOf(server, image.url);
      expect([pixels.width, pixels.height]).toEqual([1920, 1080]);
      // The picture is the original's: its SmartArt's blue boxes, the free-form's red triangle.
      expect(share(pixels, colour)).toBeGreaterThan(least);
    }
    // The picture shows the original's title: the slide's own is left empty (it would be set over
    // the picture), and leads its words, kept for a change of type.
    expect(free.slides[1]!.title).toBe('');
    expect(free.slides[1]!.content.text).toBe('Our three markets');
    expect((free.slides[1]!.content.image as SlideImage).alt).toBe(
      'Slide 2 of free.pptx, as LibreOffice draws it: Our three markets',
    );
  });

  test('a deck of SmartArt slides: each such slide is the picture of its own page', async () => {
    const { slides, warning } = await importInto(server, fixture('poi-customGeo.pptx'), 'ohio.pptx');
    expect(slides).toHaveLength(48);
    const drawn = slides.flatMap((s, i) =>
      s.type === 'image' && (s.content.image as SlideImage).alt.startsWith('Slide ') ? [i + 1] : [],
    );
    if (!SOFFICE) {
      expect(drawn).toEqual([]);
      expect(warning).toContain('LibreOffice (soffice) is not installed');
      return;
    }
    expect(drawn).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 47]);
    expect(warning).toContain(
      "drawn by LibreOffice (its words kept as the slide's text): slides 7, 8, 9, 10, 11, 12, 13, 14, 47.",
    );
    // The SmartArt's words stay on the slide, for a change of type to bring back.
    expect(slides[7]!.content.items).toEqual(expect.arrayContaining(['Writing Strand', 'Topic']));
    // Slide 8's picture is LibreOffice's page 8, not its neighbour's.
    const reference = toPdfs([path.join(FIXTURES, 'poi-customGeo.pptx')]);
    const page = (n: number) => {
      const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'page-')), 'p');
      execFileSync('pdftoppm', [
        '-f',
        `${n}`,
        '-l',
        `${n}`,
        '-png',
        '-singlefile',
        '-scale-to-x',
        '480',
        '-scale-to-y',
        '-1',
        pdfOf(reference, 'poi-customGeo.pptx')!,
        out,
      ]);
      return sharp(`${out}.png`)
        .flatten({ background: '#ffffff' })
        .resize(320, 240, { fit: 'fill' })
        .raw()
        .toBuffer();
    };
    const res = await fetch(`${server.url}${(slides[7]!.content.image as SlideImage).url}`);
    // The picture is 16:9 with the 4:3 page between bands: the middle 1440 px is the page.
    const ours = await sharp(Buffer.from(await res.arrayBuffer()))
      .extract({ left: 240, top: 0, width: 1440, height: 1080 })
      .flatten({ background: '#ffffff' })
      .resize(320, 240, { fit: 'fill' })
      .raw()
      .toBuffer();
    const distance = (a: Buffer, b: Buffer) =>
      a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length;
    const [own, next] = [distance(ours, await page(8)), distance(ours, await page(9))];
    expect(own).toBeLessThan(8);
    expect(next).toBeGreaterThan(own * 2);
  }, 120_000);

  test("a server without LibreOffice says so, and keeps the slide's words", async () => {
    const { slides, warning } = await importInto(without, fixture('poi-smartart-simple.pptx'), 's.pptx');
    expect(warning).toBe(
      'Not carried over: SmartArt (slide 1). No picture of the original for slide 1: LibreOffice (soffice) is not installed.',
    );
    expect(slides[0]).toMatchObject({ type: 'content', content: { items: ['abc', 'def', 'ghi'] } });
  });

  test('a file that links to a picture outside itself is never given to LibreOffice', async () => {
    const rels = `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId7" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="http://169.254.169.254/latest/meta-data" TargetMode="External"/><Relationship Id="rId8" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://example.com/" TargetMode="External"/></Relationships>`;
    const file = freeformDeck({ more: [{ name: 'ppt/slides/_rels/slide2.xml.rels', data: rels }] });
    const { slides, warning } = await importInto(server, file, 'linked.pptx');
    expect(warning).toContain('No picture of the original for slide 2: it links to image outside the file.');
    expect(slides[1]).toMatchObject({ type: 'content', title: 'Our three markets' });
  });
});
