import { z } from 'zod';
import { MESSAGING_TEXT, REPORT_REASONS } from '@/config/messages';

/** The database's messages_body_check: 1–4000 characters once trimmed. */
export const MESSAGE_MAX_LENGTH = 4000;
/** conversation_reports_note_check. */
export const REPORT_NOTE_MAX_LENGTH = 1000;

/** The composer's rule, the same as the database's: nothing but whitespace is not a message. */
export const messageSchema = z
  .string()
  .transform((s) => s.trim())
  .pipe(z.string().min(1).max(MESSAGE_MAX_LENGTH, MESSAGING_TEXT.tooLong(MESSAGE_MAX_LENGTH)));

/** What the composer may send now: the trimmed text, or null when it is empty or too long. */
export function sendableText(raw: string): string | null {
  const parsed = messageSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export type ReportReason = (typeof REPORT_REASONS)[number]['value'];

export const reportSchema = z.object({
  reason: z.enum(REPORT_REASONS.map((r) => r.value) as [ReportReason, ...ReportReason[]], {
    message: 'Choose a reason',
  }),
  note: z.string().trim().max(REPORT_NOTE_MAX_LENGTH, MESSAGING_TEXT.reportNoteTooLong),
});
export type ReportValues = z.infer<typeof reportSchema>;

/** A report's snapshot: the conversation's last messages as JSON (report_conversation builds it; no generated type). */
export const reportSnapshotSchema = z.array(
  z.object({
    id: z.string(),
    sender_id: z.string(),
    sender_name: z.string().nullable(),
    body: z.string(),
    created_at: z.string(),
    deleted: z.boolean(),
  }),
);
