import { idParams } from '../../common/schemas/common';
import type { App, Deps } from '../deps';
import { loadExportDeck, sendExport } from '../export/deck';
import { guardExport } from '../export/guard';
import { pptxFile } from '../export/pptxFile';
import { exportHtml, exportPdf } from '../export/render';

// Every export runs off the server's heap (the render workers, Chromium, the PowerPoint builder
// process), and one that runs out of memory or time is a 422 or 503 naming the deck and format.
export function exportRoutes(app: App, { db, deckCache, browsers, files, pptxBuilders }: Deps) {
  app.get('/api/presentations/:id/export/pdf', { schema: { params: idParams } }, async (req, reply) => {
    const deck = await loadExportDeck(deckCache, req.params.id, { db, files });
    const pdf = await guardExport(deck, 'pdf', () => exportPdf(browsers, deck), req.log);
    return sendExport(reply, deck.title, 'pdf', pdf);
  });

  app.get('/api/presentations/:id/export/html', { schema: { params: idParams } }, async (req, reply) => {
    const deck = await loadExportDeck(deckCache, req.params.id, { db, files });
    return sendExport(
      reply,
      deck.title,
      'html',
      await guardExport(deck, 'html', () => exportHtml(deck), req.log),
    );
  });

  app.get('/api/presentations/:id/export/pptx', { schema: { params: idParams } }, async (req, reply) => {
    const deck = await loadExportDeck(deckCache, req.params.id, { db, files });
    const file = await guardExport(deck, 'pptx', () => pptxFile(browsers, pptxBuilders, deck), req.log);
    return sendExport(reply, deck.title, 'pptx', file);
  });
}
