import { z } from 'zod';
import { LONG_TEXT_MAX, PROFILE_TEXT_MAX, tooLong } from '@/lib/validation';

export const profileEditSchema = z.object({
  full_name: z.string().trim().min(1, 'Name is required').max(PROFILE_TEXT_MAX, tooLong('Name', PROFILE_TEXT_MAX)),
  position: z.string().trim().max(PROFILE_TEXT_MAX, tooLong('Position', PROFILE_TEXT_MAX)),
  company: z.string().trim().max(PROFILE_TEXT_MAX, tooLong('Company', PROFILE_TEXT_MAX)),
  description: z.string().trim().max(LONG_TEXT_MAX, tooLong('About', LONG_TEXT_MAX)),
});
export type ProfileEditValues = z.infer<typeof profileEditSchema>;
