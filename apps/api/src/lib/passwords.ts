import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP Password Storage Cheat Sheet's first recommendation:
 * 19 MiB of memory, 2 iterations, 1 degree of parallelism.
 */
const options = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id; the result carries its own salt and parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// A real hash to verify against when the account does not exist, so that an
// unknown e-mail costs the same time as a wrong password.
const dummyHash = hash('not-a-real-password-Aa1!', options);

/** Checks a password against a stored hash; with no hash, spends the same time and answers false. */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
