import { ACCOUNT_CREATED_MESSAGE } from '@marketday/shared';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { useCreateManagerAccount } from '@/entities/auth/create-manager-account';
import { useCreateVendorAccount } from '@/entities/auth/create-vendor-account';
import { AccountTypeTabs } from '@/features/auth/components/account-type-tabs';
import { ManagerAccountForm } from '@/features/auth/components/manager-account-form';
import { VendorAccountForm } from '@/features/auth/components/vendor-account-form';

export function CreateAccountPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const createVendor = useCreateVendorAccount();
  const createManager = useCreateManagerAccount();
  const onCreated = () => navigate(paths.login, { state: { notice: ACCOUNT_CREATED_MESSAGE } });

  return (
    <AuthLayout
      title="Create your account"
      description="Vendors sell at markets; market managers run them. Pick the one that fits you."
    >
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
        Already have an account?{' '}
        <Link
          to={paths.login}
          className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
        >
          Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
