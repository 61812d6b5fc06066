import { hash, verify } from '@node-rs/argon2';

/** argon2id (algorithm 2: the package's const enum cannot be imported under verbatimModuleSyntax) with OWASP's minimums (19 MiB, 2 passes). */
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
