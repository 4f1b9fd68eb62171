import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateManagerAccount,
  CreateManagerAccountSchema,
  ManagerProfileSchema,
  TRIAL_DAYS,
} from '@marketday/shared';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormBanner } from '@/components/ui/form-banner';
import { TextField } from '@/components/ui/form-field';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { NewUserFields } from './new-user-fields';

// One e-mail field: the manager's contact e-mail starts as the sign-in e-mail.
const ManagerAccountFormSchema = CreateManagerAccountSchema.extend({
  manager: ManagerProfileSchema.omit({ email: true }),
});

type ManagerAccountFormProps = { onSubmit: (payload: CreateManagerAccount) => Promise<void> };

export function ManagerAccountForm({ onSubmit }: ManagerAccountFormProps) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(ManagerAccountFormSchema),
    mode: 'onChange',
    defaultValues: {
      user: { username: '', email: '', password: '' },
      manager: { firstname: '', lastname: '', phone: '' },
    },
  });
  const {
    register,
    formState: { errors, isValid, isSubmitting },
  } = form;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await onSubmit({ ...values, manager: { ...values.manager, email: values.user.email } });
    } catch (err) {
      setError(applyServerErrors(form, err));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="grid gap-5">
        <p className="rounded-lg border border-primary/30 bg-accent px-4 py-3 text-accent-foreground text-sm">
          <strong>Your {TRIAL_DAYS}-day free trial starts today.</strong> Every feature is included, and no
          payment details are needed to start.
        </p>
        {error ? <FormBanner variant="error">{error}</FormBanner> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="manager-firstname"
            label="First name"
            autoComplete="given-name"
            error={errors.manager?.firstname?.message}
            {...register('manager.firstname')}
          />
          <TextField
            id="manager-lastname"
            label="Last name"
            autoComplete="family-name"
            error={errors.manager?.lastname?.message}
            {...register('manager.lastname')}
          />
        </div>
        <NewUserFields idPrefix="manager" emailHint="Messages from vendors and billing notices come here." />
        <TextField
          id="manager-phone"
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          error={errors.manager?.phone?.message}
          {...register('manager.phone')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={!isValid} loading={isSubmitting}>
          Start free trial
        </Button>
      </form>
    </FormProvider>
  );
}
