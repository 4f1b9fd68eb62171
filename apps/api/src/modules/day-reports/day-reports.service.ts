import {
  type AuditAction,
  DAY_REPORT_MESSAGES,
  type DayReportDraft,
  dayReportRefundsUncovered,
} from '@marketday/shared';
import type { Database } from '../../db/client';
import { refuseUnknownCustomFields } from '../../lib/custom-field-rules';
import { badRequest, conflict, orNotFound, refuseIfDuplicate } from '../../lib/http-errors';
import { refuseFutureMarketDay } from '../../lib/market-day-rules';
import { dayReportAuditValues, recordAudit } from '../audit';
import { refuseUncoveredRefunds } from '../token-float';
import { appendLedgerEntries, type LedgerAppend, marketTokenNames } from '../tokens';
import {
  type DayReportRow,
  deleteDayReportRow,
  findDayReport,
  floatDays,
  insertDayReport,
  lockDayReport,
  marketTokensById,
  updateDayReportRow,
} from './day-reports.repository';

type Actor = { managerId: string; userId: string };
type Distributed = { token_id: string; count: number }[];
type MarketRules = { time_zone: string; custom_fields: Record<string, string> };

// Written in the same database transaction as the change (retired tokens keep their names here too).
async function auditDayReport(
  tx: Database,
  actor: Actor,
  change: { id: string; action: AuditAction; before: DayReportRow | null; after: DayReportRow | null },
) {
  const tokenNames = await marketTokenNames(tx, (change.after ?? change.before)?.marketId ?? '');
  await recordAudit(tx, {
    managerId: actor.managerId,
    actorUserId: actor.userId,
    entity: 'day_report',
    entityId: change.id,
    action: change.action,
    before: change.before && dayReportAuditValues(change.before, tokenNames),
    after: change.after && dayReportAuditValues(change.after, tokenNames),
  });
}

// The market's live tokens, as a checkout takes. A retired token stays only on a report that already lists it, at
// most as many as before: an edit of the notes must not fail, but no retired token goes out again.
async function checkTokens(db: Database, marketId: string, list: Distributed, before: Distributed = []) {
  const ids = list.map((t) => t.token_id);
  if (new Set(ids).size !== ids.length) throw badRequest('Each token may appear once.');
  if (ids.length === 0) return;
  const found = await marketTokensById(db, marketId, ids);
  // Ids compared in lower case: a client may send a UUID in capitals, which the database matches all the same.
  const retired = new Set(found.filter((t) => t.deletedAt).map((t) => t.id.toLowerCase()));
  const listedBefore = new Map(before.map((t) => [t.token_id.toLowerCase(), t.count]));
  const allowed = list.filter((t) => {
    const id = t.token_id.toLowerCase();
    return !retired.has(id) || t.count <= (listedBefore.get(id) ?? 0);
  });
  if (found.length !== ids.length || allowed.length !== ids.length)
    throw badRequest('Token not found in this market.');
}

// docs/product.md §23, one truth: a day the info booth kept a token float for has its tokens distributed from the
// float's issues, which every reader answers in the report's place. Whatever list the report carries (the float's
// counts from the form, an older count held on a device, none) is stored as none: the report never keeps a second
// count, a report saved offline before the booth's entries never fails on them, and the day's tokens leave the
// stock as the booth's "Taken to market" entries, not as a withdrawal of the float's counts.
async function isFloatDay(db: Database, marketId: string, marketDate: string) {
  return (await floatDays({ db, marketId, dates: [marketDate] })).has(marketDate);
}

// Tokens given out at the start of the night leave the manager's hands: WITHDRAW_FOR_MARKET −count.
// A reversal (sign +1) gives them back; an edit appends reversal and new withdrawals together, so the
// ledger judges the edit by its net effect (appendLedgerEntries refuses taking more than are in hand).
function tokenMoves(
  report: { id: string; marketId: string; marketDate: string },
  list: Distributed,
  sign: 1 | -1,
  actor: Actor,
): LedgerAppend[] {
  return list
    .filter((entry) => entry.count > 0)
    .map((t) => ({
      tokenId: t.token_id,
      marketId: report.marketId,
      delta: sign * t.count,
      type: 'WITHDRAW_FOR_MARKET' as const,
      marketDate: report.marketDate,
      mdrId: report.id,
      createdBy: actor.userId,
      note: sign > 0 ? 'Day report changed' : null,
    }));
}

// A report written by a manager or staff member in one market. The route parses the request's dollars into
// cents once (toDayReportDraft); everything here is cents.
type DayReportWrite = {
  db: Database;
  actor: Actor;
  marketId: string;
  // The market's zone (no report after today there) and custom fields (a report stores no other).
  market: MarketRules;
  now: Date;
  draft: DayReportDraft;
};

