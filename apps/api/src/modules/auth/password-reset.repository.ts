import { and, eq, gt, isNull } from 'drizzle-orm';
import type { TokenHashLookup, UserAt } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';

export async function insertResetToken({
  db,
  userId,
  tokenHash,
  expiresAt,
  now,
}: UserAt & { tokenHash: string; expiresAt: Date }) {
  await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt, createdAt: now });
}

// After a reset or a password change no older link may set the password again.
export async function invalidateResetTokens({ db, userId, now }: UserAt) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

// Marks the unused, unexpired token used and answers whose it is (null when there is none). The conditional
// update makes a token single-use even under concurrent requests.
export async function claimResetToken({
  db,
  tokenHash,
  now,
}: TokenHashLookup): Promise<{ userId: string } | null> {
  const [claimed] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return claimed ?? null;
}
