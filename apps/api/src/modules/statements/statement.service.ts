import { statementFilename } from '@marketday/shared';
import type { ManagerMarket } from '../../db/client';
import { type AccountEntryCents, tokensByProgram, toPaymentJson, vendorAccount } from '../vendor-balances';
import { renderStatementPdf, type StatementPdfArgs, type StatementPdfRow } from './statement-pdf';

type Account = Awaited<ReturnType<typeof vendorAccount>>;

function statementRow(entry: AccountEntryCents): StatementPdfRow {
  if (entry.kind === 'CHARGE') {
    return {
      kind: 'CHARGE',
      date: entry.date,
      description: entry.row.description,
      changeCents: entry.row.amount_cents,
      balanceCents: entry.balanceCents,
    };
  }
  if (entry.kind === 'PAYMENT') {
    const payment = toPaymentJson(entry.row);
    return {
      kind: 'PAYMENT',
      date: entry.date,
      direction: payment.direction,
      method: payment.method,
      checkNumber: payment.check_number,
      isReversal: payment.reverses_payment_id !== null,
      // A payment by the vendor (positive amount) takes off the balance: the balance is owed − paid.
      changeCents: -entry.row.amount_cents,
      balanceCents: entry.balanceCents,
    };
  }
  const r = entry.row;
  return {
    kind: 'CHECKOUT',
    date: entry.date,
    grossCents: r.gross_cents,
    marketFeeCents: r.market_fee_cents,
    govFeeCents: r.gov_fee_cents,
    tokens: tokensByProgram(r.tokens).map((p) => ({ label: p.label, cents: p.cents })),
    owedCents: r.money_owed_cents,
    balanceCents: entry.balanceCents,
  };
}

export function statementArgs(account: Account, range: Range, generatedAt: Date): StatementPdfArgs {
  return {
    marketName: account.market.name,
    vendorName: account.vendor.name,
    startDate: range.startDate,
    endDate: range.endDate,
    generatedAt,
    openingCents: account.openingCents,
    closingCents: account.closingCents,
    rows: account.entries.map(statementRow),
    locale: account.vendor.language,
  };
}

export type Range = { startDate: string; endDate: string };

/** One vendor's statement at one of the manager's markets: 404 for a market or vendor that is not theirs. */
export async function vendorStatement({
  db,
  managerId,
  marketId,
  vendorId,
  range,
  generatedAt,
}: ManagerMarket & {
  vendorId: string;
  range: Range;
  generatedAt: Date;
}) {
  const account = await vendorAccount({ db, managerId, marketId, vendorId, ...range });
  const args = statementArgs(account, range, generatedAt);
  return {
    args,
    pdf: await renderStatementPdf(args, managerId),
    filename: statementFilename({ vendorName: account.vendor.name, ...range }),
  };
}
