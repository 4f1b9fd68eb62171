import { type StaffAcceptInput, StaffAcceptInputSchema } from '@marketday/shared';
import { Button } from '@/components/ui/button';
import { FormBanner } from '@/components/ui/form-banner';
import { TextField } from '@/components/ui/form-field';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { useServerForm } from '@/hooks/use-server-form';
import { useZodForm } from '@/hooks/use-zod-form';

type AcceptInvitationFormProps = {
  token: string;
  onSubmit: (input: StaffAcceptInput) => Promise<void>;
};

// The staff member's own sign-in; the e-mail, role and markets come with the invitation.
export function AcceptInvitationForm({ token, onSubmit }: AcceptInvitationFormProps) {
  const form = useZodForm(StaffAcceptInputSchema, {
    defaultValues: { token, username: '', password: '', confirm_password: '' },
  });
  const {
    register,
    formState: { errors, isValid, isSubmitting },
  } = form;

  // A taken username lands on its field when the server names it; a spent link shows above the form.
  const { onSubmit: submit, formError: error } = useServerForm({ form, send: onSubmit });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {error ? <FormBanner variant="error">{error}</FormBanner> : null}
      <TextField
        id="staff-accept-username"
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint="Letters, numbers, dots, dashes and underscores."
        error={errors.username?.message}
        {...register('username')}
      />
      <NewPasswordFields
        idPrefix="staff-accept"
        label="Password"
        confirmLabel="Confirm password"
        errors={{ password: errors.password?.message, confirm: errors.confirm_password?.message }}
        password={register('password', { deps: ['confirm_password'] })}
        confirm={register('confirm_password')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={!isValid} loading={isSubmitting}>
        Create account
      </Button>
    </form>
  );
}
