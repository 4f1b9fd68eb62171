import { boothFeeDescription } from '@marketday/shared';
import type { Database } from '../../db/client';
import { orNotFound } from '../../lib/http-errors';
import {
  type BoothFeeSettingsCents,
  deleteCharge,
  findCharge,
  findChargeParties,
  findOwnMarketId,
  insertChargeOnce,
  readBoothFeeSettings,
  redateCharge,
  writeBoothFeeSettings,
} from './booth-fees.repository';

// Booth fees (docs/season.md "Booth fees"): the market's settings, and the charges the season books with them.
// A charge is keyed per vendor ('BOOTH_DAY:2026-06-13', 'BOOTH_SEASON:2026'), so booking it twice books it once.

type Scope = { db: Database; managerId: string; marketId: string };

export async function getBoothFeeSettings({ db, managerId, marketId }: Scope) {
  orNotFound(await findOwnMarketId(db, managerId, marketId));
  return readBoothFeeSettings(db, marketId);
}

export async function saveBoothFeeSettings({
  settings,
  ...scope
}: Scope & { settings: BoothFeeSettingsCents }) {
  orNotFound(await findOwnMarketId(scope.db, scope.managerId, scope.marketId));
  await writeBoothFeeSettings(scope.db, scope.marketId, settings);
  return readBoothFeeSettings(scope.db, scope.marketId);
}

/** The market's basis, when it charges (PRESENT or SCHEDULED) and its rates in cents; defaults without a row. */
export function boothFeeSettings({ db, marketId }: { db: Database; marketId: string }) {
  return readBoothFeeSettings(db, marketId);
}

export type ChargeBoothDayInput = {
  /** The database or the caller's transaction. */
  db: Database;
  marketId: string;
  marketVendorId: string;
  /** The market date charged, YYYY-MM-DD. */
  date: string;
  /** The vendor's booth that day ("10x10", boothSize() of the map); null: no booth, no charge. */
  boothSize: string | null;
};

export type ChargeOutcome =
  | { charged: false; reason: 'NO_FEE' | 'NO_RATE' | 'NO_BOOTH' | 'ALREADY_CHARGED' }
  | { charged: true; chargeId: string; kind: 'BOOTH_DAY' | 'BOOTH_SEASON'; amountCents: number };

/**
 * Books the booth fee of one market date for one vendor. PER_DAY: a BOOTH_DAY charge for the date; PER_SEASON: one
 * BOOTH_SEASON charge per season year, dated the first date charged. NONE, a size without a rate or no booth:
 * nothing. Calling it again for the same date (or year) books nothing more. It does not check whether the vendor
 * is present or scheduled: the caller charges on what boothFeeSettings().chargeOn says.
 */
export async function chargeBoothDay({
  db,
  marketId,
  marketVendorId,
  date,
  boothSize,
}: ChargeBoothDayInput): Promise<ChargeOutcome> {
  const settings = await readBoothFeeSettings(db, marketId);
  if (settings.basis === 'NONE') return { charged: false, reason: 'NO_FEE' };
  if (!boothSize) return { charged: false, reason: 'NO_BOOTH' };
  const rate = settings.rates.find((r) => r.size === boothSize);
  if (!rate) return { charged: false, reason: 'NO_RATE' };
  const parties = orNotFound(await findChargeParties(db, marketId, marketVendorId));
  const kind = settings.basis === 'PER_DAY' ? 'BOOTH_DAY' : 'BOOTH_SEASON';
  const chargeKey = kind === 'BOOTH_DAY' ? `BOOTH_DAY:${date}` : `BOOTH_SEASON:${date.slice(0, 4)}`;
  const chargeId = await insertChargeOnce(db, {
    managerId: parties.managerId,
    marketId,
    marketVendorId,
    vendorId: parties.vendorId,
    date,
    kind,
    chargeKey,
    amountCents: rate.amountCents,
    description: boothFeeDescription(kind, boothSize, date),
  });
  if (!chargeId) return { charged: false, reason: 'ALREADY_CHARGED' };
  return { charged: true, chargeId, kind, amountCents: rate.amountCents };
}

export type RemoveBoothDayInput = {
  db: Database;
  marketId: string;
  marketVendorId: string;
  date: string;
  /**
   * The vendor's other dates still charged this season (present or scheduled, as the market charges). A season
   * charge dated `date` moves to the earliest of those in the same year; with none it is removed.
   */
  remainingDates?: readonly string[];
};

/**
 * Takes back the booth fee of one date: its BOOTH_DAY charge, and a BOOTH_SEASON charge dated that day (moved to
 * another remaining date of the year, or removed). Returns how many charges were removed or moved.
 */
export async function removeBoothDay({
  db,
  marketId,
  marketVendorId,
  date,
  remainingDates = [],
}: RemoveBoothDayInput): Promise<number> {
  if (!(await findChargeParties(db, marketId, marketVendorId))) return 0;
  let changed = await deleteCharge(db, marketVendorId, `BOOTH_DAY:${date}`);
  const year = date.slice(0, 4);
  const season = await findCharge(db, marketVendorId, `BOOTH_SEASON:${year}`);
  if (season && season.date === date) {
    const next = remainingDates.filter((d) => d !== date && d.slice(0, 4) === year).sort()[0];
    // The season charge's description names the year, not the date: only its date moves.
    if (next) await redateCharge(db, season.id, next);
    else {
      await deleteCharge(db, marketVendorId, `BOOTH_SEASON:${year}`);
    }
    changed += 1;
  }
  return changed;
}
