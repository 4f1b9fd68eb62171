import { Link } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { useRequestPasswordReset } from '@/entities/auth/request-password-reset';
import { ResetPasswordRequestForm } from '@/features/auth/components/reset-password-request-form';

export function ResetPasswordRequestPage() {
  const requestReset = useRequestPasswordReset();
  return (
    <AuthLayout
      title="Reset your password"
      description="Enter the e-mail on your account and we'll send you a link to choose a new password."
    >
      <ResetPasswordRequestForm
        onSubmit={async (values) => {
          await requestReset.mutateAsync(values);
        }}
      />
      <p className="mt-6 text-center text-muted-foreground text-sm">
        Remembered it?{' '}
        <Link
          to={paths.login}
          className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
        >
          Back to sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
