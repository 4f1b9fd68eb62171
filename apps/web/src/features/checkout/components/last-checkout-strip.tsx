import { ArrowRight, CloudUpload, Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import type { ReceiptTarget } from './deliver-receipt-dialog';
import { OwedFigure } from './owed-figure';

type LastCheckoutStripProps = {
  latest: ReceiptTarget;
  isPrinting: boolean;
  onPrint: () => void;
  nextVendorName: string | null;
  onNext: () => void;
};

// The checkout just booked stays in view until the next submit: the figure to collect, its receipt, and
// the way on to the next vendor.
export function LastCheckoutStrip({
  latest,
  isPrinting,
  onPrint,
  nextVendorName,
  onNext,
}: LastCheckoutStripProps) {
  const t = useMessages(en);
  return (
    <section
      aria-label={t('lastCheckout')}
      className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-success/40 bg-success/10 px-3 py-2 sm:px-4"
    >
      {/* Compact: on a phone the form under it must stay in view. */}
      <div className="min-w-0 flex-[1_1_12rem]">
        <p className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
          {t('lastCheckout')}
        </p>
        <div className="flex min-w-0 flex-wrap items-baseline gap-x-3">
          <p className="min-w-0 truncate font-semibold" title={latest.vendorName}>
            {latest.vendorName}
          </p>
          <OwedFigure moneyOwedCents={latest.moneyOwedCents} size="sm" />
          {latest.pending && (
            <span className="inline-flex items-center gap-1 font-medium text-sm">
              <CloudUpload aria-hidden="true" className="size-4" />
              {t('pendingSync')}
            </span>
          )}
        </div>
      </div>
      <div className="flex min-w-0 flex-wrap gap-2">
        <Button type="button" variant="outline" disabled={isPrinting} onClick={onPrint}>
          <Printer aria-hidden="true" />
          {t('printLatestReceipt')}
        </Button>
        {nextVendorName && (
          <Button type="button" onClick={onNext} className="h-auto min-h-11 max-w-full whitespace-normal">
            <span className="min-w-0 break-words">{t('next', { name: nextVendorName })}</span>
            <ArrowRight aria-hidden="true" />
          </Button>
        )}
      </div>
    </section>
  );
}
