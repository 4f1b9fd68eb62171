import type { AttendanceStatus } from '@marketday/shared';
import { Circle, CircleCheck } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { CheckoutVendorListing } from '@/entities/checkout/checkout-money';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import { presentCount } from '../attendance-order';
import en from '../locales/en.json';

type VendorProgressProps = {
  vendors: readonly CheckoutVendorListing[];
  /** The day's attendance marks, when it was taken: who came is counted, the absent are said. */
  marks?: ReadonlyMap<string, AttendanceStatus>;
  checkedOutIds: ReadonlySet<string>;
  currentId: string;
  onPick: (marketVendorId: string) => void;
};

// The day at a glance: every vendor in the list's order, the ones done marked, any one a tap away.
export function VendorProgress({
  vendors,
  marks = new Map(),
  checkedOutIds,
  currentId,
  onPick,
}: VendorProgressProps) {
  const t = useMessages(en);
  const done = vendors.filter((v) => checkedOutIds.has(v.market_vendor_id)).length;
  const present = presentCount(marks);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-baseline justify-between gap-2">
        <CardTitle className="text-base">{t('vendorsToday')}</CardTitle>
        <p className="text-muted-foreground text-sm tabular-nums">
          {present > 0
            ? t('progressPresent', { done, total: vendors.length, present })
            : t('progress', { done, total: vendors.length })}
        </p>
      </CardHeader>
      <CardContent>
        {/* Off screen while the manager types: the browser skips laying out and painting the long list. */}
        <ul
          className="grid gap-1 [contain-intrinsic-size:auto_2400px] [content-visibility:auto] sm:grid-cols-2 lg:grid-cols-3"
          aria-label={t('vendorsToday')}
        >
          {vendors.map((vendor) => {
            const isDone = checkedOutIds.has(vendor.market_vendor_id);
            const isCurrent = vendor.market_vendor_id === currentId;
            const isAbsent = marks.get(vendor.market_vendor_id) === 'ABSENT';
            return (
              <li key={vendor.market_vendor_id} className="min-w-0">
                <button
                  type="button"
                  aria-current={isCurrent ? 'true' : undefined}
                  onClick={() => onPick(vendor.market_vendor_id)}
                  className={cn(
                    'flex min-h-11 w-full min-w-0 items-center gap-2 rounded-md px-2 text-left text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
                    isCurrent && 'bg-accent font-semibold',
                    (isDone || isAbsent) && !isCurrent && 'text-muted-foreground',
                  )}
                >
                  {isDone ? (
                    <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
                  ) : (
                    <Circle aria-hidden="true" className="size-5 shrink-0 text-muted-foreground/60" />
                  )}
                  <span className="min-w-0 flex-1 truncate">{vendor.business_name}</span>
                  {isAbsent && <span className="shrink-0 text-xs">{t('absent')}</span>}
                  <span className="sr-only">{isDone ? t('checkedOutMark') : t('notYet')}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
