import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LINKED_CHARTS, LINKED_NOTES, LINKED_PICTURES } from '../../server/documents/pptx/read';
import { readZip, writeZip } from '../../server/lib/zip';
import { makePptx, makeTemplate, placeholder, postFile, slideXml } from '../helpers/pptxFiles';
import { getPresentation, seedClient, seedPresentation } from '../helpers/seed';
import { isErrorShape, startLoggedIn, type TestServer } from '../helpers/testServer';

// Issue 30, part 3: "External relationships and DTDs are refused". A PowerPoint file may link to
// pictures, charts, notes and pages outside itself (TargetMode="External"), and its XML may
// declare a DTD whose entities name files or web addresses. Each target here is a web server of
// the test's own that counts what it is asked for: nothing may ever reach it.

let server: TestServer;
let outside: Server;
const asked: string[] = [];
let base = '';

beforeAll(async () => {
  server = await startLoggedIn();
  outside = createServer((req, res) => {
    asked.push(req.url ?? '');
    res.end('fetched');
  });
  await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(outside.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => outside.close(resolve));
});

const REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const T = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const rels = (items: [id: string, type: string, target: string, external?: boolean][]) =>
  `<?xml version="1.0"?><Relationships xmlns="${REL}">${items
    .map(
      ([id, type, target, external]) =>
        `<Relationship Id="${id}" Type="${T}/${type}" Target="${target}"${external ? ' TargetMode="External"' : ''}/>`,
    )
    .join('')}</Relationships>`;

/** A picture over most of the slide, embedded or linked by that relationship. */
const picture = (id: string, how: 'embed' | 'link') =>
  `<p:pic><p:nvPicPr><p:cNvPr id="7" name="Picture" descr="Harbour at dawn"/><p:cNvPicPr/><p:nvPr/></p:nvPicPr><p:blipFill><a:blip r:${how}="${id}"/></p:blipFill><p:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="12192000" cy="6000000"/></a:xfrm></p:spPr></p:pic>`;

const hyperlinked = `<p:sp><p:nvSpPr><p:cNvPr id="3" name="Body"/><p:cNvSpPr/><p:nvPr><p:ph type="body"/></p:nvPr></p:nvSpPr><p:spPr/><p:txBody><a:bodyPr/><a:p><a:r><a:rPr><a:hlinkClick r:id="rIdH"/></a:rPr><a:t>Our site</a:t></a:r></a:p></p:txBody></p:sp>`;

const chartFrame = `<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="4" name="Chart"/><p:cNvGraphicFramePr/><p:nvPr/></p:nvGraphicFramePr><p:xfrm><a:off x="0" y="1000000"/><a:ext cx="8000000" cy="4000000"/></p:xfrm><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/chart"><c:chart xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" r:id="rIdC"/></a:graphicData></a:graphic></p:graphicFrame>`;

async function importFile(bytes: Buffer, fileName: string) {
  const client = await seedClient(server);
  const deck = await seedPresentation(server, client.id);
  const res = await postFile(server, `/api/presentations/${deck.id}/import`, bytes, fileName);
  return { res, slides: (await getPresentation(server, deck.id)).slides };
}

describe('relationships to anything outside the file are never followed', () => {
  test('linked pictures, a linked chart, notes and a hyperlink outside the file: imported, none fetched', async () => {
    const file = makePptx(
      [
        slideXml(placeholder('title', ['Links outside']) + hyperlinked + picture('rIdL', 'link')),
        slideXml(placeholder('title', ['Embedded from a disk']) + picture('rIdF', 'embed')),
        slideXml(placeholder('title', ['Out of the package']) + picture('rIdP', 'embed')),
        slideXml(placeholder('title', ['Linked chart']) + chartFrame),
      ],
      {
        more: [
          {
            name: 'ppt/slides/_rels/slide1.xml.rels',
            data: rels([
              ['rIdH', 'hyperlink', `${base}/site`, true],
              ['rIdL', 'image', `${base}/linked.png`, true],
              // A linked OLE object's file: LibreOffice would open it to draw the slide.
              ['rIdO', 'oleObject', `${base}/sheet.xlsx`, true],
            ]),
          },
          {
            name: 'ppt/slides/_rels/slide2.xml.rels',
            data: rels([['rIdF', 'image', 'file:///etc/hostname', true]]),
          },
          {
            // Internal, but climbing out of the package: it names a part that is not there.
            name: 'ppt/slides/_rels/slide3.xml.rels',
            data: rels([['rIdP', 'image', '../../../../../../etc/hostname']]),
          },
          {
            name: 'ppt/slides/_rels/slide4.xml.rels',
            data: rels([
              ['rIdC', 'chart', `${base}/chart1.xml`, true],
              ['rIdN', 'notesSlide', `${base}/notes1.xml`, true],
              ['rIdY', 'slideLayout', `${base}/layout1.xml`, true],
            ]),
          },
        ],
      },
    );
    const { res, slides } = await importFile(file, 'links.pptx');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.count).toBe(4);
    expect(res.body.warning).toBe(
      `Not carried over: ${LINKED_PICTURES} (slides 1, 2); pictures missing from the file (slide 3); ${LINKED_CHARTS} (slide 4); ${LINKED_NOTES} (slide 4). No picture of the original for slide 4: it links to chart, image, notesSlide, oleObject, slideLayout outside the file.`,
    );
    expect(slides.map((s) => [s.type, s.title])).toEqual([
      ['content', 'Links outside'],
      ['content', 'Embedded from a disk'],
      ['content', 'Out of the package'],
      ['content', 'Linked chart'],
    ]);
    // The hyperlink's words are kept; where it pointed is not a slide's business.
    expect(slides[0]!.content).toEqual({ items: ['Our site'] });
    expect(slides[3]!.notes ?? '').toBe('');
    expect(asked).toEqual([]);
  });

  test('a slide that would lose most of its content is not drawn by LibreOffice when the file links out', async () => {
    // A free-form shape over the whole slide: a picture of the original would be drawn, but
    // LibreOffice would fetch the linked picture to draw it.
    const freeform =
      '<p:sp><p:nvSpPr><p:cNvPr id="5" name="f"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="12192000" cy="6858000"/></a:xfrm><a:custGeom/></p:spPr></p:sp>';
    const file = makePptx(
      [slideXml(placeholder('title', ['Drawn by hand']) + freeform + picture('rIdL', 'link'))],
      {
        more: [
          {
            name: 'ppt/slides/_rels/slide1.xml.rels',
            data: rels([['rIdL', 'image', `${base}/x.png`, true]]),
          },
        ],
      },
    );
    const { res, slides } = await importFile(file, 'drawn.pptx');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.warning).toContain(
      'No picture of the original for slide 1: it links to image outside the file.',
    );
    expect(slides[0]).toMatchObject({ title: 'Drawn by hand' });
    expect(asked).toEqual([]);
  });
});

