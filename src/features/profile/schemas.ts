import { z } from 'zod';

// The maximum lengths are the database's (profiles check constraints).
export const profileEditSchema = z.object({
  full_name: z.string().trim().min(1, 'Name is required').max(120, 'Name must be 120 characters or fewer'),
  position: z.string().trim().max(120, 'Position must be 120 characters or fewer'),
  company: z.string().trim().max(120, 'Company must be 120 characters or fewer'),
  description: z.string().trim().max(4000, 'About must be 4,000 characters or fewer'),
});
export type ProfileEditValues = z.infer<typeof profileEditSchema>;
