import { z } from 'zod';

// Spec point 5: service name and category are required (else the 'Missing fields' toast). The
// maximum lengths are the database's (user_services check constraints).
export const serviceSchema = z.object({
  service_name: z.string().trim().min(1, 'Service name is required').max(120, 'Service name must be 120 characters or fewer'),
  category_id: z.string().min(1, 'Category is required'),
  description: z.string().trim().max(4000, 'Description must be 4,000 characters or fewer'),
});
export type ServiceValues = z.infer<typeof serviceSchema>;
export const emptyService: ServiceValues = { service_name: '', category_id: '', description: '' };
