import { CircleCheck } from 'lucide-react';
import { memo } from 'react';
import type { CheckoutVendorListing } from '@/entities/checkout/checkout-money';
import { VendorTypeBadge } from '@/entities/vendors/vendor-type-badge';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

/** A check mark, with words for screen readers, for a vendor already checked out that day. */
export function CheckedOutMark() {
  const t = useMessages(en);
  return (
    <span className="inline-flex shrink-0 items-center text-success">
      <CircleCheck aria-hidden="true" className="size-5" />
      <span className="sr-only">{t('checkedOutMark')}</span>
    </span>
  );
}

type VendorOptionProps = {
  id: string;
  index: number;
  vendor: CheckoutVendorListing;
  isActive: boolean;
  isSelected: boolean;
  isCheckedOut: boolean;
  onPick: (vendor: CheckoutVendorListing) => void;
  onActivate: (index: number) => void;
};

// Memoised: moving the highlight re-renders two rows, not all 200.
export const VendorOption = memo(function VendorOption({
  id,
  index,
  vendor,
  isActive,
  isSelected,
  isCheckedOut,
  onPick,
  onActivate,
}: VendorOptionProps) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the search box handles the keys (aria-activedescendant).
    <div
      id={id}
      role="option"
      // Focus stays in the search box (aria-activedescendant); -1 keeps the option out of the tab order.
      tabIndex={-1}
      aria-selected={isSelected}
      data-active={isActive || undefined}
      // Keep focus in the search box so typing and arrow keys keep working.
      onPointerDown={(event) => event.preventDefault()}
      onPointerMove={() => {
        if (!isActive) onActivate(index);
      }}
      onClick={() => onPick(vendor)}
      className="flex min-h-11 cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm aria-selected:font-semibold data-active:bg-accent data-active:text-accent-foreground"
    >
      <span className="min-w-0 flex-1 break-words">{vendor.business_name}</span>
      {isCheckedOut && <CheckedOutMark />}
      <VendorTypeBadge type={vendor.type} />
    </div>
  );
});
