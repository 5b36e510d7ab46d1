import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { corpusPath, fetchCorpus } from '../corpus/fetch';
import { CORPUS, type CorpusDocument, type Script } from '../corpus/manifest';
import { getPresentation, seedPresentation } from '../helpers/seed';
import { startLoggedIn, type TestServer } from '../helpers/testServer';

// Issue 18's check, over real HTTP, for every document of the corpus (tests/corpus/manifest.ts):
// the status, text in the document's own script, no fragment for a title, no slide over the
// budget, no mojibake, and a warning whenever something was left out.

let server: TestServer;
beforeAll(async () => {
  await fetchCorpus();
  server = await startLoggedIn();
}, 600_000);

const results: Array<{ name: string; failures: string[] }> = [];
/** Per document, its table and chart slides (issue 31: the note says how many). */
const data: Array<{ name: string; tables: number; charts: number }> = [];
afterAll(async () => {
  await server?.close();
  const passed = results.filter((r) => !r.failures.length).length;
  console.log(`corpus: ${passed} of ${results.length} documents pass every check`);
  const withTables = data.filter((d) => d.tables);
  console.log(
    `corpus: ${withTables.length} documents gave ${withTables.reduce((n, d) => n + d.tables, 0)} table slides; ${data.filter((d) => d.charts).length} gave ${data.reduce((n, d) => n + d.charts, 0)} charts`,
  );
  for (const r of results) if (r.failures.length) console.log(`  ${r.name}: ${r.failures.join('; ')}`);
});

const SCRIPTS: Record<Script, RegExp> = {
  Latin: /\p{sc=Latin}/gu,
  Cyrillic: /\p{sc=Cyrillic}/gu,
  Japanese: /[\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Han}]/gu,
  Chinese: /\p{sc=Han}/gu,
  Korean: /\p{sc=Hangul}/gu,
  Arabic: /\p{sc=Arabic}/gu,
  Hebrew: /\p{sc=Hebrew}/gu,
};

/** Share of the characters that mojibake is made of: Latin-1's upper controls and symbols, ™, Ž, U+FFFD. */
function mojibakeShare(text: string): number {
  let odd = 0;
  let all = 0;
  for (const ch of text) {
    if (ch.trim() === '') continue;
    all++;
    const c = ch.codePointAt(0)!;
    if ((c >= 0x80 && c <= 0xbf) || ch === '™' || ch === 'Ž' || ch === '\ufffd') odd++;
  }
  return all ? odd / all : 0;
}

interface Slide {
  type: string;
  title: string;
  content: {
    text?: string;
    subtitle?: string;
    items?: string[];
    metrics?: { label: string; value: string }[];
    table?: { header: string[]; rows: string[][] };
    chart?: { categories: string[] };
  };
}

function slideText(s: Slide): string {
  const c = s.content;
  return [
    s.title,
    c.text ?? '',
    c.subtitle ?? '',
    ...(c.items ?? []),
    ...(c.metrics ?? []).flatMap((m) => [m.label, m.value]),
  ].join(' ');
}

/** A title cut from a line: it ends on - : or , or starts inside a word of the document. */
function isFragment(title: string, text: string): boolean {
  if (/[-:,]$/.test(title)) return true;
  const head = title.slice(0, 12);
  const at = text.indexOf(head);
  return at > 0 && /\p{L}/u.test(text[at - 1]!) && /\p{Ll}/u.test(title[0]!);
}

async function upload(deckId: string, doc: CorpusDocument) {
  const bytes = readFileSync(corpusPath(doc.name, doc.source));
  return server.api(`/api/presentations/${deckId}/assets`, {
    json: {
      file: `data:application/octet-stream;base64,${bytes.toString('base64')}`,
      fileName: doc.name,
      fileType: '',
    },
  });
}

