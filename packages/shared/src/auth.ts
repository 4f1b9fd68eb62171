import { z } from 'zod';
import { ACCESS_LEVELS } from './access';
import { LOGIN_FIELD_MAX } from './constants';
import { ROLES } from './enums';
import { accountEmailSchema } from './fields';
import { LOCALES } from './i18n/locales';
import { type LoginInput, loginFieldErrors } from './login';
import { ManagerProfileSchema } from './managers';
import { VendorProfileSchema } from './vendors';

// POST /auth/login: the form's rules (loginFieldErrors), the username trimmed.
export const LoginSchema = z
  .object({ username: z.string().trim(), password: z.string() })
  .superRefine((value: LoginInput, ctx) => {
    for (const [field, message] of Object.entries(loginFieldErrors(value))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });

// POST /auth/login and POST /auth/refresh: the refresh token is rotated on every use.
export const TokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;
export const RefreshResponseSchema = TokenResponseSchema;
export type RefreshResponse = z.infer<typeof RefreshResponseSchema>;

// A language Marketday speaks (docs/i18n.md): the account's choice, and the one a sign-up page showed.
const languageSchema = z.enum(LOCALES, 'Choose English or Spanish.');

// The language the sign-up page was shown in, kept on the new account (and on a new vendor's record, so their
// receipts are in it). Left out: the account has chosen none yet, and a vendor's receipts are in English.
const signUpLanguage = { language: languageSchema.optional() };

// New accounts: the username is what people type at login, so it obeys the login limits.
export const NewUserSchema = z.object({
  username: z
    .string()
    .trim()
    .min(3, 'Username must be at least 3 characters.')
    .max(LOGIN_FIELD_MAX, `Username must not exceed ${LOGIN_FIELD_MAX} characters.`)
    .regex(/^[A-Za-z0-9._-]+$/, 'Username may only contain letters, numbers, dots, dashes and underscores.'),
  email: accountEmailSchema,
  password: z
    .string()
    .min(8, 'Password must be at least 8 characters.')
    .max(LOGIN_FIELD_MAX, `Password must not exceed ${LOGIN_FIELD_MAX} characters.`),
});

export const CreateVendorAccountSchema = z.object({
  user: NewUserSchema,
  vendor: VendorProfileSchema,
  ...signUpLanguage,
});
export type CreateVendorAccount = z.infer<typeof CreateVendorAccountSchema>;

export const CreateManagerAccountSchema = z.object({
  user: NewUserSchema,
  manager: ManagerProfileSchema,
  ...signUpLanguage,
});
export type CreateManagerAccount = z.infer<typeof CreateManagerAccountSchema>;

export const PasswordResetRequestSchema = z.object({
  email: accountEmailSchema,
});
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

export const PasswordResetSchema = z
  .object({
    token: z.string().min(1, 'The reset link is missing its token.'),
    password: NewUserSchema.shape.password,
    confirm_password: z.string(),
  })
  .refine((v) => v.password === v.confirm_password, {
    message: 'Passwords do not match.',
    path: ['confirm_password'],
  });

// GET /users/self.
export const SelfUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  access: z.enum(ACCESS_LEVELS),
  display_name: z.string(),
  // The language the account chose (docs/i18n.md); null until it chooses, when its screens follow the browser.
  language: z.enum(LOCALES).nullable(),
  // Only for MARKET_STAFF: their employer, role and markets (staff.ts).
  staff: z
    .object({
      role: z.enum(['STAFF', 'CO_MANAGER']),
      market_ids: z.array(z.string()),
      employer_name: z.string(),
    })
    .optional(),
});
export type SelfUser = z.infer<typeof SelfUserSchema>;

// PUT /users/self/language: the account's language; a vendor's receipts and statements follow it too.
export const LanguageChoiceSchema = z.object({ language: languageSchema });
export type LanguageChoice = z.infer<typeof LanguageChoiceSchema>;

// POST /users/vendor and POST /users/market_manager (201): the new user; signing in comes next.
export const CreatedAccountSchema = z.object({ id: z.string(), username: z.string(), role: z.enum(ROLES) });
export type CreatedAccount = z.infer<typeof CreatedAccountSchema>;

// POST /users/self/password: how many other sessions were signed out.
export const PasswordChangedSchema = z.object({ message: z.string(), signed_out_sessions: z.number().int() });
export type PasswordChanged = z.infer<typeof PasswordChangedSchema>;

export const PASSWORD_RESET_REQUESTED_MESSAGE =
  'If an account uses that e-mail, a reset link is on its way. It works once, for one hour.';
export const PASSWORD_RESET_DONE_MESSAGE = 'Your password has been changed. Sign in with the new one.';
export const ACCOUNT_CREATED_MESSAGE = 'Account created! Sign in to get started.';
