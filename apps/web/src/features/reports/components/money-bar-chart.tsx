import { type Cents, formatCentsCompact } from '@marketday/shared';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { ChartCard } from './chart-card';
import { AXIS_TICK, fullCents } from './chart-format';

/** One bar: its label on the left, its amount in cents, its colour and the text written beside it. */
export type MoneyBar = { key: string; label: string; cents: Cents; fill: string; text: string };

type MoneyBarChartProps = {
  id: string;
  title: string;
  description: string;
  bars: MoneyBar[];
  /** The summary screen readers get says each bar's text as an amount of fees. */
  summaryInFees?: boolean;
  isLoading: boolean;
  /** The series' name in the tooltip. */
  name: string;
  /** Room for the labels on the left and the text beside the bars, in px. */
  labelWidth: number;
  textWidth: number;
};

// One horizontal bar per row, an amount of money each, with its text beside the bar (the vendor-type and token
// charts).
export function MoneyBarChart({
  bars,
  summaryInFees = false,
  name,
  labelWidth,
  textWidth,
  ...card
}: MoneyBarChartProps) {
  const t = useMessages(en);
  const summary = bars
    .map((bar) => t(summaryInFees ? 'barSummaryFees' : 'barSummary', { label: bar.label, text: bar.text }))
    .join('. ');
  return (
    <ChartCard {...card} summary={summary} isEmpty={bars.length === 0}>
      <BarChart
        responsive
        accessibilityLayer={false}
        layout="vertical"
        data={bars}
        style={{ width: '100%', height: 64 + bars.length * 44 }}
        margin={{ top: 4, right: textWidth, bottom: 0, left: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" tickFormatter={formatCentsCompact} tick={AXIS_TICK} />
        <YAxis type="category" dataKey="label" tick={AXIS_TICK} width={labelWidth} />
        <Tooltip formatter={fullCents} />
        <Bar isAnimationActive={false} dataKey="cents" name={name} barSize={26}>
          {bars.map((bar) => (
            <Cell key={bar.key} fill={bar.fill} />
          ))}
          <LabelList dataKey="text" position="right" fill="#1f2937" fontSize={12} />
        </Bar>
      </BarChart>
    </ChartCard>
  );
}
