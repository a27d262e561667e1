import { z } from 'zod';
import { MATCHING_TEXT } from '@/config/messages';

export const LOOKING_FOR_MAX = 500;

export const needsSchema = z.object({
  category_ids: z.array(z.string()).max(8),
  looking_for: z.string().trim().max(LOOKING_FOR_MAX, MATCHING_TEXT.needsLookingForTooLong),
});
export type NeedsValues = z.infer<typeof needsSchema>;
