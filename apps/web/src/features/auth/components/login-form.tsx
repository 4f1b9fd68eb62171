import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ErrorMessageOptions,
  LOGIN_INVALID_MESSAGE,
  type LoginInput,
  LoginSchema,
} from '@marketday/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormBanner } from '@/components/ui/form-banner';
import { TextField } from '@/components/ui/form-field';
import { PasswordField } from '@/components/ui/password-field';
import { paths } from '@/config/paths';
import { httpStatus } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/apply-server-errors';

type LoginFormProps = {
  onLogin: (values: LoginInput) => Promise<void>;
  onSuccess: () => void;
};

function loginErrorOptions(error: unknown): ErrorMessageOptions {
  // The rate limiter says how long to wait, which is more useful than the generic 429 text.
  if (httpStatus(error) === 429) return { useDetail: true };
  return { overrides: { 401: LOGIN_INVALID_MESSAGE } };
}

export function LoginForm({ onLogin, onSuccess }: LoginFormProps) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(LoginSchema),
    mode: 'onChange',
    defaultValues: { username: '', password: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await onLogin(values);
      onSuccess();
    } catch (err) {
      setError(applyServerErrors(form, err, loginErrorOptions(err)));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {error ? <FormBanner variant="error">{error}</FormBanner> : null}
      <TextField
        id="login-username"
        label="Email or Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
      <div className="grid gap-1">
        <PasswordField
          id="login-password"
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Link
          to={paths.resetPasswordRequest}
          className="inline-flex min-h-11 items-center justify-self-end font-medium text-primary text-sm underline-offset-4 hover:underline"
        >
          Forgot Password?
        </Link>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={!isValid} loading={isSubmitting}>
        Login
      </Button>
      <p className="text-center text-muted-foreground text-sm">
        New to Marketday?{' '}
        <Link
          to={paths.createAccount}
          className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
        >
          Sign Up!
        </Link>
      </p>
    </form>
  );
}
