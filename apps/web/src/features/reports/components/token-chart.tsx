import { formatCents, type ReportToken, tokenLabels } from '@marketday/shared';
import { decodeReportTokens } from '@/entities/reports/report-money';
import { SERIES_COLORS } from './chart-format';
import { MoneyBarChart } from './money-bar-chart';

type TokenChartProps = { tokens: ReportToken[]; isLoading: boolean };

// The value of each token handed in at checkout, with the count beside the bar.
export function TokenChart({ tokens, isLoading }: TokenChartProps) {
  const labels = tokenLabels(tokens);
  const bars = decodeReportTokens(tokens).map((t) => ({
    key: t.token_id,
    label: labels.get(t.token_id) ?? t.name,
    cents: t.value_cents,
    fill: SERIES_COLORS.tokens,
    text: `${t.count.toLocaleString('en-US')} · ${formatCents(t.value_cents)}`,
  }));
  return (
    <MoneyBarChart
      id="chart-tokens"
      title="Token redemption"
      description="Tokens handed in at checkout: count and value."
      bars={bars}
      isLoading={isLoading}
      name="Value"
      labelWidth={104}
      textWidth={112}
    />
  );
}
