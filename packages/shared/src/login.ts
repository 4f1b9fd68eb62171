import { EMAIL_MAX, LOGIN_FIELD_MAX } from './constants';

// The sign-in form's rules, stated once for the login form and the server (LoginSchema in auth.ts). Plain code
// in a module without zod: the login form is the first page, and this keeps zod out of its bundle
// (docs/decisions/021-first-page-weight.md).
export type LoginInput = { username: string; password: string };

/** The message for each field that breaks a rule (the username is read trimmed); empty when the form is valid. */
export function loginFieldErrors({
  username,
  password,
}: LoginInput): Partial<Record<keyof LoginInput, string>> {
  const errors: Partial<Record<keyof LoginInput, string>> = {};
  const name = username.trim();
  // One signs in with a username or an e-mail; an e-mail (it has an @) may be as long as sign-up allows.
  const isEmail = name.includes('@');
  if (name.length === 0) errors.username = 'Username is required.';
  else if (isEmail && name.length > EMAIL_MAX)
    errors.username = `Email must not exceed ${EMAIL_MAX} characters.`;
  else if (!isEmail && name.length > LOGIN_FIELD_MAX)
    errors.username = `Username must not exceed ${LOGIN_FIELD_MAX} characters.`;
  if (password.length === 0) errors.password = 'Password is required.';
  else if (password.length > LOGIN_FIELD_MAX)
    errors.password = `Password must not exceed ${LOGIN_FIELD_MAX} characters.`;
  return errors;
}
