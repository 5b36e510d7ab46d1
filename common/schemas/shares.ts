import { z } from 'zod';
import { REVIEWER_EMAIL_MAX, SHARE_MAX_SLIDE_MS_PER_REPORT, SHARE_PASSWORD_MAX } from '../limits';
import type { Theme } from '../themes/types';
import { idSchema } from './common';
import { slideSchema } from './slides';

const passwordField = z
  .string({ error: 'password must be text or null' })
  .min(1, 'password must not be empty; send null for no password')
  .max(SHARE_PASSWORD_MAX, `password must be at most ${SHARE_PASSWORD_MAX} characters`)
  .nullable();

/** The database's timestamps hold years 1970–9999 as we use them; outside that a date is not an expiry. */
const LATEST_EXPIRY = Date.UTC(10000, 0, 1);
const expiresAtField = z.iso
  .datetime({ offset: true, error: 'expiresAt must be an ISO date-time' })
  .refine((v) => {
    const t = Date.parse(v);
    return t >= 0 && t < LATEST_EXPIRY;
  }, 'expiresAt must be a date-time between the years 1970 and 9999')
  .nullable()
  .optional();

/** Client review (issue 29): each off unless asked for. */
const reviewFlags = {
  allowComments: z.boolean({ error: 'allowComments must be true or false' }),
  askApproval: z.boolean({ error: 'askApproval must be true or false' }),
  askEmail: z.boolean({ error: 'askEmail must be true or false' }),
};

export const createShareBody = z.object({
  password: passwordField,
  allowDownload: z.boolean().optional(),
  expiresAt: expiresAtField,
  allowComments: reviewFlags.allowComments.optional(),
  askApproval: reviewFlags.askApproval.optional(),
  askEmail: reviewFlags.askEmail.optional(),
});

export const updateShareLinkBody = z
  .object({ password: passwordField, allowDownload: z.boolean(), expiresAt: expiresAtField, ...reviewFlags })
  .partial()
  .refine(
    (b) => Object.keys(b).length > 0,
    'give at least one of password, allowDownload, expiresAt, allowComments, askApproval, askEmail',
  );

export const shareLinkSchema = z.object({
  id: z.string(),
  presentationId: z.string(),
  token: z.string(),
  shareUrl: z.string(),
  isProtected: z.boolean(),
  allowDownload: z.boolean(),
  allowComments: z.boolean(),
  askApproval: z.boolean(),
  askEmail: z.boolean(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  views: z.number().int(),
  lastViewedAt: z.string().nullable(),
});

export const shareResultSchema = z.object({ token: z.string(), shareUrl: z.string(), link: shareLinkSchema });

export const shareViewSchema = z.object({
  id: z.string(),
  deviceType: z.string(),
  /** What the viewer typed when the link asked (never verified). */
  email: z.string().nullable(),
  startedAt: z.string(),
  lastSeenAt: z.string(),
  totalMs: z.number().int(),
  slideTimes: z.array(
    z.object({
      slideId: z.string(),
      title: z.string(),
      order: z.number().int().nullable(),
      ms: z.number().int(),
    }),
  ),
});

export const viewBody = z.object({ password: z.string().max(SHARE_PASSWORD_MAX).optional() }).nullish();

/** A view id as issued by POST /api/view/{token}: "{id}.{signature}". */
const viewIdSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'must be a view id');

/** What a share link shows: the deck without the agency's brief, checklist or speaker notes. */
export const viewedPresentationSchema = z.object({
  id: z.string(),
  title: z.string(),
  slides: z.array(slideSchema.omit({ notes: true })),
  slideCount: z.number().int(),
  /** The deck's revision these slides are at: the viewer's live updates follow on from it. */
  revision: z.number().int(),
  metadata: z.object({
    clientName: z.string().optional(),
    agency: z.string().optional(),
    presentationDate: z.string().optional(),
    logo: z.string().optional(),
  }),
  allowDownload: z.boolean(),
  /** Client review (issue 29): what this link lets its viewers do. */
  allowComments: z.boolean().optional(),
  askApproval: z.boolean().optional(),
  askEmail: z.boolean().optional(),
  viewId: z.string(),
  /** The deck's theme (issue 21), resolved when the link is opened. */
  theme: z.custom<Theme>().optional(),
});

export const viewReportBody = z.object({
  viewId: viewIdSchema,
  slideId: idSchema,
  ms: z.number().int().min(0).max(SHARE_MAX_SLIDE_MS_PER_REPORT),
  /** The email a link that asks for one was given (kept with the visit, never verified). */
  email: z.string().trim().max(REVIEWER_EMAIL_MAX).optional(),
});

export type ShareLink = z.infer<typeof shareLinkSchema>;
export type ShareResult = z.infer<typeof shareResultSchema>;
export type ShareView = z.infer<typeof shareViewSchema>;
export type ViewedPresentation = z.infer<typeof viewedPresentationSchema>;
