import { zodResolver } from '@hookform/resolvers/zod';
import { type CreateVendorAccount, CreateVendorAccountSchema } from '@marketday/shared';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormBanner } from '@/components/ui/form-banner';
import { TextField } from '@/components/ui/form-field';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { NewUserFields } from './new-user-fields';
import { VendorTypeSelect } from './vendor-type-select';

type VendorAccountFormProps = { onSubmit: (payload: CreateVendorAccount) => Promise<void> };

export function VendorAccountForm({ onSubmit }: VendorAccountFormProps) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(CreateVendorAccountSchema),
    mode: 'onChange',
    defaultValues: {
      user: { username: '', email: '', password: '' },
      vendor: { business_name: '', phone: '', producer_names: '' },
    },
  });
  const {
    register,
    formState: { errors, isValid, isSubmitting },
  } = form;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      // docs/product.md §7: receipts go to the account's e-mail until the vendor changes it.
      await onSubmit({ ...values, vendor: { ...values.vendor, receipt_email: values.user.email } });
    } catch (err) {
      setError(applyServerErrors(form, err));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="grid gap-5">
        {error ? <FormBanner variant="error">{error}</FormBanner> : null}
        <TextField
          id="vendor-business-name"
          label="Business name"
          autoComplete="organization"
          error={errors.vendor?.business_name?.message}
          {...register('vendor.business_name')}
        />
        <VendorTypeSelect
          id="vendor-type"
          error={errors.vendor?.type?.message}
          {...register('vendor.type')}
        />
        <NewUserFields idPrefix="vendor" emailHint="Receipts from your markets are sent here." />
        <TextField
          id="vendor-phone"
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          error={errors.vendor?.phone?.message}
          {...register('vendor.phone')}
        />
        <TextField
          id="vendor-producer-names"
          label="Producer names (optional)"
          hint="Comma-separated, e.g. Ana Ruiz, Sam Lee."
          error={errors.vendor?.producer_names?.message}
          {...register('vendor.producer_names')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={!isValid} loading={isSubmitting}>
          Create vendor account
        </Button>
      </form>
    </FormProvider>
  );
}
