import {
  PASSWORD_RESET_REQUESTED_MESSAGE,
  type PasswordResetRequest,
  PasswordResetRequestSchema,
} from '@marketday/shared';
import { useState } from 'react';
import { FormTextField } from '@/components/ui/bound-fields';
import { Button } from '@/components/ui/button';
import { FormBanner } from '@/components/ui/form-banner';
import { ServerForm } from '@/components/ui/server-form';
import { useZodForm } from '@/hooks/use-zod-form';

type ResetPasswordRequestFormProps = { onSubmit: (values: PasswordResetRequest) => Promise<void> };

export function ResetPasswordRequestForm({ onSubmit }: ResetPasswordRequestFormProps) {
  const [isSent, setIsSent] = useState(false);
  const form = useZodForm(PasswordResetRequestSchema, {
    defaultValues: { email: '' },
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
    <ServerForm form={form} send={onSubmit} onSuccess={() => setIsSent(true)} submitLabel="Send reset link">
      <FormTextField
        control={form.control}
        name="email"
        id="reset-request-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
      />
    </ServerForm>
  );
}
