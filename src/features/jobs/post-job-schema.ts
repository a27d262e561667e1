import { z } from 'zod';

// Spec point 5: title, company, location and description are required; the rest is optional.
const required = (label: string) => z.string().trim().min(1, `${label} is required`);
const optional = z.string().trim().max(200, 'Too long');

export const postJobSchema = z.object({
  title: required('Job title').max(200, 'Too long'),
  company_name: required('Company').max(200, 'Too long'),
  location: required('Location').max(200, 'Too long'),
  description: required('Description').max(10000, 'Too long'),
  experience_required: optional,
  education_qualification: optional,
  compensation_range: optional,
  joining_time: optional,
  other_criteria: z.string().trim().max(2000, 'Too long'),
});
export type PostJobValues = z.infer<typeof postJobSchema>;

export const emptyPostJob: PostJobValues = {
  title: '',
  company_name: '',
  location: '',
  description: '',
  experience_required: '',
  education_qualification: '',
  compensation_range: '',
  joining_time: '',
  other_criteria: '',
};

/** Optional fields are stored as null rather than empty strings. */
export function toJobInsert(v: PostJobValues, postedBy: string) {
  const opt = (s: string) => (s.trim() === '' ? null : s.trim());
  return {
    title: v.title.trim(),
    company_name: v.company_name.trim(),
    location: v.location.trim(),
    description: v.description.trim(),
    experience_required: opt(v.experience_required),
    education_qualification: opt(v.education_qualification),
    compensation_range: opt(v.compensation_range),
    joining_time: opt(v.joining_time),
    other_criteria: opt(v.other_criteria),
    posted_by: postedBy,
  };
}
