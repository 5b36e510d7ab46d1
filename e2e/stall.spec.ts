import { SLIDE_TEXT_MAX } from '../common/limits';
import { expect, test, unique } from './fixtures';

/**
 * Issue 15, finding 1: CSS of `url(` and thousands of spaces took the old sanitiser minutes (a
 * cubic regex), on save and on every render, and every other request waited. The sanitiser is now
 * a one-pass tokenizer, proved linear by the regex audit (tests/helpers/regexAudit.ts) and timed by
 * `npm run bench sanitize`; this test drives the worst input through every path that sanitises it
 * (save, HTML and PDF export, the viewer's PDF) against the bundled server, and checks each answers
 * with the sanitised content. Timing belongs in bench/, not here (issue 33).
 */
test('url( and 20,000 spaces in styles and in <style> blocks: save, exports and viewer PDF answer, sanitised', async ({
  api,
}) => {
  const request = api.request;
  const client = await api.client(unique('Stall'));
  const deck = await api.presentation(client.id, 'Stall deck');
  const share = await request.post(`/api/presentations/${deck.id}/share`, {
    data: { password: null, allowDownload: true },
  });
  const { token } = (await share.json()) as { token: string };
  const spaces = ' '.repeat(20_000);
  // The styles field holds at most SLIDE_TEXT_MAX characters: as many spaces as fit.
  const styles = `.a{background:url(${' '.repeat(SLIDE_TEXT_MAX - 20)}`;
  const htmlContent = `<style>.b{background:url(${spaces}}</style><style>@import url(${spaces}</style><p>Still here</p>`;
  const answered = async (label: string, work: () => ReturnType<typeof request.get>, status = 200) => {
    const res = await work();
    const body = await res.body();
    expect(res.status(), `${label}: ${body.toString('utf8', 0, 300)}`).toBe(status);
    return body.toString();
  };

  const created = await answered(
    'save (styles)',
    () =>
      request.post('/api/slides', { data: { presentationId: deck.id, type: 'html', content: { styles } } }),
    201,
  );
  const slide = JSON.parse(created) as { id: string; content: { styles: string } };
  expect(slide.content.styles).not.toContain('url(');
  const updated = await answered('save (<style> blocks)', () =>
    request.patch(`/api/slides/${slide.id}`, { data: { content: { styles, htmlContent } } }),
  );
  expect(updated).toContain('Still here');
  expect(updated).not.toContain('url(');
  expect(
    await answered('HTML export', () => request.get(`/api/presentations/${deck.id}/export/html`)),
  ).toContain('Still here');
  const pdf = await answered('PDF export', () => request.get(`/api/presentations/${deck.id}/export/pdf`));
  expect(pdf.slice(0, 5)).toBe('%PDF-');
  await answered('viewer PDF', () => request.get(`/api/view/${token}/pdf`));
});
