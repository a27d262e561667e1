import { describe, expect, it } from 'vitest';
import { CV_FILE_TEXT } from '@/config/messages';
import { applySchema, cvContentProblem, cvContentType, cvProblem, statusNoteSchema } from './schemas';

const file = (name: string, size: number, type = '', content = '%PDF-1.4\n') => {
  const f = new File([content], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('CV checks (the same the bucket makes)', () => {
  it('tells Storage the type by extension, whatever the browser guessed', () => {
    expect(cvContentType('cv.PDF')).toBe('application/pdf');
    expect(cvContentType('cv.doc')).toBe('application/msword');
    expect(cvContentType('my.cv.docx')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(cvContentType('cv.txt')).toBeNull();
    expect(cvContentType('pdf')).toBeNull();
  });

  it('says what is wrong: missing, wrong type, empty, over 5 MB', () => {
    expect(cvProblem(null)).toBe('Please attach your CV');
    expect(cvProblem(file('cv.png', 10, 'image/png'))).toBe('Your CV must be a PDF, DOC or DOCX file');
    expect(cvProblem(file('cv.pdf', 0))).toBe('This file is empty');
    expect(cvProblem(file('cv.pdf', 5 * 1024 * 1024 + 1))).toBe('Your CV must be 5 MB or smaller');
    expect(cvProblem(file('cv.pdf', 5 * 1024 * 1024))).toBeNull();
  });
});

describe('CV content (issue 30)', () => {
  const zip = '\u0050\u004b\u0003\u0004rest';
  it('accepts a file whose first bytes are the document its name says', async () => {
    expect(await cvContentProblem(file('cv.pdf', 100))).toBeNull();
    expect(await cvContentProblem(file('cv.docx', 100, '', zip))).toBeNull();
    const ole = new File([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0])], 'cv.DOC');
    expect(await cvContentProblem(ole)).toBeNull();
  });

  it('refuses an HTML page renamed .pdf, and a PDF named .docx, with a clear message', async () => {
    const html = file('cv.pdf', 100, 'application/pdf', '<html><script>alert(1)</script></html>');
    expect(await cvContentProblem(html)).toBe(CV_FILE_TEXT.notADocument);
    expect(await cvContentProblem(file('cv.docx', 100))).toBe(CV_FILE_TEXT.notADocument);
    const errors = (await applySchema.safeParseAsync({ contact_email: 'a@b.co', cover_note: '', cv: html })).error;
    expect(errors?.issues.map((i) => i.message)).toEqual([CV_FILE_TEXT.notADocument]);
  });
});

describe('apply form', () => {
  const cv = file('cv.pdf', 1000);
  it('accepts a real e-mail, an optional note and a CV, trimmed', async () => {
    const out = await applySchema.parseAsync({ contact_email: ' ada@example.com ', cover_note: '  Hi  ', cv });
    expect(out).toMatchObject({ contact_email: 'ada@example.com', cover_note: 'Hi', cv });
  });

  it('refuses a missing or malformed e-mail and a note over 4000 characters', async () => {
    const errors = async (v: object) =>
      (await applySchema.safeParseAsync({ cover_note: '', cv, ...v })).error?.issues.map((i) => i.message);
    expect(await errors({ contact_email: '' })).toContain('Contact email is required');
    expect(await errors({ contact_email: 'ada@' })).toContain('Please enter a valid email address');
    expect(await errors({ contact_email: 'ada@example.com', cover_note: 'x'.repeat(4001) })).toEqual([
      'Cover note must be 4,000 characters or fewer',
    ]);
    expect(await errors({ contact_email: 'ada@example.com', cv: null })).toEqual(['Please attach your CV']);
  });

  it('limits the poster’s note to 1000 characters', () => {
    expect(statusNoteSchema.safeParse('x'.repeat(1000)).success).toBe(true);
    expect(statusNoteSchema.safeParse('x'.repeat(1001)).success).toBe(false);
  });
});
