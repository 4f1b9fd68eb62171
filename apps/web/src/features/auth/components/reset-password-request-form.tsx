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
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type ResetPasswordRequestFormProps = { onSubmit: (values: PasswordResetRequest) => Promise<void> };

export function ResetPasswordRequestForm({ onSubmit }: ResetPasswordRequestFormProps) {
  const t = useMessages(en);
  const [isSent, setIsSent] = useState(false);
  const form = useZodForm(PasswordResetRequestSchema, {
    defaultValues: { email: '' },
  });

  if (isSent) {
    return (
      <div className="grid gap-4">
        <FormBanner variant="success">{sayShared(PASSWORD_RESET_REQUESTED_MESSAGE)}</FormBanner>
        <p className="text-muted-foreground text-sm">{t('resetNothingYet')}</p>
        <Button type="button" variant="outline" onClick={() => setIsSent(false)}>
          {t('sendAnotherLink')}
        </Button>
      </div>
    );
  }

  return (
    <ServerForm
      form={form}
      send={onSubmit}
      onSuccess={() => setIsSent(true)}
      submitLabel={t('sendResetLink')}
    >
      <FormTextField
        control={form.control}
        name="email"
        id="reset-request-email"
        label={t('emailLabel')}
        type="email"
        autoComplete="email"
        inputMode="email"
      />
    </ServerForm>
  );
}
