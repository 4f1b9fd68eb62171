import { type AttendanceUpdate, seasonDates, todayAtMarket } from '@marketday/shared';
import type { Database } from '../../db/client';
import { sameDayAYearOn } from '../../lib/year-ahead';
import {
  type BoothDay,
  boothFeeSettings,
  chargeBoothDay,
  reconcileBoothCharges,
  removeBoothDay,
} from '../booth-fees';
import { presentMarks } from './attendance-days.repository';
import { boothsOn } from './booth-map/booths-on';
import { listDateChanges, seasonMarketById } from './season.repository';

// When the season books booth fees (docs/season.md "Booth fees"): on a present mark, or for each date a vendor is
// scheduled on with a booth, as the market's settings say. The booth-fees module books; this one knows who stands
// where and when.

/**
 * Makes the booth charges from today at the market through the same day a year on what the schedules, the booths
 * and the settings say now: charge_on SCHEDULED charges each open date a vendor is scheduled on with a booth, and
 * a vendor marked present (a walk-in whatever the setting, anyone with PRESENT) keeps that date's charge. Missing
 * charges are booked, those of dates no longer due removed; charges dated before today never change. Of the
 * vendors named, or of all the market's. Reads the schedules and booths once for the whole range; `db` may be the
 * caller's transaction.
 */
export async function syncScheduledBoothCharges({
  db,
  marketId,
  marketVendorIds,
  now,
}: {
  db: Database;
  marketId: string;
  marketVendorIds?: readonly string[];
  now: Date;
}): Promise<{ booked: number; removed: number }> {
  const market = await seasonMarketById({ db, marketId });
  if (!market) return { booked: 0, removed: 0 };
  const range = { start: todayAtMarket(market, now), end: sameDayAYearOn(todayAtMarket(market, now)) };
  const [settings, changes, marks] = await Promise.all([
    boothFeeSettings({ db, marketId }),
    listDateChanges({ db, marketId, ...range }),
    presentMarks({ db, marketId, ...range, marketVendorIds }),
  ]);
  const open = seasonDates(market, changes, range)
    .filter((d) => d.status !== 'CANCELLED')
    .map((d) => d.date);
  const openDates = new Set(open);
  const named = (id: string) => !marketVendorIds || marketVendorIds.includes(id);
  const days: BoothDay[] = [];
  if (settings.basis !== 'NONE' && settings.chargeOn === 'SCHEDULED') {
    for (const [date, booths] of await boothsOn({ db, marketId, dates: open }))
      for (const [id, booth] of booths)
        if (named(id)) days.push({ marketVendorId: id, date, boothSize: booth.size });
  }
  const marked = marks.filter((m) => openDates.has(m.date));
  if (settings.basis !== 'NONE' && marked.length > 0) {
    const booths = await boothsOn({
      db,
      marketId,
      dates: [...new Set(marked.map((m) => m.date))],
      walkIns: marked.map((m) => m.marketVendorId),
    });
    for (const m of marked) {
      const booth = booths.get(m.date)?.get(m.marketVendorId);
      if (booth) days.push({ ...m, boothSize: booth.size });
    }
  }
  return reconcileBoothCharges({ db, marketId, from: range.start, marketVendorIds, days });
}

/**
 * The booth fee of one attendance mark, in the mark's transaction: with charge_on PRESENT (or for a walk-in,
 * whatever the setting) PRESENT or LATE charges the vendor's booth that date, and EXPECTED or ABSENT takes the
 * date's charge back — a season charge dated that day moves to the vendor's next present date of the year.
 */
export async function chargeMarkedDay({
  db,
  marketId,
  marketVendorId,
  date,
  status,
  walkIn,
  boothSize,
  now,
}: {
  db: Database;
  marketId: string;
  marketVendorId: string;
  date: string;
  status: AttendanceUpdate['status'];
  walkIn: boolean;
  /** The vendor's booth that date (`boothsOn` with the vendor as a walk-in), null without one. */
  boothSize: string | null;
  now: Date;
}): Promise<void> {
  const settings = await boothFeeSettings({ db, marketId });
  if (settings.basis === 'NONE' || (settings.chargeOn === 'SCHEDULED' && !walkIn)) return;
  const key = { db, marketId, marketVendorId, date };
  if (status === 'PRESENT' || status === 'LATE') {
    await chargeBoothDay({ ...key, boothSize });
    return;
  }
  const year = date.slice(0, 4);
  const others = await presentMarks({
    db,
    marketId,
    start: `${year}-01-01`,
    end: `${year}-12-31`,
    marketVendorIds: [marketVendorId],
  });
  await removeBoothDay({ ...key, remainingDates: others.map((m) => m.date).filter((d) => d !== date) });
  // A walk-in's season charge taken back may still be due for the dates they are scheduled on.
  if (settings.chargeOn === 'SCHEDULED')
    await syncScheduledBoothCharges({ db, marketId, marketVendorIds: [marketVendorId], now });
}
