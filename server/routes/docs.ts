import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { App } from '../deps';
import { notFound } from '../lib/errors';

/** Where the editor's "models unavailable" help sends a user: README's configuration section. */
export const CONFIGURATION_DOCS_PATH = '/docs/configuration';

/**
 * README's "Configuration" section as plain text, public like the README itself: a user with no
 * server access can hand it to whoever runs the server. Read per request (it is small and rare).
 */
export function docsRoutes(app: App) {
  app.get(CONFIGURATION_DOCS_PATH, async (_req, reply) => {
    const readme = await readFile(path.resolve('README.md'), 'utf8').catch(() => null);
    const start = readme?.indexOf('\n## Configuration') ?? -1;
    if (!readme || start < 0) throw notFound('Configuration guide');
    const end = readme.indexOf('\n## ', start + 1);
    return reply
      .type('text/plain; charset=utf-8')
      .send(readme.slice(start + 1, end < 0 ? undefined : end).trim());
  });
}