describe('the corpus of real documents, over HTTP', () => {
  test('has at least 40 documents in the five formats and the scripts issue 18 names', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CORPUS.map((d) => d.name.split('.').pop()))).toEqual(
      new Set(['pdf', 'docx', 'doc', 'html', 'txt']),
    );
    for (const script of ['Cyrillic', 'Japanese', 'Chinese', 'Arabic', 'Hebrew'])
      expect(CORPUS.some((d) => d.script === script)).toBe(true);
    for (const what of ['two columns', 'book of 300+ pages', 'tables', 'protected', 'damaged (cut short)'])
      expect(
        CORPUS.some((d) => d.covers.includes(what)),
        what,
      ).toBe(true);
  });

  test.each(CORPUS.map((d) => [d.name, d] as const))(
    '%s',
    async (_name, doc) => {
      const failures: string[] = [];
      results.push({ name: doc.name, failures });
      const deck = await seedPresentation(server);
      const res = await upload(deck.id, doc);
      if (doc.refused) {
        expect(res.status, res.text).toBe(422);
        expect(res.body.error.message).toContain(doc.name);
        expect(res.body.error.message).toContain(doc.refused);
        return;
      }
      expect(res.status, res.text).toBe(201);
      const text: string = res.body.extractedContent.text;
      const check = (ok: boolean, what: string) => {
        if (!ok) failures.push(what);
      };
      check(text.includes(doc.phrase!), `the phrase “${doc.phrase}” is not in the text`);
      const own = text.match(SCRIPTS[doc.script])?.length ?? 0;
      // A handful of letters for a one-line test document, more for anything longer.
      const needed = Math.min(20, doc.phrase!.match(SCRIPTS[doc.script])?.length ?? 0);
      check(own >= needed, `only ${own} characters of its script (${doc.script})`);
      check(mojibakeShare(text) < 0.03, `mojibake in the text (${(mojibakeShare(text) * 100).toFixed(1)}%)`);

      const made = await server.api(`/api/presentations/${deck.id}/process-assets`, {
        json: { assetIds: [res.body.id], provider: 'offline' },
      });
      expect(made.status, made.text).toBe(200);
      const slides = (await getPresentation(server, deck.id)).slides as Slide[];
      check(slides.length > 0 && slides.length === made.body.count, 'no slides');
      if (doc.title)
        check(slides[0]?.title === doc.title, `the deck is titled “${slides[0]?.title}”, not “${doc.title}”`);
      for (const s of slides) {
        const chars = slideText(s).length;
        const bullets = s.content.items?.length ?? 0;
        check(
          chars <= 700 && bullets <= 8,
          `slide “${s.title}” holds ${chars} characters, ${bullets} bullets`,
        );
        check(!isFragment(s.title, text), `slide title “${s.title}” is a fragment`);
        // A short slide may hold a few legitimate · or « » (a list of names): a looser bound per slide.
        check(mojibakeShare(slideText(s)) < 0.1, `mojibake on slide “${s.title}”`);
      }
      // Issue 34: no title is the file's name; a section continues on at most two slides.
      const fileName = doc.name.replace(/\.[^.]+$/, '');
      for (const s of slides)
        check(
          s.title !== fileName && !s.title.startsWith(`${fileName} (`),
          `slide “${s.title}” is titled by the file name`,
        );
      const continued = new Map<string, number>();
      for (const s of slides)
        if (s.title.endsWith(' (continued)')) continued.set(s.title, (continued.get(s.title) ?? 0) + 1);
      for (const [title, n] of continued) check(n <= 2, `${n} slides titled “${title}”`);
      data.push({
        name: doc.name,
        tables: slides.filter((s) => s.type === 'table').length,
        charts: slides.filter((s) => s.type === 'chart').length,
      });
      const deckText = slides.map(slideText).join(' ');
      check(
        mojibakeShare(deckText) < 0.03,
        `mojibake in the slides (${(mojibakeShare(deckText) * 100).toFixed(1)}%)`,
      );
      check(
        (deckText.match(SCRIPTS[doc.script])?.length ?? 0) >= Math.min(10, needed),
        `its slides lose its script (${doc.script})`,
      );
      // Whatever reading left out is in the warning, with how much.
      for (const what of res.body.extractedContent.leftOut ?? [])
        check(String(made.body.warning ?? '').includes(what), `the warning does not say “${what}”`);
      expect(failures, failures.join('\n')).toEqual([]);
    },
    120_000,
  );
});
