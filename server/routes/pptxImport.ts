import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PPTX_MAX_BYTES } from '../../common/limits';
import { idParams } from '../../common/schemas/common';
import type { App, Deps } from '../deps';
import { HttpError } from '../lib/errors';
import { getClient } from '../services/clients';
import { brandFromPptx, importPptx, type PowerPointUpload } from '../services/pptxImport';

// The multipart envelope around a file of PPTX_MAX_BYTES: a little room for its headers.
const BODY_LIMIT = PPTX_MAX_BYTES + 64 * 1024;
/** Past the file's own limit (the reader then names the limit in a 422). */
const FILE_MAX = PPTX_MAX_BYTES;

const missingFile = () =>
  new HttpError(
    400,
    'bad_request',
    'file: a PowerPoint file is required (multipart field "file")',
    {},
    {
      field: 'file',
    },
  );

/**
 * The multipart form's `file`, parsed by the platform's own parser (undici's FormData, as in
 * `fetch`): the body arrives whole, up to BODY_LIMIT, and only then is parsed.
 */
async function fileOf(body: unknown, contentType: string | undefined): Promise<PowerPointUpload> {
  if (!Buffer.isBuffer(body) || !contentType?.startsWith('multipart/form-data')) throw missingFile();
  let form: FormData;
  try {
    form = await new Response(new Blob([new Uint8Array(body)]), {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    throw new HttpError(
      400,
      'bad_request',
      'file: the multipart form could not be read',
      {},
      { field: 'file' },
    );
  }
  const file = form.get('file');
  if (!file || typeof file === 'string') throw missingFile();
  if (file.size > FILE_MAX)
    throw new HttpError(
      413,
      'too_large',
      `file: ${file.name} is larger than ${FILE_MAX / 1024 / 1024} MB`,
      {},
      {
        field: 'file',
      },
    );
  return { fileName: file.name || 'presentation.pptx', bytes: Buffer.from(await file.arrayBuffer()) };
}

/** Issue 30: a PowerPoint file as a deck's slides, and a template as a client's brand kit. */
export function pptxImportRoutes(app: App, deps: Deps) {
  const { database, files, svgRaster, extraction, now } = deps;
  app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    // Multipart bodies are taken whole, only on these routes, and only as big as a PowerPoint file.
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );

    scope.post(
      '/api/presentations/:id/import',
      { bodyLimit: BODY_LIMIT, schema: { params: idParams } },
      async (req, reply) => {
        const upload = await fileOf(req.body, req.headers['content-type']);
        const result = await importPptx(deps, req.params.id, upload, new Date(now()));
        return reply.status(201).send(result);
      },
    );

    scope.post(
      '/api/clients/:id/brand/import',
      { bodyLimit: BODY_LIMIT, schema: { params: idParams } },
      async (req) => {
        await getClient(database.db, req.params.id);
        const upload = await fileOf(req.body, req.headers['content-type']);
        return brandFromPptx(database, files, svgRaster, extraction, req.params.id, upload, new Date(now()));
      },
    );
  });
}
