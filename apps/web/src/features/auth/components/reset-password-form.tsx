import { PasswordResetSchema } from '@marketday/shared';
import { Button } from '@/components/ui/button';
import { FormBanner } from '@/components/ui/form-banner';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { useServerForm } from '@/hooks/use-server-form';
import { useZodForm } from '@/hooks/use-zod-form';

export type ResetPasswordPayload = { token: string; password: string };

type ResetPasswordFormProps = {
  token: string;
  onSubmit: (payload: ResetPasswordPayload) => Promise<void>;
};

export function ResetPasswordForm({ token, onSubmit }: ResetPasswordFormProps) {
  const form = useZodForm(PasswordResetSchema, {
    defaultValues: { token, password: '', confirm_password: '' },
  });
  const {
    register,
    formState: { errors, isValid, isSubmitting },
  } = form;

  const { onSubmit: submit, formError: error } = useServerForm({
    form,
    // The confirmation only guards against typos; the server needs the token and the password.
    send: (values) => onSubmit({ token: values.token, password: values.password }),
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {error ? <FormBanner variant="error">{error}</FormBanner> : null}
      <NewPasswordFields
        idPrefix="reset"
        label="New password"
        confirmLabel="Confirm new password"
        errors={{ password: errors.password?.message, confirm: errors.confirm_password?.message }}
        password={register('password', { deps: ['confirm_password'] })}
        confirm={register('confirm_password')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={!isValid} loading={isSubmitting}>
        Change password
      </Button>
    </form>
  );
}
