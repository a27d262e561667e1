import { z } from 'zod';

// Single statement of each admin form's rules (spec point 5: e-mail and password required).
export const adminLoginSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Please enter a valid email address')),
  password: z.string().min(1, 'Password is required'),
});
export type AdminLoginValues = z.infer<typeof adminLoginSchema>;

export const broadcastSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title is too long'),
  message: z.string().trim().min(1, 'Message is required').max(5000, 'Message is too long'),
});
export type BroadcastValues = z.infer<typeof broadcastSchema>;

export const setupTokenSchema = z.object({
  token: z.string().trim().min(1, 'Setup token is required'),
});
export type SetupTokenValues = z.infer<typeof setupTokenSchema>;
