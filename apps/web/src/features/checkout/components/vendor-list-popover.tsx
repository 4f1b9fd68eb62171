import { useLayoutEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Popover, PopoverAnchor, PopoverContent } from '@/components/ui/popover';
import type { CheckoutVendorListing } from '@/entities/checkout/checkout-money';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import type { VendorListbox } from './use-vendor-listbox';
import { VendorOption } from './vendor-option';

export type VendorListPopoverProps = {
  open: boolean;
  /** Its code came after the list was opened. */
  arrivedLate: boolean;
  listbox: VendorListbox;
  listboxId: string;
  /** The picker's button, drawn by ./vendor-picker.tsx: the list is placed under it and gives it focus back. */
  trigger: React.RefObject<HTMLButtonElement | null>;
  value: string;
  checkedOutIds: ReadonlySet<string>;
  onPicked?: (() => void) | undefined;
};

// The open picker: a search box over a filtered listbox (no cmdk), in a popover placed against the picker's button.
// Its code, with the popover's placement, loads after the checkout's first screen (issue 32).
export function VendorListPopover({
  open,
  arrivedLate,
  listbox,
  listboxId,
  trigger,
  value,
  checkedOutIds,
  onPicked,
}: VendorListPopoverProps) {
  const t = useMessages(en);
  const { matches, activeVendor } = listbox;
  const optionId = (vendor: CheckoutVendorListing) => `${listboxId}-${vendor.market_vendor_id}`;
  const isTrigger = (target: EventTarget | null) =>
    target instanceof Node && trigger.current?.contains(target);
  // Arrived after the manager had moved on (pressed Gross while the code was on its way): not opened over them.
  // Decided once the button's ref is set, before anything is painted.
  const [arrived, setArrived] = useState(false);
  const { setOpen } = listbox;
  useLayoutEffect(() => {
    if (arrived) return;
    if (open && arrivedLate && !stillAtTrigger(trigger.current)) setOpen(false);
    setArrived(true);
  }, [arrived, arrivedLate, open, setOpen, trigger]);
  // Closed by a press or a focus elsewhere, the list leaves the focus there (as Radix's own popover does).
  const leftForOutside = useRef(false);

  return (
    <Popover open={open && arrived} onOpenChange={listbox.setOpen}>
      <PopoverAnchor virtualRef={trigger} />
      <PopoverContent
        align="start"
        className="w-(--radix-popover-trigger-width) min-w-72 p-0"
        // The button toggles the list itself; Radix would first count its press as one outside.
        onInteractOutside={(event) => {
          if (isTrigger(event.target)) event.preventDefault();
          else leftForOutside.current = true;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const outside = leftForOutside.current;
          leftForOutside.current = false;
          if (listbox.takePicked() && onPicked) onPicked();
          else if (!outside) trigger.current?.focus();
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

// Where focus is when the list is opened: its button, or nowhere (a browser that does not focus a pressed button).
function stillAtTrigger(trigger: HTMLElement | null) {
  const active = document.activeElement;
  return active == null || active === document.body || trigger?.contains(active) === true;
}
