import { PasswordResetSchema } from '@marketday/shared';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { ServerForm } from '@/components/ui/server-form';
import { useZodForm } from '@/hooks/use-zod-form';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

export type ResetPasswordPayload = { token: string; password: string };

type ResetPasswordFormProps = {
  token: string;
  onSubmit: (payload: ResetPasswordPayload) => Promise<void>;
};

export function ResetPasswordForm({ token, onSubmit }: ResetPasswordFormProps) {
  const t = useMessages(en);
  const form = useZodForm(PasswordResetSchema, {
    defaultValues: { token, password: '', confirm_password: '' },
  });
  return (
    <ServerForm
      form={form}
      // The confirmation only guards against typos; the server needs the token and the password.
      send={(values) => onSubmit({ token: values.token, password: values.password })}
      submitLabel={t('changePassword')}
    >
      <NewPasswordFields
        control={form.control}
        idPrefix="reset"
        label={t('newPassword')}
        confirmLabel={t('confirmNewPassword')}
      />
    </ServerForm>
  );
}
