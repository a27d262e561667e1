import { describe, expect, it } from 'vitest';
import { applySchema, cvContentType, cvProblem, statusNoteSchema } from './schemas';

const file = (name: string, size: number, type = '') => {
  const f = new File(['x'], name, { type });
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

describe('apply form', () => {
  const cv = file('cv.pdf', 1000);
  it('accepts a real e-mail, an optional note and a CV, trimmed', () => {
    const out = applySchema.parse({ contact_email: ' ada@example.com ', cover_note: '  Hi  ', cv });
    expect(out).toMatchObject({ contact_email: 'ada@example.com', cover_note: 'Hi', cv });
  });

  it('refuses a missing or malformed e-mail and a note over 4000 characters', () => {
    const errors = (v: object) =>
      applySchema.safeParse({ cover_note: '', cv, ...v }).error?.issues.map((i) => i.message);
    expect(errors({ contact_email: '' })).toContain('Contact email is required');
    expect(errors({ contact_email: 'ada@' })).toContain('Please enter a valid email address');
    expect(errors({ contact_email: 'ada@example.com', cover_note: 'x'.repeat(4001) })).toEqual([
      'Cover note must be 4,000 characters or fewer',
    ]);
    expect(errors({ contact_email: 'ada@example.com', cv: null })).toEqual(['Please attach your CV']);
  });

  it('limits the poster’s note to 1000 characters', () => {
    expect(statusNoteSchema.safeParse('x'.repeat(1000)).success).toBe(true);
    expect(statusNoteSchema.safeParse('x'.repeat(1001)).success).toBe(false);
  });
});
