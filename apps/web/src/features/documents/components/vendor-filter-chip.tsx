import { XIcon } from 'lucide-react';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type VendorFilterChipProps = {
  /** The vendor's name; null while the vendors load, or when the id is not one of the manager's vendors. */
  vendorName: string | null;
  isLoading: boolean;
  onRemove: () => void;
};

// The vendor filter a link brought (a document notice): says whose documents these are and removes the filter.
// The remove button is 44 px for thumbs.
export function VendorFilterChip({ vendorName, isLoading, onRemove }: VendorFilterChipProps) {
  const t = useMessages(en);
  const name = vendorName ?? (isLoading ? t('loading') : t('unknownVendor'));
  return (
    <span
      data-slot="vendor-filter-chip"
      className="inline-flex min-h-11 max-w-full items-center self-start rounded-full border border-primary/40 bg-primary/10 pl-3.5 text-sm sm:self-auto"
    >
      <span className="min-w-0 truncate">
        <span className="text-muted-foreground">{t('vendorPrefix')}</span>
        <span className="font-medium">{name}</span>
      </span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('removeVendorFilter', { name })}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full outline-none hover:bg-primary/15 focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <XIcon aria-hidden="true" className="size-4" />
      </button>
    </span>
  );
}
