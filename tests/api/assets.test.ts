import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ASSET_MAX_BYTES, DOCX_TEXT_UNPACKED_MAX } from '../../common/limits';
import type { Asset } from '../../common/schemas/assets';
import { assets as assetsTable } from '../../server/db/schema';
import { seedPresentation } from '../helpers/seed';
import { isErrorShape, startLoggedIn, type TestServer } from '../helpers/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startLoggedIn();
});
afterAll(() => server.close());

// The shared fixtures (never copied into the repo): ../shared/fixtures from the repository root.
const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/fixtures');
const DOCUMENTS = path.join(FIXTURES, 'documents');

/**
 * The fixtures README, line by line: "- `a.doc` / `a.docx` — what it exercises — "phrase"". A file
 * without a phrase is one whose import must fail.
 */
function readFixtureList(): Map<string, string | null> {
  const list = new Map<string, string | null>();
  for (const line of readFileSync(path.join(FIXTURES, 'README.md'), 'utf8').split('\n')) {
    if (!line.startsWith('- `')) continue;
    const names = line
      .split(' — ')[0]!
      .match(/`[^`]+`/g)!
      .map((n) => n.slice(1, -1));
    const phrase = /"([^"]+)"\s*$/.exec(line)?.[1] ?? null;
    for (const name of names) list.set(name, phrase);
  }
  return list;
}

const FIXTURE_LIST = readFixtureList();
const DOCUMENT_FILES = readdirSync(DOCUMENTS).sort();
const UNREADABLE = ['badfile-01-bad-header.doc', 'libreoffice-writer-password.pdf'];

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  html: 'text/html',
  htm: 'text/html',
  txt: 'text/plain',
};
const mimeOf = (name: string) => MIME[name.split('.').pop()!] ?? 'application/octet-stream';
const dataUrl = (bytes: Buffer, mime = 'application/octet-stream') =>
  `data:${mime};base64,${bytes.toString('base64')}`;

function upload(presentationId: string, fileName: string, bytes: Buffer, fileType = mimeOf(fileName)) {
  return server.api(`/api/presentations/${presentationId}/assets`, {
    json: { file: dataUrl(bytes, fileType), fileName, fileType },
  });
}

async function listAssets(presentationId: string) {
  const res = await server.api<Asset[]>(`/api/presentations/${presentationId}/assets`);
  expect(res.status).toBe(200);
  return res.body;
}

/** What the server keeps for a presentation: its asset rows and the files under DATA_DIR. */
async function leftBehind(presentationId: string) {
  const rows = await server.deps.db
    .select({ id: assetsTable.id })
    .from(assetsTable)
    .where(eq(assetsTable.presentationId, presentationId));
  const dir = path.join(server.config.dataDir, 'files', presentationId);
  return { rows: rows.length, files: existsSync(dir) ? readdirSync(dir) : [] };
}

/** Uploads text bytes as a .txt (or the given name) and answers the extracted text. */
async function extractedText(bytes: Buffer, fileName = 'notes.txt') {
  const deck = await seedPresentation(server);
  const res = await upload(deck.id, fileName, bytes);
  expect(res.status, res.text).toBe(201);
  return res.body.extractedContent.text;
}

describe('the fixtures list', () => {
  test('names every document in the folder; only the two unreadable ones have no phrase', () => {
    expect(DOCUMENT_FILES.length).toBeGreaterThanOrEqual(16);
    expect([...FIXTURE_LIST.keys()].sort()).toEqual(DOCUMENT_FILES);
    expect(DOCUMENT_FILES.filter((name) => FIXTURE_LIST.get(name) === null)).toEqual(UNREADABLE);
  });
});

describe('POST /api/presentations/{id}/assets with the real documents', () => {
  test('every readable fixture is imported with its text, stored, and listed in upload order', async () => {
    const deck = await seedPresentation(server);
    const readable = DOCUMENT_FILES.filter((name) => FIXTURE_LIST.get(name));
    const created: Asset[] = [];
    for (const name of readable) {
      const bytes = readFileSync(path.join(DOCUMENTS, name));
      const res = await upload(deck.id, name, bytes);
      expect(res.status, `${name}: ${res.text}`).toBe(201);
      expect(res.body).toMatchObject({
        presentationId: deck.id,
        fileName: name,
        fileType: mimeOf(name),
        fileSize: bytes.length,
      });
      expect(res.body.id).toEqual(expect.any(String));
      expect(res.body.extractedContent.text, name).toContain(FIXTURE_LIST.get(name)!);
      // The original is kept: on disk with PGlite, in the row with PostgreSQL.
      if (!server.deps.database.filesInDatabase) {
        const stored = path.join(server.config.dataDir, 'files', deck.id, `${res.body.id}-asset`);
        expect(readFileSync(stored).equals(bytes), name).toBe(true);
      }
      created.push(res.body);
      server.advance(1000);
    }
    expect(created).toHaveLength(DOCUMENT_FILES.length - UNREADABLE.length);

    const listed = await listAssets(deck.id);
    expect(listed.map((a) => a.fileName)).toEqual(readable);
    expect(listed).toEqual(created);
    expect((await leftBehind(deck.id)).rows).toBe(created.length);
    // Fifteen documents read one after another (mammoth on the long DOCX files takes seconds when
    // the machine is busy).
  }, 180_000);

  test('PDF pages are marked, headings kept by their size, and the two columns read one after the other', async () => {
    const deck = await seedPresentation(server);
    const res = await upload(
      deck.id,
      'multicolumn.pdf',
      readFileSync(path.join(DOCUMENTS, 'multicolumn.pdf')),
    );
    expect(res.status).toBe(201);
    const text = res.body.extractedContent.text;
    expect(text.startsWith('--- page 1 ---\n\n# Two-Column Document with Lorem Ipsum\n')).toBe(true);
    // "Abstract" is set smaller than the title: a heading one level down.
    expect(text).toContain('\n## Abstract\n');
    expect(text).toContain('--- page 2 ---');
    // Columns read one after the other: the abstract's sentence is whole, not mixed with the other column.
    expect(text).toContain('\nThis is a sample document with two columns filled with Lorem Ipsum text.\n');
    // The table on page 3 keeps its rows and cells.
    expect(text).toContain(
      '| Country | Population (millions) | Area (km ) | Capital | Official Language |\n| Austria |',
    );
  });

  test('page numbers at the foot of PDF pages are not part of the text', async () => {
    const deck = await seedPresentation(server);
    for (const name of ['multicolumn.pdf', 'pdflatex-4-pages.pdf']) {
      const res = await upload(deck.id, name, readFileSync(path.join(DOCUMENTS, name)));
      expect(res.status).toBe(201);
      const lines = res.body.extractedContent.text.split('\n');
      expect(lines.filter((l: string) => /^--- page \d+ ---$/.test(l)).length, name).toBeGreaterThan(1);
      expect(
        lines.filter((l: string) => /^\d+$/.test(l)),
        name,
      ).toEqual([]);
    }
  });

  test('a DOCX keeps its table as rows and a DOC its paragraphs', async () => {
    const deck = await seedPresentation(server);
    const docx = await upload(deck.id, 'test03.docx', readFileSync(path.join(DOCUMENTS, 'test03.docx')));
    expect(docx.body.extractedContent.text).toContain(
      '| License | GPL v3.0 | LGPL v3.0 | BSD | MIT (X11) | Apache v2.0 |',
    );
    const doc = await upload(deck.id, 'test05.doc', readFileSync(path.join(DOCUMENTS, 'test05.doc')));
    expect(doc.body.extractedContent.text).toBe('This is a simple file created with Word 97-SR2.');
  });
});

describe('documents that cannot be read', () => {
  test.each([
    ['libreoffice-writer-password.pdf', /protected with a password/],
    ['badfile-01-bad-header.doc', /not a readable Word document/],
  ])('%s answers 422 naming the file and the reason, and leaves nothing behind', async (name, reason) => {
    const deck = await seedPresentation(server);
    // A good document first, so "nothing behind" is measured against something that was kept.
    const good = await upload(deck.id, 'test05.doc', readFileSync(path.join(DOCUMENTS, 'test05.doc')));
    expect(good.status).toBe(201);
    const before = await leftBehind(deck.id);
    expect(before.rows).toBe(1);

    const res = await upload(deck.id, name, readFileSync(path.join(DOCUMENTS, name)));
    expect(res.status).toBe(422);
    expect(isErrorShape(res.body)).toBe(true);
    expect(res.body.error.code).toBe('unreadable_document');
    expect(res.body.error.message).toMatch(
      new RegExp(`^${name.replace(/\./g, '\\.')} could not be imported: `),
    );
    expect(res.body.error.message).toMatch(reason);

    expect((await listAssets(deck.id)).map((a) => a.fileName)).toEqual(['test05.doc']);
    expect(await leftBehind(deck.id)).toEqual(before);
  });

  test('a PDF whose body is damaged past its header is a 422 too, not a 500', async () => {
    const deck = await seedPresentation(server);
    const res = await upload(
      deck.id,
      'broken.pdf',
      Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\ngarbage'),
    );
    expect(res.status, res.text).toBe(422);
    expect(res.body.error.message).toMatch(/^broken\.pdf could not be imported: /);
    expect(await leftBehind(deck.id)).toEqual({ rows: 0, files: [] });
  });

  test('a DOCX "zip bomb" (a small file whose text unpacks past the limit) is a 422 before it is read', async () => {
    const deck = await seedPresentation(server);
    const zip = await JSZip.loadAsync(readFileSync(path.join(DOCUMENTS, 'test03.docx')));
    const xml = await zip.file('word/document.xml')!.async('string');
    // Still a valid document: the padding is an XML comment after the declaration.
    const padded = xml.replace('?>', `?><!--${' '.repeat(DOCX_TEXT_UNPACKED_MAX)}-->`);
    zip.file('word/document.xml', padded);
    const file = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(file.length).toBeLessThan(200_000);
    const res = await upload(deck.id, 'bomb.docx', file);
    expect(res.status, res.text).toBe(422);
    expect(res.body.error.message).toBe(
      `bomb.docx could not be imported: its text unpacks to more than ${DOCX_TEXT_UNPACKED_MAX / 1024 / 1024} MB, too much to read`,
    );
    expect(await leftBehind(deck.id)).toEqual({ rows: 0, files: [] });
  });

  test('a document disguised as a picture (word/media/) is never read, so it cannot be a bomb either', async () => {
    const deck = await seedPresentation(server);
    const zip = await JSZip.loadAsync(readFileSync(path.join(DOCUMENTS, 'test03.docx')));
    const xml = await zip.file('word/document.xml')!.async('string');
    zip.remove('word/document.xml');
    zip.file('word/media/body.xml', xml.replace('?>', `?><!--${' '.repeat(2 * DOCX_TEXT_UNPACKED_MAX)}-->`));
    const rels = await zip.file('_rels/.rels')!.async('string');
    zip.file('_rels/.rels', rels.replace('word/document.xml', 'word/media/body.xml'));
    const file = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const res = await upload(deck.id, 'disguised.docx', file);
    expect(res.status, res.text).toBe(422);
    expect(res.body.error.message).toMatch(/^disguised\.docx could not be imported: /);
    expect(await leftBehind(deck.id)).toEqual({ rows: 0, files: [] });
  });

  test('a document with no text in it answers 422 and is not stored', async () => {
    const deck = await seedPresentation(server);
    const res = await upload(deck.id, 'blank.txt', Buffer.from(' \n\n\t\n'));
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe('blank.txt could not be imported: it contains no text to import');
    expect(await leftBehind(deck.id)).toEqual({ rows: 0, files: [] });
  });
});

describe('type and size checks', () => {
  const elf = Buffer.concat([
    Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
    Buffer.alloc(4096, 0x90),
  ]);
  const mz = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(4096, 0xcc)]);

  test.each([
    ['report.pdf', elf, /^report\.pdf is not really a PDF file$/],
    ['invoice.pdf', mz, /^invoice\.pdf is not really a PDF file$/],
    ['letter.doc', mz, /^letter\.doc is not really a DOC file$/],
    ['letter.docx', elf, /^letter\.docx is not really a DOCX file$/],
    ['notes.txt', elf, /^notes\.txt is not really a TXT file$/],
    ['page.html', mz, /^page\.html is not really a HTML file$/],
  ])('an executable renamed %s answers 415 and is not stored', async (name, bytes, message) => {
    const deck = await seedPresentation(server);
    const res = await upload(deck.id, name, bytes);
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe('unsupported_media_type');
    expect(res.body.error.message).toMatch(message);
    expect(await leftBehind(deck.id)).toEqual({ rows: 0, files: [] });
  });

  test.each(['slides.pptx', 'setup.exe', 'README'])(
    'an unsupported name (%s) answers 415 with the accepted types',
    async (name) => {
      const deck = await seedPresentation(server);
      const res = await upload(deck.id, name, Buffer.from('# Plan\n- Step one\n'), 'text/plain');
      expect(res.status).toBe(415);
      expect(res.body.error.message).toBe(
        `${name}: only .pdf, .docx, .doc, .html, .htm, .txt, .md, .markdown files can be imported`,
      );
      expect(await leftBehind(deck.id)).toEqual({ rows: 0, files: [] });
    },
  );

  test('the limit is 20 MB: one byte over names the file and the limit; 21 MB is refused too', async () => {
    expect(ASSET_MAX_BYTES).toBe(20 * 1024 * 1024);
    const deck = await seedPresentation(server);
    const pdfOf = (size: number) => {
      const bytes = Buffer.alloc(size, 0x20);
      bytes.write('%PDF-1.4\n', 0, 'latin1');
      return bytes;
    };
    const over = await upload(deck.id, 'big.pdf', pdfOf(ASSET_MAX_BYTES + 1));
    expect(over.status).toBe(413);
    expect(over.body.error.message).toBe('big.pdf is larger than 20 MB');
    const huge = await upload(deck.id, 'huge.pdf', pdfOf(21 * 1024 * 1024));
    expect(huge.status).toBe(413);
    expect(isErrorShape(huge.body)).toBe(true);
    expect(await leftBehind(deck.id)).toEqual({ rows: 0, files: [] });
  });
});

describe('text and HTML', () => {
  const SAMPLE = 'Zürich – naïve café, São Paulo, 東京 😀\nSecond line';

  test('UTF-8, with and without a BOM', async () => {
    expect(await extractedText(Buffer.from(SAMPLE, 'utf8'))).toBe(SAMPLE);
    expect(await extractedText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(SAMPLE)]))).toBe(
      SAMPLE,
    );
  });

  test('UTF-16 little- and big-endian, by their BOM', async () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(SAMPLE, 'utf16le')]);
    expect(await extractedText(le)).toBe(SAMPLE);
    const be = Buffer.from(le);
    be.swap16();
    expect(be.subarray(0, 2)).toEqual(Buffer.from([0xfe, 0xff]));
    expect(await extractedText(be)).toBe(SAMPLE);
  });

  test('Latin-1 (and its Windows-1252 superset) when the bytes are not UTF-8', async () => {
    const latin1 = 'Crème brûlée à São Paulo, 15 °C, déjà vu';
    expect(await extractedText(Buffer.from(latin1, 'latin1'))).toBe(latin1);
    // 0x80 and 0x93/0x94 are the euro sign and curly quotes in Windows-1252.
    expect(await extractedText(Buffer.from([0x80, 0x35, 0x20, 0x93, 0x6f, 0x6b, 0x94]))).toBe('€5 “ok”');
  });

  test('a NUL character in the text is dropped rather than failing the save', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Before\u0000After', 'utf16le')]);
    expect(await extractedText(utf16)).toBe('BeforeAfter');
  });

  test('Windows line ends become Unix ones, and trailing spaces go', async () => {
    expect(await extractedText(Buffer.from('First   \r\nSecond\r\n\r\n\r\n\r\nThird\r\n'))).toBe(
      'First\nSecond\n\nThird',
    );
  });

  test('HTML: scripts, styles and the head are dropped; headings, lists and tables are kept', async () => {
    const html = `<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE html>
<html><head><title>Head title</title><style>h1 { color: red }</style>
<script>var secret = "do not import";</script></head>
<body>
  <h1>Quarterly <em>plan</em></h1>
  <p>Where we   stand
     today.</p>
  <style>.x { display: none }</style>
  <h2>Goals</h2>
  <ul><li>Grow revenue</li><li>Hire <b>two</b> designers</li></ul>
  <script type="module">document.body.innerHTML = "tracker";</script>
  <ol><li>First step</li><li>Second step</li></ol>
  <table><tr><th>Metric</th><th>Value</th></tr><tr><td>NPS</td><td>71</td></tr></table>
  <noscript>Enable JavaScript</noscript>
</body></html>`;
    const text = await extractedText(Buffer.from(html), 'plan.html');
    expect(text).toBe(
      [
        '# Quarterly plan',
        '',
        'Where we stand today.',
        '',
        '## Goals',
        '',
        '- Grow revenue',
        '- Hire two designers',
        '- First step',
        '- Second step',
        '',
        '| Metric | Value |',
        '| NPS | 71 |',
      ].join('\n'),
    );
    for (const hidden of [
      'doctype',
      'xml',
      'Head title',
      'color',
      'secret',
      'tracker',
      'display',
      'Enable JavaScript',
    ])
      expect(text).not.toContain(hidden);
  });

  test('a documentation page: its title without the site name, no permalinks, banners or page links', async () => {
    const paragraph = (topic: string) =>
      `<p>${topic} is covered in depth here, with the reasons behind each recommendation, the tools that help, and the mistakes maintainers make most often when they start packaging.</p>`;
    const html = `<!DOCTYPE html><html><head>
<title>6. Best Packaging Practices — developers-reference 12.18 documentation</title></head>
<body><div id="banner"><a href="/get"><span>Download the ebook</span></a></div>
<nav class="sidebar"><ul><li><a href="/">Home</a></li><li><a href="/next">Next chapter</a></li></ul></nav>
<div role="main"><ul class="docnav top"><li class="previous"><a href="a.html">Previous page</a></li>
<li class="home">The Handbook</li><li class="next"><a href="b.html">Next page</a></li></ul><section>
<h1>6. Best Packaging Practices<a class="headerlink" href="#bpp" title="Link to this heading">¶</a></h1>
${paragraph('Packaging')}${paragraph('Quality')}
<h2>6.1. Best practices for debian/rules<a class="headerlink" href="#rules">¶</a></h2>
${paragraph('The rules file')}${paragraph('Helper scripts')}
</section></div></body></html>`;
    const text = await extractedText(Buffer.from(html), 'bpp.html');
    expect(text.split('\n')[0]).toBe('# 6. Best Packaging Practices');
    expect(text).toContain('## 6.1. Best practices for debian/rules\n');
    expect(text).not.toContain('¶');
    expect(text).not.toContain('developers-reference 12.18');
    for (const furniture of ['Download the ebook', 'Previous page', 'The Handbook', 'Next chapter'])
      expect(text).not.toContain(furniture);
  });

  test('.htm is HTML too, in Latin-1', async () => {
    const text = await extractedText(Buffer.from('<h1>Résumé</h1><p>Été</p>', 'latin1'), 'cv.htm');
    expect(text).toBe('# Résumé\n\nÉté');
  });
});

describe('unknown presentations', () => {
  test('upload and list answer 404 and store nothing', async () => {
    const res = await upload('noSuchDeck123', 'notes.txt', Buffer.from('Hello'));
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: 'not_found', message: 'Presentation not found' });
    const list = await server.api('/api/presentations/noSuchDeck123/assets');
    expect(list.status).toBe(404);
    expect(list.body.error.message).toBe('Presentation not found');
    expect(await leftBehind('noSuchDeck123')).toEqual({ rows: 0, files: [] });
  });
});
