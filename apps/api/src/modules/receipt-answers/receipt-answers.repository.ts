import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, ManagerKey, VendorKey } from '../../db/client';
import { managers, receiptAcknowledgements, transactions, users, vendors } from '../../db/schema';

export type ReceiptAnswerRow = typeof receiptAcknowledgements.$inferSelect;

// The vendor's own checkout, at its current version; null for another vendor's or an unknown one.
export async function findVendorCheckout({
  db,
  vendorId,
  transactionId,
}: VendorKey & { transactionId: string }) {
  const [row] = await db
    .select({ id: transactions.id, version: transactions.version })
    .from(transactions)
    .where(and(eq(transactions.id, transactionId), eq(transactions.vendorId, vendorId)));
  return row ?? null;
}

// The answer to one version; the unique index refuses a second one (the service answers 409).
export async function insertReceiptAnswer({
  db,
  answer,
}: {
  db: Database;
  answer: typeof receiptAcknowledgements.$inferInsert;
}) {
  const [row] = await db.insert(receiptAcknowledgements).values(answer).returning();
  return row as ReceiptAnswerRow;
}

// For each of the vendor's checkouts named: its current version, the market's adjust reason, and the vendor's
// latest answer (to any version), for the vendor's transactions page.
export async function receiptRows({
  db,
  vendorId,
  transactionIds,
}: VendorKey & { transactionIds: string[] }) {
  if (transactionIds.length === 0) return [];
  return db
    .select({
      transactionId: transactions.id,
      version: transactions.version,
      adjustReason: transactions.adjustReason,
      answer: receiptAcknowledgements,
    })
    .from(transactions)
    .leftJoin(receiptAcknowledgements, eq(receiptAcknowledgements.transactionId, transactions.id))
    .where(and(inArray(transactions.id, transactionIds), eq(transactions.vendorId, vendorId)))
    .orderBy(desc(receiptAcknowledgements.transactionVersion));
}

// Which checkouts the caller sees: the account's, and for staff only their markets.
type ManagerScope = ManagerKey & { marketIds: string[] | null };
function inScope({ managerId, marketIds }: ManagerScope) {
  return and(
    eq(transactions.managerId, managerId),
    marketIds ? inArray(transactions.marketId, marketIds) : undefined,
  );
}

// The open disputes of the caller's checkouts (one market's, if named), newest first.
export function listOpenDisputes(scope: ManagerScope & { marketId?: string | undefined }) {
  return scope.db
    .select({
      answer: receiptAcknowledgements,
      marketId: transactions.marketId,
      marketName: transactions.marketName,
      vendorId: transactions.vendorId,
      vendorName: transactions.vendorName,
      marketDate: transactions.marketDate,
      currentVersion: transactions.version,
    })
    .from(receiptAcknowledgements)
    .innerJoin(transactions, eq(transactions.id, receiptAcknowledgements.transactionId))
    .where(
      and(
        inScope(scope),
        scope.marketId ? eq(transactions.marketId, scope.marketId) : undefined,
        eq(receiptAcknowledgements.agree, false),
        isNull(receiptAcknowledgements.resolvedAt),
      ),
    )
    .orderBy(desc(receiptAcknowledgements.answeredAt), desc(receiptAcknowledgements.id));
}

// A dispute within the caller's scope (resolved or not); null for an agreement, another account's, or none.
export async function findDispute(scope: ManagerScope & { id: string }) {
  const [row] = await scope.db
    .select({ id: receiptAcknowledgements.id, resolvedAt: receiptAcknowledgements.resolvedAt })
    .from(receiptAcknowledgements)
    .innerJoin(transactions, eq(transactions.id, receiptAcknowledgements.transactionId))
    .where(
      and(inScope(scope), eq(receiptAcknowledgements.id, scope.id), eq(receiptAcknowledgements.agree, false)),
    );
  return row ?? null;
}

// Marks an open dispute dealt with; false when it was resolved already (by someone else meanwhile).
export async function markResolved({
  db,
  id,
  userId,
  now,
}: {
  db: Database;
  id: string;
  userId: string;
  now: Date;
}) {
  const rows = await db
    .update(receiptAcknowledgements)
    .set({ resolvedBy: userId, resolvedAt: now })
    .where(and(eq(receiptAcknowledgements.id, id), isNull(receiptAcknowledgements.resolvedAt)))
    .returning({ id: receiptAcknowledgements.id });
  return rows.length > 0;
}

// What the receipt's notice needs: the checkout's market and day, who booked it, and how the vendor is reached.
export type ReceiptNoticeFacts = NonNullable<Awaited<ReturnType<typeof receiptNoticeFacts>>>;

export async function receiptNoticeFacts({ db, transactionId }: { db: Database; transactionId: string }) {
  const [row] = await db
    .select({
      managerId: transactions.managerId,
      managerUserId: managers.userId,
      marketName: transactions.marketName,
      marketDate: transactions.marketDate,
      version: transactions.version,
      vendorUserId: vendors.userId,
      accountEmail: users.email,
      vendorReceiptEmail: vendors.receiptEmail,
      settings: vendors.settings,
    })
    .from(transactions)
    .innerJoin(vendors, eq(vendors.id, transactions.vendorId))
    .innerJoin(managers, eq(managers.id, transactions.managerId))
    .leftJoin(users, eq(users.id, vendors.userId))
    .where(eq(transactions.id, transactionId));
  return row ?? null;
}

// The language of the checkout's vendor, for the receipt's e-mail (docs/i18n.md); English for one not there.
export async function vendorLanguageOfCheckout({
  db,
  transactionId,
}: {
  db: Database;
  transactionId: string;
}) {
  const [row] = await db
    .select({ language: vendors.language })
    .from(transactions)
    .innerJoin(vendors, eq(vendors.id, transactions.vendorId))
    .where(eq(transactions.id, transactionId));
  return row?.language ?? 'en';
}
