import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { chromium } from 'playwright-core';
import { chromiumExecutable } from '../server/lib/chromium.mjs';
import { corpusPath, fetchCorpus } from '../tests/corpus/fetch';
import { apiClient, report, startServer } from './lib';

// Document import: extraction speed of a 100-page PDF and a ~50-page DOCX uploaded through the
// API of a real server process, and what an extraction running does to the latency of an ordinary
// request, GET /api/clients (target: at most doubled). Then issue 18's figures on a real book of
// the corpus (gnuplot's 311-page manual): PDF pages/s (goal >= 50), the book uploaded and made
// into slides (goal 5 s), and GET /api/health's p99 during its import (goal < 100 ms).

const DOCUMENTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../shared/fixtures/documents',
);
const PDF_PAGES = 100;
const DOCX_COPIES = 3;
const RUNS = 3;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function pdfPageCount(bytes: Buffer): Promise<number> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 })
    .promise;
  const pages = doc.numPages;
  await doc.destroy();
  return pages;
}

/**
 * A 100-page PDF printed by Chromium from the text of bigfile-01.docx (its headings, lists and
 * paragraphs, as mammoth reads them), repeated until it fills the pages.
 */
async function buildPdf(): Promise<Buffer> {
  const executablePath = chromiumExecutable();
  if (!executablePath)
    throw new Error('the extract bench needs Chromium (apt-get install chromium, or CHROMIUM_PATH)');
  const { value: body } = await mammoth.convertToHtml({
    buffer: readFileSync(path.join(DOCUMENTS, 'bigfile-01.docx')),
  });
  const browser = await chromium.launch({ executablePath, args: ['--headless=new', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    const print = async (copies: number, pageRanges?: string) => {
      const sections = Array.from({ length: copies }, () => `<section>${body}</section>`).join('');
      await page.setContent(
        `<!doctype html><html><head><meta charset="utf-8"><style>body{font:11pt/1.4 serif}section{break-after:page}</style></head><body>${sections}</body></html>`,
      );
      return Buffer.from(
        await page.pdf({
          format: 'A4',
          margin: { top: '2cm', bottom: '2cm', left: '2cm', right: '2cm' },
          pageRanges,
        }),
      );
    };
    const perCopy = await pdfPageCount(await print(1));
    return await print(Math.ceil(PDF_PAGES / perCopy), `1-${PDF_PAGES}`);
  } finally {
    await browser.close();
  }
}

/**
 * bigfile-01.docx with its body repeated DOCX_COPIES times, a page break between copies (bookmarks
 * and paragraph ids dropped from the copies, so no id repeats): a genuine Word file of about 50 of
 * Word's pages.
 */
async function buildDocx(): Promise<{ bytes: Buffer; pages: number }> {
  const zip = await JSZip.loadAsync(readFileSync(path.join(DOCUMENTS, 'bigfile-01.docx')));
  const xml = await zip.file('word/document.xml')!.async('string');
  const open = xml.indexOf('>', xml.indexOf('<w:body')) + 1;
  const sectPr = xml.lastIndexOf('<w:sectPr');
  const content = xml.slice(open, sectPr);
  const copy = content
    .split('<w:bookmark')
    .map((part, i) => (i === 0 ? part : part.slice(part.indexOf('/>') + 2)))
    .join('')
    .replace(/ w14:(?:paraId|textId)="[^"]*"/g, '');
  const pageBreak = '<w:p><w:r><w:br w:type="page"/></w:r></w:p>';
  const repeated = [content, ...Array.from({ length: DOCX_COPIES - 1 }, () => copy)].join(pageBreak);
  zip.file('word/document.xml', xml.slice(0, open) + repeated + xml.slice(sectPr));
  // Word's own page count of the original, kept in docProps/app.xml, scaled to the copies.
  const app = await zip.file('docProps/app.xml')!.async('string');
  const pages = Number(/<Pages>(\d+)<\/Pages>/.exec(app)![1]) * DOCX_COPIES;
  zip.file('docProps/app.xml', app.replace(/<Pages>\d+<\/Pages>/, `<Pages>${pages}</Pages>`));
  return { bytes: await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }), pages };
}

