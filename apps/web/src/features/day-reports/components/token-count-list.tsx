import type { DayReportTokenCount } from '@marketday/shared';
import { TokenCoin } from '@/entities/tokens/token-coin';
import type { ReportToken } from './day-report-values';

type TokenCountListProps = {
  counts: DayReportTokenCount[];
  /** For each token's coin; a token missing here is drawn from its name. */
  tokens: ReportToken[];
};

// Read-only token counts: the tokens returned (the checkouts') and the tokens distributed when the float holds them.
export function TokenCountList({ counts, tokens }: TokenCountListProps) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {counts.map((counted) => {
        const token = tokens.find((known) => known.id === counted.token_id);
        return (
          <li
            key={counted.token_id}
            className="flex min-h-11 items-center justify-between gap-3 rounded-md border bg-muted/40 px-3 py-2"
          >
            <span className="flex min-w-0 items-center gap-2">
              <TokenCoin token={token ?? { name: counted.name, visual_settings: null }} size="sm" />
              <span className="break-words text-sm">{counted.name}</span>
            </span>
            <span className="font-semibold tabular-nums">{counted.count}</span>
          </li>
        );
      })}
    </ul>
  );
}
