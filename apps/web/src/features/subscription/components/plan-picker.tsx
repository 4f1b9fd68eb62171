import { PLAN_GROUP_LABELS, PLAN_GROUPS, type PlanGroup, type PlanTier } from '@marketday/shared';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { BillingPlanInCents } from '@/entities/subscription/subscription-money';
import { cn } from '@/lib/cn';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { monthly } from './subscription-text';

type PlanPickerProps = {
  plans: BillingPlanInCents[];
  value: PlanTier | null;
  onChange: (plan: PlanTier) => void;
  currentPlan: PlanTier | null;
  // The plan that cannot be chosen again (it is running and not cancelling).
  lockedPlan: PlanTier | null;
};

export function PlanPicker({ plans, value, onChange, currentPlan, lockedPlan }: PlanPickerProps) {
  const t = useMessages(en);
  const selected = plans.find((plan) => plan.plan === (value ?? currentPlan));
  const [group, setGroup] = useState<PlanGroup>(selected?.group ?? 'year_round');
  const shown = plans.filter((plan) => plan.group === group);

  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-sm">{t('planType')}</legend>
        <div className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1">
          {PLAN_GROUPS.map((key) => (
            <Button
              key={key}
              type="button"
              size="sm"
              variant={key === group ? 'default' : 'ghost'}
              aria-pressed={key === group}
              className="h-11 px-2"
              onClick={() => setGroup(key)}
            >
              {sayShared(PLAN_GROUP_LABELS[key])}
            </Button>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-sm">
          {t('groupPlans', { group: sayShared(PLAN_GROUP_LABELS[group]) })}
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {shown.map((plan) => {
            const isLocked = plan.plan === lockedPlan;
            return (
              <label
                key={plan.plan}
                className={cn(
                  'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                  value === plan.plan ? 'border-primary bg-accent/50' : 'hover:bg-muted/50',
                  isLocked && 'cursor-not-allowed opacity-70 hover:bg-transparent',
                )}
              >
                <input
                  type="radio"
                  name="plan"
                  value={plan.plan}
                  checked={value === plan.plan}
                  disabled={isLocked}
                  onChange={() => onChange(plan.plan)}
                  className="mt-1 size-4 shrink-0 accent-primary"
                />
                <span className="grid gap-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold">{plan.name}</span>
                    {plan.plan === currentPlan && <Badge variant="outline">{t('currentPlan')}</Badge>}
                  </span>
                  <span className="font-semibold text-lg tabular-nums">{monthly(plan.amount_cents)}</span>
                  {/* The catalogue's description states the vendor limit. */}
                  <span className="text-muted-foreground text-sm">{plan.description}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
