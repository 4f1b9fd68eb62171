import { PageLayout } from '@/components/layouts/page-layout';
import { useVendorMarkets } from '@/entities/vendor-markets/list-vendor-markets';
import { TransactionFilters } from '@/features/transactions/components/transaction-filters';
import { useVendorTransactionFilters } from '@/features/transactions/components/use-vendor-transaction-filters';
import { VendorTransactionsTable } from '@/features/transactions/components/vendor-transactions-table';
import { OwnBalances } from '@/features/vendor-balances/components/own-balances';

const HELP =
  'Your checkouts at every market, as the market manager booked them. Open a receipt to print or save it; ' +
  'ask the market manager if a figure looks wrong. Your balances show what you owe each market, or it owes ' +
  'you, after the payments recorded.';

export function VendorTransactionsPage() {
  const markets = useVendorMarkets();
  const filters = useVendorTransactionFilters();
  return (
    <PageLayout
      title="Transactions"
      subtitle="Your checkouts across your markets, with totals."
      helpText={HELP}
    >
      <TransactionFilters
        viewer="vendor"
        markets={(markets.data ?? []).map(({ id, name }) => ({ id, name }))}
        filters={filters}
      />
      <VendorTransactionsTable filters={filters.query} />
      <OwnBalances />
    </PageLayout>
  );
}
