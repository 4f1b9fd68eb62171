import { Link } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

// Where the app sends people whose session could not be refreshed; the session is already cleared.
export function ReauthenticatePage() {
  const t = useMessages(en);
  return (
    <AuthLayout title={t('sessionEndedTitle')}>
      <div className="grid gap-4 text-base">
        <p>{t('sessionEndedWhy')}</p>
        <p className="text-muted-foreground">{t('sessionEndedNext')}</p>
        <Button asChild size="lg" className="mt-2 w-full">
          <Link to={paths.login}>{t('signInAgain')}</Link>
        </Button>
      </div>
    </AuthLayout>
  );
}
