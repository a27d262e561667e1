import { z } from 'zod';

// Spec point 5: service name and category are required (else the 'Missing fields' toast).
export const serviceSchema = z.object({
  service_name: z.string().trim().min(1, 'Service name is required').max(120, 'Too long'),
  category_id: z.string().min(1, 'Category is required'),
  description: z.string().trim().max(2000, 'Too long'),
});
export type ServiceValues = z.infer<typeof serviceSchema>;
export const emptyService: ServiceValues = { service_name: '', category_id: '', description: '' };
