import { PASSWORD_RESET_DONE_MESSAGE } from '@marketday/shared';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { FormBanner } from '@/components/ui/form-banner';
import { paths } from '@/config/paths';
import { useResetPassword } from '@/entities/auth/reset-password';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

const LINK = 'inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline';

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const resetPassword = useResetPassword();

  if (!token) {
    return (
      <AuthLayout title="Choose a new password">
        <FormBanner variant="error">
          This reset link is incomplete. Open the link from your e-mail again, or request a new one.
        </FormBanner>
        <Link to={paths.resetPasswordRequest} className={`${LINK} mt-4`}>
          Request a new reset link
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Choose a new password" description="Pick something you don't use anywhere else.">
      <ResetPasswordForm
        token={token}
        onSubmit={async (payload) => {
          await resetPassword.mutateAsync(payload);
          navigate(paths.login, { replace: true, state: { notice: PASSWORD_RESET_DONE_MESSAGE } });
        }}
      />
      <p className="mt-6 text-center text-muted-foreground text-sm">
        Link expired?{' '}
        <Link to={paths.resetPasswordRequest} className={LINK}>
          Request a new one
        </Link>
      </p>
    </AuthLayout>
  );
}
