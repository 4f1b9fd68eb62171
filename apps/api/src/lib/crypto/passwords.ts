import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's OWASP defaults (19 MiB, t=2, p=1); the whole password is hashed.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }) {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

// Unknown users are checked against this so both failures take the same time.
let dummyHash: Promise<string> | null = null;
export function getDummyHash(): Promise<string> {
  dummyHash ??= hash('not-a-real-password-placeholder');
  return dummyHash;
}
