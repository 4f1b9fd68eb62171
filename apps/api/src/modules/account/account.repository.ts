import type { ManagerAccount, ManagerAccountInputSchema } from '@marketday/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ManagerKey } from '../../db/client';
import { managers } from '../../db/schema';
import { notFound } from '../../lib/http-errors';

type AccountValues = z.output<typeof ManagerAccountInputSchema>;

// The signed-in manager's own account; only ever read by their own id.
export async function loadManagerAccount({ db, managerId }: ManagerKey): Promise<ManagerAccount> {
  const [row] = await db.select().from(managers).where(eq(managers.id, managerId));
  if (!row) throw notFound();
  return {
    firstname: row.firstname,
    lastname: row.lastname,
    phone: row.phone,
    email: row.email,
    seasonality: row.seasonality,
    settings: row.settings,
    ml_id: row.mlId,
  };
}

// Saves the account and answers it as stored; an empty phone is kept as none.
export async function updateManagerAccount({
  db,
  managerId,
  input,
  now,
}: ManagerKey & {
  input: AccountValues;
  now: Date;
}): Promise<ManagerAccount> {
  await db
    .update(managers)
    .set({
      firstname: input.firstname,
      lastname: input.lastname,
      phone: input.phone || null,
      email: input.email,
      seasonality: input.seasonality,
      settings: input.settings,
      updatedAt: now,
    })
    .where(eq(managers.id, managerId));
  return loadManagerAccount({ db, managerId });
}
