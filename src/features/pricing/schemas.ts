import { z } from 'zod';

// The limits are the database's (public.submit_sales_inquiry and the sales_inquiries checks).
export const salesInquirySchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name.').max(120, 'At most 120 characters.'),
  company: z.string().trim().min(1, 'Please enter your company.').max(120, 'At most 120 characters.'),
  email: z.string().trim().max(254, 'At most 254 characters.').email('Please enter a valid e-mail address.'),
  message: z.string().trim().min(1, 'Please tell us what you need.').max(2000, 'At most 2000 characters.'),
});
export type SalesInquiryValues = z.infer<typeof salesInquirySchema>;
export const emptySalesInquiry: SalesInquiryValues = { name: '', company: '', email: '', message: '' };
