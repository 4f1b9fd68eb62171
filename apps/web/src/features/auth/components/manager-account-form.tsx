import {
  type CreateManagerAccount,
  CreateManagerAccountSchema,
  ManagerProfileSchema,
  TRIAL_DAYS,
} from '@marketday/shared';
import { FormTextField } from '@/components/ui/bound-fields';
import { useZodForm } from '@/hooks/use-zod-form';
import { NewUserFields, SignUpPhoneField } from './new-user-fields';
import { SignUpFormShell } from './sign-up-form-shell';

// One e-mail field: the manager's contact e-mail starts as the sign-in e-mail.
const ManagerAccountFormSchema = CreateManagerAccountSchema.extend({
  manager: ManagerProfileSchema.omit({ email: true }),
});

type ManagerAccountFormProps = { onSubmit: (payload: CreateManagerAccount) => Promise<void> };

export function ManagerAccountForm({ onSubmit }: ManagerAccountFormProps) {
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
      send={(values) => onSubmit({ ...values, manager: { ...values.manager, email: values.user.email } })}
      submitLabel="Start free trial"
      intro={
        <p className="rounded-lg border border-primary/30 bg-accent px-4 py-3 text-accent-foreground text-sm">
          <strong>Your {TRIAL_DAYS}-day free trial starts today.</strong> Every feature is included, and no
          payment details are needed to start.
        </p>
      }
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormTextField
          control={control}
          name="manager.firstname"
          id="manager-firstname"
          label="First name"
          autoComplete="given-name"
        />
        <FormTextField
          control={control}
          name="manager.lastname"
          id="manager-lastname"
          label="Last name"
          autoComplete="family-name"
        />
      </div>
      <NewUserFields idPrefix="manager" emailHint="Messages from vendors and billing notices come here." />
      <SignUpPhoneField accountType="manager" />
    </SignUpFormShell>
  );
}
