import { ChevronsUpDown } from 'lucide-react';
import { type Ref, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import type { CheckoutVendorListing } from '@/entities/checkout/checkout-money';
import { VendorTypeBadge } from '@/entities/vendors/vendor-type-badge';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { useVendorListbox } from './use-vendor-listbox';
import { CheckedOutMark, VendorOption } from './vendor-option';

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

// A searchable select (no cmdk): Radix Popover plus a filtered listbox driven from the search box.
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
  const listbox = useVendorListbox({ vendors, value, onChange });
  const { matches, activeVendor } = listbox;
  const selected = vendors.find((v) => v.market_vendor_id === value);
  const optionId = (vendor: CheckoutVendorListing) => `${listboxId}-${vendor.market_vendor_id}`;

  return (
    <Popover open={listbox.isOpen} onOpenChange={listbox.setOpen}>
      <PopoverTrigger asChild>
        <Button
          ref={ref}
          id={id}
          type="button"
          variant="outline"
          role="combobox"
          aria-expanded={listbox.isOpen}
          aria-haspopup="listbox"
          aria-controls={listbox.isOpen ? listboxId : undefined}
          aria-describedby={aria['aria-describedby']}
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
      </PopoverTrigger>
      <PopoverContent
        align="start"
        className="w-(--radix-popover-trigger-width) min-w-72 p-0"
        onCloseAutoFocus={(event) => {
          if (!listbox.takePicked() || !onPicked) return;
          event.preventDefault();
          onPicked();
        }}
      >
        <Input
          role="combobox"
          aria-label={t('searchVendors')}
          aria-expanded="true"
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeVendor ? optionId(activeVendor) : undefined}
          placeholder={t('selectVendor')}
          autoComplete="off"
          value={listbox.query}
          onChange={(event) => listbox.search(event.target.value)}
          onKeyDown={listbox.onSearchKeyDown}
          className="rounded-b-none border-0 border-b shadow-none focus-visible:ring-0"
        />
        <div
          ref={listbox.listRef}
          id={listboxId}
          role="listbox"
          aria-label={t('vendors')}
          className="max-h-[min(18rem,45svh)] overflow-y-auto overscroll-contain p-1 empty:hidden"
        >
          {matches.map((vendor, index) => (
            <VendorOption
              key={vendor.market_vendor_id}
              id={optionId(vendor)}
              index={index}
              vendor={vendor}
              isActive={index === listbox.activeIndex}
              isSelected={vendor.market_vendor_id === value}
              isCheckedOut={checkedOutIds.has(vendor.market_vendor_id)}
              onPick={listbox.pick}
              onActivate={listbox.setActiveIndex}
            />
          ))}
        </div>
        {matches.length === 0 && (
          <p role="status" className="px-3 py-6 text-center text-muted-foreground text-sm">
            {t('noVendorsFound')}
          </p>
        )}
      </PopoverContent>
    </Popover>
  );
}
