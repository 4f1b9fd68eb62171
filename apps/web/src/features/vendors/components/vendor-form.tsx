import { type ManagerVendorInput, ManagerVendorInputSchema } from '@marketday/shared';
import { Controller } from 'react-hook-form';
import { TextField } from '@/components/ui/form-field';
import { SheetForm } from '@/components/ui/sheet-form';
import { useServerForm } from '@/hooks/use-server-form';
import { useZodForm } from '@/hooks/use-zod-form';
import { MarketCheckboxList } from './market-checkbox-list';
import { EMPTY_VENDOR_FORM } from './vendor-form-values';
import { VendorSettingsFields } from './vendor-settings-fields';
import { VendorTypeField } from './vendor-type-field';

type VendorFormProps = {
  idPrefix: string;
  defaultValues?: Partial<ManagerVendorInput>;
  /** Given on create: the markets the new vendor can join straight away. */
  markets?: { id: string; name: string }[];
  submitLabel: string;
  onSubmit: (values: ManagerVendorInput) => Promise<void>;
  onCancel?: () => void;
};

export function VendorForm({
  idPrefix,
  defaultValues,
  markets,
  submitLabel,
  onSubmit,
  onCancel,
}: VendorFormProps) {
  const form = useZodForm(ManagerVendorInputSchema, {
    defaultValues: { ...EMPTY_VENDOR_FORM, ...defaultValues },
  });
  const { register, control, formState } = form;
  const { errors, isValid, isSubmitting } = formState;
  const id = (name: string) => `${idPrefix}-${name}`;

  // The API explains refusals (e.g. a self-managed vendor) in `detail`.
  const { onSubmit: submit, formError: submitError } = useServerForm({ form, send: onSubmit });

  return (
    <SheetForm
      onSubmit={submit}
      error={submitError}
      submitLabel={submitLabel}
      canSubmit={isValid}
      submitting={isSubmitting}
      onCancel={onCancel}
    >
      <TextField
        id={id('business-name')}
        label="Business name"
        autoComplete="organization"
        error={errors.business_name?.message}
        {...register('business_name')}
      />
      <Controller
        control={control}
        name="type"
        render={({ field, fieldState }) => (
          <VendorTypeField
            id={id('type')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextField
        id={id('phone')}
        label="Phone (optional)"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        id={id('receipt-email')}
        label="Receipt email (optional)"
        type="email"
        autoComplete="email"
        hint="Checkout receipts can be e-mailed here."
        error={errors.receipt_email?.message}
        {...register('receipt_email')}
      />
      <TextField
        id={id('producer-names')}
        label="Producer names (optional)"
        hint="Comma-separated, e.g. Ana Ruiz, Sam Lee."
        error={errors.producer_names?.message}
        {...register('producer_names')}
      />
      <VendorSettingsFields control={control} idPrefix={idPrefix} />
      {markets && (
        <Controller
          control={control}
          name="market_ids"
          render={({ field }) => (
            <MarketCheckboxList
              idPrefix={id('market')}
              legend="Markets"
              hint="The vendor can check out at these markets."
              emptyText="No markets yet. You can add the vendor to markets later."
              markets={markets}
              value={field.value ?? []}
              onChange={field.onChange}
            />
          )}
        />
      )}
    </SheetForm>
  );
}
