import { z } from 'zod';

export const profileEditSchema = z.object({
  full_name: z.string().trim().min(1, 'Name is required').max(120, 'Too long'),
  position: z.string().trim().max(120, 'Too long'),
  company: z.string().trim().max(120, 'Too long'),
  description: z.string().trim().max(2000, 'Too long'),
});
export type ProfileEditValues = z.infer<typeof profileEditSchema>;
