import { formatCents, type ReportToken, tokenLabels } from '@marketday/shared';
import { decodeReportTokens } from '@/entities/reports/report-money';
import { useIntlTag } from '@/lib/i18n/intl';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { SERIES_COLORS } from './chart-format';
import { MoneyBarChart } from './money-bar-chart';

type TokenChartProps = { tokens: ReportToken[]; isLoading: boolean };

// The value of each token handed in at checkout, with the count beside the bar.
export function TokenChart({ tokens, isLoading }: TokenChartProps) {
  const t = useMessages(en);
  const numbers = new Intl.NumberFormat(useIntlTag());
  const labels = tokenLabels(tokens);
  const bars = decodeReportTokens(tokens).map((token) => ({
    key: token.token_id,
    label: labels.get(token.token_id) ?? token.name,
    cents: token.value_cents,
    fill: SERIES_COLORS.tokens,
    text: `${numbers.format(token.count)} · ${formatCents(token.value_cents)}`,
  }));
  return (
    <MoneyBarChart
      id="chart-tokens"
      title={t('tokenChartTitle')}
      description={t('tokenChartDescription')}
      bars={bars}
      isLoading={isLoading}
      name={t('value')}
      labelWidth={104}
      textWidth={112}
    />
  );
}
