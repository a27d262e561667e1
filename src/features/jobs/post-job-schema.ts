import { z } from 'zod';
import { tooLong } from '@/lib/validation';

// Spec point 5: title, company, location and description are required; the rest is optional.
// The maximum lengths are the database's (jobs check constraints).
const required = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, tooLong(label, max));
const optional = (label: string, max: number) => z.string().trim().max(max, tooLong(label, max));

export const JOB_LIMITS = {
  title: 160,
  company_name: 160,
  location: 160,
  description: 10000,
  experience_required: 120,
  education_qualification: 160,
  compensation_range: 120,
  joining_time: 120,
  other_criteria: 4000,
} as const;

export const postJobSchema = z.object({
  title: required('Job title', JOB_LIMITS.title),
  company_name: required('Company', JOB_LIMITS.company_name),
  location: required('Location', JOB_LIMITS.location),
  description: required('Description', JOB_LIMITS.description),
  experience_required: optional('Experience', JOB_LIMITS.experience_required),
  education_qualification: optional('Education', JOB_LIMITS.education_qualification),
  compensation_range: optional('Compensation', JOB_LIMITS.compensation_range),
  joining_time: optional('Joining time', JOB_LIMITS.joining_time),
  other_criteria: optional('Other criteria', JOB_LIMITS.other_criteria),
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
