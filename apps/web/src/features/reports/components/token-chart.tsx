import { formatDollars, type ReportToken, tokenLabels } from '@marketday/shared';
import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard } from './chart-card';
import { AXIS_TICK, compactMoney, fullMoney, SERIES_COLORS } from './chart-format';

type TokenChartProps = { tokens: ReportToken[]; isLoading: boolean };

// The value of each token handed in at checkout, with the count beside the bar.
export function TokenChart({ tokens, isLoading }: TokenChartProps) {
  const labels = tokenLabels(tokens);
  const rows = tokens.map((t) => ({
    label: labels.get(t.token_id) ?? t.name,
    value: t.value,
    text: `${t.count.toLocaleString('en-US')} · ${formatDollars(t.value)}`,
  }));
  const summary = rows.map((r) => `${r.label}: ${r.text}`).join('. ');
  return (
    <ChartCard
      id="chart-tokens"
      title="Token redemption"
      description="Tokens handed in at checkout: count and value."
      summary={summary}
      isEmpty={rows.length === 0}
      isLoading={isLoading}
    >
      <BarChart
        responsive
        accessibilityLayer={false}
        layout="vertical"
        data={rows}
        style={{ width: '100%', height: 64 + rows.length * 44 }}
        margin={{ top: 4, right: 112, bottom: 0, left: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" tickFormatter={compactMoney} tick={AXIS_TICK} />
        <YAxis type="category" dataKey="label" tick={AXIS_TICK} width={104} />
        <Tooltip formatter={fullMoney} />
        <Bar isAnimationActive={false} dataKey="value" name="Value" fill={SERIES_COLORS.tokens} barSize={26}>
          <LabelList dataKey="text" position="right" fill="#1f2937" fontSize={12} />
        </Bar>
      </BarChart>
    </ChartCard>
  );
}
