import { formatCents } from '@marketday/shared';
import { ClipboardCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { VendorReportInCents } from '@/entities/sales-reports/sales-report-money';
import { messagesOf, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

/** "Reported by vendor: $412.50 · 12 CalFresh" (issue 31): the vendor's own figures, as they sent them. */
export function vendorReportText(report: VendorReportInCents) {
  const t = messagesOf(en);
  const tokens = report.tokens
    .filter((token) => token.count > 0)
    .map((token) => `${token.count} ${token.name}`);
  return [t('reportedByVendor', { amount: formatCents(report.gross_cents) }), ...tokens].join(' · ');
}

type VendorReportBannerProps = {
  report: VendorReportInCents;
  /** Books the report's figures as sent, in one tap. */
  onConfirm: () => void;
  /** Puts the report's figures in the form to change, with a reason the vendor sees. */
  onAdjust: () => void;
  adjusting: boolean;
  busy: boolean;
};

// Above the gross at the checkout when the chosen vendor reported the day themselves (docs/product.md "Vendors
// report their sales").
export function VendorReportBanner({
  report,
  onConfirm,
  onAdjust,
  adjusting,
  busy,
}: VendorReportBannerProps) {
  const t = useMessages(en);
  return (
    <section
      aria-label={t('vendorsReport')}
      className="grid gap-2 rounded-lg border border-primary/40 bg-primary/5 px-3 py-2 sm:flex sm:items-center sm:gap-3"
    >
      <p className="flex min-w-0 flex-1 gap-2 break-words font-medium text-sm">
        <ClipboardCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <span>
          {vendorReportText(report)}
          <span className="block font-normal text-muted-foreground text-xs">
            {report.money_owed_cents >= 0
              ? t('owes', { amount: formatCents(report.money_owed_cents) })
              : t('marketPays', { amount: formatCents(-report.money_owed_cents) })}
            {report.version > 1 ? t('reportVersion', { version: report.version }) : ''}
          </span>
        </span>
      </p>
      {/* On a phone the two buttons share the row under the figures; Confirm, the usual tap, is the wide one. */}
      <div className="flex gap-2">
        <Button type="button" variant="outline" onClick={onAdjust} disabled={busy || adjusting}>
          {t('adjust')}
        </Button>
        <Button
          type="button"
          className="flex-1 sm:flex-none"
          onClick={onConfirm}
          loading={busy}
          disabled={adjusting}
        >
          {t('confirm')}
        </Button>
      </div>
    </section>
  );
}
