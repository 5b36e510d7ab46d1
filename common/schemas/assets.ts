import { z } from 'zod';

/** The documents we read, by file extension: the one list the upload dialog, the server and the readers share. */
export const ASSET_EXTENSION_KINDS = {
  pdf: 'pdf',
  docx: 'docx',
  doc: 'doc',
  html: 'html',
  htm: 'html',
  txt: 'txt',
  // Markdown is text: its headings, lists and tables are read as structure, its marks dropped.
  md: 'txt',
  markdown: 'txt',
} as const;
export type AssetKind = (typeof ASSET_EXTENSION_KINDS)[keyof typeof ASSET_EXTENSION_KINDS];
export const ASSET_KINDS = [...new Set(Object.values(ASSET_EXTENSION_KINDS))] as readonly AssetKind[];
export const ACCEPTED_ASSET_EXTENSIONS = Object.keys(ASSET_EXTENSION_KINDS).map((e) => `.${e}`);

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
