import { z } from 'zod';

/** SPEC §7: POST /api/presentations/{id}/logo and .../assets send a file as a data URL. */
export const fileUploadBody = z.object({
  file: z.string({ error: 'file must be a data URL' }).min(1, 'file is required'),
  fileName: z.string({ error: 'fileName must be text' }).trim().min(1, 'fileName is required').max(255),
  fileType: z.string().max(255).default(''),
});
export const logoResultSchema = z.object({ url: z.string() });

/** GET /api/presentations/{id}/pictures: the deck's uploaded pictures, newest first, to use again. */
export const pictureListSchema = z.object({
  pictures: z.array(z.object({ url: z.string(), createdAt: z.string() })),
});
export type PictureList = z.infer<typeof pictureListSchema>;
