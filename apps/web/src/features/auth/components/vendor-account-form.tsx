import { type CreateVendorAccount, CreateVendorAccountSchema } from '@marketday/shared';
import { TextField } from '@/components/ui/form-field';
import { useZodForm } from '@/hooks/use-zod-form';
import { NewUserFields, SignUpPhoneField } from './new-user-fields';
import { SignUpFormShell, useSignUpSubmit } from './sign-up-form-shell';
import { VendorTypeSelect } from './vendor-type-select';

type VendorAccountFormProps = { onSubmit: (payload: CreateVendorAccount) => Promise<void> };

export function VendorAccountForm({ onSubmit }: VendorAccountFormProps) {
  const form = useZodForm(CreateVendorAccountSchema, {
    defaultValues: {
      user: { username: '', email: '', password: '' },
      vendor: { business_name: '', phone: '', producer_names: '' },
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  // docs/product.md §7: receipts go to the account's e-mail until the vendor changes it.
  const { submit, error } = useSignUpSubmit(form, (values) =>
    onSubmit({ ...values, vendor: { ...values.vendor, receipt_email: values.user.email } }),
  );

  return (
    <SignUpFormShell form={form} submit={submit} error={error} submitLabel="Create vendor account">
      <TextField
        id="vendor-business-name"
        label="Business name"
        autoComplete="organization"
        error={errors.vendor?.business_name?.message}
        {...register('vendor.business_name')}
      />
      <VendorTypeSelect id="vendor-type" error={errors.vendor?.type?.message} {...register('vendor.type')} />
      <NewUserFields idPrefix="vendor" emailHint="Receipts from your markets are sent here." />
      <SignUpPhoneField accountType="vendor" />
      <TextField
        id="vendor-producer-names"
        label="Producer names (optional)"
        hint="Comma-separated, e.g. Ana Ruiz, Sam Lee."
        error={errors.vendor?.producer_names?.message}
        {...register('vendor.producer_names')}
      />
    </SignUpFormShell>
  );
}
