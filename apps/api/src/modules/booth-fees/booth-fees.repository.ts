import type { BoothFeeBasis, BoothFeeChargeOn } from '@marketday/shared';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { boothFeeRates, marketSeasonSettings, markets, marketVendors, vendorCharges } from '../../db/schema';
import { findOwnedMarket } from '../markets';

// Booth fees' SQL (docs/season.md "Booth fees"): the market's basis and rates, and the charges they make.

export type BoothFeeSettingsCents = {
  basis: BoothFeeBasis;
  chargeOn: BoothFeeChargeOn;
  rates: { size: string; amountCents: number }[];
};

/** The manager's market id, or null for one that is not theirs. */
export async function findOwnMarketId(db: Database, managerId: string, marketId: string) {
  return (await findOwnedMarket({ db, managerId, marketId }))?.id ?? null;
}

/** The market's booth fee settings; a market without a settings row has the defaults (NONE, PRESENT). */
export async function readBoothFeeSettings(db: Database, marketId: string): Promise<BoothFeeSettingsCents> {
  const [settings, rates] = await Promise.all([
    db
      .select({ basis: marketSeasonSettings.boothFeeBasis, chargeOn: marketSeasonSettings.boothFeeChargeOn })
      .from(marketSeasonSettings)
      .where(eq(marketSeasonSettings.marketId, marketId)),
    db
      .select({ size: boothFeeRates.size, amountCents: boothFeeRates.amountCents })
      .from(boothFeeRates)
      .where(eq(boothFeeRates.marketId, marketId))
      .orderBy(asc(boothFeeRates.size)),
  ]);
  return { basis: settings[0]?.basis ?? 'NONE', chargeOn: settings[0]?.chargeOn ?? 'PRESENT', rates };
}

// Only the booth fee columns: the row's drop deadline belongs to the date requests and is never overwritten.
export async function writeBoothFeeSettings(db: Database, marketId: string, settings: BoothFeeSettingsCents) {
  await db.transaction(async (tx) => {
    await tx
      .insert(marketSeasonSettings)
      .values({ marketId, boothFeeBasis: settings.basis, boothFeeChargeOn: settings.chargeOn })
      .onConflictDoUpdate({
        target: marketSeasonSettings.marketId,
        set: { boothFeeBasis: settings.basis, boothFeeChargeOn: settings.chargeOn },
      });
    await tx.delete(boothFeeRates).where(eq(boothFeeRates.marketId, marketId));
    if (settings.rates.length > 0) {
      await tx
        .insert(boothFeeRates)
        .values(settings.rates.map((r) => ({ marketId, size: r.size, amountCents: r.amountCents })));
    }
  });
}

/** Who a market vendor is: the account and vendor a charge is booked to; null when not of this market. */
export async function findChargeParties(db: Database, marketId: string, marketVendorId: string) {
  const [row] = await db
    .select({ managerId: markets.managerId, vendorId: marketVendors.vendorId })
    .from(marketVendors)
    .innerJoin(markets, eq(markets.id, marketVendors.marketId))
    .where(and(eq(marketVendors.id, marketVendorId), eq(marketVendors.marketId, marketId)));
  return row ?? null;
}

export type NewCharge = {
  managerId: string;
  marketId: string;
  marketVendorId: string;
  vendorId: string;
  date: string;
  kind: 'BOOTH_DAY' | 'BOOTH_SEASON';
  chargeKey: string;
  amountCents: number;
  description: string;
};

/** Books a charge once: a second one with the same key for the vendor is ignored. Returns the new id or null. */
export async function insertChargeOnce(db: Database, charge: NewCharge) {
  const rows = await db
    .insert(vendorCharges)
    .values(charge)
    .onConflictDoNothing({ target: [vendorCharges.marketVendorId, vendorCharges.chargeKey] })
    .returning({ id: vendorCharges.id });
  return rows[0]?.id ?? null;
}

export async function deleteCharge(db: Database, marketVendorId: string, chargeKey: string) {
  const rows = await db
    .delete(vendorCharges)
    .where(and(eq(vendorCharges.marketVendorId, marketVendorId), eq(vendorCharges.chargeKey, chargeKey)))
    .returning({ id: vendorCharges.id });
  return rows.length;
}

export async function findCharge(db: Database, marketVendorId: string, chargeKey: string) {
  const [row] = await db
    .select({ id: vendorCharges.id, date: vendorCharges.date })
    .from(vendorCharges)
    .where(and(eq(vendorCharges.marketVendorId, marketVendorId), eq(vendorCharges.chargeKey, chargeKey)));
  return row ?? null;
}

/** Moves a season charge to another date of the season (when the date it was dated by is taken back). */
export async function redateCharge(db: Database, id: string, date: string) {
  await db.update(vendorCharges).set({ date }).where(eq(vendorCharges.id, id));
}

/** Who each of the market's vendors is (the ones named, or all): the account and vendor charges are booked to. */
export async function listChargeParties(db: Database, marketId: string, marketVendorIds: readonly string[]) {
  if (marketVendorIds.length === 0) return new Map<string, { managerId: string; vendorId: string }>();
  const rows = await db
    .select({ id: marketVendors.id, managerId: markets.managerId, vendorId: marketVendors.vendorId })
    .from(marketVendors)
    .innerJoin(markets, eq(markets.id, marketVendors.marketId))
    .where(and(eq(marketVendors.marketId, marketId), inArray(marketVendors.id, [...marketVendorIds])));
  return new Map(rows.map((r) => [r.id, { managerId: r.managerId, vendorId: r.vendorId }]));
}

/** Books many charges at once; each one already booked (same vendor and key) is skipped. Returns how many. */
export async function insertChargesOnce(db: Database, charges: readonly NewCharge[]) {
  if (charges.length === 0) return 0;
  const rows = await db
    .insert(vendorCharges)
    .values([...charges])
    .onConflictDoNothing({ target: [vendorCharges.marketVendorId, vendorCharges.chargeKey] })
    .returning({ id: vendorCharges.id });
  return rows.length;
}

export type BoothChargeRow = {
  id: string;
  marketVendorId: string;
  date: string;
  kind: 'BOOTH_DAY' | 'BOOTH_SEASON';
  chargeKey: string;
  amountCents: number;
  description: string;
};

/** The market's booth charges dated `from` or later (of the vendors named, or all). */
export async function listBoothCharges(
  db: Database,
  marketId: string,
  from: string,
  marketVendorIds?: readonly string[],
): Promise<BoothChargeRow[]> {
  if (marketVendorIds?.length === 0) return [];
  return db
    .select({
      id: vendorCharges.id,
      marketVendorId: vendorCharges.marketVendorId,
      date: vendorCharges.date,
      kind: vendorCharges.kind,
      chargeKey: vendorCharges.chargeKey,
      amountCents: vendorCharges.amountCents,
      description: vendorCharges.description,
    })
    .from(vendorCharges)
    .where(
      and(
        eq(vendorCharges.marketId, marketId),
        gte(vendorCharges.date, from),
        inArray(vendorCharges.kind, ['BOOTH_DAY', 'BOOTH_SEASON']),
        marketVendorIds ? inArray(vendorCharges.marketVendorId, [...marketVendorIds]) : undefined,
      ),
    );
}

export async function deleteChargesById(db: Database, marketId: string, ids: readonly string[]) {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(vendorCharges)
    .where(and(eq(vendorCharges.marketId, marketId), inArray(vendorCharges.id, [...ids])))
    .returning({ id: vendorCharges.id });
  return rows.length;
}
