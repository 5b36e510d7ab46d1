import { z } from 'zod';

export const ACCEPTED_ASSET_EXTENSIONS = ['.pdf', '.docx', '.doc', '.html', '.htm', '.txt'] as const;

export const assetSchema = z.object({
  id: z.string(),
  presentationId: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  fileSize: z.number().int(),
  extractedContent: z.object({
    text: z.string(),
    /** What reading left out (pages past the page budget…), when anything was. */
    leftOut: z.array(z.string()).optional(),
  }),
  createdAt: z.string(),
});
export type Asset = z.infer<typeof assetSchema>;

export const processAssetsResultSchema = z.object({
  message: z.string(),
  count: z.number().int(),
  warning: z.string().optional(),
});
export type ProcessAssetsResult = z.infer<typeof processAssetsResultSchema>;
