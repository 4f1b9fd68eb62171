import { Navigate, useLocation, useNavigate } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { FormBanner } from '@/components/ui/form-banner';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { useAuth } from '@/lib/auth';

// Other screens hand over a one-off message (account created, password changed) in router state.
function readNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' ? state.notice : null;
}

export function LoginPage() {
  const { isAuthenticated, isLoading, login } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const notice = readNotice(location.state);

  if (isLoading) return <FullPageSpinner />;
  if (isAuthenticated) return <Navigate to={paths.home} replace />;

  return (
    <AuthLayout title="Welcome back" description="Sign in to run your market day.">
      {notice ? (
        <FormBanner variant="success" className="mb-5">
          {notice}
        </FormBanner>
      ) : null}
      <LoginForm onLogin={login} onSuccess={() => navigate(paths.home, { replace: true })} />
    </AuthLayout>
  );
}