export async function createDayReport({
  db,
  actor,
  marketId,
  marketDate,
  market,
  now,
  draft: row,
}: DayReportWrite & { marketDate: string }) {
  refuseFutureMarketDay({ date: marketDate, market, now, field: 'date' });
  refuseUnknownCustomFields(row.customFields, Object.keys(market.custom_fields));
  if (await isFloatDay(db, marketId, marketDate)) row = { ...row, tokensDistributed: [] };
  else await checkTokens(db, marketId, row.tokensDistributed);
  return refuseIfDuplicate(
    () =>
      db.transaction(async (tx) => {
        const report = await insertDayReport(tx, {
          managerId: actor.managerId,
          marketId,
          marketDate,
          createdBy: actor.userId,
          ...row,
        });
        if (!report) throw new Error('Day report was not stored');
        await appendLedgerEntries(tx, tokenMoves(report, row.tokensDistributed, -1, actor));
        await auditDayReport(tx, actor, { id: report.id, action: 'create', before: null, after: report });
        return report.id;
      }),
    conflict(DAY_REPORT_MESSAGES.exists),
  );
}

async function findReport(db: Database, actor: Actor, marketId: string, id: string) {
  return orNotFound(await findDayReport(db, { managerId: actor.managerId, marketId, id }));
}

// Read again under a row lock: two edits at once must not both reverse the same withdrawals.
async function lockReport(tx: Database, id: string) {
  return orNotFound(await lockDayReport(tx, id));
}

// Edits reverse the old withdrawals and write the new ones: the ledger is never changed in place.
export async function updateDayReport({
  db,
  actor,
  marketId,
  id,
  market,
  now,
  draft: row,
}: DayReportWrite & { id: string }) {
  const report = await findReport(db, actor, marketId, id);
  // The report's date stays as it was, so only the custom fields are checked against the market here.
  refuseUnknownCustomFields(
    row.customFields,
    Object.keys(market.custom_fields),
    Object.keys(report.customFields),
  );
  if (await isFloatDay(db, marketId, report.marketDate)) row = { ...row, tokensDistributed: [] };
  else await checkTokens(db, marketId, row.tokensDistributed, report.tokensDistributed);
  await db.transaction(async (tx) => {
    const before = await lockReport(tx, report.id);
    const lowered = floatCheck(before, fewerDistributed(before.tokensDistributed, row.tokensDistributed), [
      ...before.tokensDistributed,
      ...row.tokensDistributed,
    ]);
    await refuseUncoveredRefunds(
      tx,
      { ...lowered, refusal: (token) => dayReportRefundsUncovered(token, 'change') },
      async () => {
        await appendLedgerEntries(tx, [
          ...tokenMoves(before, before.tokensDistributed, 1, actor),
          ...tokenMoves(before, row.tokensDistributed, -1, actor),
        ]);
        const after = await updateDayReportRow(tx, id, row, now);
        await auditDayReport(tx, actor, { id, action: 'update', before, after: after ?? null });
      },
    );
  });
}

export async function deleteDayReport({
  db,
  actor,
  marketId,
  id,
}: {
  db: Database;
  actor: Actor;
  marketId: string;
  id: string;
}) {
  const report = await findReport(db, actor, marketId, id);
  await db.transaction(async (tx) => {
    const before = await lockReport(tx, report.id);
    const lowered = floatCheck(
      before,
      fewerDistributed(before.tokensDistributed, []),
      before.tokensDistributed,
    );
    await refuseUncoveredRefunds(
      tx,
      { ...lowered, refusal: (token) => dayReportRefundsUncovered(token, 'delete') },
      async () => {
        await appendLedgerEntries(tx, tokenMoves(before, before.tokensDistributed, 1, actor));
        await deleteDayReportRow(tx, id);
        await auditDayReport(tx, actor, { id, action: 'delete', before, after: null });
      },
    );
  });
}

// The tokens a change gives out fewer of than the report did: the day's issue of each may fall under the refunds
// the token float paid back from it (refuseUncoveredRefunds).
function fewerDistributed(before: Distributed, after: Distributed): string[] {
  const now = new Map(after.map((t) => [t.token_id.toLowerCase(), t.count]));
  return before.filter((t) => t.count > (now.get(t.token_id.toLowerCase()) ?? 0)).map((t) => t.token_id);
}

// What refuseUncoveredRefunds judges (`tokenIds`) and every token the change's ledger append locks (`moved`: those
// with a count, as tokenMoves writes them), all locked first in id order.
const floatCheck = (report: DayReportRow, tokenIds: string[], moved: Distributed) => ({
  marketId: report.marketId,
  marketDate: report.marketDate,
  tokenIds,
  ledgerTokenIds: moved.filter((t) => t.count > 0).map((t) => t.token_id),
});
