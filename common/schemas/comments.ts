import { z } from 'zod';
import { APPROVAL_NOTE_MAX, COMMENT_TEXT_MAX, DISPLAY_NAME_MAX, REVIEWER_EMAIL_MAX } from '../limits';
import { idSchema } from './common';

/**
 * Comment text is plain text, kept exactly as typed (HTML included) and always shown as text. It
 * must hold something besides spaces; it is not trimmed, so what comes back is what was sent.
 */
const commentText = z
  .string({ error: 'text must be text' })
  .max(COMMENT_TEXT_MAX, `text must be at most ${COMMENT_TEXT_MAX} characters`)
  .refine((t) => t.trim().length > 0, 'text is required');

/** A point on the slide as fractions of its width and height. */
const fraction = (field: string) =>
  z
    .number({ error: `${field} must be a number from 0 to 1` })
    .min(0, `${field} must be from 0 to 1`)
    .max(1, `${field} must be from 0 to 1`);

export const reviewerName = z
  .string({ error: 'name must be text' })
  .trim()
  .min(1, 'name is required')
  .max(DISPLAY_NAME_MAX, `name must be at most ${DISPLAY_NAME_MAX} characters`);

export const reviewerEmail = z
  .string({ error: 'email must be text' })
  .trim()
  .max(REVIEWER_EMAIL_MAX, `email must be at most ${REVIEWER_EMAIL_MAX} characters`)
  .regex(/^[^\s@]+@[^\s@]+$/, 'email must be an email address');

export const viewCommentBody = z
  .object({
    slideId: idSchema,
    text: commentText,
    name: reviewerName.optional(),
    email: reviewerEmail.optional().or(z.literal('')),
    x: fraction('x').optional(),
    y: fraction('y').optional(),
    parentId: idSchema.optional(),
  })
  .refine((b) => (b.x === undefined) === (b.y === undefined), {
    message: 'x and y go together: give both or neither',
    path: ['x'],
  });

export const ownerCommentBody = z.object({
  slideId: idSchema,
  text: commentText,
  parentId: idSchema.optional(),
  x: fraction('x').optional(),
  y: fraction('y').optional(),
});

export const reviewerBody = z.object({
  name: reviewerName,
  email: reviewerEmail.optional().or(z.literal('')),
});

export const updateCommentBody = z.object({
  resolved: z.boolean({ error: 'resolved must be true or false' }),
});

export const approvalBody = z.object({
  name: reviewerName,
  note: z
    .string({ error: 'note must be text' })
    .max(APPROVAL_NOTE_MAX, `note must be at most ${APPROVAL_NOTE_MAX} characters`)
    .optional(),
});

/** A comment as a share link's viewers see it: no email, no link. */
export const publicCommentSchema = z.object({
  id: z.string(),
  slideId: z.string(),
  parentId: z.string().nullable(),
  depth: z.number().int(),
  authorName: z.string(),
  byOwner: z.boolean(),
  text: z.string(),
  x: z.number().nullable(),
  y: z.number().nullable(),
  resolved: z.boolean(),
  createdAt: z.string(),
});

/** A comment as the editor sees it. */
export const commentSchema = publicCommentSchema.extend({
  presentationId: z.string(),
  linkId: z.string().nullable(),
  authorEmail: z.string().nullable(),
});

export const reviewerSchema = z.object({ name: z.string(), email: z.string().nullable() });

export const viewCommentsSchema = z.object({
  comments: z.array(publicCommentSchema),
  /** Who this browser said it is on this link, or null before it has said. */
  reviewer: reviewerSchema.nullable(),
  allowComments: z.boolean(),
  askApproval: z.boolean(),
  askEmail: z.boolean(),
  /** Whether the version shown now has been approved through this link. */
  approved: z.boolean(),
});

export const approvalSchema = z.object({
  id: z.string(),
  presentationId: z.string(),
  linkId: z.string(),
  versionId: z.string(),
  version: z.number().int(),
  name: z.string(),
  note: z.string(),
  approvedAt: z.string(),
  /** The deck has changed since this version: the approval is for an earlier version. */
  earlier: z.boolean(),
});

export type PublicComment = z.infer<typeof publicCommentSchema>;
export type Comment = z.infer<typeof commentSchema>;
export type Reviewer = z.infer<typeof reviewerSchema>;
export type ViewComments = z.infer<typeof viewCommentsSchema>;
export type Approval = z.infer<typeof approvalSchema>;
