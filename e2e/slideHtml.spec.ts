import { expect, SHOTS, test, unique, unlock } from './fixtures';

/**
 * Issue 15: an html slide loads pictures from this app only. The editor says so under the HTML
 * field and uploads an agency's images as pictures; a remote address (a tracking pixel) is removed
 * on save and never requested by the editor or the shared viewer.
 */
test('html slide pictures: the help says to upload them; an upload shows, a remote address is never requested', async ({
  page,
  api,
}) => {
  const client = await api.client(unique('Pictures client'));
  const deck = await api.presentation(client.id, 'Pictured');
  await api.slide(deck.id, {
    type: 'html',
    title: 'Custom',
    content: {
      htmlContent: '<h1>Our work</h1><img id="pixel" src="https://tracker.example/pixel.gif" alt="">',
    },
  });
  const remote: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1') && !r.url().startsWith('data:')) remote.push(r.url());
  });
  await page.goto(`/app/editor/${deck.id}`);
  await unlock(page);
  const html = page.getByLabel('HTML', { exact: true });
  await expect(html).toHaveValue('<h1>Our work</h1><img id="pixel" alt="">');
  await expect(page.getByText(/Pictures show from this app only/)).toBeVisible();
  await expect(page.getByText(/Upload your agency’s images as pictures instead/)).toBeVisible();

  // A real PNG, drawn by the browser itself.
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 120, height: 80 } });
  await page
    .getByLabel('Picture file')
    .setInputFiles({ name: 'team.png', mimeType: 'image/png', buffer: png });
  await expect(html).toHaveValue(/<img src="\/api\/files\/[A-Za-z0-9_-]+" alt="">$/);
  await expect
    .poll(async () => (await api.deck(deck.id)).slides[0]!.content.htmlContent as string)
    .toMatch(/<img src="\/api\/files\/[A-Za-z0-9_-]+" alt="">$/);
  const canvas = page.locator('main [data-html-slide]');
  await expect
    .poll(() =>
      canvas.evaluate((host) => {
        const img = host.shadowRoot?.querySelector<HTMLImageElement>('img[src^="/api/files/"]');
        return img?.naturalWidth ?? 0;
      }),
    )
    .toBe(120);
  await page.getByLabel('Slide details').screenshot({ path: `${SHOTS}/html-picture-help.png` });

  // The shared viewer shows the uploaded picture and requests nothing elsewhere.
  const share = await api.request.post(`/api/presentations/${deck.id}/share`, { data: { password: null } });
  const { token } = (await share.json()) as { token: string };
  await page.goto(`/view/${token}`);
  const frame = page.frameLocator('iframe[title="Custom"]');
  await expect(frame.getByText('Our work')).toBeVisible();
  // Framed in a sandbox (an opaque origin), the picture still loads from this app.
  await expect
    .poll(() =>
      frame.locator('img[src^="/api/files/"]').evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(120);
  await page.screenshot({ path: `${SHOTS}/html-picture-viewer.png` });
  expect(remote).toEqual([]);
});
