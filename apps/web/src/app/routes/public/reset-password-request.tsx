import { Link } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { useRequestPasswordReset } from '@/entities/auth/request-password-reset';
import { ResetPasswordRequestForm } from '@/features/auth/components/reset-password-request-form';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

export function ResetPasswordRequestPage() {
  const t = useMessages(en);
  const requestReset = useRequestPasswordReset();
  return (
    <AuthLayout title={t('resetRequestTitle')} description={t('resetRequestDescription')}>
      <ResetPasswordRequestForm
        onSubmit={async (values) => {
          await requestReset.mutateAsync(values);
        }}
      />
      <p className="mt-6 text-center text-muted-foreground text-sm">
        {t('rememberedIt')}{' '}
        <Link
          to={paths.login}
          className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('backToSignIn')}
        </Link>
      </p>
    </AuthLayout>
  );
}
