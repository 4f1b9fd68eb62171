import { ACCOUNT_CREATED_MESSAGE } from '@marketday/shared';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { useCreateManagerAccount } from '@/entities/auth/create-manager-account';
import { useCreateVendorAccount } from '@/entities/auth/create-vendor-account';
import { AccountTypeTabs } from '@/features/auth/components/account-type-tabs';
import { ManagerAccountForm } from '@/features/auth/components/manager-account-form';
import { VendorAccountForm } from '@/features/auth/components/vendor-account-form';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

export function CreateAccountPage() {
  const t = useMessages(en);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const createVendor = useCreateVendorAccount();
  const createManager = useCreateManagerAccount();
  const onCreated = () => navigate(paths.login, { state: { notice: ACCOUNT_CREATED_MESSAGE } });

  return (
    <AuthLayout title={t('createAccountTitle')} description={t('createAccountDescription')}>
      <AccountTypeTabs
        defaultValue={searchParams.get('type') === 'manager' ? 'manager' : 'vendor'}
        vendor={
          <VendorAccountForm
            onSubmit={async (payload) => {
              await createVendor.mutateAsync(payload);
              onCreated();
            }}
          />
        }
        manager={
          <ManagerAccountForm
            onSubmit={async (payload) => {
              await createManager.mutateAsync(payload);
              onCreated();
            }}
          />
        }
      />
      <p className="mt-6 text-center text-muted-foreground text-sm">
        {t('haveAccount')}{' '}
        <Link
          to={paths.login}
          className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('signIn')}
        </Link>
      </p>
    </AuthLayout>
  );
}
