import { useId } from 'react';
import { useAlerts } from '@/components/ui/alerts-provider';
import { SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAccountingAccounts, useSaveAccountingAccounts } from '@/entities/accounting/accounting-accounts';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import { useManagerPermissions } from '@/lib/manager-permissions';
import en from '../locales/en.json';
import { BooksAccountsForm } from './books-accounts-form';

// The market settings page's "Books" card (docs/product.md §22): the chart-of-accounts mapping the QuickBooks Online
// and Xero exports book each line to. The owner and co-managers set it; market staff never see the books.
export function BooksAccountsCard({ marketId }: { marketId: string }) {
  const { canEditMarkets } = useManagerPermissions();
  return canEditMarkets ? <BooksAccountsSection marketId={marketId} /> : null;
}

function BooksAccountsSection({ marketId }: { marketId: string }) {
  const t = useMessages(en);
  const titleId = useId();
  const accounts = useAccountingAccounts(marketId);
  const save = useSaveAccountingAccounts(marketId);
  const { showSuccess } = useAlerts();
  return (
    <SectionCard
      titleId={titleId}
      title={t('booksTitle')}
      description={t('booksDescription')}
      contentClassName="grid gap-4"
    >
      {accounts.isPending ? (
        <Skeleton aria-busy="true" className="h-32 w-full rounded-xl" />
      ) : accounts.error ? (
        <p className="text-muted-foreground text-sm">{t('accountsLoadFailed')}</p>
      ) : (
        <BooksAccountsForm
          // Saved values become the form's new starting point.
          key={JSON.stringify(accounts.data)}
          saved={accounts.data}
          onSave={async (values) => showSuccess(sayShared((await save.mutateAsync(values)).message))}
        />
      )}
    </SectionCard>
  );
}
