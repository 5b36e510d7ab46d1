import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readZip } from '../../server/lib/zip';
import { LONG_SLIDES } from '../helpers/longSlides';
import { expectStatus, seedPresentation, seedSlide } from '../helpers/seed';
import { startLoggedIn, type TestServer } from '../helpers/testServer';
import { fontsForHome } from '../helpers/woff';

// Issue 21: a themed deck's PowerPoint file is set in the theme's type scale (other sizes,
// weights and leading than Classic's). The fit rule must keep holding: LibreOffice, drawing the
// file in the theme's own fonts, keeps every word of every long slide on its page.

let server: TestServer;
let work: string;

// The HTML slide's text is the browser's, not laid out by the theme: left out here.
const SLIDES = LONG_SLIDES.filter((s) => s.type !== 'html');
const THEMES = ['forest', 'mono', 'sunrise'];

/** Each theme's export as the server answered it; its file is written to `work` when it is one. */
const exported = new Map<string, { status: number; bytes: Buffer }>();

beforeAll(async () => {
  server = await startLoggedIn();
  work = mkdtempSync(path.join(os.tmpdir(), 'decksmith-pptx-theme-'));
  // LibreOffice here has Inter but not the other bundled families: this HOME gets them.
  fontsForHome(work, ['merriweather', 'lato', 'montserrat']);
  for (const theme of THEMES) {
    const deck = await seedPresentation(server, undefined, `Long ${theme}`);
    await expectStatus(server, `/api/presentations/${deck.id}`, { method: 'PATCH', json: { theme } }, 200);
    for (const { heading: _h, lastWords: _l, ...slide } of SLIDES) await seedSlide(server, deck.id, slide);
    const res = await fetch(`${server.url}/api/presentations/${deck.id}/export/pptx`, {
      headers: { cookie: server.cookie ?? '' },
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    exported.set(theme, { status: res.status, bytes });
    if (res.status === 200) writeFileSync(path.join(work, `${theme}.pptx`), bytes);
  }
  // One LibreOffice run draws the three files: starting it (a profile made in this fresh HOME) was
  // most of the time of a run per file. A theme whose export failed fails its own test below.
  const files = THEMES.filter((t) => exported.get(t)!.status === 200).map((t) =>
    path.join(work, `${t}.pptx`),
  );
  if (files.length)
    execFileSync('soffice', ['--headless', '--convert-to', 'pdf', '--outdir', work, ...files], {
      stdio: 'ignore',
      timeout: 300_000,
      env: { ...process.env, HOME: work },
    });
}, 400_000);
afterAll(() => server.close());

/** Every string a slide draws: its content, and its title (which the two cover types do not show). */
function drawnStrings(slide: (typeof SLIDES)[number]): string[] {
  const out: string[] = slide.type === 'strategic_title' || slide.type === 'thank_you' ? [] : [slide.title];
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.push(v);
    else if (v && typeof v === 'object') for (const x of Object.values(v)) walk(x);
  };
  walk(slide.content);
  return out;
}
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

/** Each word LibreOffice drew on a page, with its box in points (pdftotext -bbox). */
function wordsOnPages(pdf: string) {
  const html = execFileSync('pdftotext', ['-bbox', pdf, '-'], { encoding: 'utf8', maxBuffer: 1 << 26 });
  return [...html.matchAll(/<page width="([\d.]+)" height="([\d.]+)">(.*?)<\/page>/gs)].map(
    ([, w, h, body]) => ({
      width: Number(w),
      height: Number(h),
      words: [
        ...body!.matchAll(
          /<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)<\/word>/g,
        ),
      ].map(([, x0, y0, x1, y1, t]) => ({
        text: t!.replace(/&(amp|quot|apos|lt|gt);/g, (_, e: string) => ENTITIES[e]!),
        box: [Number(x0), Number(y0), Number(x1), Number(y1)] as const,
      })),
    }),
  );
}

type Word = ReturnType<typeof wordsOnPages>[number]['words'][number];

/**
 * Words drawn over each other: two boxes sharing more than a third of the smaller one. Lines
 * set tight (a leading under 1) touch by their ascenders and descenders, well under that.
 */
function collisions(words: Word[]): string[] {
  const out: string[] = [];
  const area = ([x0, y0, x1, y1]: Word['box']) => (x1 - x0) * (y1 - y0);
  for (const [i, a] of words.entries())
    for (const b of words.slice(i + 1)) {
      const w = Math.min(a.box[2], b.box[2]) - Math.max(a.box[0], b.box[0]);
      const h = Math.min(a.box[3], b.box[3]) - Math.max(a.box[1], b.box[1]);
      if (w > 0 && h > 0 && w * h > Math.min(area(a.box), area(b.box)) / 3) out.push(`${a.text} × ${b.text}`);
    }
  return out;
}

describe('a themed deck’s PowerPoint file keeps every word of a long slide (LibreOffice)', () => {
  for (const theme of THEMES) {
    test(`${theme}: every word on its page, inside the slide`, () => {
      const { status, bytes } = exported.get(theme)!;
      expect(status).toBe(200);
      // The file is set in the theme's scale: its heading faces, exact line spacing on every paragraph.
      const first = readZip(bytes)
        .find((p) => p.name === 'ppt/slides/slide1.xml')!
        .data.toString('utf8');
      expect(first).toMatch(/<a:lnSpc><a:spcPts val="\d+"\/><\/a:lnSpc>/);
      const pages = wordsOnPages(path.join(work, `${theme}.pdf`));
      expect(pages).toHaveLength(SLIDES.length);
      for (const [i, slide] of SLIDES.entries()) {
        const page = pages[i]!;
        const drawn = new Set(page.words.flatMap((w) => wordsOf(w.text)));
        const missing = drawnStrings(slide)
          .flatMap(wordsOf)
          .filter((w) => !drawn.has(w));
        expect(missing, `${theme} page ${i + 1} (${slide.type})`).toEqual([]);
        // No block run into the next (text taller than its box would be drawn over what follows).
        expect(collisions(page.words), `${theme} page ${i + 1} (${slide.type})`).toEqual([]);
        // Nothing pushed off the slide by text taller than its box: every word inside the page.
        for (const { text, box } of page.words) {
          expect(box[1], `${theme} ${slide.type} "${text}"`).toBeGreaterThanOrEqual(0);
          expect(box[3], `${theme} ${slide.type} "${text}"`).toBeLessThanOrEqual(page.height);
          expect(box[2], `${theme} ${slide.type} "${text}"`).toBeLessThanOrEqual(page.width);
        }
      }
    });
  }
});
