import { FIGURE_LABELS, formatCents, formatCentsCompact } from '@marketday/shared';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportDaySeriesCents } from '@/entities/reports/report-money';
import { displayDate } from '@/lib/i18n/dates';
import { sayShared, type Translate, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { ChartCard } from './chart-card';
import { AXIS_TICK, fullCents, SERIES_COLORS, shortDate } from './chart-format';
import { ChartLegend } from './chart-legend';

type DayTrendChartProps = { data: ReportDaySeriesCents[]; isLoading: boolean };

function summarize(data: ReportDaySeriesCents[], t: Translate<typeof en>) {
  if (data.length === 0) return '';
  const best = data.reduce((a, b) => (b.gross_sales_cents > a.gross_sales_cents ? b : a));
  return t('daySummary', {
    count: data.length,
    first: displayDate(data[0]?.market_date ?? ''),
    last: displayDate(data.at(-1)?.market_date ?? ''),
    best: formatCents(best.gross_sales_cents),
    bestDate: displayDate(best.market_date),
  });
}

// Gross Profit as bars on the left axis; fees, a few percent of it, as lines on their own right axis.
export function DayTrendChart({ data, isLoading }: DayTrendChartProps) {
  const t = useMessages(en);
  return (
    <ChartCard
      id="chart-days"
      title={t('dayChartTitle', { gross: sayShared(FIGURE_LABELS.gross) })}
      description={t('dayChartDescription')}
      summary={summarize(data, t)}
      isEmpty={data.length === 0}
      isLoading={isLoading}
    >
      <ComposedChart
        responsive
        accessibilityLayer={false}
        data={data}
        style={{ width: '100%', height: 260 }}
        margin={{ top: 8, right: 0, bottom: 0, left: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="market_date" tickFormatter={shortDate} tick={AXIS_TICK} minTickGap={16} />
        <YAxis yAxisId="gross" tickFormatter={formatCentsCompact} tick={AXIS_TICK} width={52} />
        <YAxis
          yAxisId="fees"
          orientation="right"
          tickFormatter={formatCentsCompact}
          tick={AXIS_TICK}
          width={48}
        />
        <Tooltip formatter={fullCents} labelFormatter={(label) => displayDate(String(label))} />
        <Legend content={ChartLegend} />
        <Bar
          isAnimationActive={false}
          yAxisId="gross"
          dataKey="gross_sales_cents"
          name={sayShared(FIGURE_LABELS.gross)}
          fill={SERIES_COLORS.gross}
        />
        <Line
          isAnimationActive={false}
          yAxisId="fees"
          dataKey="market_fees_cents"
          name={sayShared(FIGURE_LABELS.marketFees)}
          stroke={SERIES_COLORS.marketFees}
          strokeWidth={2}
          dot={data.length < 40}
        />
        <Line
          isAnimationActive={false}
          yAxisId="fees"
          dataKey="gov_fees_cents"
          name={sayShared(FIGURE_LABELS.govFees)}
          stroke={SERIES_COLORS.govFees}
          strokeWidth={2}
          strokeDasharray="5 3"
          dot={data.length < 40}
        />
      </ComposedChart>
    </ChartCard>
  );
}
