import type { DayReportTokenCount } from '@marketday/shared';
import type { DayReportRow } from '@/entities/day-reports/day-report-money';
import { useCalculatedDayReport } from '@/entities/day-reports/get-calculated-day-report';
import { isSendable } from '@/lib/offline/outbox-machine';
import { useOutbox } from '@/lib/offline/outbox-provider';
import type { ReportToken } from './day-report-values';

type DayFiguresArgs = {
  marketId: string;
  date: string | null;
  report: DayReportRow | null | undefined;
  tokens: ReportToken[];
};

// The night's transaction income and tokens returned: the server's calculation, and without a network the last one
// this device saw plus the checkouts it still holds for that night (docs/decisions/023-offline-outbox.md). The
// server calculates them again from what it booked once the held checkouts and the report have synced.
export function useDayFigures({ marketId, date, report, tokens }: DayFiguresArgs) {
  const calculated = useCalculatedDayReport({ marketId, date });
  const { items, online } = useOutbox();
  // Editing: the saved figures stand in until the fresh calculation arrives.
  const baseIncome = calculated.data?.transaction_income_cents ?? report?.transaction_income_cents ?? null;
  const baseReturned = calculated.data?.tokens_returned ?? report?.tokens_returned ?? [];
  // docs/product.md §23: a night the info booth kept a token float for takes its tokens distributed from the float.
  const source = calculated.data?.tokens_distributed_source ?? report?.tokens_distributed_source;
  const fromFloat = {
    tokensFromFloat:
      source === 'float' ? (calculated.data?.tokens_distributed ?? report?.tokens_distributed ?? []) : null,
    floatFigures: calculated.data?.float_figures ?? null,
  };
  const held = online
    ? []
    : items.filter(
        (item) =>
          item.kind === 'checkout' &&
          item.mode === 'create' &&
          isSendable(item) &&
          item.marketId === marketId &&
          item.input.market_date === date,
      );
  if (held.length === 0) {
    return {
      transactionIncomeCents: baseIncome,
      returned: baseReturned,
      marketFields: calculated.data?.custom_fields,
      attendance: calculated.data?.attendance,
      isLoading: calculated.isLoading,
      isError: calculated.isError,
      onDevice: false,
      ...fromFloat,
    };
  }
  let incomeCents = baseIncome ?? 0;
  const counts = new Map(baseReturned.map((t) => [t.token_id, { ...t }]));
  for (const item of held) {
    if (item.kind !== 'checkout') continue;
    incomeCents += item.moneyOwedCents;
    for (const { token_id, count } of item.input.tokens ?? []) {
      if (count === 0) continue;
      const name = tokens.find((t) => t.id === token_id)?.name ?? token_id;
      const entry = counts.get(token_id) ?? { token_id, name, count: 0 };
      entry.count += count;
      counts.set(token_id, entry);
    }
  }
  const returned: DayReportTokenCount[] = [...counts.values()].sort((a, b) => a.name.localeCompare(b.name));
  return {
    transactionIncomeCents: incomeCents,
    returned,
    marketFields: calculated.data?.custom_fields,
    attendance: calculated.data?.attendance,
    isLoading: false,
    isError: false,
    onDevice: true,
    ...fromFloat,
  };
}
