import { describe, expect, it } from 'vitest';
import { displayFileName, ownedObjectKey, safeFileName } from './storage-keys';

// The shape the database checks (applications_cv_path_check, profiles_avatar_url_check).
const KEY = /^[0-9a-f-]{36}\/[A-Za-z0-9][A-Za-z0-9._-]*$/;
const UID = '0b6a1c1e-0000-4000-8000-000000000001';

describe('object keys', () => {
  it("keeps only Storage's safe characters: accents dropped, the rest dashes", () => {
    expect(safeFileName('Curriculum Vitæ – Émilie Dupré (2025).pdf')).toBe('Curriculum-Vit-Emilie-Dupre-2025-.pdf');
    expect(safeFileName('CV#1 [final] 100%.docx')).toBe('CV-1-final-100-.docx');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('.hidden')).toBe('hidden');
    expect(safeFileName('履歴書.pdf')).toBe('pdf');
    expect(safeFileName('')).toBe('file');
  });

  it('caps long names at their end, keeping the extension', () => {
    const name = safeFileName(`${'a'.repeat(300)}.pdf`);
    expect(name.length).toBeLessThanOrEqual(100);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it("puts every upload in the owner's folder under a fresh name the database accepts", () => {
    const a = ownedObjectKey(UID, 'Résumé.pdf');
    const b = ownedObjectKey(UID, 'Résumé.pdf');
    expect(a).toMatch(KEY);
    expect(a.startsWith(`${UID}/`)).toBe(true);
    expect(a.endsWith('-Resume.pdf')).toBe(true);
    expect(a).not.toBe(b);
  });

  it('keeps the name a file is downloaded as readable, without paths or control characters', () => {
    expect(displayFileName('C:\\Users\\me\\Résumé final.pdf')).toBe('Résumé final.pdf');
    expect(displayFileName('cv\u0000\u0007.pdf')).toBe('cv.pdf');
    expect(displayFileName('   ')).toBe('file');
  });
});
