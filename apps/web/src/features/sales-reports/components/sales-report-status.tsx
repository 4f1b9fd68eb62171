import { formatCents, type SalesReportDay } from '@marketday/shared';
import { FormBanner } from '@/components/ui/form-banner';
import { reportCents } from '@/entities/sales-reports/sales-report-money';

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

function tokensText(tokens: { name: string; count: number }[]) {
  return tokens
    .filter((token) => token.count > 0)
    .map((token) => `${token.count} ${token.name}`)
    .join(' · ');
}

// Where the vendor's report stands: sent and waiting, or settled by the market (with the reason when the market
// changed their figures), and the versions sent before.
export function SalesReportStatus({ day }: { day: SalesReportDay }) {
  const [latest, ...older] = day.reports;
  const outcome = day.outcome;
  return (
    <div className="grid gap-3">
      {outcome ? (
        <FormBanner variant={outcome.adjust_reason ? 'warning' : 'success'}>
          <p className="font-medium">
            Checked out: gross {formatCents(reportCents(outcome.reported_gross))}, market fee{' '}
            {formatCents(reportCents(outcome.market_fee))},{' '}
            {outcome.money_owed >= 0
              ? `you owe ${formatCents(reportCents(outcome.money_owed))}`
              : `the market pays you ${formatCents(reportCents(-outcome.money_owed))}`}
            .
          </p>
          {outcome.adjust_reason && <p>Adjusted by the market: {outcome.adjust_reason}</p>}
          {outcome.sales_report_id === null && latest && <p>The market entered the figures itself.</p>}
        </FormBanner>
      ) : (
        latest && (
          <FormBanner variant="success">
            <p className="font-medium">
              Sent at {timeOf(latest.submitted_at)}: {formatCents(reportCents(latest.reported_gross))}
              {latest.tokens.length > 0 ? ` · ${tokensText(latest.tokens)}` : ''}.
            </p>
            <p>Waiting for the market manager to confirm. You can correct it until then.</p>
          </FormBanner>
        )
      )}
      {older.length > 0 && (
        <details className="text-muted-foreground text-sm">
          <summary className="cursor-pointer">Earlier versions ({older.length})</summary>
          <ul className="mt-2 grid gap-1">
            {older.map((report) => (
              <li key={report.id}>
                Version {report.version}, {timeOf(report.submitted_at)}:{' '}
                {formatCents(reportCents(report.reported_gross))}
                {report.tokens.length > 0 ? ` · ${tokensText(report.tokens)}` : ''}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
