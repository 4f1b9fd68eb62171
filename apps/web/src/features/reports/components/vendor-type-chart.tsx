import { formatCents, type ReportVendorTypeSeries, VENDOR_TYPE_LABELS } from '@marketday/shared';
import { decodeVendorTypeSeries } from '@/entities/reports/report-money';
import { VENDOR_TYPE_COLORS } from './chart-format';
import { MoneyBarChart } from './money-bar-chart';

type VendorTypeChartProps = { data: ReportVendorTypeSeries[]; isLoading: boolean };

// Market fees plus gov. fees per vendor type, one bar each, in the vendor-type colours.
export function VendorTypeChart({ data, isLoading }: VendorTypeChartProps) {
  const bars = decodeVendorTypeSeries(data).map((d) => {
    const fees = d.market_fees_cents + d.gov_fees_cents;
    return {
      key: d.vendor_type,
      label: VENDOR_TYPE_LABELS[d.vendor_type],
      cents: fees,
      fill: VENDOR_TYPE_COLORS[d.vendor_type],
      text: formatCents(fees),
    };
  });
  return (
    <MoneyBarChart
      id="chart-vendor-types"
      title="Fees by vendor type"
      description="Market fees and gov. fees together."
      summarySuffix=" in fees"
      bars={bars}
      isLoading={isLoading}
      name="Fees"
      labelWidth={96}
      textWidth={72}
    />
  );
}
