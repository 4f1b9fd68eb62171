import { centsToDollars, type TokenReconciliation } from '@marketday/shared';
import type { TokenReconciliationRecord } from './reconciliation.repository';

// The reconciliation's cents become the API's dollars here only (docs/api-contracts.md, "Money at the edge").
export function toTokenReconciliationJson(record: TokenReconciliationRecord): TokenReconciliation {
  return {
    market_id: record.market_id,
    start_date: record.start_date,
    end_date: record.end_date,
    tokens: record.tokens.map((token) => ({
      token_id: token.token_id,
      name: token.name,
      per_dollar_value: centsToDollars(token.perDollarValueCents),
      retired: token.retired,
      created: token.created,
      deposited: token.deposited,
      distributed: token.distributed,
      redeemed: token.redeemed,
      returned: token.returned,
      unreported: token.unreported,
      manual: token.manual,
      in_hand: token.in_hand,
      variance: token.variance,
      variance_value: centsToDollars(token.varianceValueCents),
    })),
    days: record.days,
  };
}
