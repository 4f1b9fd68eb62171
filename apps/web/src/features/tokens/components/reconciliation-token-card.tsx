import { formatCents, type Token } from '@marketday/shared';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TokenCoin } from '@/entities/tokens/token-coin';
import type { TokenReconciliationSummaryCents } from '@/entities/tokens/token-money';
import { cn } from '@/lib/cn';
import { useIntlTag } from '@/lib/i18n/intl';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b py-1.5 last:border-b-0">
      <dt className="text-muted-foreground text-sm">
        {label}
        {hint && <span className="block text-xs">{hint}</span>}
      </dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}

// One token over the chosen range: where its tokens went, and what is still out with shoppers.
export function ReconciliationTokenCard({
  summary,
  token,
}: {
  summary: TokenReconciliationSummaryCents;
  token: Pick<Token, 'name' | 'visual_settings'>;
}) {
  const t = useMessages(en);
  const tag = useIntlTag();
  const count = new Intl.NumberFormat(tag, { signDisplay: 'auto' });
  const signed = new Intl.NumberFormat(tag, { signDisplay: 'exceptZero' });
  const isOver = summary.variance < 0;
  const varianceAmount = formatCents(Math.abs(summary.variance_value_cents));
  return (
    <Card className="min-w-0 flex-1 gap-3">
      <CardHeader className="flex-row items-center gap-3">
        <TokenCoin token={token} />
        <div className="min-w-0">
          <CardTitle className="break-words">{summary.name}</CardTitle>
          <CardDescription className="tabular-nums">
            {t('perToken', { value: formatCents(summary.value_cents) })}
            {summary.retired && (
              <Badge variant="secondary" className="ml-2">
                {t('retired')}
              </Badge>
            )}
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div
          className={cn(
            'rounded-lg border-l-4 bg-muted/50 p-3',
            isOver ? 'border-l-warning' : 'border-l-primary',
          )}
        >
          <p className="text-muted-foreground text-sm">{t('varianceTitle')}</p>
          <p className="font-bold text-3xl tabular-nums leading-tight">{signed.format(summary.variance)}</p>
          <p className="text-sm tabular-nums">
            {summary.variance > 0 && t('stillWithShoppers', { amount: varianceAmount })}
            {summary.variance < 0 && t('moreCameBack', { amount: varianceAmount })}
            {summary.variance === 0 && t('allAccounted', { amount: varianceAmount })}
          </p>
        </div>
        <dl>
          <Figure label={t('created')} value={count.format(summary.created)} />
          <Figure label={t('deposited')} value={count.format(summary.deposited)} />
          <Figure label={t('distributedToMarket')} value={count.format(summary.distributed)} />
          <Figure label={t('redeemedAtCheckout')} value={count.format(summary.redeemed)} />
          <Figure
            label={t('returnedOnReports')}
            value={count.format(summary.returned)}
            hint={
              summary.unreported > 0
                ? t('unreported', { count: count.format(summary.unreported) })
                : undefined
            }
          />
          <Figure label={t('manualAdjustments')} value={signed.format(summary.manual)} />
          <Figure label={t('inHandNow')} value={count.format(summary.in_hand)} />
        </dl>
      </CardContent>
    </Card>
  );
}
