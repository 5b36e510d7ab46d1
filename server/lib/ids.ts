import { createHash, randomBytes } from 'node:crypto';

/** Random, opaque ids: 96 bits, base64url (16 characters). */
export function newId(): string {
  return randomBytes(12).toString('base64url');
}

/** 256-bit secrets (session cookies, share tokens). */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}
