import {
  PASSWORD_RESET_REQUESTED_MESSAGE,
  type PasswordResetRequest,
  PasswordResetRequestSchema,
} from '@marketday/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormBanner } from '@/components/ui/form-banner';
import { TextField } from '@/components/ui/form-field';
import { useServerForm } from '@/hooks/use-server-form';
import { useZodForm } from '@/hooks/use-zod-form';

type ResetPasswordRequestFormProps = { onSubmit: (values: PasswordResetRequest) => Promise<void> };

export function ResetPasswordRequestForm({ onSubmit }: ResetPasswordRequestFormProps) {
  const [isSent, setIsSent] = useState(false);
  const form = useZodForm(PasswordResetRequestSchema, {
    defaultValues: { email: '' },
  });
  const {
    register,
    formState: { errors, isValid, isSubmitting },
  } = form;

  const { onSubmit: submit, formError: error } = useServerForm({
    form,
    send: onSubmit,
    onSuccess: () => setIsSent(true),
  });

  if (isSent) {
    return (
      <div className="grid gap-4">
        <FormBanner variant="success">{PASSWORD_RESET_REQUESTED_MESSAGE}</FormBanner>
        <p className="text-muted-foreground text-sm">
          Nothing after a few minutes? Check your spam folder, or make sure you used the e-mail on your
          account.
        </p>
        <Button type="button" variant="outline" onClick={() => setIsSent(false)}>
          Send another link
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {error ? <FormBanner variant="error">{error}</FormBanner> : null}
      <TextField
        id="reset-request-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={!isValid} loading={isSubmitting}>
        Send reset link
      </Button>
    </form>
  );
}
