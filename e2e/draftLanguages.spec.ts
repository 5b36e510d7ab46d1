import { expect, SHOTS, test, unique } from './fixtures';
import { EditorPage, openChat } from './pages/EditorPage';

/**
 * A brief written in French drafts a French deck: the offline drafter's section titles, closing
 * slide and figures are the brief's language, in the preview, the editor and the presenter.
 */
const BRIEF = [
  "Proposition d'étude de marché pour Maison Lenoir, fabricant de mobilier haut de gamme basé à Lyon.",
  "Maison Lenoir réalise un chiffre d'affaires de 1,5 M€ à l'export, mais ses ventes en Allemagne stagnent depuis deux ans et la marque reste peu connue des architectes d'intérieur.",
  'Le réseau de distributeurs est fragmenté et les remontées terrain arrivent avec trois mois de retard.',
  "L'objectif est de doubler les ventes à l'export d'ici 2027. La direction souhaite aussi réduire le coût d'acquisition par revendeur.",
  'Nous proposons une démarche en trois phases sur 4 mois, pour un budget de 240 000 € : phase 1 analyse documentaire et entretiens avec 25 distributeurs, phase 2 enquête quantitative auprès de 400 architectes, phase 3 ateliers de restitution et feuille de route commerciale.',
  'Prochaines étapes : validation du périmètre le 15 janvier, lancement des entretiens en février et restitution finale fin mai.',
].join('\n');

test('a French brief drafts a French deck: titles, figures as written, a French closing slide', async ({
  page,
  api,
}) => {
  const client = await api.client(unique('Maison Lenoir'));
  const { id } = await api.presentation(client.id, 'Étude de marché Maison Lenoir');
  const editor = new EditorPage(page, api, id);
  await editor.open();

  await page.getByRole('button', { name: 'Presentation Brief' }).click();
  const sheet = page.getByRole('dialog', { name: 'Presentation Brief' });
  await sheet.getByRole('button', { name: 'Edit' }).click();
  await sheet.getByLabel('Brief', { exact: true }).fill(BRIEF);
  await sheet.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Presentation updated successfully', { exact: true })).toBeVisible();
  await sheet.getByRole('button', { name: 'Close' }).click();

  const chat = await openChat(page);
  await chat.getByLabel('AI model').selectOption('offline');
  await chat.getByRole('button', { name: 'Draft the deck' }).click();
  const preview = page.getByRole('region', { name: 'Draft preview' });
  await expect(preview).toBeVisible();
  const titles = await preview.getByTestId('draft-slide-title').allTextContents();
  expect(titles).toEqual([
    'Étude de marché Maison Lenoir',
    'Sommaire',
    'L’enjeu',
    'Objectifs',
    'Notre approche',
    'Les chiffres',
    'Aujourd’hui et demain',
    'Calendrier et prochaines étapes',
    'Merci',
  ]);
  await expect(
    chat.getByTestId('chat-history').getByText(/^Voici un brouillon de 9 diapositives/),
  ).toBeVisible();

  await preview.getByRole('button', { name: `Accept ${titles.length} slides` }).click();
  // The list draws the slides in its view: it is read as it scrolls through.
  await expect.poll(() => editor.railTitles()).toEqual(titles);
  expect((await editor.railItems()).filter((item) => item.overflow)).toEqual([]);
  await editor.select(3);
  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(page.getByLabel('Speaker notes')).toHaveValue(/^Tel que le brief le dit\s?: /);

  // The presenter shows the figures as the brief writes them, and thanks in French.
  await page.goto(`/app/present/${id}`);
  await expect(page.getByText(`1 / ${titles.length}`)).toBeAttached();
  const at = titles.indexOf('Les chiffres') + 1;
  for (let i = 1; i < at; i++) await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`${at} / ${titles.length}`)).toBeAttached();
  const metrics = page.locator('[data-slide-type="metrics"]');
  await expect(metrics).toContainText('1,5\u00a0M€');
  await expect(metrics).toContainText('240\u00a0000\u00a0€');
  await page.screenshot({ path: `${SHOTS}/draft-french-figures.png` });
  await page.keyboard.press('End');
  await expect(page.locator('[data-slide-type="thank_you"]')).toContainText('Merci');
  await page.screenshot({ path: `${SHOTS}/draft-french-thanks.png` });
});
