import { PASSWORD_RESET_DONE_MESSAGE } from '@marketday/shared';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { FormBanner } from '@/components/ui/form-banner';
import { paths } from '@/config/paths';
import { useResetPassword } from '@/entities/auth/reset-password';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

const LINK = 'inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline';

export function ResetPasswordPage() {
  const t = useMessages(en);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const resetPassword = useResetPassword();

  if (!token) {
    return (
      <AuthLayout title={t('newPasswordTitle')}>
        <FormBanner variant="error">{t('resetLinkIncomplete')}</FormBanner>
        <Link to={paths.resetPasswordRequest} className={`${LINK} mt-4`}>
          {t('requestNewResetLink')}
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('newPasswordTitle')} description={t('newPasswordDescription')}>
      <ResetPasswordForm
        token={token}
        onSubmit={async (payload) => {
          await resetPassword.mutateAsync(payload);
          navigate(paths.login, { replace: true, state: { notice: PASSWORD_RESET_DONE_MESSAGE } });
        }}
      />
      <p className="mt-6 text-center text-muted-foreground text-sm">
        {t('linkExpired')}{' '}
        <Link to={paths.resetPasswordRequest} className={LINK}>
          {t('requestNewOne')}
        </Link>
      </p>
    </AuthLayout>
  );
}
