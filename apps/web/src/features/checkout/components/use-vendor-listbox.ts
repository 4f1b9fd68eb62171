import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CheckoutVendorListing } from '@/entities/checkout/checkout-money';
import { filterVendors, toSearchable } from './vendor-search';

const isPrintable = (event: KeyboardEvent) =>
  event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;

type VendorListboxArgs = {
  vendors: CheckoutVendorListing[];
  value: string;
  onChange: (marketVendorId: string) => void;
};

export type VendorListbox = ReturnType<typeof useVendorListbox>;

// State and keys of the vendor picker: open/close, the search text, the highlighted option.
export function useVendorListbox({ vendors, value, onChange }: VendorListboxArgs) {
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const wasPicked = useRef(false);
  const searchable = useMemo(() => toSearchable(vendors), [vendors]);
  const matches = useMemo(() => filterVendors(searchable, query), [searchable, query]);
  const activeVendor = matches[activeIndex];

  function open(initialQuery = '') {
    setQuery(initialQuery);
    const selectedIndex = vendors.findIndex((v) => v.market_vendor_id === value);
    setActiveIndex(initialQuery ? 0 : Math.max(0, selectedIndex));
    setIsOpen(true);
  }

  const pick = useCallback(
    (vendor: CheckoutVendorListing) => {
      wasPicked.current = true;
      onChange(vendor.market_vendor_id);
      setIsOpen(false);
    },
    [onChange],
  );

  useEffect(() => {
    if (isOpen) listRef.current?.children[activeIndex]?.scrollIntoView({ block: 'nearest' });
  }, [isOpen, activeIndex]);

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open();
    } else if (isPrintable(event)) {
      // Typing on the closed picker starts a search with that letter.
      event.preventDefault();
      open(event.key);
    }
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = matches.length - 1;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActiveIndex((i) => (i >= last ? 0 : i + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex((i) => (i <= 0 ? Math.max(last, 0) : i - 1));
    } else if (event.key === 'Enter') {
      // Never submits the checkout form: Enter here only picks.
      event.preventDefault();
      if (activeVendor) pick(activeVendor);
    }
  }

  return {
    isOpen,
    setOpen: (next: boolean) => (next ? open() : setIsOpen(false)),
    query,
    search: (text: string) => {
      setQuery(text);
      setActiveIndex(0);
    },
    matches,
    activeIndex,
    activeVendor,
    setActiveIndex,
    pick,
    /** True once after a pick, so closing can move focus on instead of back to the trigger. */
    takePicked: () => {
      const picked = wasPicked.current;
      wasPicked.current = false;
      return picked;
    },
    listRef,
    onTriggerKeyDown,
    onSearchKeyDown,
  };
}
