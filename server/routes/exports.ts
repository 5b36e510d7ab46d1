import { idParams } from '../../common/schemas/common';
import type { App, Deps } from '../deps';
import { loadExportDeck, sendExport } from '../export/deck';
import { exportPptx } from '../export/pptx';
import { exportHtml, exportPdf, pictureHtmlSlides } from '../export/render';

export function exportRoutes(app: App, { db, deckCache, browsers, files }: Deps) {
  app.get('/api/presentations/:id/export/pdf', { schema: { params: idParams } }, async (req, reply) => {
    const deck = await loadExportDeck(deckCache, req.params.id, { db, files });
    return sendExport(reply, deck.title, 'pdf', await exportPdf(browsers, deck));
  });

  app.get('/api/presentations/:id/export/html', { schema: { params: idParams } }, async (req, reply) => {
    const deck = await loadExportDeck(deckCache, req.params.id, { db, files });
    return sendExport(reply, deck.title, 'html', await exportHtml(deck));
  });

  app.get('/api/presentations/:id/export/pptx', { schema: { params: idParams } }, async (req, reply) => {
    const deck = await loadExportDeck(deckCache, req.params.id, { db, files });
    // A browser problem only costs the HTML slides their picture; they still carry their text.
    const pictures = pictureHtmlSlides(browsers, deck).catch(() => new Map());
    return sendExport(reply, deck.title, 'pptx', await exportPptx(deck, pictures));
  });
}
