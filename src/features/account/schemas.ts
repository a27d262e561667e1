import { z } from 'zod';
import { emailRule } from '@/lib/form-rules';

/** A new sign-in address: a valid one, and not the one already in use. */
export const changeEmailSchema = (current: string) =>
  z.object({
    email: emailRule.refine((v) => v.toLowerCase() !== current.toLowerCase(), {
      message: 'This is already your e-mail address',
    }),
  });
export type ChangeEmailValues = { email: string };

/** The code Auth mails when a password change needs reauthentication (digits, as configured). */
export const reauthCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6,10}$/, 'Enter the code from the e-mail');

/** Deleting the account: the member's own address, typed (case and spaces do not matter). */
export const deleteConfirmSchema = (current: string) =>
  z.object({
    email: z
      .string()
      .trim()
      .refine((v) => v.toLowerCase() === current.toLowerCase(), { message: 'Type your e-mail address exactly' }),
  });
