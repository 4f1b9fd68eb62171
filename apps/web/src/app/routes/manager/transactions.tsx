import { todayAtMarket } from '@marketday/shared';
import { PageLayout } from '@/components/layouts/page-layout';
import { useMarkets } from '@/entities/markets/list-markets';
import { useTransactionOptions } from '@/entities/transactions/get-transaction-options';
import { DayReportsSection } from '@/features/day-reports/components/day-reports-section';
import { ReceiptDisputesSection } from '@/features/transactions/components/receipt-disputes-section';
import { TransactionFilters } from '@/features/transactions/components/transaction-filters';
import { TransactionsTable } from '@/features/transactions/components/transactions-table';
import { useTransactionFilters } from '@/features/transactions/components/use-transaction-filters';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

export function TransactionsPage() {
  const t = useMessages(en);
  const options = useTransactionOptions();
  const filters = useTransactionFilters();
  const markets = options.data?.markets ?? [];
  const market = markets.find((m) => m.id === filters.marketId);
  // A new day report starts on today at the market, not the device's date.
  const zoned = useMarkets().data?.find((m) => m.id === filters.marketId);

  return (
    <PageLayout
      title={t('transactionsTitle')}
      subtitle={t('transactionsSubtitle')}
      helpText={t('transactionsHelp')}
    >
      <ReceiptDisputesSection marketId={filters.marketId} />
      <TransactionFilters viewer="manager" markets={markets} filters={filters} />
      <TransactionsTable filters={filters.query} />
      {/* Day reports belong to one market night, so they are listed only for a single market. */}
      {market ? (
        <DayReportsSection
          marketId={market.id}
          marketName={market.name}
          range={filters.applied}
          marketToday={zoned && todayAtMarket(zoned, new Date())}
          marketDays={zoned}
        />
      ) : (
        <p className="text-muted-foreground text-sm">{t('chooseMarketForDayReports')}</p>
      )}
    </PageLayout>
  );
}
