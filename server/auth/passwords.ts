import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package's enum is an ambient const enum, which isolated modules cannot read.
const ARGON2ID = 2;

// OWASP's argon2id parameters: 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}
