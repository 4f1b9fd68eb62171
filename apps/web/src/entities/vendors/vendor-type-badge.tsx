import { VENDOR_TYPE_LABELS, type VendorType } from '@marketday/shared';
import { cn } from '@/lib/cn';
import { sayShared, useLocale } from '@/lib/i18n/use-messages';

// The one mapping of vendor type to colour, used everywhere (docs/product.md §15). The label carries the meaning too.
export const VENDOR_TYPE_STYLES: Record<VendorType, string> = {
  PRODUCER: 'bg-emerald-100 text-emerald-900 ring-emerald-600/30',
  NON_PRODUCER: 'bg-sky-100 text-sky-900 ring-sky-600/30',
  ANCILLARY: 'bg-amber-100 text-amber-950 ring-amber-600/40',
};

export function VendorTypeBadge({ type, className }: { type: VendorType; className?: string }) {
  useLocale();
  return (
    <span
      data-vendor-type={type}
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 font-medium text-xs ring-1 ring-inset',
        VENDOR_TYPE_STYLES[type],
        className,
      )}
    >
      {sayShared(VENDOR_TYPE_LABELS[type])}
    </span>
  );
}
