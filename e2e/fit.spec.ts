import type { Locator } from '@playwright/test';
import { BUILT_IN_THEMES } from '../common/themes/builtIn';
import { LONG_SLIDES, SCRIPT_SLIDES } from '../tests/helpers/longSlides';
import { expect, SHOTS, test, unique, unlock } from './fixtures';
import { EditorPage } from './pages/EditorPage';

// Issue 17: a slide never drops or cuts what was typed, in the editor, the presenter and the
// shared viewer alike: the content slide of the issue (70-character title, an intro, six
// 110-character bullets) and a long version of every other type, plus Japanese, Arabic and Greek.

const SLIDES = [...LONG_SLIDES, ...SCRIPT_SLIDES];

/**
 * Where the slide's heading and its last words are, in canvas px (1920×1080), and whether the
 * last words are really seen (inside the slide, on top where they are drawn, inside every box
 * that clips on their way up to the slide).
 */
async function measure(canvas: Locator, heading: string, lastWords: string) {
  return canvas.evaluate(
    (root, [heading, lastWords]) => {
      const slide = root.getBoundingClientRect();
      const scale = slide.width / 1920;
      const find = (text: string) => {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        const norm = (s: string) => s.replace(/\s+/g, ' ');
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const at = norm(n.textContent ?? '').lastIndexOf(norm(text));
          if (at >= 0) return { node: n, at, length: text.length };
        }
        return null;
      };
      const rectOf = (hit: { node: Node; at: number; length: number } | null) => {
        if (!hit) return null;
        const range = document.createRange();
        range.setStart(hit.node, hit.at);
        range.setEnd(hit.node, Math.min(hit.node.textContent!.length, hit.at + hit.length));
        return range.getBoundingClientRect();
      };
      const head = find(heading);
      const headBox = head?.node.parentElement?.getBoundingClientRect() ?? null;
      const last = rectOf(find(lastWords));
      const inside = (r: DOMRect | null, c: DOMRect) =>
        !!r &&
        r.left >= c.left - 1 &&
        r.right <= c.right + 1 &&
        r.top >= c.top - 2 &&
        r.bottom <= c.bottom + 2;
      let lastSeen = inside(last, slide);
      if (last && lastSeen) {
        const el = find(lastWords)!.node.parentElement!;
        for (let e: Element | null = el; e && e !== root; e = e.parentElement)
          if (getComputedStyle(e).overflow !== 'visible' && !inside(last, e.getBoundingClientRect()))
            lastSeen = false;
        const top = document.elementFromPoint(last.left + last.width / 2, last.top + last.height / 2);
        if (!top || !(top === el || el.contains(top) || top.contains(el))) lastSeen = false;
      }
      return {
        headingFound: !!head,
        headingInside: inside(headBox, slide),
        headingHeight: headBox ? headBox.height / scale : 0,
        lastFound: !!last,
        lastSeen,
      };
    },
    [heading, lastWords] as const,
  );
}

async function checkSlide(canvas: Locator, slide: (typeof SLIDES)[number], where: string) {
  await expect(canvas).toBeVisible();
  if (slide.type === 'html') {
    // Drawn in its own frame (presenter, viewer) or shadow root (editor): its words are there.
    const frame = canvas.locator('iframe');
    const scope = (await frame.count()) ? canvas.frameLocator('iframe').locator('body') : canvas;
    await expect(scope.getByText(slide.lastWords)).toBeVisible();
    return;
  }
  const m = await measure(canvas, slide.heading, slide.lastWords);
  const label = `${where}: ${slide.type} "${slide.heading.slice(0, 30)}"`;
  expect(m.headingFound, label).toBe(true);
  expect(m.headingInside, label).toBe(true);
  // The heading is never squeezed away: at least a line of 40 px (the title floor); a statement
  // shows its slide title as the small label above its words.
  expect(m.headingHeight, label).toBeGreaterThanOrEqual(slide.type === 'statement' ? 24 : 40);
  expect(m.lastFound, label).toBe(true);
  expect(m.lastSeen, label).toBe(true);
}

async function seed(api: import('./fixtures').Api) {
  const client = await api.client(unique('Fit client'));
  const deck = await api.presentation(client.id, 'Long deck');
  for (const { heading: _h, lastWords: _l, ...slide } of SLIDES) await api.slide(deck.id, slide);
  return deck;
}

