import {
  centsToDollars,
  dollarsToCents,
  formatDollars,
  type ReportVendorTypeSeries,
  VENDOR_TYPE_LABELS,
} from '@marketday/shared';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard } from './chart-card';
import { AXIS_TICK, compactMoney, fullMoney, VENDOR_TYPE_COLORS } from './chart-format';

type VendorTypeChartProps = { data: ReportVendorTypeSeries[]; isLoading: boolean };

// Market fees plus gov. fees per vendor type, one bar each, in the vendor-type colours.
export function VendorTypeChart({ data, isLoading }: VendorTypeChartProps) {
  const rows = data.map((d) => ({
    ...d,
    label: VENDOR_TYPE_LABELS[d.vendor_type],
    // Added in cents: the API's dollars have two decimals, floating-point sums may not.
    fees: centsToDollars(dollarsToCents(d.market_fees) + dollarsToCents(d.gov_fees)),
  }));
  const summary = rows.map((r) => `${r.label}: ${formatDollars(r.fees)} in fees`).join('. ');
  return (
    <ChartCard
      id="chart-vendor-types"
      title="Fees by vendor type"
      description="Market fees and gov. fees together."
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
        margin={{ top: 4, right: 72, bottom: 0, left: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" tickFormatter={compactMoney} tick={AXIS_TICK} />
        <YAxis type="category" dataKey="label" tick={AXIS_TICK} width={96} />
        <Tooltip formatter={fullMoney} />
        <Bar isAnimationActive={false} dataKey="fees" name="Fees" barSize={26}>
          {rows.map((r) => (
            <Cell key={r.vendor_type} fill={VENDOR_TYPE_COLORS[r.vendor_type]} />
          ))}
          <LabelList dataKey="fees" position="right" formatter={fullMoney} fill="#1f2937" fontSize={12} />
        </Bar>
      </BarChart>
    </ChartCard>
  );
}
