import { writeEditable } from '@common/slides/editable';
import type { SlideContent } from '@common/slides/model';
import { QueryObserver } from '@tanstack/react-query';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import type { Operation } from '../../common/schemas/operations';
import type { Presentation } from '../../common/schemas/presentations';
import { routeAppFetches } from '../../tests/helpers/appFetch';
import { getPresentation, seedPresentation, seedSlide } from '../../tests/helpers/seed';
import { startLoggedIn, type TestServer } from '../../tests/helpers/testServer';
import { type StreamBatch, showStreamBatch } from './deckEvents';
import { applyOperations } from './operations';
import { presentationKeys } from './presentations';
import { queryClient } from './queryClient';
import { TAB_ID } from './tab';

// Issue 33: an edit made while this tab's earlier edit is still saving is made from the deck the
// tab shows. A read of the deck that lands meanwhile (one the event stream asks for, say) must not
// take the earlier edit off the screen: the next edit, made from what is shown, would write its
// fields back. This happened on CI about one run in two (a figure typed into a metric just added
// was saved blank, a bullet typed after Enter lost the one before). The app's own data layer talks
// to a real server here; the test holds one save on its way, which orders the events for certain.

let server: TestServer;
/** Saves (POST …/operations) wait for this before they reach the server, when set. */
let holdSaves: Promise<void> | null = null;
/** Reads of the deck (GET /api/presentations/{id}) wait for this, when set; `reads` counts them. */
let holdReads: Promise<void> | null = null;
let reads = 0;
/** Replies to saves wait for this (the server has applied the batch), when set. */
let holdReplies: Promise<void> | null = null;
beforeAll(async () => {
  server = await startLoggedIn();
  routeAppFetches(
    server,
    async (path, init) => {
      if (init.method === 'POST' && path.endsWith('/operations') && holdSaves) await holdSaves;
      if ((init.method ?? 'GET') === 'GET' && /^\/api\/presentations\/[^/?]+$/.test(path) && holdReads) {
        reads++;
        await holdReads;
      }
    },
    async (path, init) => {
      if (init.method === 'POST' && path.endsWith('/operations') && holdReplies) await holdReplies;
    },
  );
}, 120_000);
afterAll(async () => {
  vi.unstubAllGlobals();
  await server?.close();
});

const key = (id: string) => presentationKeys.one(id);
const shown = (id: string) => queryClient.getQueryData<Presentation>(key(id))!;
const metricsShown = (id: string) => shown(id).slides[0]!.content.metrics;

/** The edit the in-place editor makes: the shown slide with one field typed over. */
function typed(id: string, path: string, text: string): Operation[] {
  const slide = shown(id).slides[0]!;
  const after = writeEditable({ title: slide.title, content: slide.content as SlideContent }, path, text);
  return [{ op: 'update_slide', slideId: slide.id, content: { metrics: after.content.metrics } }];
}

test('a read landing while an edit saves keeps it shown, and the next edit made from the screen keeps it', async () => {
  const deck = await seedPresentation(server);
  await seedSlide(server, deck.id, {
    type: 'metrics',
    title: 'Results',
    content: { metrics: [{ value: '41%', label: 'Growth' }] },
  });
  await queryClient.fetchQuery({ queryKey: key(deck.id) });

  // Add a metric, saved.
  const slideId = shown(deck.id).slides[0]!.id;
  await applyOperations(deck.id, [
    {
      op: 'update_slide',
      slideId,
      content: {
        metrics: [
          { value: '41%', label: 'Growth' },
          { value: '0', label: 'New metric' },
        ],
      },
    },
  ]);

  // Its figure typed, the save held on its way.
  let release!: () => void;
  holdSaves = new Promise((resolve) => {
    release = resolve;
  });
  const figure = applyOperations(deck.id, typed(deck.id, 'metrics.1.value', '71'));
  expect(metricsShown(deck.id)).toEqual([
    { value: '41%', label: 'Growth' },
    { value: '71', label: 'New metric' },
  ]);

  // A read of the deck lands meanwhile: the server does not have the figure yet.
  await queryClient.refetchQueries({ queryKey: key(deck.id), exact: true });
  expect(metricsShown(deck.id)).toEqual([
    { value: '41%', label: 'Growth' },
    { value: '71', label: 'New metric' },
  ]);

  // The label typed next is made from what is shown.
  holdSaves = null;
  const label = applyOperations(deck.id, typed(deck.id, 'metrics.1.label', 'NPS'));
  release();
  await Promise.all([figure, label]);

  const saved = await getPresentation(server, deck.id);
  expect(saved.slides[0]!.content.metrics).toEqual([
    { value: '41%', label: 'Growth' },
    { value: '71', label: 'NPS' },
  ]);
  expect(metricsShown(deck.id)).toEqual(saved.slides[0]!.content.metrics);
});

test('an edit of a slide added a moment ago is saved to that slide once the server names it', async () => {
  const deck = await seedPresentation(server);
  await seedSlide(server, deck.id, { type: 'title', title: 'Cover', content: { subtitle: 'Q3' } });
  await queryClient.fetchQuery({ queryKey: key(deck.id) });

  let release!: () => void;
  holdSaves = new Promise((resolve) => {
    release = resolve;
  });
  const added = applyOperations(deck.id, [
    { op: 'add_slide', type: 'content', title: 'Plan', content: { items: ['One'] } },
  ]);
  // The new slide shows at once, under an id of this tab's; its title is typed over before the
  // server has answered.
  const made = shown(deck.id).slides[1]!;
  expect(made.title).toBe('Plan');
  holdSaves = null;
  // Sent once the slide is saved, as the editor's history sends its edits one after the other.
  const renamed = added.then(() =>
    applyOperations(deck.id, [{ op: 'update_slide', slideId: made.id, title: 'Our plan' }]),
  );
  release();
  await renamed;

  const saved = await getPresentation(server, deck.id);
  expect(saved.slides.map((s) => s.title)).toEqual(['Cover', 'Our plan']);
  expect(shown(deck.id).slides.map((s) => s.title)).toEqual(['Cover', 'Our plan']);
});

