import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { presentations as presentationsTable, slides as slidesTable } from '../../server/db/schema';
import { IMAGE_TYPE, NINE_TYPES, seedNineTypes } from '../helpers/nineTypes';

/** Every type, in the order seedNineTypes adds them (the image slide last). */
const ALL_TYPES = [...NINE_TYPES, IMAGE_TYPE];

import { seedPresentation, seedSlide } from '../helpers/seed';
import { isErrorShape, startLoggedIn, type TestServer } from '../helpers/testServer';

let server: TestServer;
let work: string;
beforeAll(async () => {
  server = await startLoggedIn();
  work = mkdtempSync(path.join(os.tmpdir(), 'decksmith-export-test-'));
});
afterAll(() => server.close());

async function download(url: string) {
  const res = await fetch(`${server.url}${url}`, { headers: { cookie: server.cookie ?? '' } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

function save(name: string, bytes: Buffer) {
  const file = path.join(work, name);
  writeFileSync(file, bytes);
  return file;
}

const pdfInfo = (file: string) => execFileSync('pdfinfo', [file], { encoding: 'utf8' });
const pdfPageText = (file: string, page: number) =>
  execFileSync('pdftotext', ['-f', String(page), '-l', String(page), '-layout', file, '-'], {
    encoding: 'utf8',
  });

describe('PDF export', () => {
  test('one 1920×1080 page per slide, each slide’s text selectable, named after the title', async () => {
    const deck = await seedPresentation(server, undefined, 'Q3 Board Review');
    await seedNineTypes(server, deck.id);
    const { res, bytes } = await download(`/api/presentations/${deck.id}/export/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('filename="Q3 Board Review.pdf"');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const file = save('nine.pdf', bytes);
    const info = pdfInfo(file);
    expect(info).toMatch(new RegExp(`Pages:\\s+${ALL_TYPES.length}\\b`));
    // 1920×1080 CSS px = 1440×810 pt.
    expect(info).toMatch(/Page size:\s+1440 x 810 pts/);
    for (const [i, slide] of ALL_TYPES.entries()) {
      expect(pdfPageText(file, i + 1).replace(/\s+/g, ' ')).toContain(slide.phrase);
    }
  });

  test('file names: slashes, quotes and control characters go, other scripts stay, empty is Untitled', async () => {
    const deck = await seedPresentation(server, undefined, 'Plan "A"/B \\ C: Ünïcöde 東京 Отчёт');
    await seedSlide(server, deck.id, { title: 'One' });
    const { res } = await download(`/api/presentations/${deck.id}/export/html`);
    const disposition = res.headers.get('content-disposition') ?? '';
    const ascii = /filename="([^"]*)"/.exec(disposition)?.[1];
    const utf8 = decodeURIComponent(/filename\*=UTF-8''(.*)$/.exec(disposition)?.[1] ?? '');
    expect(ascii).toBe('Plan A B C Unicode.html');
    expect(utf8).toBe('Plan A B C Ünïcöde 東京 Отчёт.html');
    for (const name of [ascii, utf8]) expect(name).not.toMatch(/[/\\"\p{Cc}]/u);

    // A blank title is refused by the API (issue 32); a deck stored before that rule may have one.
    const blank = await seedPresentation(server, undefined, 'x');
    await server.deps.db
      .update(presentationsTable)
      .set({ title: '' })
      .where(eq(presentationsTable.id, blank.id));
    const untitled = await download(`/api/presentations/${blank.id}/export/pdf`);
    expect(untitled.res.status).toBe(200);
    expect(untitled.res.headers.get('content-disposition')).toContain('filename="Untitled.pdf"');
  });

  test('an unknown presentation is 404 for every format', async () => {
    for (const format of ['pdf', 'html', 'pptx']) {
      const res = await server.api(`/api/presentations/nosuchdeck000000/export/${format}`);
      expect(res.status).toBe(404);
      expect(isErrorShape(res.body)).toBe(true);
      expect(res.body.error.message).toBe('Presentation not found');
    }
  });

  test('the rendering browser reaches nothing: loopback canary, metadata address, file://', async () => {
    const hits: string[] = [];
    const canary: Server = createServer((req, res) => {
      hits.push(req.url ?? '');
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    });
    await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
    const port = (canary.address() as { port: number }).port;
    const base = `http://127.0.0.1:${port}`;
    try {
      const deck = await seedPresentation(server);
      const slide = await seedSlide(server, deck.id, {
        type: 'html',
        title: 'Probe',
        content: { htmlContent: '<p>x</p>' },
      });
      // Written straight to the database, past the sanitiser, so the browser's own isolation is what is tested.
      const hostile = [
        `<p>Canary probe</p><img src="${base}/img"><img src="http://169.254.169.254/latest/meta-data/">`,
        `<iframe src="${base}/frame"></iframe><object data="${base}/object"></object>`,
        `<link rel="stylesheet" href="${base}/css"><div style="background:url(${base}/bg)">bg</div>`,
        `<img src="file:///etc/passwd"><video src="${base}/video"></video><audio src="${base}/redirect"></audio>`,
        `<script>fetch('${base}/fetch').catch(()=>{});new Image().src='${base}/script-img';`,
        `navigator.sendBeacon && navigator.sendBeacon('${base}/beacon');`,
        `try{const ws=new WebSocket('ws://127.0.0.1:${port}/ws')}catch(e){}</script>`,
        `<meta http-equiv="refresh" content="0;url=${base}/refresh">`,
      ].join('');
      await server.deps.db
        .update(slidesTable)
        .set({ content: { htmlContent: hostile } })
        .where(eq(slidesTable.id, slide.id));
      const pdf = await download(`/api/presentations/${deck.id}/export/pdf`);
      expect(pdf.res.status).toBe(200);
      expect(pdfPageText(save('ssrf.pdf', pdf.bytes), 1)).toContain('Canary probe');
      const pptx = await download(`/api/presentations/${deck.id}/export/pptx`);
      expect(pptx.res.status).toBe(200);
      // The exports' pages are closed by now, so nothing they tried can still be on its way.
      expect(hits).toEqual([]);
    } finally {
      canary.close();
    }
  });

  test('a browser crash in the middle answers a clear 503, and the next export works', async () => {
    const deck = await seedPresentation(server);
    for (let i = 0; i < 40; i++)
      await seedSlide(server, deck.id, { title: `Slide ${i}`, content: { text: 'x'.repeat(500) } });
    const pool = server.deps.browsers;
    const started = once(pool.events, 'page');
    const pending = download(`/api/presentations/${deck.id}/export/pdf`);
    await started;
    const browser = await pool.current();
    expect(browser).toBeDefined();
    const cdp = await browser!.newBrowserCDPSession();
    await cdp.send('Browser.crash').catch(() => {});
    const { res, bytes } = await pending;
    expect(res.status).toBe(503);
    // Naming the deck and the format (issue 27).
    expect(JSON.parse(bytes.toString()).error).toMatchObject({
      message: `The PDF export of “${deck.title}” failed: The export browser stopped unexpectedly. Please try again.`,
      presentationId: deck.id,
      format: 'pdf',
    });
    const again = await download(`/api/presentations/${deck.id}/export/pdf`);
    expect(again.res.status).toBe(200);
    expect(pdfInfo(save('after-crash.pdf', again.bytes))).toMatch(/Pages:\s+40\b/);
  });
});

describe('PowerPoint export', () => {
  test('one slide part per slide, texts as text, notes kept; LibreOffice opens it with the same count', async () => {
    const deck = await seedPresentation(server, undefined, 'Editable deck');
    await seedNineTypes(server, deck.id);
    const { res, bytes } = await download(`/api/presentations/${deck.id}/export/pptx`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('presentationml.presentation');
    expect(res.headers.get('content-disposition')).toContain('filename="Editable deck.pptx"');
    const zip = await JSZip.loadAsync(bytes);
    const slideParts = Object.keys(zip.files).filter((f) => /^ppt\/slides\/slide\d+\.xml$/.test(f));
    expect(slideParts).toHaveLength(ALL_TYPES.length);
    for (const [i, slide] of ALL_TYPES.entries()) {
      const xml = await zip.file(`ppt/slides/slide${i + 1}.xml`)!.async('string');
      const texts = [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => m[1]).join(' ');
      if (slide.type === 'html') {
        expect(xml).toContain('<p:pic>');
      } else if (slide.type === 'image') {
        expect(xml).toContain('<p:pic>');
        expect(texts).toContain(slide.phrase);
      } else {
        expect(texts.replace(/&apos;/g, "'").replace(/&amp;/g, '&')).toContain(slide.phrase);
        expect(xml).not.toContain('<p:pic>');
      }
      const notes = Object.keys(zip.files).filter((f) => /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(f));
      expect(notes.length).toBe(ALL_TYPES.length);
    }
    const allNotes = await Promise.all(
      Object.keys(zip.files)
        .filter((f) => /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(f))
        .map((f) => zip.file(f)!.async('string')),
    );
    expect(allNotes.join(' ')).toContain('Speaker note for the title slide');
    expect(allNotes.join(' ')).toContain('Raw HTML phrase');

    const file = save('deck.pptx', bytes);
    execFileSync('soffice', ['--headless', '--convert-to', 'pdf', '--outdir', work, file], {
      stdio: 'ignore',
      timeout: 120_000,
      env: { ...process.env, HOME: work },
    });
    expect(pdfInfo(path.join(work, 'deck.pdf'))).toMatch(new RegExp(`Pages:\\s+${ALL_TYPES.length}\\b`));
  }, 180_000);
});

describe('PowerPoint pictures of HTML slides', () => {
  test('one media part per distinct picture, shared by the slides that show it; LibreOffice draws each', async () => {
    const deck = await seedPresentation(server, undefined, 'Pictures deck');
    const a = '<h2 style="font-size:64px;color:#c05621">Picture A</h2>';
    const b = '<div style="background:#2b6cb0;color:white;height:100%;font-size:80px">Picture B</div>';
    await seedSlide(server, deck.id, { type: 'title', title: 'Opening' });
    for (const html of [a, b, a, a])
      await seedSlide(server, deck.id, { type: 'html', title: 'Custom', content: { htmlContent: html } });
    const { res, bytes } = await download(`/api/presentations/${deck.id}/export/pptx`);
    expect(res.status).toBe(200);
    const zip = await JSZip.loadAsync(bytes);
    const media = Object.keys(zip.files).filter((f) => f.startsWith('ppt/media/') && !zip.files[f]!.dir);
    expect(media).toHaveLength(2);
    const targets: string[] = [];
    for (const number of [2, 3, 4, 5]) {
      const rels = await zip.file(`ppt/slides/_rels/slide${number}.xml.rels`)!.async('string');
      const target = /Target="\.\.\/media\/([^"]+)"/.exec(rels)?.[1];
      expect(target, `slide ${number}`).toBeTruthy();
      expect(zip.file(`ppt/media/${target}`), `slide ${number}'s picture`).not.toBeNull();
      targets.push(target!);
    }
    expect(targets[0]).toBe(targets[2]);
    expect(targets[0]).toBe(targets[3]);
    expect(targets[1]).not.toBe(targets[0]);
    for (const part of media) {
      const jpeg = await zip.file(part)!.async('nodebuffer');
      expect(jpeg.subarray(0, 2).toString('hex')).toBe('ffd8');
      expect(jpeg.length).toBeGreaterThan(5_000); // a 1920×1080 rendering, not the stand-in
    }

    const file = save('pictures.pptx', bytes);
    execFileSync('soffice', ['--headless', '--convert-to', 'pdf', '--outdir', work, file], {
      stdio: 'ignore',
      timeout: 120_000,
      env: { ...process.env, HOME: work },
    });
    const pdf = path.join(work, 'pictures.pdf');
    expect(pdfInfo(pdf)).toMatch(/Pages:\s+5\b/);
    const pagesWithImages = new Set(
      execFileSync('pdfimages', ['-list', pdf], { encoding: 'utf8' })
        .split('\n')
        .slice(2)
        .map((line) => Number(line.trim().split(/\s+/)[0]))
        .filter((page) => page > 0),
    );
    expect([...pagesWithImages].sort()).toEqual([2, 3, 4, 5]);
  }, 180_000);
});

describe('HTML export', () => {
  test('self-contained: no external references, every slide present', async () => {
    const deck = await seedPresentation(server, undefined, 'Offline');
    await seedNineTypes(server, deck.id);
    const { res, bytes } = await download(`/api/presentations/${deck.id}/export/html`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = bytes.toString('utf8');
    expect(html).not.toMatch(/(src|href)=["']?(https?:)?\/\//i);
    expect(html).not.toMatch(/@import|url\(\s*['"]?https?:/i);
    for (const slide of NINE_TYPES) {
      if (slide.type !== 'html') expect(html).toContain(slide.phrase.replace(/'/g, '&#x27;').split(' ')[0]);
    }
    save('offline.html', bytes);
    expect(readFileSync(path.join(work, 'offline.html'), 'utf8').length).toBe(html.length);
  });
});
