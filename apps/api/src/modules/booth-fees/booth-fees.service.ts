import { boothFeeDescription } from '@marketday/shared';
import type { Database } from '../../db/client';
import { orNotFound } from '../../lib/http-errors';
import {
  type BoothFeeSettingsCents,
  deleteCharge,
  deleteChargesById,
  findCharge,
  findChargeParties,
  findOwnMarketId,
  insertChargeOnce,
  insertChargesOnce,
  listBoothCharges,
  listChargeParties,
  type NewCharge,
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

type BoothCharge = Pick<NewCharge, 'kind' | 'chargeKey' | 'amountCents' | 'description'>;

// What one booth day makes under the market's settings: the charge's kind, key, amount and words, or why none.
function boothChargeFor(
  settings: BoothFeeSettingsCents,
  date: string,
  boothSize: string | null,
): { charged: true; charge: BoothCharge } | { charged: false; reason: 'NO_FEE' | 'NO_RATE' | 'NO_BOOTH' } {
  if (settings.basis === 'NONE') return { charged: false, reason: 'NO_FEE' };
  if (!boothSize) return { charged: false, reason: 'NO_BOOTH' };
  const rate = settings.rates.find((r) => r.size === boothSize);
  if (!rate) return { charged: false, reason: 'NO_RATE' };
  const kind = settings.basis === 'PER_DAY' ? 'BOOTH_DAY' : 'BOOTH_SEASON';
  const chargeKey = kind === 'BOOTH_DAY' ? `BOOTH_DAY:${date}` : `BOOTH_SEASON:${date.slice(0, 4)}`;
  return {
    charged: true,
    charge: {
      kind,
      chargeKey,
      amountCents: rate.amountCents,
      description: boothFeeDescription(kind, boothSize, date),
    },
  };
}

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
  const charge = boothChargeFor(settings, date, boothSize);
  if (!charge.charged) return charge;
  const parties = orNotFound(await findChargeParties(db, marketId, marketVendorId));
  const chargeId = await insertChargeOnce(db, {
    ...parties,
    marketId,
    marketVendorId,
    date,
    ...charge.charge,
  });
  if (!chargeId) return { charged: false, reason: 'ALREADY_CHARGED' };
  return { charged: true, chargeId, kind: charge.charge.kind, amountCents: charge.charge.amountCents };
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

export type BoothDay = { marketVendorId: string; date: string; boothSize: string | null };

/**
 * Makes the market's booth charges dated `from` or later what `days` (the booth days that should be charged, of
 * the vendors named or of all) and the current settings make them: the missing ones are booked, the ones no
 * longer due (or due at another amount, size or date) removed. A charge dated before `from` never changes, and a
 * season charge dated before it still stands for its year. PER_SEASON dates a year's charge by its first day.
 */
export async function reconcileBoothCharges({
  db,
  marketId,
  from,
  marketVendorIds,
  days,
}: {
  db: Database;
  marketId: string;
  from: string;
  marketVendorIds?: readonly string[];
  days: readonly BoothDay[];
}): Promise<{ booked: number; removed: number }> {
  const inScope = (id: string) => !marketVendorIds || marketVendorIds.includes(id);
  const [settings, existing] = await Promise.all([
    readBoothFeeSettings(db, marketId),
    listBoothCharges(db, marketId, `${from.slice(0, 4)}-01-01`, marketVendorIds),
  ]);
  const due = new Map<string, { marketVendorId: string; date: string } & BoothCharge>();
  for (const day of [...days].sort((a, b) => a.date.localeCompare(b.date))) {
    if (day.date < from || !inScope(day.marketVendorId)) continue;
    const made = boothChargeFor(settings, day.date, day.boothSize);
    if (!made.charged) continue;
    const key = `${day.marketVendorId}|${made.charge.chargeKey}`;
    // Sorted by date: a season's first day is its charge's.
    if (!due.has(key)) due.set(key, { marketVendorId: day.marketVendorId, date: day.date, ...made.charge });
  }
  const stale: string[] = [];
  const held = new Set<string>();
  for (const charge of existing) {
    const key = `${charge.marketVendorId}|${charge.chargeKey}`;
    const want = due.get(key);
    const same =
      want &&
      want.date === charge.date &&
      want.amountCents === charge.amountCents &&
      want.description === charge.description;
    if (charge.date < from || same) held.add(key);
    else stale.push(charge.id);
  }
  const removed = await deleteChargesById(db, marketId, stale);
  const missing = [...due.entries()].filter(([key]) => !held.has(key)).map(([, c]) => c);
  const parties = await listChargeParties(db, marketId, [...new Set(missing.map((c) => c.marketVendorId))]);
  const booked = await insertChargesOnce(
    db,
    missing.flatMap((c) => {
      const who = parties.get(c.marketVendorId);
      return who ? [{ ...who, marketId, ...c }] : [];
    }),
  );
  return { booked, removed };
}
