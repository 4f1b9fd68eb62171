import { formatCents } from '@marketday/shared';
import { ClipboardCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { VendorReportInCents } from '@/entities/sales-reports/sales-report-money';

/** "Reported by vendor: $412.50 · 12 CalFresh" (issue 31): the vendor's own figures, as they sent them. */
export function vendorReportText(report: VendorReportInCents) {
  const tokens = report.tokens.filter((token) => token.count > 0).map((t) => `${t.count} ${t.name}`);
  return [`Reported by vendor: ${formatCents(report.gross_cents)}`, ...tokens].join(' · ');
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
  return (
    <section
      aria-label="Vendor's report"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-primary/40 bg-primary/5 px-3 py-2"
    >
      <ClipboardCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
      <p className="min-w-0 flex-1 break-words font-medium text-sm">
        {vendorReportText(report)}
        <span className="block font-normal text-muted-foreground text-xs">
          {report.money_owed_cents >= 0
            ? `Owes ${formatCents(report.money_owed_cents)}`
            : `Market pays ${formatCents(-report.money_owed_cents)}`}
          {report.version > 1 ? ` · version ${report.version}` : ''}
        </span>
      </p>
      <div className="flex gap-2">
        <Button type="button" size="sm" variant="outline" onClick={onAdjust} disabled={busy || adjusting}>
          Adjust
        </Button>
        <Button type="button" size="sm" onClick={onConfirm} loading={busy} disabled={adjusting}>
          Confirm
        </Button>
      </div>
    </section>
  );
}
