/**
 * What Storage accepts in each bucket, as the migrations create them (storage.buckets
 * file_size_limit and allowed_mime_types): the forms check the same before sending, the server
 * refuses anything else with 413 / 415.
 */
export const CV_UPLOAD = {
  bucket: 'cvs',
  maxBytes: 5 * 1024 * 1024,
  /** By extension: browsers report no type, or a vague one, for Word files on some systems. */
  types: {
    pdf: 'application/pdf',
    doc: 'application/msword',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  /** For the file picker. */
  accept:
    '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  /** Seconds a CV link opened by the poster stays valid. */
  linkSeconds: 60,
} as const;

export const PHOTO_UPLOAD = {
  bucket: 'photos',
  /** What the bucket stores: the cropped square the browser uploads (a few KB in practice). */
  maxBytes: 2 * 1024 * 1024,
  /**
   * The picture a member chooses (a phone photo is 3 to 12 MB): it never leaves the browser, which
   * crops and resizes it, so only decoding it bounds it.
   */
  sourceMaxBytes: 20 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'],
  accept: 'image/jpeg,image/png,image/webp',
  /** Width and height of the square the browser crops and uploads. */
  size: 256,
} as const;

export const COVER_NOTE_MAX = 4000;
export const STATUS_NOTE_MAX = 1000;

/** '5 MB' from 5242880: the limits as the forms say them. */
export function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** A chosen file's size as the forms show it: '120 KB', '1.4 MB'. */
export function fileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : megabytes(bytes);
}
