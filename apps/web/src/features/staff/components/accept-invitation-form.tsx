import { type StaffAcceptInput, StaffAcceptInputSchema } from '@marketday/shared';
import { FormTextField } from '@/components/ui/bound-fields';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { ServerForm } from '@/components/ui/server-form';
import { useZodForm } from '@/hooks/use-zod-form';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type AcceptInvitationFormProps = {
  token: string;
  onSubmit: (input: StaffAcceptInput) => Promise<void>;
};

// The staff member's own sign-in; the e-mail, role and markets come with the invitation.
export function AcceptInvitationForm({ token, onSubmit }: AcceptInvitationFormProps) {
  const t = useMessages(en);
  const form = useZodForm(StaffAcceptInputSchema, {
    defaultValues: { token, username: '', password: '', confirm_password: '' },
  });
  const { control } = form;

  // A taken username lands on its field when the server names it; a spent link shows above the form.
  return (
    <ServerForm form={form} send={onSubmit} submitLabel={t('createAccount')}>
      <FormTextField
        control={control}
        name="username"
        id="staff-accept-username"
        label={t('username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint={t('usernameHint')}
      />
      <NewPasswordFields
        control={control}
        idPrefix="staff-accept"
        label={t('password')}
        confirmLabel={t('confirmPassword')}
      />
    </ServerForm>
  );
}
