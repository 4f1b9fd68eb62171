import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { displayDate } from './subscription-text';

export type BillingStart = 'trial_end' | 'today';

type BillingStartChoiceProps = {
  value: BillingStart;
  onChange: (value: BillingStart) => void;
  trialEnd: string;
};

// During a free trial the manager picks when paying starts; the trial is never lengthened.
export function BillingStartChoice({ value, onChange, trialEnd }: BillingStartChoiceProps) {
  const t = useMessages(en);
  const options: { key: BillingStart; label: string; hint: string }[] = [
    {
      key: 'trial_end',
      label: t('whenTrialEnds', { date: displayDate(trialEnd) }),
      hint: t('nothingToday'),
    },
    { key: 'today', label: t('today'), hint: t('todayHint') },
  ];
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium text-sm">{t('whenBillingStarts')}</legend>
      {options.map((option) => (
        <label
          key={option.key}
          className={cn(
            'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
            value === option.key ? 'border-primary bg-accent/50' : 'hover:bg-muted/50',
          )}
        >
          <input
            type="radio"
            name="billing_start"
            value={option.key}
            checked={value === option.key}
            onChange={() => onChange(option.key)}
            className="mt-1 size-4 shrink-0 accent-primary"
          />
          <span className="grid gap-0.5">
            <span className="font-medium text-sm">{option.label}</span>
            <span className="text-muted-foreground text-xs">{option.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
