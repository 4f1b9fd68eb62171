import { STAFF_ROLE_LABELS } from '@marketday/shared';
import { PageLayout } from '@/components/layouts/page-layout';
import { useMarkets } from '@/entities/markets/list-markets';
import { useSelf } from '@/entities/users/get-self';
import { SignInCard } from '@/entities/users/sign-in-card';
import { ChangePasswordCard } from '@/features/password/components/change-password-card';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

// A staff member's own page (docs/product.md §19): who they are, for whom they work and where, and their
// password. The market account and its billing are their manager's, so there is nothing else to edit.
export function StaffProfilePage() {
  const t = useMessages(en);
  const { data: self } = useSelf();
  // The server lists only the markets they work.
  const markets = useMarkets();
  const staff = self?.staff;
  return (
    <PageLayout title={t('profileTitle')} subtitle={t('profileSubtitle')}>
      <div className="grid w-full max-w-3xl gap-6">
        <SignInCard self={self} description={t('profileDescription')}>
          <dt className="text-muted-foreground">{t('worksFor')}</dt>
          <dd className="break-words font-medium">{staff?.employer_name ?? '…'}</dd>
          <dt className="text-muted-foreground">{t('role')}</dt>
          <dd className="font-medium">{staff ? sayShared(STAFF_ROLE_LABELS[staff.role]) : '…'}</dd>
          <dt className="text-muted-foreground">{t('markets')}</dt>
          <dd className="break-words font-medium">
            {markets.data ? markets.data.map((market) => market.name).join(', ') || t('noMarkets') : '…'}
          </dd>
        </SignInCard>
        <ChangePasswordCard />
      </div>
    </PageLayout>
  );
}
