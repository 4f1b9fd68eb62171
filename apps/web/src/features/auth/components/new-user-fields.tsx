import type { NewUserSchema } from '@marketday/shared';
import { useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '@/components/ui/form-field';
import { PasswordField } from '@/components/ui/password-field';

type WithUser = { user: z.input<typeof NewUserSchema> };

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
