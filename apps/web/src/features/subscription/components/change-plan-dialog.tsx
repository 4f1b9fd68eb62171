import { formatCents, type PlanTier } from '@marketday/shared';
import { useState } from 'react';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Button } from '@/components/ui/button';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { useCreateSubscription } from '@/entities/subscription/create-subscription';
import { useProrationPreview } from '@/entities/subscription/get-proration-preview';
import type { BillingPlanInCents, SubscriptionInCents } from '@/entities/subscription/subscription-money';
import { getErrorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { type BillingStart, BillingStartChoice } from './billing-start-choice';
import { PlanPicker } from './plan-picker';
import { ProrationSummary } from './proration-summary';
import { isRunning, monthly } from './subscription-text';

type ChangePlanDialogProps = DialogOpenProps & {
  subscription: SubscriptionInCents | null;
  plans: BillingPlanInCents[];
};

// Step 1 picks a plan; step 2 shows the proration preview, and only then can the change be confirmed.
export function ChangePlanDialog({ open, onOpenChange, subscription, plans }: ChangePlanDialogProps) {
  const t = useMessages(en);
  const { showSuccess, showError } = useAlerts();
  const create = useCreateSubscription();
  const [plan, setPlan] = useState<PlanTier | null>(null);
  const [isReviewing, setIsReviewing] = useState(false);
  const [billingStart, setBillingStart] = useState<BillingStart>('trial_end');

  const trialEnd = subscription?.status === 'trialing' ? subscription.trial_end : null;
  const startTs = trialEnd && billingStart === 'trial_end' ? Math.floor(Date.parse(trialEnd) / 1000) : null;
  const preview = useProrationPreview(open && isReviewing ? plan : null, startTs);
  // A running plan that is not being cancelled cannot be chosen again.
  const renews = isRunning(subscription) && !subscription.cancel_at_period_end && subscription.renewal_date;
  const lockedPlan = renews ? subscription.plan : null;
  const chosen = plans.find((p) => p.plan === plan);

  function close(next: boolean) {
    onOpenChange(next);
    if (!next) {
      setPlan(null);
      setIsReviewing(false);
      setBillingStart('trial_end');
    }
  }

  async function confirm() {
    if (!plan) return;
    try {
      const result = await create.mutateAsync({ plan, ...(startTs ? { start_ts: startTs } : {}) });
      showSuccess(result.message);
      close(false);
    } catch (error) {
      showError(getErrorMessage(error, { useDetail: true }));
    }
  }

  const due = preview.data?.amount_due_now_cents ?? 0;
  return (
    <Modal
      open={open}
      onOpenChange={close}
      size="lg"
      title={isReviewing ? t('reviewTitle') : t('choosePlan')}
      subtitle={
        isReviewing && chosen
          ? t('planAndPrice', { plan: chosen.name, price: monthly(chosen.amount_cents) })
          : t('pricesPerMonth')
      }
    >
      {isReviewing ? (
        <div className="grid gap-4">
          {trialEnd && (
            <BillingStartChoice value={billingStart} onChange={setBillingStart} trialEnd={trialEnd} />
          )}
          {preview.isPending && <Skeleton aria-busy="true" className="h-40 w-full rounded-lg" />}
          {preview.error && (
            <p role="alert" className="text-destructive text-sm">
              {getErrorMessage(preview.error, { useDetail: true })}
            </p>
          )}
          {preview.data && <ProrationSummary preview={preview.data} />}
        </div>
      ) : (
        <PlanPicker
          plans={plans}
          value={plan}
          onChange={setPlan}
          currentPlan={subscription?.plan ?? null}
          lockedPlan={lockedPlan}
        />
      )}
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {isReviewing ? (
          <>
            <Button type="button" variant="outline" onClick={() => setIsReviewing(false)}>
              {t('back')}
            </Button>
            <Button type="button" disabled={!preview.data} loading={create.isPending} onClick={confirm}>
              {due > 0 ? t('confirmAndPay', { amount: formatCents(due) }) : t('confirmChange')}
            </Button>
          </>
        ) : (
          <>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              {t('cancel')}
            </Button>
            <Button type="button" disabled={!plan} onClick={() => setIsReviewing(true)}>
              {t('reviewChange')}
            </Button>
          </>
        )}
      </div>
    </Modal>
  );
}
