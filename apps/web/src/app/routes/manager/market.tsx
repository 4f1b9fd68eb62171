import { todayAtMarket } from '@marketday/shared';
import { useState } from 'react';
import { DayReportActionProvider } from '@/components/layouts/day-report-action';
import { PageLayout } from '@/components/layouts/page-layout';
import { DayReportButton } from '@/features/day-reports/components/day-report-button';
import { CdfaReportDialog } from '@/features/markets/components/cdfa-report-dialog';
import { MarketCustomFieldsCard } from '@/features/markets/components/market-detail/market-custom-fields-card';
import { MarketFeesCard } from '@/features/markets/components/market-detail/market-fees-card';
import { MarketHeaderActions } from '@/features/markets/components/market-detail/market-header-actions';
import { MarketOverview } from '@/features/markets/components/market-detail/market-overview';
import { MarketRulesCard } from '@/features/markets/components/market-detail/market-rules-card';
import { MarketTokensCard } from '@/features/markets/components/market-detail/market-tokens-card';
import { MarketVendorsCard } from '@/features/markets/components/market-detail/market-vendors-card';
import { MarketUnavailablePage } from '@/features/markets/components/market-unavailable';
import { useParamMarket } from '@/features/markets/use-param-market';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

export function MarketPage() {
  const t = useMessages(en);
  const result = useParamMarket();
  // Each opening of the CDFA dialog starts a fresh form (a new key).
  const [cdfaOpening, setCdfaOpening] = useState(0);
  const [isCdfaOpen, setCdfaOpen] = useState(false);
  if (result.state !== 'ready') return <MarketUnavailablePage title={t('marketTitle')} result={result} />;
  const { market } = result;
  return (
    <PageLayout
      title={market.name}
      subtitle={<MarketOverview market={market} />}
      // The title and its details take the whole width; the five actions go on their own row under them
      // (beside them they squeezed the hours and e-mail into a narrow column).
      className="[&>[data-slot=page-header]>:first-child]:basis-full"
      headerRight={
        // The header shows DayReportButton: 'Edit Day Report' when today's report exists; it opens the dialog.
        <DayReportActionProvider
          action={<DayReportButton marketId={market.id} marketDate={todayAtMarket(market, new Date())} />}
        >
          <MarketHeaderActions
            marketId={market.id}
            onCreateDayReport={() => undefined}
            onCreateCdfaReport={() => {
              setCdfaOpening((n) => n + 1);
              setCdfaOpen(true);
            }}
          />
        </DayReportActionProvider>
      }
    >
      {cdfaOpening > 0 && (
        <CdfaReportDialog
          key={cdfaOpening}
          marketId={market.id}
          marketName={market.name}
          timeZone={market.time_zone}
          open={isCdfaOpen}
          onOpenChange={setCdfaOpen}
        />
      )}
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <MarketVendorsCard market={market} />
        <div className="grid gap-4">
          <MarketTokensCard market={market} />
          <MarketFeesCard market={market} />
        </div>
        <MarketCustomFieldsCard market={market} />
        <MarketRulesCard market={market} />
      </div>
    </PageLayout>
  );
}
