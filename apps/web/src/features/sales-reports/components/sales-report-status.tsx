import { formatCents, type SalesReportDay } from '@marketday/shared';
import { FormBanner } from '@/components/ui/form-banner';
import { reportCents } from '@/entities/sales-reports/sales-report-money';
import { useIntlTag } from '@/lib/i18n/intl';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

const timeOf = (iso: string, tag: string) =>
  new Date(iso).toLocaleTimeString(tag, { hour: 'numeric', minute: '2-digit' });

function tokensText(tokens: { name: string; count: number }[]) {
  return tokens
    .filter((token) => token.count > 0)
    .map((token) => `${token.count} ${token.name}`)
    .join(' · ');
}

// Where the vendor's report stands: sent and waiting, or settled by the market (with the reason when the market
// changed their figures), and the versions sent before.
export function SalesReportStatus({ day }: { day: SalesReportDay }) {
  const t = useMessages(en);
  const tag = useIntlTag();
  const [latest, ...older] = day.reports;
  const outcome = day.outcome;
  return (
    <div className="grid gap-3">
      {outcome ? (
        <FormBanner variant={outcome.adjust_reason ? 'warning' : 'success'}>
          <p className="font-medium">
            {t(outcome.money_owed >= 0 ? 'checkedOutYouOwe' : 'checkedOutMarketPays', {
              gross: formatCents(reportCents(outcome.reported_gross)),
              fee: formatCents(reportCents(outcome.market_fee)),
              owed: formatCents(reportCents(Math.abs(outcome.money_owed))),
            })}
          </p>
          {outcome.adjust_reason && <p>{t('adjustedByMarket', { reason: outcome.adjust_reason })}</p>}
          {outcome.sales_report_id === null && latest && <p>{t('marketEnteredFigures')}</p>}
        </FormBanner>
      ) : (
        latest && (
          <FormBanner variant="success">
            <p className="font-medium">
              {t(latest.tokens.length > 0 ? 'sentAtWithTokens' : 'sentAt', {
                time: timeOf(latest.submitted_at, tag),
                gross: formatCents(reportCents(latest.reported_gross)),
                tokens: tokensText(latest.tokens),
              })}
            </p>
            {/* A correction is offered only while the form is (OPEN): closed or cancelled, it just waits. */}
            <p>{t(day.state === 'OPEN' ? 'waitingForManager' : 'waitingForManagerOnly')}</p>
          </FormBanner>
        )
      )}
      {older.length > 0 && (
        <details className="text-muted-foreground text-sm">
          <summary className="cursor-pointer">{t('earlierVersions', { count: older.length })}</summary>
          <ul className="mt-2 grid gap-1">
            {older.map((report) => (
              <li key={report.id}>
                {t(report.tokens.length > 0 ? 'versionLineWithTokens' : 'versionLine', {
                  version: report.version,
                  time: timeOf(report.submitted_at, tag),
                  gross: formatCents(reportCents(report.reported_gross)),
                  tokens: tokensText(report.tokens),
                })}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
