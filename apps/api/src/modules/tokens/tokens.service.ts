import {
  isTooFarToTakeTokens,
  latestDayToTakeTokens,
  ledgerDelta,
  TAKE_TO_MARKET_TOO_FAR_MESSAGE,
  type TokenLedgerInput,
} from '@marketday/shared';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import type { PageRequest } from '../../lib/paging';
import { recordAudit } from '../audit';
import { appendLedgerEntry, type LedgerRow, listLedger } from './ledger.repository';
import { findLiveToken, setTokenDeleted } from './tokens.repository';

type Actor = { managerId: string; userId: string };
type TokenRef = { db: Database; managerId: string; marketId: string; tokenId: string };

// A live token of the manager's own market; another account's, or a retired one, is not found.
async function findToken(ref: TokenRef) {
  const row = await findLiveToken(ref);
  if (!row) throw notFound('Token not found.');
  return row;
}

// Sets deletedAt only: the token's ledger and the checkouts that counted it stay.
export async function retireToken({ now, ...ref }: TokenRef & { now: Date }) {
  await findToken(ref);
  await setTokenDeleted({ db: ref.db, tokenId: ref.tokenId, now });
}

// One page of the token's ledger, newest first (docs/decisions/019).
export async function tokenLedger({ page, ...ref }: TokenRef & { page: PageRequest }) {
  await findToken(ref);
  return listLedger({ db: ref.db, tokenId: ref.tokenId, page });
}

// Hand-entered entries are money changes: the count before and after goes to the audit trail.
function auditTokenEntry(
  tx: Database,
  { actor, token, entry }: { actor: Actor; token: { id: string; name: string }; entry: LedgerRow },
) {
  const base = { token_id: token.id, token_name: token.name };
  return recordAudit(tx, {
    managerId: actor.managerId,
    actorUserId: actor.userId,
    entity: 'token_entry',
    entityId: entry.id,
    action: 'create',
    before: { ...base, count: entry.balance - entry.delta },
    after: {
      ...base,
      count: entry.balance,
      type: entry.type,
      delta: entry.delta,
      market_date: entry.marketDate,
      note: entry.note,
    },
  });
}

// A hand-entered ledger entry and its audit row, written together; answers the new count in hand.
export async function addTokenEntry({
  db,
  actor,
  marketId,
  tokenId,
  input,
  now,
}: {
  db: Database;
  actor: Actor;
  marketId: string;
  tokenId: string;
  input: TokenLedgerInput;
  now: Date;
}): Promise<number> {
  const token = await findToken({ db, managerId: actor.managerId, marketId, tokenId });
  // Tokens taken to a market day may go up to a week ahead (docs/product.md §10).
  if (isTooFarToTakeTokens(input, latestDayToTakeTokens(token.market, now)))
    throw badRequest(TAKE_TO_MARKET_TOO_FAR_MESSAGE, {
      errors: [{ path: 'market_date', message: TAKE_TO_MARKET_TOO_FAR_MESSAGE }],
    });
  const entry = await db.transaction(async (tx) => {
    const written = await appendLedgerEntry(tx, {
      tokenId: token.id,
      marketId,
      delta: ledgerDelta(input),
      type: input.type,
      marketDate: input.market_date ?? null,
      note: input.note ?? null,
      createdBy: actor.userId,
    });
    await auditTokenEntry(tx, { actor, token, entry: written });
    return written;
  });
  return entry.balance;
}
