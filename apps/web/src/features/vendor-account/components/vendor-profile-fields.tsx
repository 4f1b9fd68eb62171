import {
  VENDOR_TYPE_LABELS,
  VENDOR_TYPE_LOCKED_MESSAGE,
  VENDOR_TYPES,
  type VendorSelfInput,
} from '@marketday/shared';
import { Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { FormField, TextField } from '@/components/ui/form-field';
import { OptionSelect } from '@/components/ui/option-select';
import { PhoneField } from '@/components/ui/phone-field';
import type { VendorAccountControl } from './vendor-account-values';

const TYPE_OPTIONS = VENDOR_TYPES.map((type) => ({ value: type, label: VENDOR_TYPE_LABELS[type] }));

type VendorProfileFieldsProps = {
  control: VendorAccountControl;
  register: UseFormRegister<VendorSelfInput>;
  errors: FieldErrors<VendorSelfInput>;
  // Once the vendor sells at a market, only its manager changes the type (it sets the fee).
  isTypeLocked?: boolean;
};

// docs/product.md §3/§5: the Vendor entity's fields with their validation messages.
export function VendorProfileFields({
  control,
  register,
  errors,
  isTypeLocked = false,
}: VendorProfileFieldsProps) {
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="vendor-account-business-name"
          label="Business name"
          autoComplete="organization"
          error={errors.business_name?.message}
          {...register('business_name')}
        />
        <Controller
          control={control}
          name="type"
          render={({ field, fieldState }) => (
            <FormField
              id="vendor-account-type"
              label="Vendor type"
              hint={
                isTypeLocked
                  ? VENDOR_TYPE_LOCKED_MESSAGE
                  : 'Decides the documents your markets need and the fee you pay.'
              }
              error={fieldState.error?.message}
            >
              {(aria) => (
                <OptionSelect
                  aria={aria}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  options={TYPE_OPTIONS}
                  disabled={isTypeLocked}
                />
              )}
            </FormField>
          )}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <PhoneField id="vendor-account-phone" error={errors.phone?.message} {...register('phone')} />
        <TextField
          id="vendor-account-receipt-email"
          label="Receipt email (optional)"
          type="email"
          autoComplete="email"
          hint="Checkout receipts are e-mailed here."
          error={errors.receipt_email?.message}
          {...register('receipt_email')}
        />
      </div>
      <TextField
        id="vendor-account-producer-names"
        label="Producer names (optional)"
        hint="Who grows or makes what you sell, comma-separated, e.g. Ana Reyes, Tom."
        error={errors.producer_names?.message}
        {...register('producer_names')}
      />
    </div>
  );
}
