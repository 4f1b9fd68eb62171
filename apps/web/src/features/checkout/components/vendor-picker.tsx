import { ChevronsUpDown } from 'lucide-react';
import { type Ref, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { lazyPart, PartUnavailable } from '@/components/ui/lazy-part';
import type { CheckoutVendorListing } from '@/entities/checkout/checkout-money';
import { VendorTypeBadge } from '@/entities/vendors/vendor-type-badge';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { useVendorListbox } from './use-vendor-listbox';
import type { VendorListPopoverProps } from './vendor-list-popover';
import { CheckedOutMark } from './vendor-option';

// The list and its popover (Radix's popper and floating-ui) are not needed to draw the checkout: they load after
// its first screen. Opened sooner, the list shows once its code is here; a failed load says so under the button.
const VendorListPopover = lazyPart<VendorListPopoverProps>(
  () => import('./vendor-list-popover').then((module) => module.VendorListPopover),
  (_props, failed) => (failed ? <PartUnavailable inset={false} /> : null),
);

type VendorPickerProps = {
  id: string;
  vendors: CheckoutVendorListing[];
  value: string;
  onChange: (marketVendorId: string) => void;
  checkedOutIds: ReadonlySet<string>;
  /** Called once a vendor is picked, e.g. to move on to the gross field. */
  onPicked?: () => void;
  ref?: Ref<HTMLButtonElement>;
  'aria-describedby'?: string | undefined;
};

// A searchable select: the button showing the vendor picked, and the list it opens (./vendor-list-popover.tsx).
export function VendorPicker({
  id,
  vendors,
  value,
  onChange,
  checkedOutIds,
  onPicked,
  ref,
  ...aria
}: VendorPickerProps) {
  const t = useMessages(en);
  const listboxId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const listbox = useVendorListbox({ vendors, value, onChange });
  // Kept once opened, so closing plays the popover's way out.
  const opened = useRef(false);
  if (listbox.isOpen) opened.current = true;
  const selected = vendors.find((v) => v.market_vendor_id === value);

  return (
    <>
      <Button
        ref={(node: HTMLButtonElement | null) => {
          trigger.current = node;
          if (typeof ref === 'function') ref(node);
          else if (ref) ref.current = node;
        }}
        id={id}
        type="button"
        variant="outline"
        role="combobox"
        aria-expanded={listbox.isOpen}
        aria-haspopup="listbox"
        aria-controls={listbox.isOpen ? listboxId : undefined}
        aria-describedby={aria['aria-describedby']}
        data-state={listbox.isOpen ? 'open' : 'closed'}
        onClick={() => listbox.setOpen(!listbox.isOpen)}
        onKeyDown={listbox.onTriggerKeyDown}
        // The vendor's full name, wrapped: two vendors can share the start of a long name (issue 31).
        className="h-auto min-h-12 w-full min-w-0 justify-between gap-2 whitespace-normal px-3 py-1.5 text-base"
      >
        {selected ? (
          <span className="flex min-w-0 flex-1 items-center gap-2">
            <span className="min-w-0 break-words text-left font-semibold">{selected.business_name}</span>
            {checkedOutIds.has(selected.market_vendor_id) && <CheckedOutMark />}
            <VendorTypeBadge type={selected.type} />
          </span>
        ) : (
          <span className="text-muted-foreground">{t('selectVendor')}</span>
        )}
        <ChevronsUpDown aria-hidden="true" className="opacity-60" />
      </Button>
      {opened.current && (
        <VendorListPopover
          open={listbox.isOpen}
          listbox={listbox}
          listboxId={listboxId}
          trigger={trigger}
          value={value}
          checkedOutIds={checkedOutIds}
          onPicked={onPicked}
        />
      )}
    </>
  );
}
