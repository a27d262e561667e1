import { describe, expect, it } from 'vitest';
import { documentKind, hasSignature, kindOfBytes } from './file-signature';

const bytes = (...b: number[]) => new Uint8Array(b);

describe('file signatures', () => {
  it('knows PDF, DOCX (ZIP) and DOC (OLE) by their first bytes', async () => {
    expect(await documentKind(new Blob(['%PDF-1.7\n...']))).toBe('pdf');
    expect(await documentKind(new Blob([bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0)]))).toBe('docx');
    expect(await documentKind(new Blob([bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0)]))).toBe('doc');
  });

  it('refuses what only pretends: HTML named .pdf, short files, near misses, an empty file', async () => {
    const html = new File(['<html><script>alert(1)</script></html>'], 'cv.pdf', { type: 'application/pdf' });
    expect(await documentKind(html)).toBeNull();
    expect(await hasSignature(html, 'pdf')).toBe(false);
    expect(await documentKind(new Blob(['%PDF']))).toBeNull();
    expect(await documentKind(new Blob([' %PDF-1.4']))).toBeNull();
    expect(kindOfBytes(bytes(0x50, 0x4b, 0x05, 0x06))).toBeNull(); // an empty ZIP, not a document
    expect(kindOfBytes(bytes(0xd0, 0xcf, 0x11, 0xe0))).toBeNull();
    expect(await documentKind(new Blob([]))).toBeNull();
    expect(await hasSignature(new Blob(['%PDF-1.4']), 'docx')).toBe(false);
  });
});
