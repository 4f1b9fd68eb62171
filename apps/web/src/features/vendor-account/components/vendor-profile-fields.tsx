import { VENDOR_TYPE_LABELS, VENDOR_TYPE_LOCKED_MESSAGE, VENDOR_TYPES } from '@marketday/shared';
import { FormEmailField } from '@/components/ui/bound-email-field';
import { FormPhoneField, FormTextField } from '@/components/ui/bound-fields';
import { FormSelectField } from '@/components/ui/bound-select-field';
import type { VendorAccountControl } from './vendor-account-values';

const TYPE_OPTIONS = VENDOR_TYPES.map((type) => ({ value: type, label: VENDOR_TYPE_LABELS[type] }));

type VendorProfileFieldsProps = {
  control: VendorAccountControl;
  // Once the vendor sells at a market, only its manager changes the type (it sets the fee).
  isTypeLocked?: boolean;
};

// docs/product.md §3/§5: the Vendor entity's fields with their validation messages.
export function VendorProfileFields({ control, isTypeLocked = false }: VendorProfileFieldsProps) {
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormTextField
          control={control}
          name="business_name"
          id="vendor-account-business-name"
          label="Business name"
          autoComplete="organization"
        />
        <FormSelectField
          control={control}
          name="type"
          id="vendor-account-type"
          label="Vendor type"
          hint={
            isTypeLocked
              ? VENDOR_TYPE_LOCKED_MESSAGE
              : 'Decides the documents your markets need and the fee you pay.'
          }
          options={TYPE_OPTIONS}
          disabled={isTypeLocked}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormPhoneField control={control} name="phone" id="vendor-account-phone" />
        <FormEmailField
          control={control}
          name="receipt_email"
          id="vendor-account-receipt-email"
          label="Receipt email (optional)"
          hint="Checkout receipts are e-mailed here."
        />
      </div>
      <FormTextField
        control={control}
        name="producer_names"
        id="vendor-account-producer-names"
        label="Producer names (optional)"
        hint="Who grows or makes what you sell, comma-separated, e.g. Ana Reyes, Tom."
      />
    </div>
  );
}
