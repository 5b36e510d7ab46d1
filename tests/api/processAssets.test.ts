import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, test } from 'vitest';
import { ASSET_TEXT_FOR_GENERATION, DRAFT_SLIDE_BUDGET } from '../../common/limits';
import { unreadByModel } from '../../server/services/assetSlides';
import { aiServerForFile } from '../helpers/aiServer';
import { outputSchemaOf, type Protocol } from '../helpers/fakeProviders';
import { getPresentation, seedDeck, seedPresentation } from '../helpers/seed';
import { isErrorShape, type Json } from '../helpers/testServer';

const ai = aiServerForFile();
beforeEach(() => {
  for (const f of Object.values(ai.fakes)) {
    f.answers.length = 0;
    f.requests.length = 0;
  }
});

const DOCUMENTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../shared/fixtures/documents',
);

const dataUrl = (text: string) => `data:text/plain;base64,${Buffer.from(text).toString('base64')}`;
async function upload(presentationId: string, fileName: string, text: string) {
  const res = await ai.server.api(`/api/presentations/${presentationId}/assets`, {
    json: { file: dataUrl(text), fileName, fileType: 'text/plain' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string };
}

const REPORT = [
  '# Annual Report',
  'A year of growth.',
  '## Highlights',
  '- Two new markets',
  '- 40 engineers hired',
  '## Results',
  'Revenue: $4.2M',
  'NPS: 71',
].join('\n');

describe('slides from assets (offline)', () => {
  test('each asset becomes slides by its structure, appended after the existing slides in order', async () => {
    const { presentation } = await seedDeck(ai.server, 2);
    const a = await upload(presentation.id, 'report.txt', REPORT);
    const b = await upload(
      presentation.id,
      'notes.txt',
      '# Next steps\n- Sign the contract\n- Kick-off in May',
    );
    const res = await ai.server.api(`/api/presentations/${presentation.id}/process-assets`, {
      json: { assetIds: [a.id, b.id], provider: 'offline' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: 'Created 5 new slides', count: 5 });
    const after = await getPresentation(ai.server, presentation.id);
    expect(after.slides.map((s) => [s.order, s.type, s.title])).toEqual([
      [1, 'content', 'S1'],
      [2, 'content', 'S2'],
      [3, 'title', 'Annual Report'],
      [4, 'content', 'Highlights'],
      [5, 'metrics', 'Results'],
      [6, 'title', 'Next steps'],
      [7, 'content', 'Next steps'],
    ]);
    expect(after.slides[4]!.content).toEqual({
      metrics: [
        { label: 'Revenue', value: '$4.2M' },
        { label: 'NPS', value: '71' },
      ],
    });
  });

  test('a missing asset answers "Asset not found or has no content" and creates nothing', async () => {
    const deck = await seedPresentation(ai.server);
    const res = await ai.server.api(`/api/presentations/${deck.id}/process-assets`, {
      json: { assetIds: ['noSuchAsset123'], provider: 'offline' },
    });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Asset not found or has no content');
    expect((await getPresentation(ai.server, deck.id)).slides).toEqual([]);
  });

  test('an asset of another presentation is not found here; a mix warns and keeps the good ones', async () => {
    const mine = await seedPresentation(ai.server);
    const theirs = await seedPresentation(ai.server);
    const foreign = await upload(theirs.id, 'theirs.txt', REPORT);
    const good = await upload(mine.id, 'good.txt', '# Plan\n- Step one');
    const res = await ai.server.api(`/api/presentations/${mine.id}/process-assets`, {
      json: { assetIds: [good.id, foreign.id], provider: 'offline' },
    });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.warning).toBe(`No slides could be made from: ${foreign.id}.`);
    expect((await getPresentation(ai.server, theirs.id)).slides).toEqual([]);
  });

  test('bad input names the field', async () => {
    const deck = await seedPresentation(ai.server);
    const res = await ai.server.api(`/api/presentations/${deck.id}/process-assets`, {
      json: { assetIds: [], provider: 'offline' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/assetIds/);
  });
});

async function uploadFixture(presentationId: string, fileName: string) {
  const bytes = readFileSync(path.join(DOCUMENTS, fileName));
  const res = await ai.server.api(`/api/presentations/${presentationId}/assets`, {
    json: {
      file: `data:application/octet-stream;base64,${bytes.toString('base64')}`,
      fileName,
      fileType: '',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; extractedContent: { text: string } };
}

/** One line of prose: how a sentence of the document reads once its PDF line breaks are gone. */
const prose = (text: string) => text.replace(/\s+/g, ' ');

describe('slides from the real documents (offline)', () => {
  test('the four-page PDF (no headings) opens with its first line and gives a slide per part of its best sentences, whole; the licence table DOCX a table slide whose header repeats', async () => {
    const { presentation } = await seedDeck(ai.server, 1);
    const pdf = await uploadFixture(presentation.id, 'pdflatex-4-pages.pdf');
    const docx = await uploadFixture(presentation.id, 'test03.docx');
    const res = await ai.server.api(`/api/presentations/${presentation.id}/process-assets`, {
      json: { assetIds: [pdf.id, docx.id], provider: 'offline' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: 'Created 6 new slides', count: 6 });

    const slides = (await getPresentation(ai.server, presentation.id)).slides;
    // Each document opens with its own first line, never its file name nor "page N" (issue 34); the
    // PDF's parts are named by their own opening sentences (one began on the page before, in lower
    // case: not that one); its paragraphs run on from page 2 to 3 and 3 to 4, and are read whole.
    // The DOCX's first sentence is its title slide, said once: no "Overview" slide repeats it.
    expect(slides.map((s) => [s.order, s.type, s.title])).toEqual([
      [1, 'content', 'S1'],
      [2, 'title', 'Hello, here is some text without a meaning'],
      [3, 'content', 'If you read this text, you will get no information'],
      [4, 'content', 'Hello, here is some text without a meaning'],
      [5, 'title', 'Each license name is hyperlinked to its location'],
      [6, 'table', 'Overview'],
      [7, 'table', 'Overview (continued)'],
    ]);
    for (const s of slides) expect(s.title).not.toMatch(/pdflatex|test03|\bpage \d/);
    const [, , page1, page3, , table, continued] = slides;
    const text = prose(pdf.extractedContent.text);
    for (const slide of [page1, page3]) {
      const items = slide!.content.items as string[];
      expect(items.length).toBeGreaterThanOrEqual(3);
      expect(items.length).toBeLessThanOrEqual(DRAFT_SLIDE_BUDGET.bullets);
      // Each bullet is a sentence of the page, from its start, whole or said shorter: never cut with "…".
      expect(new Set(items).size).toBe(items.length);
      for (const item of items) {
        expect(item.length).toBeLessThanOrEqual(DRAFT_SLIDE_BUDGET.bulletChars);
        expect(item).toMatch(/^[A-Z“]/);
        expect(item).not.toContain('…');
        expect(text).toContain(item.replace(/[.!?]$/, ''));
      }
    }

    // The table compares licences (its columns) question by question (its rows); the rows that do
    // not fit go on to a slide that repeats the header.
    const header = ['License', 'GPL v3.0', 'LGPL v3.0', 'BSD', 'MIT (X11)', 'Apache v2.0'];
    const grid = table!.content.table as { header: string[]; rows: string[][] };
    const rest = continued!.content.table as { header: string[]; rows: string[][] };
    expect(grid.header).toEqual(header);
    expect(rest.header).toEqual(header);
    expect([...grid.rows, ...rest.rows].map((r) => r[0])).toEqual([
      'Can You Release Commercial Works?',
      'Can You Create Derivative Works?',
      'Attribution?',
      'So What?',
    ]);
    expect(grid.rows[0]).toEqual([
      'Can You Release Commercial Works?',
      'Yes, but ALL source code must be distributed under GPL (viral).',
      'Yes',
      'Yes',
      'Yes',
      'Yes',
    ]);
    // A cell too long for the slide keeps its first whole sentence.
    expect(rest.rows[0]![1]).toBe('The GPL dominates the free software world by significant margins.');
  });
});

/** The text of the first message the model was sent, in each provider's own request format. */
function firstPrompt(protocol: Protocol, body: Json): string {
  const first = protocol === 'gemini' ? body.contents[0] : body.messages[0];
  const parts = protocol === 'gemini' ? first.parts : first.content;
  return typeof parts === 'string' ? parts : parts.map((p: { text: string }) => p.text).join('');
}
const SLIDES = [
  { type: 'title', title: 'Blind text', content: { subtitle: 'Is there no information?' } },
  {
    type: 'content',
    title: 'What a blind text shows',
    content: { items: ['The selected font', 'How the letters are written'] },
  },
];

describe('slides from assets through a model', () => {
  test.each(['openai', 'anthropic', 'gemini'] as const)(
    '%s: sends the first 3000 characters, asks for structured output, and adds the slides it answers',
    async (protocol) => {
      const { presentation } = await seedDeck(ai.server, 1);
      const pdf = await uploadFixture(presentation.id, 'pdflatex-4-pages.pdf');
      const text = pdf.extractedContent.text;
      expect(text.length).toBeGreaterThan(ASSET_TEXT_FOR_GENERATION + 1000);
      ai.fakes[protocol].answers.push({ kind: 'object', value: { slides: SLIDES } });

      const res = await ai.server.api(`/api/presentations/${presentation.id}/process-assets`, {
        json: { assetIds: [pdf.id], provider: protocol },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({
        message: 'Created 2 new slides',
        count: 2,
        // The rest of the document was never sent: the user is told so.
        warning: `Left out of pdflatex-4-pages.pdf: ${unreadByModel(text.length)}.`,
      });
      expect(res.body.warning).toMatch(/the AI read only the first 3,000 of its \d{1,3}(,\d{3})+ characters/);

      expect(ai.fakes[protocol].requests).toHaveLength(1);
      const request = ai.fakes[protocol].requests[0]!.body;
      // The answer's shape is asked through the provider's structured output, not described in words.
      const schema = outputSchemaOf(protocol, request);
      expect(schema.properties.slides.items.properties.type.enum).toContain('comparison');
      expect(Object.keys(schema.properties.slides.items.properties.content.properties)).toContain('metrics');
      const prompt = firstPrompt(protocol, request);
      expect(prompt).not.toMatch(/JSON/);
      expect(prompt).toContain('"pdflatex-4-pages.pdf"');
      // Exactly the first 3000 characters: they end the prompt, and the 3001st is not sent.
      expect(prompt.endsWith(`\n${text.slice(0, ASSET_TEXT_FOR_GENERATION)}`)).toBe(true);
      expect(prompt.endsWith(text.slice(0, ASSET_TEXT_FOR_GENERATION + 1))).toBe(false);

      const slides = (await getPresentation(ai.server, presentation.id)).slides;
      expect(slides.map((s) => [s.order, s.type, s.title])).toEqual([
        [1, 'content', 'S1'],
        [2, 'title', 'Blind text'],
        [3, 'content', 'What a blind text shows'],
      ]);
      expect(slides[1]!.content).toEqual({ subtitle: 'Is there no information?' });
      expect(slides[2]!.content).toEqual({ items: ['The selected font', 'How the letters are written'] });
    },
  );

  test.each(['openai', 'anthropic', 'gemini'] as const)(
    '%s: an answer the schema refuses is a clear 502 after one request, and creates nothing',
    async (protocol) => {
      const { presentation } = await seedDeck(ai.server, 2);
      const before = await getPresentation(ai.server, presentation.id);
      const asset = await upload(presentation.id, 'plan.txt', REPORT);
      ai.fakes[protocol].answers.push({
        kind: 'object',
        value: { slides: [{ type: 'bar_chart', title: 'Results' }] },
      });
      const res = await ai.server.api(`/api/presentations/${presentation.id}/process-assets`, {
        json: { assetIds: [asset.id], provider: protocol },
      });
      expect(res.status).toBe(502);
      expect(isErrorShape(res.body)).toBe(true);
      expect(res.body.error.code).toBe('ai_invalid_output');
      expect(res.body.error.message).toMatch(
        /^The AI did not answer with slides for plan\.txt \(its answer does not match the schema: .+\)\. Nothing was changed\.$/,
      );
      expect(ai.fakes[protocol].requests).toHaveLength(1);
      expect(await getPresentation(ai.server, presentation.id)).toEqual(before);
    },
  );

  test('a failing provider (500) answers a clear 502 and creates nothing, even for the assets before it', async () => {
    const { presentation } = await seedDeck(ai.server, 2);
    const before = await getPresentation(ai.server, presentation.id);
    const first = await upload(presentation.id, 'first.txt', REPORT);
    const second = await upload(presentation.id, 'second.txt', '# Next steps\n- Sign the contract');
    ai.fakes.gemini.answers.push(
      { kind: 'object', value: { slides: SLIDES } },
      { kind: 'error', status: 500 },
    );
    const res = await ai.server.api(`/api/presentations/${presentation.id}/process-assets`, {
      json: { assetIds: [first.id, second.id], provider: 'gemini' },
    });
    expect(res.status).toBe(502);
    expect(res.body.error.code).toBe('ai_provider_error');
    expect(res.body.error.message).toMatch(/^The AI provider failed \(500\): .+\. Nothing was changed\.$/);
    expect(ai.fakes.gemini.requests).toHaveLength(2);
    expect(await getPresentation(ai.server, presentation.id)).toEqual(before);
  });

  test('a provider that does not answer in time is a 504 and creates nothing', async () => {
    const { presentation } = await seedDeck(ai.server, 1);
    const before = await getPresentation(ai.server, presentation.id);
    const asset = await upload(presentation.id, 'plan.txt', REPORT);
    ai.fakes.openai.answers.push({ kind: 'hang' });
    const res = await ai.server.api(`/api/presentations/${presentation.id}/process-assets`, {
      json: { assetIds: [asset.id], provider: 'openai' },
    });
    expect(res.status).toBe(504);
    expect(res.body.error.code).toBe('ai_timeout');
    expect(await getPresentation(ai.server, presentation.id)).toEqual(before);
  });
});
