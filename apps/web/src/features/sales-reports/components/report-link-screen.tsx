import { formatCents, SALES_REPORT_MESSAGES } from '@marketday/shared';
import { useState } from 'react';
import { FormBanner } from '@/components/ui/form-banner';
import { LoadingPlaceholders } from '@/components/ui/loading-placeholders';
import { useReportLinkDay, useSendReportThroughLink } from '@/entities/sales-reports/report-links';
import { reportCents } from '@/entities/sales-reports/sales-report-money';
import { getErrorMessage } from '@/lib/api-client';
import { displayDate } from '@/lib/i18n/dates';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { SalesReportDayView } from './sales-report-screen';
import { SalesReportStatus } from './sales-report-status';

const LOADING = ['h-10 w-2/3', 'h-12 w-full', 'h-40 w-full'] as const;

/**
 * The day a signed report link opens, without signing in (docs/product.md "Report links"): the report form while
 * the link is unused; once it sent its report, what was sent and how the market settled the day.
 */
export function ReportLinkScreen({ token }: { token: string }) {
  const t = useMessages(en);
  const day = useReportLinkDay(token);
  const send = useSendReportThroughLink(token);
  // Sent from this page just now: no need to say the link was used.
  const [sent, setSent] = useState(false);
  if (day.isPending)
    return <LoadingPlaceholders placeholders={LOADING} label={t('loadingDay')} className="grid gap-3" />;
  if (day.isError)
    return <FormBanner variant="error">{getErrorMessage(day.error, { useDetail: true })}</FormBanner>;
  const link = day.data;
  if (link.link.state === 'OPEN')
    return (
      <SalesReportDayView
        day={link}
        onSubmit={async (values) => {
          await send.mutateAsync(values);
          setSent(true);
        }}
      />
    );
  const [latest] = link.reports;
  return (
    <div className="mx-auto grid w-full max-w-md gap-4">
      <div>
        <h2 className="break-words font-semibold text-lg">{link.market_name}</h2>
        <p className="text-muted-foreground text-sm">
          {link.business_name} · {displayDate(link.market_date)}
        </p>
      </div>
      {link.outcome ? (
        <SalesReportStatus day={link} />
      ) : (
        latest && (
          <FormBanner variant="success">
            <p className="font-medium">
              {t('linkSent', {
                gross: formatCents(reportCents(latest.reported_gross)),
                fee: formatCents(reportCents(latest.market_fee)),
                owed: formatCents(reportCents(latest.money_owed)),
              })}
            </p>
            <p>{sayShared(SALES_REPORT_MESSAGES.submitted)}</p>
          </FormBanner>
        )
      )}
      {!sent && <p className="text-muted-foreground text-sm">{sayShared(SALES_REPORT_MESSAGES.linkUsed)}</p>}
    </div>
  );
}
