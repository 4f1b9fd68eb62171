import { count, desc, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documents } from '../../db/schema';

// How many of each vendor's documents are past due: the newest version of each type whose expiry date is
// before `today` (documentStatus's PAST_DUE), counted in one query for the whole list.
export async function expiredDocCounts({
  db,
  vendorIds,
  today,
}: {
  db: Database;
  vendorIds: string[];
  today: string;
}): Promise<Map<string, number>> {
  if (vendorIds.length === 0) return new Map();
  const latest = db
    .selectDistinctOn([documents.ownerVendorId, documents.type], {
      vendorId: documents.ownerVendorId,
      expr: documents.expr,
    })
    .from(documents)
    .where(inArray(documents.ownerVendorId, vendorIds))
    .orderBy(documents.ownerVendorId, documents.type, desc(documents.version))
    .as('latest');
  const rows = await db
    .select({ vendorId: latest.vendorId, expired: count() })
    .from(latest)
    .where(lt(latest.expr, today))
    .groupBy(latest.vendorId);
  return new Map(rows.flatMap((r) => (r.vendorId ? [[r.vendorId, r.expired] as const] : [])));
}
