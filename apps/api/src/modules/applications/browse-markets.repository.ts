import { BROWSE_MARKETS_LIMIT, type BrowseMarket } from '@marketday/shared';
import { and, eq, ilike, inArray, or } from 'drizzle-orm';
import type { VendorKey } from '../../db/client';
import { managers, marketApplications, markets, marketVendors } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';

// Every market a vendor could apply to, found by name or city, with where this vendor stands in each.
export async function browseMarkets({
  db,
  vendorId,
  search,
}: VendorKey & {
  search: string;
}): Promise<BrowseMarket[]> {
  const pattern = containsPattern(search);
  const rows = await db
    .select({
      id: markets.id,
      name: markets.name,
      city: markets.city,
      addressCity: markets.addressCity,
      state: markets.state,
      dayOfWeek: markets.dayOfWeek,
      seasonStart: markets.seasonStart,
      seasonEnd: markets.seasonEnd,
      hoursStart: markets.hoursStart,
      hoursEnd: markets.hoursEnd,
      firstname: managers.firstname,
      lastname: managers.lastname,
    })
    .from(markets)
    .innerJoin(managers, eq(managers.id, markets.managerId))
    .where(
      search
        ? or(ilike(markets.name, pattern), ilike(markets.city, pattern), ilike(markets.addressCity, pattern))
        : undefined,
    )
    .orderBy(markets.name, markets.id)
    .limit(BROWSE_MARKETS_LIMIT);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [memberships, pending] = await Promise.all([
    db
      .select({ marketId: marketVendors.marketId })
      .from(marketVendors)
      .where(and(eq(marketVendors.vendorId, vendorId), inArray(marketVendors.marketId, ids))),
    db
      .select({ marketId: marketApplications.marketId, id: marketApplications.id })
      .from(marketApplications)
      .where(
        and(
          eq(marketApplications.vendorId, vendorId),
          eq(marketApplications.status, 'PENDING'),
          inArray(marketApplications.marketId, ids),
        ),
      ),
  ]);
  const members = new Set(memberships.map((m) => m.marketId));
  return rows.map((row) => {
    const applicationId = pending.find((p) => p.marketId === row.id)?.id ?? null;
    return {
      id: row.id,
      name: row.name,
      city: row.city ?? row.addressCity,
      state: row.state,
      day_of_week: row.dayOfWeek,
      season: { start: row.seasonStart, end: row.seasonEnd },
      hours: { start: row.hoursStart, end: row.hoursEnd },
      manager_name: `${row.firstname} ${row.lastname}`.trim(),
      standing: members.has(row.id) ? 'MEMBER' : applicationId ? 'APPLIED' : 'OPEN',
      pending_application_id: members.has(row.id) ? null : applicationId,
    };
  });
}
