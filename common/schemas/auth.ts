import { z } from 'zod';

export const loginBody = z.object({
  password: z.string({ error: 'password must be text' }).min(1, 'password is required').max(1024),
});
export const sessionSchema = z.object({ authenticated: z.literal(true), expiresAt: z.string() });
