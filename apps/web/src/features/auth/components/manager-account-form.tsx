import {
  type CreateManagerAccount,
  CreateManagerAccountSchema,
  ManagerProfileSchema,
  TRIAL_DAYS,
} from '@marketday/shared';
import { FormTextField } from '@/components/ui/bound-fields';
import { useZodForm } from '@/hooks/use-zod-form';
import { currentLocale } from '@/lib/i18n/i18n';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { NewUserFields, SignUpPhoneField } from './new-user-fields';
import { SignUpFormShell } from './sign-up-form-shell';

// One e-mail field: the manager's contact e-mail starts as the sign-in e-mail.
const ManagerAccountFormSchema = CreateManagerAccountSchema.extend({
  manager: ManagerProfileSchema.omit({ email: true }),
});

type ManagerAccountFormProps = { onSubmit: (payload: CreateManagerAccount) => Promise<void> };

export function ManagerAccountForm({ onSubmit }: ManagerAccountFormProps) {
  const t = useMessages(en);
  const form = useZodForm(ManagerAccountFormSchema, {
    defaultValues: {
      user: { username: '', email: '', password: '' },
      manager: { firstname: '', lastname: '', phone: '' },
    },
  });
  const { control } = form;

  return (
    <SignUpFormShell
      form={form}
      // The account takes the language the page is shown in (docs/i18n.md).
      send={(values) =>
        onSubmit({
          ...values,
          manager: { ...values.manager, email: values.user.email },
          language: currentLocale(),
        })
      }
      submitLabel={t('startFreeTrial')}
      intro={
        <p className="rounded-lg border border-primary/30 bg-accent px-4 py-3 text-accent-foreground text-sm">
          <strong>{t('trialStarts', { days: TRIAL_DAYS })}</strong> {t('trialIncludes')}
        </p>
      }
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormTextField
          control={control}
          name="manager.firstname"
          id="manager-firstname"
          label={t('firstName')}
          autoComplete="given-name"
        />
        <FormTextField
          control={control}
          name="manager.lastname"
          id="manager-lastname"
          label={t('lastName')}
          autoComplete="family-name"
        />
      </div>
      <NewUserFields idPrefix="manager" emailHint={t('managerEmailHint')} />
      <SignUpPhoneField accountType="manager" />
    </SignUpFormShell>
  );
}
