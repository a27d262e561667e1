// The rules every form states the same way: an e-mail address, and a new password as sign-up asks it
// (Auth enforces the same length on the server; bcrypt stops at 72 bytes).
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '@/config/constants';
import { MAX_PASSWORD_LENGTH, tooLong } from '@/lib/validation';

export const emailRule = z.string().trim().min(1, 'Email is required').email('Please enter a valid email address');

export const newPasswordRule = z
  .string()
  .min(1, 'Password is required')
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, tooLong('Password', MAX_PASSWORD_LENGTH));

/** A new password typed twice. */
export const newPasswordPairSchema = z
  .object({ password: newPasswordRule, confirm: z.string().min(1, 'Type the new password again') })
  .refine((v) => v.confirm === '' || v.password === v.confirm, {
    path: ['confirm'],
    message: 'Passwords do not match',
  });
export type NewPasswordPair = z.infer<typeof newPasswordPairSchema>;
