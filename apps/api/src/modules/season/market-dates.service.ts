import {
  formatDisplayDate,
  isMarketDay,
  type MarketDate,
  type MarketDatesQuery,
  type MarketDateUpdate,
  SEASON_MESSAGES,
  seasonDates,
  todayAtMarket,
} from '@marketday/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { badRequest, HttpError, orNotFound } from '../../lib/http-errors';
import type { Mailer } from '../../plugins/mail';
import { type MailLimiter, notifyMarketVendors } from '../notifications';
import { syncScheduledBoothCharges } from './booth-charges';
import { scheduledOnDates } from './schedules/scheduled-vendors';
import {
  attendanceCounts,
  type DateChange,
  findDateChange,
  findSeasonMarket,
  listDateChanges,
  removeDateChange,
  type SeasonMarket,
  saveDateChange,
  settledCounts,
} from './season.repository';

type Scope = { db: Database; managerId: string; marketId: string };

// Without a range: the calendar year at the market, the season as the manager plans it.
// The calendar year at the market by default. One end given alone is read with the rest of its own year, so the
// range is never longer than the query's two years would allow, and never backwards (docs/season.md).
function rangeOf(market: SeasonMarket, query: MarketDatesQuery, now: Date) {
  const year = (query.start_date ?? query.end_date ?? todayAtMarket(market, now)).slice(0, 4);
  return { start: query.start_date ?? `${year}-01-01`, end: query.end_date ?? `${year}-12-31` };
}

export async function listMarketDates({
  query,
  now,
  ...scope
}: Scope & { query: MarketDatesQuery; now: Date }): Promise<MarketDate[]> {
  const market = orNotFound(await findSeasonMarket(scope));
  const range = rangeOf(market, query, now);
  const [changes, counts, settled] = await Promise.all([
    listDateChanges({ db: scope.db, marketId: market.id, ...range }),
    attendanceCounts({ db: scope.db, marketId: market.id, ...range }),
    settledCounts({ db: scope.db, marketId: market.id, ...range }),
  ]);
  const dates = seasonDates(market, changes, range);
  // The vendors scheduled on each date (nobody on a cancelled one): the schedules are read once for the range.
  const scheduled = await scheduledOnDates({ db: scope.db, marketId: market.id, dates });
  return dates.map((d) => ({
    ...d,
    scheduled_count: scheduled.get(d.date)?.size ?? 0,
    present_count: counts.get(d.date)?.present ?? 0,
    absent_count: counts.get(d.date)?.absent ?? 0,
    settled_count: settled.get(d.date) ?? 0,
  }));
}

const dateError = (message: string) => badRequest(message, { errors: [{ path: 'date', message }] });

// What the change leaves stored for the date (null: nothing, the date follows the weekday and season again).
function nextChange(
  market: SeasonMarket,
  date: string,
  input: ReturnType<typeof parseUpdate>,
  current?: DateChange,
) {
  const regular = isMarketDay({ market, date });
  switch (input.status) {
    case 'CANCELLED':
      if (!regular && current?.status !== 'EXTRA') throw dateError(SEASON_MESSAGES.notMarketDay(date));
      // An extra date cancelled is simply no longer a market day.
      return regular ? ({ date, status: 'CANCELLED', note: input.note } as const) : null;
    case 'EXTRA':
      if (regular) throw dateError(SEASON_MESSAGES.alreadyMarketDay(date));
      return { date, status: 'EXTRA', note: input.note } as const;
    default:
      if (!regular) throw dateError(SEASON_MESSAGES.notMarketDay(date));
      return null;
  }
}

const parseUpdate = (input: MarketDateUpdate) => ({ status: input.status, note: input.note ?? null });

type Change = Scope & {
  date: string;
  input: MarketDateUpdate;
  userId: string;
  now: Date;
  notify: { mailer: Mailer; limiter: MailLimiter; log: FastifyBaseLogger; appUrl: string };
};

// Cancels a date, adds an extra one, or puts a cancelled date back. A cancellation from today on tells the
// vendors scheduled on the date (inbox, and e-mail within the mail budget); the date stays cancelled when the budget is spent.
export async function changeMarketDate({ date, input, userId, now, notify, ...scope }: Change) {
  const market = orNotFound(await findSeasonMarket(scope));
  const current = await findDateChange({ db: scope.db, marketId: market.id, date });
  const change = nextChange(market, date, parseUpdate(input), current);
  // Who was scheduled on the date before it is cancelled: the vendors the notice goes to.
  const scheduledBefore =
    input.status === 'CANCELLED'
      ? await scheduledOnDates({
          db: scope.db,
          marketId: market.id,
          dates: [{ date, status: current?.status === 'EXTRA' ? 'EXTRA' : 'SCHEDULED' }],
        })
      : new Map<string, Set<string>>();
  // The date and every vendor's booth charges change together (a cancelled date charges nobody).
  await scope.db.transaction(async (tx) => {
    if (change) await saveDateChange({ db: tx, marketId: market.id, change, userId, at: now });
    else await removeDateChange({ db: tx, marketId: market.id, date });
    await syncScheduledBoothCharges({ db: tx, marketId: market.id, now });
  });
  const [saved] = await listMarketDates({ ...scope, query: { start_date: date, end_date: date }, now });
  const data: MarketDate = saved ?? {
    date,
    status: 'CANCELLED',
    note: input.note ?? null,
    scheduled_count: 0,
    present_count: 0,
    absent_count: 0,
    settled_count: 0,
  };
  if (input.status !== 'CANCELLED') {
    const message = input.status === 'EXTRA' ? SEASON_MESSAGES.extra(date) : SEASON_MESSAGES.scheduled(date);
    return { message, data };
  }
  if (current?.status === 'CANCELLED' || date < todayAtMarket(market, now))
    return { message: SEASON_MESSAGES.cancelled(date, 0), data };
  const scheduled = [...(scheduledBefore.get(date) ?? [])];
  if (scheduled.length === 0) return { message: SEASON_MESSAGES.cancelled(date, 0), data };
  return {
    message: await tellVendors({ market, date, note: data.note, scheduled, userId, now, notify, ...scope }),
    data,
  };
}

async function tellVendors({
  market,
  date,
  note,
  scheduled,
  userId,
  now,
  notify,
  db,
  managerId,
}: Scope & {
  market: SeasonMarket;
  date: string;
  note: string | null;
  scheduled: readonly string[];
  userId: string;
  now: Date;
} & Pick<Change, 'notify'>) {
  const title = `Cancelled: ${formatDisplayDate(date)}`;
  const message = `${market.name} will not be held on ${formatDisplayDate(date)}.${note ? `\n\n${note}` : ''}`;
  try {
    const reached = await notifyMarketVendors({
      db,
      ...notify,
      actor: { managerId, userId },
      marketId: market.id,
      marketVendorIds: scheduled,
      input: { title, message },
      now,
    });
    return SEASON_MESSAGES.cancelled(date, reached.vendor_count);
  } catch (error) {
    // The date stays cancelled; the manager is told why the vendors were not.
    if (error instanceof HttpError && (error.status === 429 || error.status === 400))
      return SEASON_MESSAGES.cancelledUntold(date, error.detail);
    throw error;
  }
}
