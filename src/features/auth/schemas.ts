import { z } from 'zod';
import { USER_TYPE, USER_TYPES } from '@/lib/enums';
import { emailRule as email, newPasswordRule } from '@/lib/form-rules';
import { PROFILE_TEXT_MAX, tooLong } from '@/lib/validation';
const required = (message: string) => z.string().trim().min(1, message);

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required'),
});
export type SignInValues = z.infer<typeof signInSchema>;

/** 'Forgot password?': the address the reset link goes to. */
export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const signUpSchema = z
  .object({
    userType: z.enum(USER_TYPES),
    fullName: required('Full name is required').max(PROFILE_TEXT_MAX, tooLong('Full name', PROFILE_TEXT_MAX)),
    email,
    password: newPasswordRule,
    company: required('Company is required').max(PROFILE_TEXT_MAX, tooLong('Company', PROFILE_TEXT_MAX)),
    position: z.string().trim().max(PROFILE_TEXT_MAX, tooLong('Position', PROFILE_TEXT_MAX)),
    serviceType: z.string().trim().max(PROFILE_TEXT_MAX, tooLong('Service type', PROFILE_TEXT_MAX)),
  })
  .superRefine((values, ctx) => {
    if (values.userType === USER_TYPE.hr && values.position === '') {
      ctx.addIssue({ code: 'custom', path: ['position'], message: 'Position is required' });
    }
    if (values.userType === USER_TYPE.provider && values.serviceType === '') {
      ctx.addIssue({ code: 'custom', path: ['serviceType'], message: 'Service type is required' });
    }
  });
export type SignUpValues = z.infer<typeof signUpSchema>;

/**
 * The sign-up metadata of spec point 3, with the keys the profile trigger reads (supabase/API.md):
 * position only for HR, service_type only for providers, description always empty. No avatar: a
 * new member shows initials until they upload a photo (decisions.md "Files", issue 17).
 */
export function signUpMetadata(values: SignUpValues, referralCode?: string) {
  const data: Record<string, string> = {
    full_name: values.fullName.trim(),
    user_type: values.userType,
    company: values.company.trim(),
    description: '',
  };
  if (values.userType === USER_TYPE.hr) data.position = values.position.trim();
  else data.service_type = values.serviceType.trim();
  if (referralCode && referralCode.trim() !== '') data.referred_by_code = referralCode.trim();
  return data;
}
