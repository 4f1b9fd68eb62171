import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

const REASONS: Record<string, string> = {
  ACCOUNT_ONLY:
    'Your subscription is not active, so only your account is available. Choose a plan on your Account page to open your markets again.',
  OFF_SEASON:
    'Your plan is in its off-season mode: you can review markets, vendors and reports, but checkout needs a full plan.',
};

// Staff work under their employer's plan (docs/decisions/029), which only the employer can change.
const STAFF_REASONS: Record<string, string> = {
  ACCOUNT_ONLY:
    "Your market manager's subscription is not active, so your staff account is paused. Ask them to choose a plan.",
  OFF_SEASON:
    "Your market manager's plan is in its off-season mode: you can review transactions and markets, but checkout needs a full plan.",
};

export function PermissionDeniedPage() {
  const { appAccess, appRole } = useAuth();
  const reasons = appRole === 'MARKET_STAFF' ? STAFF_REASONS : REASONS;
  const reason = reasons[appAccess ?? 'ACCOUNT_ONLY'] ?? 'Your account does not include this page.';
  return (
    <PageLayout title="Permission Denied">
      <Card className="max-w-2xl">
        <CardContent className="flex flex-col gap-4 py-2">
          <div className="flex items-start gap-3">
            <ShieldAlert className="mt-0.5 size-6 shrink-0 text-warning" aria-hidden />
            <p className="text-base">{reason}</p>
          </div>
          {appRole === 'MARKET_MANAGER' ? (
            <div>
              <Button asChild>
                <Link to={paths.account}>Go to Account</Link>
              </Button>
            </div>
          ) : null}
        </CardContent>
      </Card>
    </PageLayout>
  );
}
