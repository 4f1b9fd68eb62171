import { PageLayout } from '@/components/layouts/page-layout';
import { DataTableErrorCard } from '@/components/ui/data-table/data-table-error-card';
import { LoadingPlaceholders } from '@/components/ui/loading-placeholders';
import { useVendorSelf } from '@/entities/vendor-self/get-vendor-self';
import { VendorAssociationsCard } from '@/features/associations/components/vendor-associations-card';
import { ChangePasswordCard } from '@/features/password/components/change-password-card';
import { VendorAccountForm } from '@/features/vendor-account/components/vendor-account-form';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

export function VendorAccountPage() {
  const t = useMessages(en);
  const vendor = useVendorSelf();
  return (
    <PageLayout title={t('accountTitle')} subtitle={t('accountSubtitle')}>
      <div className="grid w-full max-w-3xl gap-6">
        {/* The cards come with the account form, not before it: the form drawn above them would move their
            buttons from under a finger about to tap one (265–537 px, by the width). */}
        {vendor.isPending ? (
          <LoadingPlaceholders
            role="status"
            aria-label={t('loadingAccount')}
            className="grid gap-6"
            placeholders={['h-96 w-full rounded-xl', 'h-40 w-full rounded-xl']}
          />
        ) : (
          <>
            {vendor.error && <DataTableErrorCard error={vendor.error} />}
            {vendor.data && <VendorAccountForm vendor={vendor.data} />}
            <ChangePasswordCard />
            <VendorAssociationsCard />
          </>
        )}
      </div>
    </PageLayout>
  );
}
