import { createReadStream } from 'node:fs';
import type { App } from '../deps';
import { sendError } from '../errorHandler';
import { bundledFontPath } from '../export/fonts';

/**
 * The bundled slide fonts (common/fonts), served from their npm packages at /fonts/<file> for the
 * app (app/fonts.generated.css names them). Their names carry no version, but a package upgrade
 * changes them rarely, so they are cached for a day rather than for good. Any origin may load them:
 * an html slide draws in a sandboxed frame whose origin is opaque ("null"), and a font is fetched in
 * CORS mode, so without the header the presenter and viewer drew its headings in a fallback face.
 * They are public files under the SIL Open Font License.
 */
export function fontRoutes(app: App) {
  app.get<{ Params: { file: string } }>('/fonts/:file', (request, reply) => {
    const file = bundledFontPath(request.params.file);
    if (!file) return sendError(reply, 404, 'not_found', 'Font not found');
    return reply
      .header('content-type', 'font/woff2')
      .header('cache-control', 'public, max-age=86400')
      .header('access-control-allow-origin', '*')
      .send(createReadStream(file));
  });
}
