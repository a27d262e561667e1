import { z } from 'zod';
import { CV_FILE_TEXT } from '@/config/messages';
import { COVER_NOTE_MAX, CV_UPLOAD, megabytes, STATUS_NOTE_MAX } from '@/config/uploads';
import { hasSignature, type DocumentKind } from '@/lib/file-signature';
import { tooLong } from '@/lib/validation';

type CvType = keyof typeof CV_UPLOAD.types;
/** Each CV extension is the document kind its first bytes must show. */
const CV_KINDS: Record<CvType, DocumentKind> = { pdf: 'pdf', doc: 'doc', docx: 'docx' };

/** The CV's MIME type from its extension (what Storage is told), or null when it is not a CV file. */
export function cvContentType(fileName: string): string | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return ext && ext in CV_UPLOAD.types ? CV_UPLOAD.types[ext as CvType] : null;
}

/** What is wrong with a CV file, in the form's words, or null when it will be accepted. */
export function cvProblem(file: File | null | undefined): string | null {
  if (!file) return 'Please attach your CV';
  if (!cvContentType(file.name)) return 'Your CV must be a PDF, DOC or DOCX file';
  if (file.size === 0) return 'This file is empty';
  if (file.size > CV_UPLOAD.maxBytes) return `Your CV must be ${megabytes(CV_UPLOAD.maxBytes)} or smaller`;
  return null;
}

/** What is wrong with a CV's content: its first bytes must be those of the document its name says
 * (an HTML page renamed `.pdf` is refused here, before it is sent), or null. */
export async function cvContentProblem(file: File): Promise<string | null> {
  const ext = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase();
  if (!ext || !(ext in CV_KINDS)) return null; // cvProblem says so
  try {
    return (await hasSignature(file, CV_KINDS[ext as CvType])) ? null : CV_FILE_TEXT.notADocument;
  } catch {
    return CV_FILE_TEXT.unreadable;
  }
}

// The database's limits (applications check constraints) and the bucket's (cvs).
export const applySchema = z.object({
  contact_email: z
    .string()
    .trim()
    .min(1, 'Contact email is required')
    .max(254, tooLong('Contact email', 254))
    .email('Please enter a valid email address'),
  cover_note: z.string().trim().max(COVER_NOTE_MAX, tooLong('Cover note', COVER_NOTE_MAX)),
  cv: z
    .custom<File | null>((v) => v === null || v instanceof File)
    .superRefine(async (file, ctx) => {
      const problem = cvProblem(file) ?? (file ? await cvContentProblem(file) : null);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export type ApplyInput = z.input<typeof applySchema>;
export type ApplyValues = z.output<typeof applySchema> & { cv: File };

export const statusNoteSchema = z.string().trim().max(STATUS_NOTE_MAX, tooLong('Note', STATUS_NOTE_MAX));
