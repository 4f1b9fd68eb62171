import { formatCents } from '@marketday/shared';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTableErrorCard } from '@/components/ui/data-table/data-table-error-card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useInvoices } from '@/entities/subscription/list-invoices';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { displayDate } from './subscription-text';

// The local billing provider's "portal": every bill it wrote, newest first.
export function BillingHistoryCard() {
  const t = useMessages(en);
  const invoices = useInvoices({ enabled: true });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <Card role="group" aria-labelledby="billing-history-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle id="billing-history-title" ref={heading} className="scroll-mt-20">
            {t('billingHistory')}
          </CardTitle>
          <CardDescription>{t('billingHistoryDescription')}</CardDescription>
        </div>
        <Button asChild variant="ghost">
          <Link to={paths.account}>{t('close')}</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {invoices.isPending && <Skeleton aria-busy="true" className="h-24 w-full" />}
        {invoices.error && <DataTableErrorCard error={invoices.error} />}
        {invoices.data?.length === 0 && <p className="text-muted-foreground text-sm">{t('noBills')}</p>}
        {invoices.data && invoices.data.length > 0 && (
          <ul className="grid divide-y rounded-lg border">
            {invoices.data.map((invoice) => (
              <li
                key={invoice.id}
                className="grid gap-1 p-3 sm:grid-cols-[8rem_1fr_auto] sm:items-center sm:gap-4"
              >
                <span className="text-muted-foreground text-sm tabular-nums">
                  {displayDate(invoice.created_at)}
                </span>
                <span className="grid gap-0.5">
                  <span className="font-medium text-sm">{invoice.description}</span>
                  <span className="text-muted-foreground text-xs tabular-nums">
                    {displayDate(invoice.period_start)} – {displayDate(invoice.period_end)} · {invoice.status}
                  </span>
                </span>
                <span className="font-semibold tabular-nums sm:text-right">
                  {formatCents(invoice.amount_cents)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
