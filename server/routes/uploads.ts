import { LOGO_MAX_BYTES } from '../../common/limits';
import { idParams } from '../../common/schemas/common';
import { fileUploadBody, logoResultSchema, pictureListSchema } from '../../common/schemas/uploads';
import type { App, Deps } from '../deps';
import { listPictures, readUpload, uploadImage } from '../services/uploads';

// base64 grows a file by 4/3; leave room for the JSON around it.
const LOGO_BODY_LIMIT = Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 64 * 1024;

export function uploadRoutes(app: App, { db, database, files, svgRaster, now }: Deps) {
  for (const [route, kind] of [
    ['/api/presentations/:id/logo', 'logo'],
    ['/api/presentations/:id/pictures', 'picture'],
    // A brand kit's logo (issue 21) belongs to the client, so a client with no deck yet has one.
    ['/api/clients/:id/logo', 'logo'],
  ] as const) {
    app.post(
      route,
      {
        bodyLimit: LOGO_BODY_LIMIT,
        schema: { params: idParams, body: fileUploadBody, response: { 201: logoResultSchema } },
      },
      async (req, reply) => {
        const owner = route.startsWith('/api/clients/')
          ? { clientId: req.params.id }
          : { presentationId: req.params.id };
        const url = await uploadImage(
          database,
          files,
          svgRaster,
          owner,
          kind,
          req.body.file,
          new Date(now()),
        );
        return reply.status(201).send(url);
      },
    );
  }

  app.get(
    '/api/presentations/:id/pictures',
    { schema: { params: idParams, response: { 200: pictureListSchema } } },
    (req) => listPictures(db, req.params.id),
  );

  // Public on purpose: logos appear on share pages and in exports. The id is 96 random bits, and
  // only images we recognised by their bytes are ever served, with a type we chose.
  app.get('/api/files/:id', { schema: { params: idParams } }, async (req, reply) => {
    const { bytes, mimeType } = await readUpload(db, files, req.params.id);
    return (
      reply
        .type(mimeType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        // html slides run in sandboxed frames, whose origin is opaque: same-origin would block them.
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(bytes)
    );
  });
}
