/**
 * What a file's first bytes say it is, read in the browser before a file is uploaded or opened: a
 * file named `.pdf` is a PDF only when it starts like one. Names and the browser's guessed types
 * prove nothing (an HTML page renamed `cv.pdf` keeps its HTML).
 *
 *   pdf   `%PDF-`                      (25 50 44 46 2D)
 *   docx  a ZIP archive's local header  (50 4B 03 04), as every Office Open XML file is
 *   doc   an OLE compound file          (D0 CF 11 E0 A1 B1 1A E1), as Word 97–2003 files are
 */
export type DocumentKind = 'pdf' | 'docx' | 'doc';

const SIGNATURES: Record<DocumentKind, readonly number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
  docx: [0x50, 0x4b, 0x03, 0x04],
  doc: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
};

/** How many leading bytes the signatures need. */
export const SIGNATURE_LENGTH = Math.max(...Object.values(SIGNATURES).map((s) => s.length));

/** The kind `head` (a file's first bytes) starts like, or null. */
export function kindOfBytes(head: Uint8Array): DocumentKind | null {
  for (const [kind, signature] of Object.entries(SIGNATURES) as [DocumentKind, readonly number[]][])
    if (head.length >= signature.length && signature.every((byte, i) => head[i] === byte)) return kind;
  return null;
}

/** Reads the first bytes of `file` (a File or any Blob) and says what kind of document it is. */
export async function documentKind(file: Blob): Promise<DocumentKind | null> {
  const head = new Uint8Array(await file.slice(0, SIGNATURE_LENGTH).arrayBuffer());
  return kindOfBytes(head);
}

/** Does `file` start as a `kind` file does? */
export async function hasSignature(file: Blob, kind: DocumentKind): Promise<boolean> {
  return (await documentKind(file)) === kind;
}
