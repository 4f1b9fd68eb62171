import {
  type ErrorMessageOptions,
  LOGIN_INVALID_MESSAGE,
  type LoginInput,
  loginFieldErrors,
  STAFF_REVOKED_MESSAGE,
} from '@marketday/shared';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormBanner } from '@/components/ui/form-banner';
import { TextField } from '@/components/ui/form-field';
import { PasswordField } from '@/components/ui/password-field';
import { paths } from '@/config/paths';
import { getErrorMessage, httpStatus, serverFieldErrors, toErrorLike } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type LoginFormProps = {
  onLogin: (values: LoginInput) => Promise<void>;
  onSuccess: () => void;
};
type Field = keyof LoginInput;

function loginErrorOptions(error: unknown): ErrorMessageOptions {
  // The rate limiter says how long to wait, which is more useful than the generic 429 text.
  if (httpStatus(error) === 429) return { useDetail: true };
  // A revoked staff member is told why, rather than that the password is wrong (it is not).
  const like = toErrorLike(error);
  if (like.kind === 'http' && like.detail === STAFF_REVOKED_MESSAGE) return { useDetail: true };
  return { overrides: { 401: LOGIN_INVALID_MESSAGE } };
}

// The first page most visits open, so it is written without a form library or zod (both load with the pages
// that need them; docs/decisions/021-first-page-weight.md). The rules are shared with the server
// (loginFieldErrors); like the other forms, a field's message shows once that field has been changed.
export function LoginForm({ onLogin, onSuccess }: LoginFormProps) {
  const t = useMessages(en);
  const [values, setValues] = useState<LoginInput>({ username: '', password: '' });
  const [changed, setChanged] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const ruleErrors = loginFieldErrors(values);
  const isValid = Object.keys(ruleErrors).length === 0;
  const errorOf = (field: Field) => serverErrors[field] ?? (changed[field] ? ruleErrors[field] : undefined);

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errorOf(name),
    ref: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setChanged((current) => ({ ...current, [name]: true }));
      setServerErrors(({ [name]: _cleared, ...rest }) => rest);
    },
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isValid || isSubmitting) return;
    setError(null);
    setIsSubmitting(true);
    try {
      await onLogin({ username: values.username.trim(), password: values.password });
      onSuccess();
    } catch (err) {
      // A field the server names shows its message there (the first one focused); the rest goes in the banner.
      const named = serverFieldErrors(err).filter((e): e is { path: Field; message: string } =>
        ['username', 'password'].includes(e.path),
      );
      setServerErrors(Object.fromEntries(named.map((e) => [e.path, e.message])));
      if (named[0]) inputs.current[named[0].path]?.focus();
      const unplaced = serverFieldErrors(err).length - named.length;
      setError(named.length === 0 || unplaced > 0 ? getErrorMessage(err, loginErrorOptions(err)) : null);
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {error ? <FormBanner variant="error">{error}</FormBanner> : null}
      <TextField
        id="login-username"
        label={t('usernameLabel')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...field('username')}
      />
      <div className="grid gap-1">
        <PasswordField
          id="login-password"
          label={t('passwordLabel')}
          autoComplete="current-password"
          {...field('password')}
        />
        <Link
          to={paths.resetPasswordRequest}
          className="inline-flex min-h-11 items-center justify-self-end font-medium text-primary text-sm underline-offset-4 hover:underline"
        >
          {t('forgotPassword')}
        </Link>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={!isValid} loading={isSubmitting}>
        {t('login')}
      </Button>
      <p className="text-center text-muted-foreground text-sm">
        {t('newHere')}{' '}
        <Link
          to={paths.createAccount}
          className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('signUp')}
        </Link>
      </p>
    </form>
  );
}
