import { idParams } from '../../common/schemas/common';
import type { App, Deps } from '../deps';
import { contentDisposition, loadExportDeck } from '../export/deck';
import { exportPptx } from '../export/pptx';
import { exportHtml, exportPdf, pictureHtmlSlides } from '../export/render';

export const PPTX_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

export function exportRoutes(app: App, { db, browsers, files }: Deps) {
  app.get('/api/presentations/:id/export/pdf', { schema: { params: idParams } }, async (req, reply) => {
    const deck = await loadExportDeck(db, req.params.id, files);
    const pdf = await exportPdf(browsers, deck);
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition(deck.title, 'pdf'))
      .header('cache-control', 'no-store')
      .send(pdf);
  });

  app.get('/api/presentations/:id/export/html', { schema: { params: idParams } }, async (req, reply) => {
    const deck = await loadExportDeck(db, req.params.id, files);
    return reply
      .type('text/html; charset=utf-8')
      .header('content-disposition', contentDisposition(deck.title, 'html'))
      .header('cache-control', 'no-store')
      .send(await exportHtml(deck));
  });

  app.get('/api/presentations/:id/export/pptx', { schema: { params: idParams } }, async (req, reply) => {
    const deck = await loadExportDeck(db, req.params.id, files);
    // A browser problem only costs the HTML slides their picture; they still carry their text.
    const pictures = pictureHtmlSlides(browsers, deck).catch(() => new Map<string, Buffer>());
    return reply
      .type(PPTX_TYPE)
      .header('content-disposition', contentDisposition(deck.title, 'pptx'))
      .header('cache-control', 'no-store')
      .send(await exportPptx(deck, pictures));
  });
}
