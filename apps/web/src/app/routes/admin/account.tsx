import { PageLayout } from '@/components/layouts/page-layout';
import { useSelf } from '@/entities/users/get-self';
import { SignInCard } from '@/entities/users/sign-in-card';
import { ChangePasswordCard } from '@/features/password/components/change-password-card';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

// An admin has no business or market profile to edit (the API has none): who is signed in, and the password.
export function AdminAccountPage() {
  const t = useMessages(en);
  const { data: self } = useSelf();
  return (
    <PageLayout title={t('accountTitle')} subtitle={t('accountSubtitle')}>
      <div className="grid w-full max-w-3xl gap-6">
        <SignInCard self={self} description={t('accountDescription')} />
        <ChangePasswordCard />
      </div>
    </PageLayout>
  );
}
