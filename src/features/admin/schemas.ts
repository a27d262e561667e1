import { z } from 'zod';

// Single statement of each admin form's rules (spec point 5: e-mail and password required).
export const adminLoginSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Please enter a valid email address')),
  password: z.string().min(1, 'Password is required'),
});
export type AdminLoginValues = z.infer<typeof adminLoginSchema>;

// The limits of the broadcasts table's checks.
export const broadcastSchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(120, 'Title must be 120 characters or fewer'),
    message: z.string().trim().min(1, 'Message is required').max(2000, 'Message must be 2,000 characters or fewer'),
    audience: z.enum(['all', 'hr', 'provider', 'plan']),
    plan: z.enum(['Free', 'Professional', 'Premium', 'Enterprise']).nullable(),
  })
  .refine((v) => v.audience !== 'plan' || v.plan !== null, { path: ['plan'], message: 'Choose a plan' });
export type BroadcastValues = z.infer<typeof broadcastSchema>;

export const setupTokenSchema = z.object({
  token: z.string().trim().min(1, 'Setup token is required'),
});
export type SetupTokenValues = z.infer<typeof setupTokenSchema>;