export async function benchExtract() {
  const pdf = await buildPdf();
  const pdfPages = await pdfPageCount(pdf);
  const docx = await buildDocx();
  const server = await startServer(4491);
  try {
    const { cookie, call } = await apiClient(server.url);
    const client = await call<{ id: string }>('POST', '/api/clients', { name: 'Extract bench' });
    const deck = await call<{ id: string }>('POST', '/api/presentations', {
      clientId: client.id,
      title: 'Extract bench',
    });
    const upload = async (fileName: string, bytes: Buffer) => {
      const started = performance.now();
      const asset = await call<{ extractedContent: { text: string } }>(
        'POST',
        `/api/presentations/${deck.id}/assets`,
        { file: `data:application/octet-stream;base64,${bytes.toString('base64')}`, fileName, fileType: '' },
      );
      return { ms: performance.now() - started, text: asset.extractedContent.text };
    };

    // Warm up: both workers of the pool start and load their extractors.
    const small = (name: string) => readFileSync(path.join(DOCUMENTS, name));
    await Promise.all([
      upload('warm.pdf', small('pdflatex-4-pages.pdf')),
      upload('warm.docx', small('test02.docx')),
    ]);

    const pdfRuns: number[] = [];
    const docxRuns: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const p = await upload('hundred-pages.pdf', pdf);
      const markers = p.text.match(/^--- page \d+ ---$/gm)?.length ?? 0;
      if (markers !== pdfPages) throw new Error(`the PDF's text has ${markers} pages, not ${pdfPages}`);
      pdfRuns.push(p.ms);
      const d = await upload('fifty-pages.docx', docx.bytes);
      if (d.text.split('Welcome to BlogCFC').length - 1 !== DOCX_COPIES)
        throw new Error('the DOCX text does not hold every copy');
      docxRuns.push(d.ms);
    }

    // GET /api/clients, one request at a time: alone, then while documents are being extracted.
    const getClients = async () => {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/clients`, { headers: { cookie } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`GET /api/clients: ${res.status}`);
      return performance.now() - started;
    };
    const sampleWhile = async (busy: () => boolean) => {
      const out: number[] = [];
      while (busy()) out.push(await getClients());
      return out;
    };
    for (let i = 0; i < 200; i++) await getClients();
    const aloneUntil = performance.now() + 5000;
    const alone = await sampleWhile(() => performance.now() < aloneUntil);
    let extracting = true;
    const work = (async () => {
      for (let run = 0; run < RUNS; run++) {
        await upload('hundred-pages.pdf', pdf);
        await upload('fifty-pages.docx', docx.bytes);
      }
    })().finally(() => {
      extracting = false;
    });
    const during = await sampleWhile(() => extracting);
    await work;

    const pdfMs = median(pdfRuns);
    const docxMs = median(docxRuns);
    const [aloneP50, aloneP99] = [percentile(alone, 50), percentile(alone, 99)];
    const [duringP50, duringP99] = [percentile(during, 50), percentile(during, 99)];
    report(`Document import through POST /api/presentations/{id}/assets (median of ${RUNS}, PGlite)`, [
      ['PDF: pages / size', `${pdfPages} pages / ${(pdf.length / 1024).toFixed(0)} KB (Chromium print)`],
      ['PDF: upload + extraction (ms)', pdfMs.toFixed(0)],
      ['PDF: pages/s', (pdfPages / (pdfMs / 1000)).toFixed(1)],
      [
        'DOCX: pages / size',
        `~${docx.pages} pages (Word's count of bigfile-01.docx x ${DOCX_COPIES}) / ${(docx.bytes.length / 1024).toFixed(0)} KB`,
      ],
      ['DOCX: upload + extraction (ms)', docxMs.toFixed(0)],
      ['DOCX: pages/s', (docx.pages / (docxMs / 1000)).toFixed(1)],
      [
        'GET /api/clients alone: p50 / p99 ms',
        `${aloneP50.toFixed(2)} / ${aloneP99.toFixed(2)} (${alone.length} requests)`,
      ],
      [
        'GET /api/clients, extracting: p50 / p99 ms',
        `${duringP50.toFixed(2)} / ${duringP99.toFixed(2)} (${during.length} requests)`,
      ],
      [
        'ratio during / alone: p50 / p99',
        `${(duringP50 / aloneP50).toFixed(2)} / ${(duringP99 / aloneP99).toFixed(2)}`,
      ],
      ['target', 'GET latency during extraction <= 2x'],
    ]);

    // A real book: gnuplot's manual, 311 pages.
    await fetchCorpus();
    const book = readFileSync(corpusPath('gnuplot.pdf', { deb: 'gnuplot-doc', path: '' }));
    const bookPages = await pdfPageCount(book);
    const health = async () => {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/health`);
      await res.arrayBuffer();
      return performance.now() - started;
    };
    // The same probe with nothing imported: what the machine's own load does to an answer.
    const healthAlone: number[] = [];
    const aloneHealthUntil = performance.now() + 3000;
    while (performance.now() < aloneHealthUntil) {
      healthAlone.push(await health());
      await new Promise((r) => setTimeout(r, 20));
    }
    const bookRuns: number[] = [];
    const deckRuns: number[] = [];
    const healthDuring: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      let importing = true;
      const probe = (async () => {
        while (importing) {
          healthDuring.push(await health());
          await new Promise((r) => setTimeout(r, 20));
        }
      })();
      const started = performance.now();
      const asset = await call<{ id: string }>('POST', `/api/presentations/${deck.id}/assets`, {
        file: `data:application/pdf;base64,${book.toString('base64')}`,
        fileName: 'gnuplot.pdf',
        fileType: 'application/pdf',
      });
      bookRuns.push(performance.now() - started);
      await call('POST', `/api/presentations/${deck.id}/process-assets`, {
        assetIds: [asset.id],
        provider: 'offline',
      });
      deckRuns.push(performance.now() - started);
      importing = false;
      await probe;
    }
    const bookMs = median(bookRuns);
    const pagesPerSecond = bookPages / (bookMs / 1000);
    const healthP99 = percentile(healthDuring, 99);
    const deckMs = median(deckRuns);
    const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');
    report(`Issue 18: a ${bookPages}-page book (gnuplot.pdf) through the API (median of ${RUNS})`, [
      [
        'PDF import: pages/s (goal >= 50)',
        `${pagesPerSecond.toFixed(1)} (${bookMs.toFixed(0)} ms): ${verdict(pagesPerSecond >= 50)}`,
      ],
      [
        'upload and slides, offline engine: ms (goal < 5000)',
        `${deckMs.toFixed(0)}: ${verdict(deckMs < 5000)}`,
      ],
      [
        'GET /api/health during the import: p99 ms (goal < 100)',
        `${healthP99.toFixed(1)}: ${verdict(healthP99 < 100)}`,
      ],
      ['GET /api/health with nothing imported: p99 ms', percentile(healthAlone, 99).toFixed(1)],
      [
        'GET /api/health during the import: p50 / max ms',
        `${percentile(healthDuring, 50).toFixed(1)} / ${Math.max(...healthDuring).toFixed(1)} (${healthDuring.length} requests)`,
      ],
    ]);
  } finally {
    await server.stop();
  }
}
