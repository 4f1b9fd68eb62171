import type { NewUserSchema } from '@marketday/shared';
import { useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '@/components/ui/form-field';
import { PasswordField } from '@/components/ui/password-field';
import { PhoneField } from '@/components/ui/phone-field';
import type { AccountType } from './sign-up-form-shell';

type WithUser = { user: z.input<typeof NewUserSchema> };
type WithPhone = { manager?: { phone?: string }; vendor?: { phone?: string } };

// The sign-in part shared by the vendor and market-manager sign-up forms.
export function NewUserFields({ idPrefix, emailHint }: { idPrefix: string; emailHint?: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<WithUser>();
  return (
    <>
      <TextField
        id={`${idPrefix}-username`}
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint="Letters, numbers, dots, dashes and underscores."
        error={errors.user?.username?.message}
        {...register('user.username')}
      />
      <TextField
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        hint={emailHint}
        error={errors.user?.email?.message}
        {...register('user.email')}
      />
      <PasswordField
        id={`${idPrefix}-password`}
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.user?.password?.message}
        {...register('user.password')}
      />
    </>
  );
}

// The optional phone both sign-up forms ask for, kept on the manager's or the vendor's profile.
export function SignUpPhoneField({ accountType }: { accountType: AccountType }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<WithPhone>();
  return (
    <PhoneField
      id={`${accountType}-phone`}
      error={errors[accountType]?.phone?.message}
      {...register(`${accountType}.phone`)}
    />
  );
}
