import { ChevronsUpDown } from 'lucide-react';
import { type KeyboardEvent, type Ref, useCallback, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { PartUnavailable } from '@/components/ui/lazy-part';
import type { CheckoutVendorListing } from '@/entities/checkout/checkout-money';
import { VendorTypeBadge } from '@/entities/vendors/vendor-type-badge';
import { useLoadedModule } from '@/hooks/use-loaded-module';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { useMessages } from '@/lib/i18n/use-messages';
import { lazyModule } from '@/lib/lazy-module';
import en from '../locales/en.json';
import { useVendorListbox } from './use-vendor-listbox';
import { CheckedOutMark } from './vendor-option';

// The list and its popover (Radix's popper and floating-ui) are not needed to draw the checkout: they load after
// its first screen. Opened sooner, the list shows once its code is here; a failed load says so under the button,
// and the next opening tries again.
const lists = lazyModule(() => import('./vendor-list-popover'));

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
  // Kept the same across renders: a new one each time would be called with null and then the button on each.
  const setTrigger = useCallback(
    (node: HTMLButtonElement | null) => {
      trigger.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  const listbox = useVendorListbox({ vendors, value, onChange });
  // Kept once opened, so closing plays the popover's way out.
  const opened = useOpenedOnce(listbox.isOpen);
  const { module, failed } = useLoadedModule(lists, listbox.isOpen);
  const List = module?.VendorListPopover;
  // Opened before the list's code was here: when it comes, it opens only if the manager is still at the picker.
  const openedBeforeCode = useRef(false);
  if (listbox.isOpen && !List) openedBeforeCode.current = true;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    // Open but not yet drawn (its code on its way), the list is closed from its button.
    if (event.key === 'Escape' && listbox.isOpen) {
      event.preventDefault();
      listbox.setOpen(false);
    } else listbox.onTriggerKeyDown(event);
  }
  const selected = vendors.find((v) => v.market_vendor_id === value);

  return (
    <>
      <Button
        ref={setTrigger}
        id={id}
        type="button"
        variant="outline"
        role="combobox"
        aria-expanded={listbox.isOpen}
        aria-haspopup="listbox"
        aria-controls={listbox.isOpen && List ? listboxId : undefined}
        aria-describedby={aria['aria-describedby']}
        data-state={listbox.isOpen ? 'open' : 'closed'}
        onClick={() => listbox.setOpen(!listbox.isOpen)}
        onKeyDown={onKeyDown}
        // Left while its list is still on its way: the list is not opened over where the manager went. (Not once its
        // load has failed: the message's Reload button, which takes the focus, must stay.)
        onBlur={() => listbox.isOpen && !List && !failed && listbox.setOpen(false)}
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
      {opened && List && (
        <List
          open={listbox.isOpen}
          arrivedLate={openedBeforeCode.current}
          listbox={listbox}
          listboxId={listboxId}
          trigger={trigger}
          value={value}
          checkedOutIds={checkedOutIds}
          onPicked={onPicked}
        />
      )}
      {listbox.isOpen && failed && <PartUnavailable inset={false} />}
    </>
  );
}
