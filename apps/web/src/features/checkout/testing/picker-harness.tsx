import type { CheckoutVendor } from '@marketday/shared';
import { useState } from 'react';
import { VendorPicker } from '../components/vendor-picker';
import { ALPHA, BERRY } from './checkout-fixtures';

/** The vendor picker as the checkout holds it, Alpha Farm picked, with a Gross field after it to move on to. */
export function PickerHarness({
  vendors = [ALPHA, BERRY],
  checkedOut = [],
  onPicked,
}: {
  vendors?: CheckoutVendor[];
  checkedOut?: string[];
  onPicked?: () => void;
}) {
  const [value, setValue] = useState(ALPHA.market_vendor_id);
  return (
    <>
      <label htmlFor="vendor">Vendor</label>
      <VendorPicker
        id="vendor"
        vendors={vendors}
        value={value}
        onChange={setValue}
        checkedOutIds={new Set(checkedOut)}
        onPicked={onPicked}
      />
      <label htmlFor="gross">Gross</label>
      <input id="gross" />
    </>
  );
}
