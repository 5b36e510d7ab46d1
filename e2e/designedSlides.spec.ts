import type { Locator, Page } from '@playwright/test';
import { expect, SHOTS, test, unique, unlock } from './fixtures';

// Issue 32, "slides that look designed": what the editor's canvas draws for a statement whose
// text holds its highlight, a comparison under a dark-primary theme, and an html slide's markup.

const selectSlide = (page: Page, n: number) =>
  page.getByRole('button', { name: new RegExp(`^Select slide ${n}:`) }).click();

/** The canvas's text with white space folded, as a reader sees it. */
const shownText = (canvas: Locator) =>
  // biome-ignore lint/performance/useDomNodeTextContent: the text as drawn (the eyebrow in capitals) is what a reader sees
  canvas.evaluate((el) => (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim());

/** sRGB to CIELAB and the CIE76 distance: how different two fills look. */
function deltaE(a: string, b: string): number {
  const lab = (c: string) => {
    const [r, g, bl] = (c.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const x = Number(v) / 255;
      return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116);
    const X = f((0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047);
    const Y = f(0.2126 * r + 0.7152 * g + 0.0722 * bl);
    const Z = f((0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883);
    return [116 * Y - 16, 500 * (X - Y), 200 * (Y - Z)];
  };
  const [p, q] = [lab(a), lab(b)];
  return Math.hypot(p[0]! - q[0]!, p[1]! - q[1]!, p[2]! - q[2]!);
}

test.describe('slides that look designed', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a statement marks its phrase in place; comparison cards fit their points and differ in Midnight', async ({
    page,
    api,
  }) => {
    const client = await api.client(unique('Designed client'));
    const deck = await api.presentation(client.id, 'Designed');
    await api.slide(deck.id, {
      type: 'statement',
      title: 'Our promise',
      content: { text: 'Every customer is live in one week.', highlightText: 'one week' },
    });
    await api.slide(deck.id, {
      type: 'comparison',
      title: 'Today and tomorrow',
      content: {
        comparison: {
          left: { title: 'Today', items: ['Manual setup', 'Six weeks'] },
          right: { title: 'With us', items: ['Guided setup', 'One week'] },
        },
      },
    });
    const themed = await api.request.post(`/api/presentations/${deck.id}/operations`, {
      data: { operations: [{ op: 'set_theme', theme: 'midnight' }] },
    });
    expect(themed.status(), await themed.text()).toBe(200);
    await page.goto(`/app/editor/${deck.id}`);
    await unlock(page);

    await selectSlide(page, 1);
    const statement = page.locator('main [data-slide-type="statement"]');
    await expect(statement).toBeVisible();
    // Once, not "… live in one week. one week", and the marked run is the phrase itself.
    expect(await shownText(statement)).toBe('OUR PROMISE Every customer is live in one week.');
    const mark = statement.locator('[data-highlight]');
    await expect(mark).toHaveCount(1);
    await expect(mark).toHaveText('one week');
    const band = await mark.evaluate((el) => getComputedStyle(el).backgroundColor);
    const surface = await statement.evaluate((el) => getComputedStyle(el.firstElementChild!).backgroundColor);
    expect(band).not.toBe(surface);
    await statement.screenshot({ path: `${SHOTS}/design-e2e-statement.png` });

    await selectSlide(page, 2);
    const comparison = page.locator('main [data-slide-type="comparison"]');
    await expect(comparison).toBeVisible();
    const sides = comparison.locator('[data-comparison-side]');
    await expect(sides).toHaveCount(2);
    const look = await sides.evaluateAll((els) =>
      els.map((el) => {
        const s = getComputedStyle(el);
        const slide = el.closest('[data-slide-type]')!.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        return {
          fill: s.backgroundColor,
          height: box.height / slide.height,
          bottom: box.bottom,
          top: box.top,
        };
      }),
    );
    // Two short sides: cards as tall as their points (well under the room below the title), level.
    for (const side of look) expect(side.height).toBeLessThan(0.5);
    expect(look[0]!.height).toBeCloseTo(look[1]!.height, 1);
    expect(look[0]!.top).toBeCloseTo(look[1]!.top, 0);
    // Not two greys: the fills are far apart in CIELAB (ΔE76 of 2.3 is just noticeable).
    expect(deltaE(look[0]!.fill, look[1]!.fill)).toBeGreaterThan(40);
    await expect(comparison.getByText('Guided setup', { exact: true })).toBeVisible();
    await comparison.screenshot({ path: `${SHOTS}/design-e2e-comparison.png` });
  });

  test('an html slide’s markup is set in the theme: heading family, slide sizes, its colours', async ({
    page,
    api,
  }) => {
    const client = await api.client(unique('Html theme client'));
    const deck = await api.presentation(client.id, 'Html theme');
    await api.slide(deck.id, {
      type: 'html',
      title: 'Custom',
      content: {
        htmlContent: '<h1>Our launch</h1><p>Three workstreams.</p><ul><li>Discovery</li><li>Build</li></ul>',
        styles: '.keep { color: red }',
      },
    });
    const themed = await api.request.post(`/api/presentations/${deck.id}/operations`, {
      data: { operations: [{ op: 'set_theme', theme: 'editorial' }] },
    });
    expect(themed.status()).toBe(200);
    await page.goto(`/app/editor/${deck.id}`);
    await unlock(page);
    const host = page.locator('main [data-slide-type="html"] [data-html-slide]');
    await expect(host).toBeVisible();
    const styles = await host.evaluate((el) => {
      const root = el.shadowRoot!;
      const css = (sel: string) => {
        const s = getComputedStyle(root.querySelector(sel)!);
        return { size: Number.parseFloat(s.fontSize), family: s.fontFamily, color: s.color };
      };
      const host = getComputedStyle(el);
      return { h1: css('h1'), p: css('p'), li: css('li'), background: host.backgroundColor };
    });
    // Editorial: Playfair Display headings, Source Sans 3 text in its ink on warm paper.
    expect(styles.h1.family).toContain('Playfair Display');
    expect(styles.p.family).toContain('Source Sans 3');
    expect(styles.h1.size).toBeGreaterThanOrEqual(80);
    expect(styles.p.size).toBeGreaterThanOrEqual(36);
    expect(styles.li.size).toBe(styles.p.size);
    expect(styles.p.color).toBe('rgb(41, 37, 36)');
    expect(styles.background).toBe('rgb(255, 250, 242)');
    await page.locator('main [data-slide-type="html"]').screenshot({ path: `${SHOTS}/design-e2e-html.png` });
  });
});
