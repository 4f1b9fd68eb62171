import { formatCents, type ReportVendorTypeSeries, VENDOR_TYPE_LABELS } from '@marketday/shared';
import { decodeVendorTypeSeries } from '@/entities/reports/report-money';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { VENDOR_TYPE_COLORS } from './chart-format';
import { MoneyBarChart } from './money-bar-chart';

type VendorTypeChartProps = { data: ReportVendorTypeSeries[]; isLoading: boolean };

// Market fees plus gov. fees per vendor type, one bar each, in the vendor-type colours.
export function VendorTypeChart({ data, isLoading }: VendorTypeChartProps) {
  const t = useMessages(en);
  const bars = decodeVendorTypeSeries(data).map((d) => {
    const fees = d.market_fees_cents + d.gov_fees_cents;
    return {
      key: d.vendor_type,
      label: sayShared(VENDOR_TYPE_LABELS[d.vendor_type]),
      cents: fees,
      fill: VENDOR_TYPE_COLORS[d.vendor_type],
      text: formatCents(fees),
    };
  });
  return (
    <MoneyBarChart
      id="chart-vendor-types"
      title={t('feesChartTitle')}
      description={t('feesChartDescription')}
      summaryInFees
      bars={bars}
      isLoading={isLoading}
      name={t('fees')}
      labelWidth={96}
      textWidth={72}
    />
  );
}
