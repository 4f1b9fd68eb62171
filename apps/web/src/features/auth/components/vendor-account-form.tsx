import { type CreateVendorAccount, CreateVendorAccountSchema } from '@marketday/shared';
import { useRegistered } from '@/components/ui/bound-field-base';
import { FormTextField } from '@/components/ui/bound-fields';
import { useZodForm } from '@/hooks/use-zod-form';
import { currentLocale } from '@/lib/i18n/i18n';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { NewUserFields, SignUpPhoneField } from './new-user-fields';
import { SignUpFormShell } from './sign-up-form-shell';
import { VendorTypeSelect } from './vendor-type-select';

type VendorAccountFormProps = { onSubmit: (payload: CreateVendorAccount) => Promise<void> };

export function VendorAccountForm({ onSubmit }: VendorAccountFormProps) {
  const t = useMessages(en);
  const form = useZodForm(CreateVendorAccountSchema, {
    defaultValues: {
      user: { username: '', email: '', password: '' },
      vendor: { business_name: '', phone: '', producer_names: '' },
    },
  });
  const { control } = form;
  const type = useRegistered({ control, name: 'vendor.type' });

  return (
    <SignUpFormShell
      form={form}
      // docs/product.md §7: receipts go to the account's e-mail until the vendor changes it. The account (and
      // the vendor's receipts) take the language the page is shown in (docs/i18n.md).
      send={(values) =>
        onSubmit({
          ...values,
          vendor: { ...values.vendor, receipt_email: values.user.email },
          language: currentLocale(),
        })
      }
      submitLabel={t('createVendorAccount')}
    >
      <FormTextField
        control={control}
        name="vendor.business_name"
        id="vendor-business-name"
        label={t('businessName')}
        autoComplete="organization"
      />
      <VendorTypeSelect id="vendor-type" {...type} />
      <NewUserFields idPrefix="vendor" emailHint={t('receiptsEmailHint')} />
      <SignUpPhoneField accountType="vendor" />
      <FormTextField
        control={control}
        name="vendor.producer_names"
        id="vendor-producer-names"
        label={t('producerNames')}
        hint={t('producerNamesHint')}
      />
    </SignUpFormShell>
  );
}