test('the next edit is sent while the deck is read again after the one before', async () => {
  const deck = await seedPresentation(server);
  await seedSlide(server, deck.id, {
    type: 'metrics',
    title: 'Results',
    content: { metrics: [{ value: '32%', label: 'Growth' }] },
  });
  await queryClient.fetchQuery({ queryKey: key(deck.id) });
  // The editor watches the deck: a save then reads it again (an unwatched query is not re-read).
  const unwatch = new QueryObserver(queryClient, { queryKey: key(deck.id) }).subscribe(() => undefined);

  // Every read of the deck from now on is held: the re-read after the first save never lands.
  let release!: () => void;
  holdReads = new Promise((resolve) => {
    release = resolve;
  });
  try {
    await applyOperations(deck.id, typed(deck.id, 'metrics.0.value', '41%'));
    await applyOperations(deck.id, typed(deck.id, 'metrics.0.label', 'Revenue growth'));
    expect((await getPresentation(server, deck.id)).slides[0]!.content.metrics).toEqual([
      { value: '41%', label: 'Revenue growth' },
    ]);
    expect(metricsShown(deck.id)).toEqual([{ value: '41%', label: 'Revenue growth' }]);
    expect(reads).toBeGreaterThan(0);
  } finally {
    holdReads = null;
    release();
    unwatch();
  }
});

/** The deck's event stream as the editor tab opens it: its `operations` events, as they come. */
async function openStream(id: string) {
  const controller = new AbortController();
  const res = await fetch(`${server.url}/api/presentations/${id}/events?tab=${TAB_ID}`, {
    headers: { cookie: server.cookie!, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const batches: StreamBatch[] = [];
  /** The next `operations` event, read from the stream. */
  async function next(): Promise<StreamBatch> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const chunk = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = chunk.split('\n');
        const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
        if (lines.includes('event: operations') && data) {
          const batch = JSON.parse(data) as StreamBatch;
          batches.push(batch);
          return batch;
        }
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffer += value;
    }
  }
  return { next, close: () => controller.abort() };
}

test("this tab's batch heard from the stream before its save's answer keeps a later edit shown", async () => {
  const deck = await seedPresentation(server);
  await seedSlide(server, deck.id, { type: 'content', title: 'Plan', content: { items: ['Alpha', 'Beta'] } });
  await queryClient.fetchQuery({ queryKey: key(deck.id) });
  const stream = await openStream(deck.id);
  const items = () => shown(deck.id).slides[0]!.content.items as string[];
  const slideId = shown(deck.id).slides[0]!.id;
  const itemsEdit = (list: string[]): Operation[] => [
    { op: 'update_slide', slideId, content: { items: list } },
  ];

  let release!: () => void;
  holdReplies = new Promise((resolve) => {
    release = resolve;
  });
  try {
    // A bullet rewritten: the server applies it, its answer is held. The next bullet is typed in.
    const first = applyOperations(deck.id, itemsEdit(['Alpha', 'Beta launch']));
    const heard = await stream.next();
    expect(heard.own).toBe(true);
    const second = applyOperations(deck.id, itemsEdit([...items(), 'Gamma rollout']));
    expect(items()).toEqual(['Alpha', 'Beta launch', 'Gamma rollout']);

    // The stream's news of the first batch arrives before its answer: the second stays shown.
    expect(showStreamBatch(deck.id, heard)).toBe('shown');
    expect(items()).toEqual(['Alpha', 'Beta launch', 'Gamma rollout']);

    // The next edit, made from the screen, keeps both.
    const third = applyOperations(deck.id, itemsEdit(items().map((t) => (t === 'Alpha' ? 'Alpha one' : t))));
    holdReplies = null;
    release();
    await Promise.all([first, second, third]);
    expect((await getPresentation(server, deck.id)).slides[0]!.content.items).toEqual([
      'Alpha one',
      'Beta launch',
      'Gamma rollout',
    ]);
  } finally {
    holdReplies = null;
    release();
    stream.close();
  }
});

test("a slide this tab adds, heard from the stream before the save's answer, takes the server's id", async () => {
  const deck = await seedPresentation(server);
  await seedSlide(server, deck.id, { type: 'content', title: 'Opening', content: { items: ['One'] } });
  await queryClient.fetchQuery({ queryKey: key(deck.id) });
  const stream = await openStream(deck.id);
  let release!: () => void;
  holdReplies = new Promise((resolve) => {
    release = resolve;
  });
  try {
    const added = applyOperations(deck.id, [{ op: 'add_slide', type: 'content', title: 'New Slide' }]);
    const heard = await stream.next();
    expect(showStreamBatch(deck.id, heard)).toBe('shown');
    holdReplies = null;
    release();
    const reply = await added;
    // The editor selects the new slide by the id in the answer: the deck shown must hold it.
    const ids = shown(deck.id).slides.map((s) => s.id);
    expect(ids).toContain(reply.changedSlideIds[0]);
    expect(ids).toEqual((await getPresentation(server, deck.id)).slides.map((s) => s.id));
  } finally {
    holdReplies = null;
    release();
    stream.close();
  }
});
