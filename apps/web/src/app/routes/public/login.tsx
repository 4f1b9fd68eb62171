import { Navigate, useLocation, useNavigate } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { FormBanner } from '@/components/ui/form-banner';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import en from '@/features/auth/locales/en.json';
import { useAuth } from '@/lib/auth';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';

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
  const t = useMessages(en);

  if (isLoading) return <FullPageSpinner />;
  if (isAuthenticated) return <Navigate to={paths.home} replace />;

  return (
    <AuthLayout title={t('loginTitle')} description={t('loginDescription')}>
      {notice ? (
        <FormBanner variant="success" className="mb-5">
          {sayShared(notice)}
        </FormBanner>
      ) : null}
      <LoginForm onLogin={login} onSuccess={() => navigate(paths.home, { replace: true })} />
    </AuthLayout>
  );
}