test.describe('long slides show everything in every view', () => {
  test.use({ viewport: { width: 1600, height: 1000 } });

  test('the editor: every heading and the last words of every slide', async ({ page, api }) => {
    test.setTimeout(120_000);
    const deck = await seed(api);
    await page.goto(`/app/editor/${deck.id}`);
    await unlock(page);
    for (const [i, slide] of SLIDES.entries()) {
      await page.getByRole('button', { name: new RegExp(`^Select slide ${i + 1}:`) }).click();
      const canvas = page.locator(`main [data-slide-type="${slide.type}"]`);
      await checkSlide(canvas, slide, 'editor');
      if (i < LONG_SLIDES.length)
        await canvas.screenshot({ path: `${SHOTS}/fit-editor-${i + 1}-${slide.type}.png` });
    }
  });

  test('the presenter and the shared viewer: every heading and the last words of every slide', async ({
    page,
    api,
    browser,
  }) => {
    test.setTimeout(120_000);
    const deck = await seed(api);
    await page.goto(`/app/present/${deck.id}`);
    await unlock(page);
    for (const [i, slide] of SLIDES.entries()) {
      await expect(page.getByTestId('counter')).toHaveText(`${i + 1} / ${SLIDES.length}`);
      await checkSlide(page.locator(`[data-slide-type="${slide.type}"]`), slide, 'presenter');
      await page.keyboard.press('ArrowRight');
    }

    const share = await (
      await api.request.post(`/api/presentations/${deck.id}/share`, { data: { password: null } })
    ).json();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const viewer = await context.newPage();
    await viewer.goto(share.shareUrl);
    for (const [i, slide] of SLIDES.entries()) {
      await expect(viewer.getByTestId('counter')).toHaveText(`${i + 1} / ${SLIDES.length}`);
      const canvas = viewer.locator(`[data-slide-type="${slide.type}"]`);
      await checkSlide(canvas, slide, 'viewer');
      if (slide.type === 'content' && i === 3)
        await viewer.screenshot({ path: `${SHOTS}/fit-viewer-content.png` });
      await viewer.keyboard.press('ArrowRight');
    }
    await context.close();
  });
});

test('in every built-in theme (its fonts and type scale), the presenter shows every heading and the last words', async ({
  page,
  api,
}) => {
  test.setTimeout(240_000);
  const deck = await seed(api);
  await page.goto(`/app/present/${deck.id}`);
  await unlock(page);
  for (const theme of BUILT_IN_THEMES.filter((t) => t.id !== 'classic')) {
    const patched = await api.request.patch(`/api/presentations/${deck.id}`, { data: { theme: theme.id } });
    expect(patched.status(), await patched.text()).toBe(200);
    await page.goto(`/app/present/${deck.id}`);
    await expect(page.locator('[data-slide-type]').first()).toHaveAttribute('data-theme', theme.id);
    await page.evaluate(() => document.fonts.ready);
    for (const [i, slide] of SLIDES.entries()) {
      await expect(page.getByTestId('counter')).toHaveText(`${i + 1} / ${SLIDES.length}`);
      const canvas = page.locator(`[data-slide-type="${slide.type}"]`);
      await page.evaluate(() => document.fonts.ready);
      await checkSlide(canvas, slide, `presenter in ${theme.name}`);
      if (i < LONG_SLIDES.length)
        await canvas.screenshot({ path: `${SHOTS}/fit-${theme.id}-${i + 1}-${slide.type}.png` });
      await page.keyboard.press('ArrowRight');
    }
  }
});

test('the editor marks an overflowing slide on the stage and in the list; one click splits it, and undo takes the split back', async ({
  page,
  api,
}) => {
  const client = await api.client(unique('Split client'));
  const { id } = await api.presentation(client.id, 'Too much');
  const items = Array.from(
    { length: 24 },
    (_, i) => `Point ${i + 1}: consolidate regional procurement contracts under one framework agreement`,
  );
  await api.slide(id, { type: 'title', title: 'Opening' });
  await api.slide(id, { type: 'content', title: 'Everything we heard', content: { text: 'Intro', items } });
  await api.slide(id, { type: 'thank_you', title: 'Thanks' });
  const editor = new EditorPage(page, api, id);
  await editor.open();
  const marks = editor.slideList.getByText('Overflows');
  await expect(marks).toHaveCount(1);
  await expect(editor.slideList.locator('li[data-overflow]')).toHaveAttribute('data-slide-id', /.+/);
  await editor.select(2);
  const notice = page.getByRole('status').filter({ hasText: 'Too much text for one slide.' });
  await expect(notice).toBeVisible();
  await expect(page.locator('main').getByText('Overflows')).toBeVisible();
  // Drawn at the floor in two columns: the last bullet is on the slide all the same.
  const canvas = page.locator('main [data-slide-type="content"]');
  await expect(canvas.getByText(items.at(-1)!)).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/fit-editor-overflow.png` });
  const before = await editor.deck();

  await notice.getByRole('button', { name: 'Split into two slides' }).click();
  await expect(editor.titles).toHaveText([
    'Opening',
    'Everything we heard',
    'Everything we heard (continued)',
    'Thanks',
  ]);
  // The list shows the split as soon as it is made; the server has it once the save is answered.
  await expect.poll(async () => (await editor.deck()).slides.length).toBe(4);
  const after = await editor.deck();
  const [first, rest] = [after.slides[1]!, after.slides[2]!];
  expect(first.content.text).toBe('Intro');
  expect(rest.content.text).toBeUndefined();
  expect([...(first.content.items as string[]), ...(rest.content.items as string[])]).toEqual(items);
  expect(rest.type).toBe('content');
  await expect(marks).toHaveCount(0);
  await expect(notice).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/fit-editor-split.png` });

  // One step of history: undo brings back the one slide with every bullet, redo splits again.
  await editor.undoByKeys();
  await expect(editor.titles).toHaveText(['Opening', 'Everything we heard', 'Thanks']);
  await expect
    .poll(async () => (await editor.deck()).slides.map((s) => [s.id, s.title, s.content]))
    .toEqual(before.slides.map((s) => [s.id, s.title, s.content]));
  await expect(marks).toHaveCount(1);
  await editor.redoByKeys();
  await expect(editor.titles).toHaveText([
    'Opening',
    'Everything we heard',
    'Everything we heard (continued)',
    'Thanks',
  ]);
});
