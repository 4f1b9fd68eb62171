import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTableErrorCard } from '@/components/ui/data-table/data-table-error-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSubscription } from '@/entities/subscription/get-subscription';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { BillingButtons } from './billing-buttons';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { ChangePlanDialog } from './change-plan-dialog';
import { SubscriptionFacts } from './subscription-facts';
import { SubscriptionStatusBadge } from './subscription-status-badge';
import { isRunning, renewalSummary } from './subscription-text';

export function SubscriptionPanel() {
  const t = useMessages(en);
  const query = useSubscription();
  const [isChanging, setIsChanging] = useState(false);
  const [isCancelling, setIsCancelling] = useState(false);

  if (query.isPending) return <Skeleton aria-busy="true" className="h-64 w-full rounded-xl" />;
  if (query.error) return <DataTableErrorCard error={query.error} />;
  const { subscription, plans } = query.data;
  const running = isRunning(subscription);
  // An unused trial (nothing will be billed) ends by itself: there is nothing to cancel.
  const canCancel = running && !subscription.cancel_at_period_end && subscription.renewal_date !== null;

  return (
    <Card role="group" aria-labelledby="subscription-title">
      <CardHeader>
        <CardTitle id="subscription-title">{t('subscription')}</CardTitle>
        <CardDescription>{t('subscriptionDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-1.5">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <p className="font-semibold text-xl">{subscription?.plan_name ?? t('noPlan')}</p>
            {subscription && <SubscriptionStatusBadge subscription={subscription} />}
          </div>
          <p className="text-muted-foreground" data-testid="renewal-summary">
            {renewalSummary(subscription)}
          </p>
        </div>
        {subscription && <SubscriptionFacts subscription={subscription} />}
        <div className="grid gap-2 sm:flex sm:flex-wrap">
          <Button onClick={() => setIsChanging(true)}>
            <CreditCard aria-hidden />
            {running ? t('changePlan') : t('choosePlan')}
          </Button>
          <BillingButtons provider={subscription?.provider ?? 'local'} />
          {canCancel && (
            <Button variant="outline" className="text-destructive" onClick={() => setIsCancelling(true)}>
              {t('cancelSubscription')}
            </Button>
          )}
        </div>
      </CardContent>
      <ChangePlanDialog
        open={isChanging}
        onOpenChange={setIsChanging}
        subscription={subscription}
        plans={plans}
      />
      {canCancel && (
        <CancelSubscriptionDialog
          open={isCancelling}
          onOpenChange={setIsCancelling}
          subscription={subscription}
        />
      )}
    </Card>
  );
}
