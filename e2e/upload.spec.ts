import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, hold, SHOTS, test, toastWith, unique, unlock } from './fixtures';

const DOCUMENTS = path.resolve('..', 'shared', 'fixtures', 'documents');

async function openUpload(page: Page) {
  await page.getByRole('button', { name: 'Upload Asset' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Assets' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('upload dialog', () => {
  test('no files, no upload; eleven files keep the first ten with SPEC’s toast', async ({ page, api }) => {
    const client = await api.client(unique('Upload limit'));
    const deck = await api.presentation(client.id, 'Many files');
    await page.goto(`/app/editor/${deck.id}`);
    await unlock(page);
    const dialog = await openUpload(page);
    const confirm = dialog.getByRole('button', { name: 'Upload and Generate Slides' });
    await expect(confirm).toBeDisabled();
    await expect(dialog.getByRole('list', { name: 'Chosen files' }).getByRole('listitem')).toHaveCount(0);

    await dialog.getByLabel('Files to upload').setInputFiles(
      Array.from({ length: 11 }, (_, i) => ({
        name: `note-${i + 1}.txt`,
        mimeType: 'text/plain',
        buffer: Buffer.from(`Note number ${i + 1}\n`),
      })),
    );
    const tooMany = toastWith(page, 'Too many files');
    await expect(tooMany).toBeVisible();
    await expect(tooMany).toContainText('You can upload a maximum of 10 files at once');
    await expect(tooMany).toHaveAttribute('data-variant', 'destructive');
    const listed = dialog.getByRole('list', { name: 'Chosen files' }).getByRole('listitem');
    await expect(listed).toHaveCount(10);
    await expect(listed.first()).toHaveText('note-1.txt');
    await expect(listed.last()).toHaveText('note-10.txt');
    await expect(dialog.getByText('note-11.txt')).toBeHidden();
    await expect(confirm).toBeEnabled();
    await page.screenshot({ path: `${SHOTS}/upload-too-many.png` });

    // One more on a full list is refused the same way; removing one makes room for it.
    await dialog.getByLabel('Files to upload').setInputFiles({
      name: 'note-extra.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Extra\n'),
    });
    await expect(listed).toHaveCount(10);
    await expect(dialog.getByText('note-extra.txt')).toBeHidden();
    await dialog.getByRole('button', { name: 'Remove note-3.txt' }).click();
    await expect(listed).toHaveCount(9);
    await expect(dialog.getByText('note-3.txt')).toBeHidden();
    await dialog.getByLabel('Files to upload').setInputFiles({
      name: 'note-extra.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Extra\n'),
    });
    await expect(listed).toHaveCount(10);
    await expect(listed.last()).toHaveText('note-extra.txt');
  });

  test('a Word document becomes slides: uploading, AI processing, toast, dialog closes, slides appear', async ({
    page,
    api,
  }) => {
    const client = await api.client(unique('Upload docx'));
    const deck = await api.presentation(client.id, 'Licences');
    await api.slide(deck.id, { type: 'title', title: 'Existing opener' });
    await page.goto(`/app/editor/${deck.id}`);
    await unlock(page);
    await expect(page.getByRole('button', { name: /^Select slide 1: Existing opener/ })).toBeVisible();
    const dialog = await openUpload(page);
    await dialog.getByLabel('Files to upload').setInputFiles(path.join(DOCUMENTS, 'test03.docx'));
    await expect(dialog.getByRole('list', { name: 'Chosen files' }).getByRole('listitem')).toHaveText([
      'test03.docx',
    ]);

    const uploaded = await hold(page, `**/api/presentations/${deck.id}/assets`);
    const processed = await hold(page, `**/api/presentations/${deck.id}/process-assets`);
    await dialog.getByRole('button', { name: 'Upload and Generate Slides' }).click();
    const uploading = dialog.getByRole('button', { name: 'Uploading...' });
    await expect(uploading).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Remove test03.docx' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: /^Choose files/ })).toBeDisabled();
    await page.screenshot({ path: `${SHOTS}/upload-uploading.png` });
    uploaded();
    const processing = dialog.getByRole('button', { name: 'AI processing...' });
    await expect(processing).toBeDisabled();
    // Closing is refused while the work runs.
    await page.keyboard.press('Escape');
    await expect(processing).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/upload-processing.png` });
    processed();

    const done = toastWith(page, 'AI Processing Complete');
    await expect(done).toBeVisible();
    await expect(done).toContainText('Created 3 new slides');
    await expect(dialog).toBeHidden();
    // New slides come after the existing ones, without a reload; the document opens with its own
    // first line, never its file name, and says it once: no "Overview" repeats it (issue 34).
    const added = page.getByRole('button', { name: /^Select slide 2: Each license name is hyperlinked/ });
    await expect(added).toBeVisible();
    await expect(page.getByRole('button', { name: /^Select slide 1: Existing opener/ })).toBeVisible();
    // The licence table is a table slide: the licences across, question by question down.
    await page.getByRole('button', { name: /^Select slide 3: Overview/ }).click();
    const table = page.locator('main [data-slide-type="table"]');
    await expect(table).toContainText('GPL v3.0');
    await expect(table).toContainText('Apache v2.0');
    await expect(table).toContainText('Can You Release Commercial Works?');
    await expect(table).toContainText('Yes, but ALL source code must be distributed under GPL (viral).');
    await page.screenshot({ path: `${SHOTS}/upload-docx-slide.png` });

    const saved = await api.deck(deck.id);
    expect(saved.slides.map((s) => s.title)).toEqual([
      'Existing opener',
      'Each license name is hyperlinked to its location',
      'Overview',
      'Overview (continued)',
    ]);

    // The file list was cleared: reopened, the dialog is empty again.
    const again = await openUpload(page);
    await expect(again.getByRole('list', { name: 'Chosen files' }).getByRole('listitem')).toHaveCount(0);
    await expect(again.getByRole('button', { name: 'Upload and Generate Slides' })).toBeDisabled();

    // The document stays with the deck: slides can be made from it again without uploading it.
    const stored = again.getByRole('list', { name: 'Uploaded documents' }).getByRole('listitem');
    await expect(stored).toHaveCount(1);
    await expect(stored).toContainText('test03.docx');
    const generate = again.getByRole('button', { name: 'Generate slides from test03.docx' });
    const processUrl = `**/api/presentations/${deck.id}/process-assets`;
    await page.route(processUrl, (route) => route.fulfill({ status: 502, body: 'provider down' }));
    await generate.click();
    await expect(toastWith(page, 'Error')).toContainText('Failed to generate slides from asset');
    await expect(again).toBeVisible();
    await page.unroute(processUrl);

    const generating = await hold(page, processUrl);
    await generate.click();
    await expect(again.getByRole('button', { name: 'Generate slides from test03.docx' })).toHaveText(
      'Generating...',
    );
    await expect(again.getByRole('button', { name: 'Upload and Generate Slides' })).toBeDisabled();
    await page.screenshot({ path: `${SHOTS}/upload-generate-again.png` });
    generating();
    await expect(toastWith(page, 'Generated 3 slides from asset')).toBeVisible();
    await expect(again).toBeHidden();
    await expect(page.getByRole('button', { name: /^Select slide 7: Overview \(continued\)/ })).toBeVisible();
    expect((await api.deck(deck.id)).slides).toHaveLength(7);
  });

  test('a damaged document: "Failed to upload files", the dialog stays open, no slide is made', async ({
    page,
    api,
  }) => {
    const client = await api.client(unique('Upload bad'));
    const deck = await api.presentation(client.id, 'Damaged');
    await api.slide(deck.id, { type: 'title', title: 'Only slide' });
    await page.goto(`/app/editor/${deck.id}`);
    await unlock(page);
    const dialog = await openUpload(page);
    await dialog
      .getByLabel('Files to upload')
      .setInputFiles(path.join(DOCUMENTS, 'badfile-01-bad-header.doc'));
    await dialog.getByRole('button', { name: 'Upload and Generate Slides' }).click();

    const failed = toastWith(page, 'Error');
    await expect(failed).toBeVisible();
    await expect(failed).toHaveAttribute('data-variant', 'destructive');
    await expect(failed).toContainText(/Failed to upload files\. badfile-01-bad-header\.doc .+/);
    await page.screenshot({ path: `${SHOTS}/upload-failed.png` });
    // The user can remove the file or try again.
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Chosen files' }).getByRole('listitem')).toHaveText([
      'badfile-01-bad-header.doc',
    ]);
    await expect(dialog.getByRole('button', { name: 'Upload and Generate Slides' })).toBeEnabled();

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /^Select slide 1: Only slide/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Select slide 2:/ })).toBeHidden();
    expect((await api.deck(deck.id)).slides.map((s) => s.title)).toEqual(['Only slide']);
    const assets = await api.request.get(`/api/presentations/${deck.id}/assets`);
    expect(await assets.json()).toEqual([]);
  });

  test('a batch with a bad file in the middle: every file tried, each result listed, slides from the good ones; Cancel clears', async ({
    page,
    api,
  }) => {
    const client = await api.client(unique('Upload batch'));
    const deck = await api.presentation(client.id, 'Batch');
    await page.goto(`/app/editor/${deck.id}`);
    await unlock(page);
    const dialog = await openUpload(page);
    await dialog.getByLabel('Files to upload').setInputFiles([
      {
        name: 'plan.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('# Launch plan\n- Pilot in May\n- Rollout in June'),
      },
      {
        name: 'badfile-01-bad-header.doc',
        mimeType: 'application/msword',
        buffer: readFileSync(path.join(DOCUMENTS, 'badfile-01-bad-header.doc')),
      },
      {
        name: 'budget.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('# Budget review\n- Costs down 8%\n- Hiring paused'),
      },
    ]);
    await dialog.getByRole('button', { name: 'Upload and Generate Slides' }).click();
    await expect(toastWith(page, 'Error')).toContainText(
      /Failed to upload files\. badfile-01-bad-header\.doc/,
    );

    // Each file's result, in order; the refused one stays chosen, the stored ones became slides.
    const results = dialog.getByRole('list', { name: 'Upload results' }).getByRole('listitem');
    await expect(results).toHaveCount(3);
    await expect(results.nth(0)).toHaveAttribute('data-ok', 'true');
    await expect(results.nth(0)).toContainText('plan.txt: Uploaded');
    await expect(results.nth(1)).toHaveAttribute('data-ok', 'false');
    await expect(results.nth(1)).toContainText('badfile-01-bad-header.doc');
    await expect(results.nth(2)).toHaveAttribute('data-ok', 'true');
    await expect(results.nth(2)).toContainText('budget.txt: Uploaded');
    await expect(dialog.getByRole('list', { name: 'Chosen files' }).getByRole('listitem')).toHaveText([
      'badfile-01-bad-header.doc',
    ]);
    await page.screenshot({ path: `${SHOTS}/upload-batch-partial.png` });
    const titles = (await api.deck(deck.id)).slides.map((s) => s.title);
    expect(titles).toContain('Launch plan');
    expect(titles).toContain('Budget review');
    const assets = await api.request.get(`/api/presentations/${deck.id}/assets`);
    expect(((await assets.json()) as { fileName: string }[]).map((a) => a.fileName).sort()).toEqual([
      'budget.txt',
      'plan.txt',
    ]);

    // Cancel forgets the chosen file and the results: reopening starts empty.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    const again = await openUpload(page);
    await expect(again.getByRole('list', { name: 'Chosen files' })).toBeHidden();
    await expect(again.getByRole('list', { name: 'Upload results' })).toBeHidden();
    await expect(again.getByRole('button', { name: 'Upload and Generate Slides' })).toBeDisabled();
  });
});
