import type { Report } from '@marketday/shared';
import { decodeReportDaySeries } from '@/entities/reports/report-money';
import './recharts-on-preact';
import { DayTrendChart } from './day-trend-chart';
import { TokenChart } from './token-chart';
import { VendorTypeChart } from './vendor-type-chart';

type TrendChartsProps = { report: Report | undefined; isLoading: boolean };

export function TrendCharts({ report, isLoading }: TrendChartsProps) {
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-2">
      <div className="min-w-0 lg:col-span-2">
        <DayTrendChart data={decodeReportDaySeries(report?.series.by_day ?? [])} isLoading={isLoading} />
      </div>
      <VendorTypeChart data={report?.series.by_vendor_type ?? []} isLoading={isLoading} />
      <TokenChart tokens={report?.tokens ?? []} isLoading={isLoading} />
    </div>
  );
}
