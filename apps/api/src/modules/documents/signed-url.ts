import { createHmac, timingSafeEqual } from 'node:crypto';

export const FILE_URL_TTL_MS = 5 * 60 * 1000;

// Files are only ever served through these: a link that names the document, its expiry and an HMAC of both.
export function signFileUrl({ key, id, now }: { key: Buffer; id: string; now: Date }): string {
  const expires = now.getTime() + FILE_URL_TTL_MS;
  const sig = createHmac('sha256', key).update(`${id}.${expires}`).digest('base64url');
  return `/documents/files/${id}?expires=${expires}&sig=${sig}`;
}

export function verifyFileUrl({
  key,
  id,
  expires,
  sig,
  now,
}: {
  key: Buffer;
  id: string;
  expires: number;
  sig: string;
  now: Date;
}): boolean {
  if (!Number.isFinite(expires) || expires < now.getTime()) return false;
  const expected = createHmac('sha256', key).update(`${id}.${expires}`).digest();
  const given = Buffer.from(sig, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
