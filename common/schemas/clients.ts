import { z } from 'zod';
import { CLIENT_NAME_MAX } from '../limits';
import { trimmedText } from './common';

export const logoSchema = z
  .string()
  .trim()
  .max(2048, 'logo must be at most 2048 characters')
  .refine((v) => v === '' || /^(https?:\/\/|\/)/.test(v), 'logo must be an http(s) address')
  .nullable();

export const createClientBody = z.object({
  name: trimmedText('name', CLIENT_NAME_MAX),
  logo: logoSchema.optional(),
});
export const updateClientBody = z
  .object({ name: trimmedText('name', CLIENT_NAME_MAX), logo: logoSchema })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'give at least one of name, logo');

export const clientSchema = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  presentationCount: z.number().int(),
  createdAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;