describe('a DTD anywhere in the file is refused, naming the part', () => {
  const doctype = (root: string) =>
    `<!DOCTYPE ${root} [<!ENTITY xxe SYSTEM "${base}/xxe"><!ENTITY % remote SYSTEM "${base}/remote.dtd"> %remote;]>`;
  /** The file with `part`'s XML given a DOCTYPE before its root element. */
  const withDtd = (file: Buffer, part: string, root: string) =>
    writeZip(
      readZip(file).map((e) =>
        e.name === part
          ? {
              ...e,
              data: Buffer.from(
                e.data
                  .toString('utf8')
                  .replace(`<${root}`, `${doctype(root)}<${root}`)
                  .replace('</a:t>', '&xxe;</a:t>'),
              ),
            }
          : e,
      ),
    );

  async function refusedFor(bytes: Buffer, fileName: string, part: string, path?: string) {
    let url = path;
    if (!url) {
      const client = await seedClient(server);
      url = `/api/presentations/${(await seedPresentation(server, client.id)).id}/import`;
    }
    const res = await postFile(server, url, bytes, fileName);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(isErrorShape(res.body)).toBe(true);
    expect(res.body.error.message).toBe(
      `${fileName} could not be imported: its part ${part} declares a DTD, which a PowerPoint file never needs`,
    );
  }

  test('in a slide, the presentation, both relationship parts and notes', async () => {
    const notesRel = rels([['rIdN', 'notesSlide', '../notesSlides/notesSlide1.xml']]);
    const notes = slideXml(placeholder('body', ['Say it'])).replace(/p:sld\b/g, 'p:notes');
    const deck = () =>
      makePptx([slideXml(placeholder('title', ['Hello']))], {
        more: [
          { name: 'ppt/slides/_rels/slide1.xml.rels', data: notesRel },
          { name: 'ppt/notesSlides/notesSlide1.xml', data: notes },
        ],
      });
    const cases: [part: string, root: string][] = [
      ['ppt/slides/slide1.xml', 'p:sld'],
      ['ppt/presentation.xml', 'p:presentation'],
      ['ppt/_rels/presentation.xml.rels', 'Relationships'],
      ['_rels/.rels', 'Relationships'],
      ['ppt/notesSlides/notesSlide1.xml', 'p:notes'],
    ];
    for (const [part, root] of cases) {
      await refusedFor(
        withDtd(deck(), part, root),
        `dtd-${cases.findIndex((c) => c[0] === part)}.pptx`,
        part,
      );
    }
    // A DTD of internal entities only ("billion laughs") is no better.
    const laughs = `<!DOCTYPE p:sld [<!ENTITY a "ha"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>`;
    const file = writeZip(
      readZip(deck()).map((e) =>
        e.name === 'ppt/slides/slide1.xml'
          ? { ...e, data: Buffer.from(e.data.toString('utf8').replace('<p:sld', `${laughs}<p:sld`)) }
          : e,
      ),
    );
    await refusedFor(file, 'laughs.pptx', 'ppt/slides/slide1.xml');
    expect(asked).toEqual([]);
  });

  test("in a template's theme, imported as a brand kit", async () => {
    const template = makeTemplate({
      colors: {
        dk1: '111111',
        lt1: 'FFFFFF',
        dk2: '222222',
        lt2: 'EEEEEE',
        accent1: 'E36414',
        accent2: '5F0F40',
      },
      heading: 'Lato',
      body: 'Lato',
    });
    const client = await seedClient(server);
    await refusedFor(
      withDtd(template, 'ppt/theme/theme1.xml', 'a:theme'),
      'client.potx',
      'ppt/theme/theme1.xml',
      `/api/clients/${client.id}/brand/import`,
    );
    expect(asked).toEqual([]);
  });
});
