import {
  type CreateManagerAccount,
  type CreateVendorAccount,
  type Locale,
  PLAN_TIERS,
  TRIAL_DAYS,
} from '@marketday/shared';
import type { Database } from '../../db/client';
import { hashPassword } from '../../lib/crypto/passwords';
import { conflict, refuseIfDuplicate } from '../../lib/http-errors';
import {
  insertManager,
  insertSubscription,
  insertUser,
  insertVendor,
  type NewUserRow,
} from './accounts.repository';

export const ACCOUNT_TAKEN_MESSAGE = 'That username or e-mail is already registered.';
const DAY_MS = 24 * 60 * 60 * 1000;

const translateConflicts = <T>(work: () => Promise<T>) =>
  refuseIfDuplicate(work, conflict(ACCOUNT_TAKEN_MESSAGE));

// Hashing happens before the transaction so no connection is held while it runs. The language is the one the
// sign-up page showed (docs/i18n.md), when it said.
async function newUserRow(
  input: { username: string; email: string; password: string },
  language: Locale | undefined,
): Promise<NewUserRow> {
  return {
    username: input.username,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    ...(language ? { language } : {}),
  };
}

export async function createVendorAccount({ db, input }: { db: Database; input: CreateVendorAccount }) {
  const row = await newUserRow(input.user, input.language);
  return translateConflicts(() =>
    db.transaction(async (tx) => {
      const user = await insertUser(tx, row, 'VENDOR');
      await insertVendor(tx, {
        userId: user.id,
        createdBy: user.id,
        businessName: input.vendor.business_name,
        type: input.vendor.type,
        phone: input.vendor.phone || null,
        // docs/product.md §7: receipts go to the account's e-mail unless the vendor set another.
        receiptEmail: input.vendor.receipt_email || input.user.email,
        producerNames: input.vendor.producer_names || null,
        // What the vendor receives (receipts, statements) follows the account's language (docs/i18n.md).
        ...(input.language ? { language: input.language } : {}),
      });
      return user;
    }),
  );
}

// A new manager starts a 14-day trial of the smallest year-round plan (docs/product.md §6).
export async function createManagerAccount({
  db,
  input,
  now,
}: {
  db: Database;
  input: CreateManagerAccount;
  now: Date;
}) {
  const row = await newUserRow(input.user, input.language);
  return translateConflicts(() =>
    db.transaction(async (tx) => {
      const user = await insertUser(tx, row, 'MARKET_MANAGER');
      const managerId = await insertManager(tx, {
        userId: user.id,
        firstname: input.manager.firstname,
        lastname: input.manager.lastname,
        phone: input.manager.phone || null,
        email: input.manager.email,
      });
      const trialEnd = new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
      await insertSubscription(tx, {
        managerId,
        plan: PLAN_TIERS[0],
        status: 'trialing',
        trialEnd,
        currentPeriodStart: now,
        currentPeriodEnd: trialEnd,
      });
      return user;
    }),
  );
}
