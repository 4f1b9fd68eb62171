import type { NewUserSchema } from '@marketday/shared';
import { useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import { FormEmailField } from '@/components/ui/bound-email-field';
import { useRegistered } from '@/components/ui/bound-field-base';
import { FormPhoneField, FormTextField } from '@/components/ui/bound-fields';
import { PasswordField } from '@/components/ui/password-field';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import type { AccountType } from './sign-up-form-shell';

type WithUser = { user: z.input<typeof NewUserSchema> };
type WithPhone = { manager?: { phone?: string }; vendor?: { phone?: string } };

// The sign-in part shared by the vendor and market-manager sign-up forms.
export function NewUserFields({ idPrefix, emailHint }: { idPrefix: string; emailHint?: string }) {
  const t = useMessages(en);
  const { control } = useFormContext<WithUser>();
  const password = useRegistered({ control, name: 'user.password' });
  return (
    <>
      <FormTextField
        control={control}
        name="user.username"
        id={`${idPrefix}-username`}
        label={t('usernameField')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint={t('usernameHint')}
      />
      <FormEmailField
        control={control}
        name="user.email"
        id={`${idPrefix}-email`}
        label={t('emailLabel')}
        hint={emailHint}
      />
      <PasswordField
        id={`${idPrefix}-password`}
        label={t('passwordLabel')}
        autoComplete="new-password"
        hint={t('passwordHint')}
        {...password}
      />
    </>
  );
}

// The optional phone both sign-up forms ask for, kept on the manager's or the vendor's profile.
export function SignUpPhoneField({ accountType }: { accountType: AccountType }) {
  const { control } = useFormContext<WithPhone>();
  return <FormPhoneField control={control} name={`${accountType}.phone`} id={`${accountType}-phone`} />;
}
