import { formatCents, type Token } from '@marketday/shared';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TokenCoin } from '@/entities/tokens/token-coin';
import type { TokenReconciliationSummaryCents } from '@/entities/tokens/token-money';
import { cn } from '@/lib/cn';

const count = new Intl.NumberFormat('en-US', { signDisplay: 'auto' });
const signed = new Intl.NumberFormat('en-US', { signDisplay: 'exceptZero' });

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
  const isOver = summary.variance < 0;
  return (
    <Card className="min-w-0 flex-1 gap-3">
      <CardHeader className="flex-row items-center gap-3">
        <TokenCoin token={token} />
        <div className="min-w-0">
          <CardTitle className="break-words">{summary.name}</CardTitle>
          <CardDescription className="tabular-nums">
            {formatCents(summary.value_cents)} per token
            {summary.retired && (
              <Badge variant="secondary" className="ml-2">
                Retired
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
          <p className="text-muted-foreground text-sm">Variance (distributed − redeemed)</p>
          <p className="font-bold text-3xl tabular-nums leading-tight">{signed.format(summary.variance)}</p>
          <p className="text-sm tabular-nums">
            {formatCents(Math.abs(summary.variance_value_cents))}{' '}
            {summary.variance > 0 && 'still with shoppers'}
            {summary.variance < 0 && 'more came back than went out'}
            {summary.variance === 0 && 'all accounted for'}
          </p>
        </div>
        <dl>
          <Figure label="Created" value={count.format(summary.created)} />
          <Figure label="Deposited" value={count.format(summary.deposited)} />
          <Figure label="Distributed to market" value={count.format(summary.distributed)} />
          <Figure label="Redeemed at checkout" value={count.format(summary.redeemed)} />
          <Figure
            label="Returned on day reports"
            value={count.format(summary.returned)}
            hint={
              summary.unreported > 0
                ? `${count.format(summary.unreported)} redeemed without a day report`
                : undefined
            }
          />
          <Figure label="Manual adjustments" value={signed.format(summary.manual)} />
          <Figure label="In hand now" value={count.format(summary.in_hand)} />
        </dl>
      </CardContent>
    </Card>
  );
}
