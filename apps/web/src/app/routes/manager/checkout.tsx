import { fromIsoDate } from '@marketday/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DayReportActionProvider } from '@/components/layouts/day-report-action';
import { PageLayout } from '@/components/layouts/page-layout';
import { checkoutContextQueryOptions } from '@/entities/checkout/get-checkout-context';
import { dayReportsQueryOptions } from '@/entities/day-reports/list-day-reports';
import { prefetchWithPage } from '@/entities/fetched-with-page';
import { marketsQueryOptions, useMarkets } from '@/entities/markets/list-markets';
import { attendanceQueryOptions } from '@/entities/season/list-attendance';
import { parseCheckoutParams } from '@/features/checkout/checkout-params';
import { CheckoutScreen } from '@/features/checkout/components/checkout-screen';
import { InvalidParamsCard } from '@/features/checkout/components/checkout-states';
import { HistoricalDatePicker } from '@/features/checkout/components/historical-date-picker';
import { DayReportButton } from '@/features/day-reports/components/day-report-button';
import { useIntlTag } from '@/lib/i18n/intl';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

// The market day as a date: 11/22/2026 in English, 22/11/2026 in Spanish.
const DAY = { month: '2-digit', day: '2-digit', year: 'numeric' } as const;

// On a signed-in start, asked for with this page's code (app/lazy-page.ts) instead of after the sign-in check and
// the page's first render: the day's vendors, tokens and fees, which the form needs to draw, and the markets. The
// day's attendance (which vendor the form opens on) and the market's day reports (the page's button) too: asked for
// once the form had drawn, they were a second wave of requests, and the attendance drew the form again with
// another vendor; the fee line, the page's largest paint, waited for it (docs/decisions/038, "Seventh pass").
export function prefetchPage(client: QueryClient) {
  const parsed = parseCheckoutParams(new URLSearchParams(window.location.search));
  if (!parsed.success) return;
  const { marketId, marketDate } = parsed.params;
  void prefetchWithPage(client, checkoutContextQueryOptions({ marketId, marketDate }));
  void prefetchWithPage(client, marketsQueryOptions());
  void prefetchWithPage(client, attendanceQueryOptions(marketId, marketDate));
  void prefetchWithPage(client, dayReportsQueryOptions(marketId));
}

export function CheckoutPage() {
  const t = useMessages(en);
  const tag = useIntlTag();
  const [searchParams] = useSearchParams();
  const parsed = useMemo(() => parseCheckoutParams(searchParams), [searchParams]);
  const markets = useMarkets().data;

  if (!parsed.success) {
    return (
      <PageLayout title={t('checkoutTitle')}>
        <InvalidParamsCard errors={parsed.errors} />
      </PageLayout>
    );
  }
  const { params } = parsed;
  return (
    <PageLayout
      title={t('checkoutTitle')}
      subtitle={t('checkoutSubtitle', {
        market: params.marketName,
        date: new Intl.DateTimeFormat(tag, DAY).format(fromIsoDate(params.marketDate)),
      })}
      helpText={t('checkoutHelp')}
      scrollToTop={false}
      headerRight={
        <HistoricalDatePicker
          marketId={params.marketId}
          marketName={params.marketName}
          timeZone={markets?.find((m) => m.id === params.marketId)?.time_zone}
          market={markets?.find((m) => m.id === params.marketId)}
        />
      }
    >
      {/* Supplied by the page: the checkout feature does not import the day-reports feature. */}
      <DayReportActionProvider
        action={<DayReportButton marketId={params.marketId} marketDate={params.marketDate} />}
      >
        {/* The button opens the dialog itself ('Edit Day Report' when the night has one). */}
        <CheckoutScreen params={params} onCreateDayReport={() => undefined} />
      </DayReportActionProvider>
    </PageLayout>
  );
}
