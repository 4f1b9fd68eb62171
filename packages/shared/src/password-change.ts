import { z } from 'zod';
import { NewUserSchema } from './auth';

// Any signed-in user changes their password by proving the current one (POST /users/self/password).
export const ChangePasswordSchema = z
  .object({
    current_password: z.string().min(1, 'Current password is required.'),
    new_password: NewUserSchema.shape.password,
    confirm: z.string(),
  })
  .refine((v) => v.new_password === v.confirm, { message: 'Passwords do not match.', path: ['confirm'] })
  .refine((v) => v.current_password === '' || v.new_password !== v.current_password, {
    message: 'Choose a new password that differs from the current one.',
    path: ['new_password'],
  });
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

export const PASSWORD_CHANGE_MESSAGES = {
  changed: 'Password changed. Your other devices have been signed out.',
  wrongCurrent: 'Current password is incorrect.',
  tooManyAttempts: 'Too many wrong passwords. Please wait 15 minutes and try again.',
} as const;
