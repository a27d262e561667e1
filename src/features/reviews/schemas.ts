import { z } from 'zod';

// The limits of the reviews table's checks.
export const reviewSchema = z.object({
  rating: z.number({ message: 'Choose a rating' }).int().min(1, 'Choose a rating').max(5),
  title: z.string().trim().min(1, 'Title is required').max(120, 'Title must be 120 characters or fewer'),
  body: z
    .string()
    .trim()
    .min(20, 'Write at least 20 characters')
    .max(2000, 'Your review must be 2,000 characters or fewer'),
});
export type ReviewFormValues = z.infer<typeof reviewSchema>;

export const answerSchema = z.object({
  answer: z.string().trim().min(1, 'Write your answer').max(2000, 'Your answer must be 2,000 characters or fewer'),
});
