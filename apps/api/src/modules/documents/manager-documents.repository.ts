import type { DocumentType } from '@marketday/shared';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database, ManagerKey } from '../../db/client';
import { documents, managers } from '../../db/schema';
import { toDocumentRecord } from './documents.mapper';
import type { DocumentRow } from './documents.repository';

// A manager's own documents (generated reports such as the CDFA report). A report is one "series" per
// market and period; regenerating it adds a version to that series, and lists show the newest of each.
type ManagerDocumentRow = DocumentRow;

async function managerRows({ db, managerId, where }: { db: Database; managerId: string; where?: SQL }) {
  const rows = await db
    .select({
      doc: documents,
      ownerId: managers.id,
      firstname: managers.firstname,
      lastname: managers.lastname,
    })
    .from(documents)
    .innerJoin(managers, eq(managers.id, documents.ownerManagerId))
    .where(and(eq(documents.ownerManagerId, managerId), where))
    .orderBy(desc(documents.version), desc(documents.createdAt));
  return rows.map((r) => ({
    ...r.doc,
    ownerId: r.ownerId,
    ownerName: `${r.firstname} ${r.lastname}`.trim(),
  }));
}

// The CDFA report service maps with this name; it is the module's one record mapper.
export const managerDocumentRecord = toDocumentRecord;

export async function findManagerDocument({
  db,
  managerId,
  id,
}: ManagerKey & {
  id: string;
}): Promise<ManagerDocumentRow | null> {
  const [row] = await managerRows({ db, managerId, where: eq(documents.id, id) });
  return row ?? null;
}

// The next version of a series; call inside the transaction that inserts it, after taking a lock that
// serialises writers of the series.
export async function nextSeriesVersion({
  db,
  managerId,
  type,
  marketId,
  period,
}: ManagerKey & {
  type: DocumentType;
  marketId: string;
  period: string;
}) {
  const rows = await managerRows({ db, managerId, where: eq(documents.type, type) });
  const versions = rows
    .filter((row) => row.meta.market_id === marketId && row.meta.period === period)
    .map((row) => row.version);
  return Math.max(0, ...versions) + 1;
}
