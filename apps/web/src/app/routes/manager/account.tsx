import { useSearchParams } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { DataTableErrorCard } from '@/components/ui/data-table/data-table-error-card';
import { LoadingPlaceholders } from '@/components/ui/loading-placeholders';
import { useAccount } from '@/entities/account/get-account';
import { useSubscription } from '@/entities/subscription/get-subscription';
import { useInvoices } from '@/entities/subscription/list-invoices';
import { AccountForm } from '@/features/account/components/account-form';
import { ChangePasswordCard } from '@/features/password/components/change-password-card';
import { BillingHistoryCard } from '@/features/subscription/components/billing-history-card';
import { SubscriptionPanel } from '@/features/subscription/components/subscription-panel';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

// Reachable with ACCOUNT_ONLY access, so this page calls nothing but the account and billing endpoints.
export function ManagerAccountPage() {
  const t = useMessages(en);
  const account = useAccount();
  const subscription = useSubscription();
  // The local billing portal opens here as /account?billing=1.
  const [params] = useSearchParams();
  const billing = params.get('billing') === '1';
  const invoices = useInvoices({ enabled: billing });
  return (
    <PageLayout title={t('accountTitle')} subtitle={t('accountSubtitle')}>
      <div className="grid w-full max-w-3xl gap-6">
        {/* First, so a manager sent here to choose a plan finds it at once. */}
        <SubscriptionPanel />
        {billing && <BillingHistoryCard />}
        {/* The forms come when the cards above them have loaded (or failed): drawn before, they would move from
            under a finger about to tap one. */}
        {account.isPending || subscription.isPending || (billing && invoices.isPending) ? (
          <LoadingPlaceholders
            role="status"
            aria-label={t('loadingAccount')}
            className="grid gap-6"
            placeholders={['h-80 w-full rounded-xl', 'h-72 w-full rounded-xl']}
          />
        ) : (
          <>
            {account.error && <DataTableErrorCard error={account.error} />}
            {account.data && <AccountForm account={account.data} />}
            <ChangePasswordCard />
          </>
        )}
      </div>
    </PageLayout>
  );
}
