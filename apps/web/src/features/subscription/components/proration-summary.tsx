import { formatCents } from '@marketday/shared';
import type { ProrationPreviewInCents } from '@/entities/subscription/subscription-money';
import { messagesOf, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { displayDate, monthly } from './subscription-text';

// What the change costs today and what follows, shown before anything is confirmed.
export function prorationExplanation(preview: ProrationPreviewInCents): string {
  const price = monthly(preview.new_monthly_price_cents);
  const end = displayDate(preview.period_end);
  const t = messagesOf(en);
  switch (preview.kind) {
    case 'trial':
      return t('prorationTrial', { date: displayDate(preview.trial_end ?? preview.period_end), price });
    case 'resume':
      return t('prorationResume', { date: end });
    case 'new':
      return t('prorationNew', { date: end, price });
    case 'change':
      return t('prorationChange', { date: end, price });
  }
}

export function ProrationSummary({ preview }: { preview: ProrationPreviewInCents }) {
  const t = useMessages(en);
  return (
    <div className="grid gap-3" data-testid="proration-preview">
      <div className="flex items-baseline justify-between gap-3 rounded-lg border bg-muted/30 p-3">
        <span className="font-medium">{t('dueToday')}</span>
        <span className="font-semibold text-2xl tabular-nums">
          {formatCents(preview.amount_due_now_cents)}
        </span>
      </div>
      {preview.lines.length > 0 && (
        <ul aria-label={t('chargesAndCredits')} className="grid gap-1.5 text-sm">
          {preview.lines.map((line) => (
            <li key={`${line.description}-${line.amount_cents}`} className="flex justify-between gap-3">
              <span>{line.description}</span>
              <span className="shrink-0 tabular-nums">{formatCents(line.amount_cents)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm">{prorationExplanation(preview)}</p>
      {preview.customer_credit_balance_cents > 0 && (
        <p className="text-muted-foreground text-sm">
          {t('creditKept', { amount: formatCents(preview.customer_credit_balance_cents) })}
        </p>
      )}
    </div>
  );
}
