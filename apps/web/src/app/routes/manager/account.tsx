import { PageLayout } from '@/components/layouts/page-layout';
import { DataTableErrorCard } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { useAccount } from '@/features/account/api/get-account';
import { AccountForm } from '@/features/account/components/account-form';

// Reachable with ACCOUNT_ONLY access, so this page calls nothing but the account endpoints.
export function ManagerAccountPage() {
  const account = useAccount();
  return (
    <PageLayout title="Account" subtitle="Your details and how receipts print.">
      <div className="grid w-full max-w-3xl gap-6">
        {account.isPending && (
          <div aria-busy="true" className="grid gap-6">
            <Skeleton className="h-80 w-full rounded-xl" />
            <Skeleton className="h-72 w-full rounded-xl" />
          </div>
        )}
        {account.error && <DataTableErrorCard error={account.error} />}
        {account.data && <AccountForm account={account.data} />}
        {/* The Subscription card of a later milestone goes here. */}
      </div>
    </PageLayout>
  );
}
