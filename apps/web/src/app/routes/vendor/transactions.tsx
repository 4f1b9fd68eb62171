import { PageLayout } from '@/components/layouts/page-layout';
import { useVendorMarkets } from '@/entities/vendor-markets/list-vendor-markets';
import { TransactionFilters } from '@/features/transactions/components/transaction-filters';
import { useVendorTransactionFilters } from '@/features/transactions/components/use-vendor-transaction-filters';
import { VendorTransactionsTable } from '@/features/transactions/components/vendor-transactions-table';
import { OwnBalances } from '@/features/vendor-balances/components/own-balances';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

export function VendorTransactionsPage() {
  const t = useMessages(en);
  const markets = useVendorMarkets();
  const filters = useVendorTransactionFilters();
  return (
    <PageLayout
      title={t('transactionsTitle')}
      subtitle={t('transactionsSubtitle')}
      helpText={t('transactionsHelp')}
    >
      <TransactionFilters
        viewer="vendor"
        markets={(markets.data ?? []).map(({ id, name }) => ({ id, name }))}
        filters={filters}
      />
      {/* The balances follow the list once its first page is in: they would otherwise start high on a phone's
          screen and be pushed down as the checkouts arrive. */}
      <VendorTransactionsTable filters={filters.query} below={<OwnBalances />} />
    </PageLayout>
  );
}
