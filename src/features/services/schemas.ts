import { z } from 'zod';
import { LONG_TEXT_MAX, PROFILE_TEXT_MAX, tooLong } from '@/lib/validation';

// Spec point 5: service name and category are required (else the 'Missing fields' toast). The
// maximum lengths are the database's (user_services check constraints).
export const serviceSchema = z.object({
  service_name: z
    .string()
    .trim()
    .min(1, 'Service name is required')
    .max(PROFILE_TEXT_MAX, tooLong('Service name', PROFILE_TEXT_MAX)),
  category_id: z.string().min(1, 'Category is required'),
  description: z.string().trim().max(LONG_TEXT_MAX, tooLong('Description', LONG_TEXT_MAX)),
});
export type ServiceValues = z.infer<typeof serviceSchema>;
export const emptyService: ServiceValues = { service_name: '', category_id: '', description: '' };
