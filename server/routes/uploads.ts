import { eq } from 'drizzle-orm';
import { LOGO_MAX_BYTES } from '../../common/limits';
import { idParams } from '../../common/schemas/common';
import { fileUploadBody, logoResultSchema } from '../../common/schemas/uploads';
import { PICTURE_PATH } from '../../common/slideUrls';
import { presentations, uploads } from '../db/schema';
import type { App, Deps } from '../deps';
import { decodeDataUrl } from '../lib/dataUrl';
import { HttpError, notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import { sniffImage } from '../lib/sniff';

// base64 grows a file by 4/3; leave room for the JSON around it.
const LOGO_BODY_LIMIT = Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 64 * 1024;

export function uploadRoutes(app: App, { db, database, files, now }: Deps) {
  // An image of this deck: a logo (the brief), or a picture its html slides show. A slide shows
  // pictures from this app only (an agency's CDN images are uploaded here instead); exports
  // inline them.
  for (const [route, kind] of [
    ['/api/presentations/:id/logo', 'logo'],
    ['/api/presentations/:id/pictures', 'picture'],
  ] as const) {
    app.post(
      route,
      {
        bodyLimit: LOGO_BODY_LIMIT,
        schema: { params: idParams, body: fileUploadBody, response: { 201: logoResultSchema } },
      },
      async (req, reply) => {
        const [found] = await db
          .select({ id: presentations.id })
          .from(presentations)
          .where(eq(presentations.id, req.params.id));
        if (!found) throw notFound('Presentation');
        const { bytes } = decodeDataUrl(req.body.file, LOGO_MAX_BYTES - 1, 'File size must be less than 5MB');
        const image = sniffImage(bytes);
        if (!image)
          throw new HttpError(
            415,
            'unsupported_media_type',
            'Please upload an image file (PNG, JPEG, GIF or WebP)',
          );
        const id = newId();
        const inDb = database.filesInDatabase;
        const storagePath = inDb ? null : await files.write(req.params.id, `${id}.${image.ext}`, bytes);
        await db.insert(uploads).values({
          id,
          presentationId: req.params.id,
          kind,
          mimeType: image.mime,
          size: bytes.length,
          data: inDb ? bytes : null,
          storagePath,
          createdAt: new Date(now()),
        });
        return reply.status(201).send({ url: `${PICTURE_PATH}${id}` });
      },
    );
  }

  // Public on purpose: logos appear on share pages and in exports. The id is 96 random bits, and
  // only images we recognised by their bytes are ever served, with a type we chose.
  app.get('/api/files/:id', { schema: { params: idParams } }, async (req, reply) => {
    const [row] = await db.select().from(uploads).where(eq(uploads.id, req.params.id));
    if (!row) throw notFound('File');
    const bytes = row.data ?? (row.storagePath ? await files.read(row.storagePath).catch(() => null) : null);
    if (!bytes) throw notFound('File');
    return (
      reply
        .type(row.mimeType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        // html slides run in sandboxed frames, whose origin is opaque: same-origin would block them.
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(bytes)
    );
  });
}
