import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appSettings } from '../../db/schema';

const KEY = 'jwt_signing_key';

// JWT_SECRET wins; otherwise one random key is generated and shared through the database,
// so every API process signs and verifies with the same key.
export async function loadSigningKey({ db, secret }: { db: Database; secret: string | undefined }) {
  if (secret) return new TextEncoder().encode(secret);
  await db
    .insert(appSettings)
    .values({ key: KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
  if (!row) throw new Error('Signing key could not be stored');
  return new TextEncoder().encode(row.value);
}
