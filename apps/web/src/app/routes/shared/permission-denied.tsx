import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

type Reason = keyof typeof en;

const REASONS: Record<string, Reason> = {
  ACCOUNT_ONLY: 'accountOnlyReason',
  OFF_SEASON: 'offSeasonReason',
};

// Staff work under their employer's plan (docs/decisions/029), which only the employer can change.
const STAFF_REASONS: Record<string, Reason> = {
  ACCOUNT_ONLY: 'staffAccountOnlyReason',
  OFF_SEASON: 'staffOffSeasonReason',
};

export function PermissionDeniedPage() {
  const t = useMessages(en);
  const { appAccess, appRole } = useAuth();
  const reasons = appRole === 'MARKET_STAFF' ? STAFF_REASONS : REASONS;
  const reason = t(reasons[appAccess ?? 'ACCOUNT_ONLY'] ?? 'otherReason');
  return (
    <PageLayout title={t('permissionDeniedTitle')}>
      <Card className="max-w-2xl">
        <CardContent className="flex flex-col gap-4 py-2">
          <div className="flex items-start gap-3">
            <ShieldAlert className="mt-0.5 size-6 shrink-0 text-warning" aria-hidden />
            <p className="text-base">{reason}</p>
          </div>
          {appRole === 'MARKET_MANAGER' ? (
            <div>
              <Button asChild>
                <Link to={paths.account}>{t('goToAccount')}</Link>
              </Button>
            </div>
          ) : null}
        </CardContent>
      </Card>
    </PageLayout>
  );
}
