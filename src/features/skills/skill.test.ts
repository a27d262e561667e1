import { describe, expect, it } from 'vitest';
import { isDuplicateSkill, normaliseSkill } from './skill';

describe('skill input', () => {
  it('ignores blank text and trims', () => {
    expect(normaliseSkill('   ')).toBeNull();
    expect(normaliseSkill('  Payroll ')).toBe('Payroll');
  });
  it('detects duplicates case-insensitively', () => {
    expect(isDuplicateSkill('payroll', [{ skill_name: 'Payroll' }])).toBe(true);
    expect(isDuplicateSkill('Hiring', [{ skill_name: 'Payroll' }])).toBe(false);
  });
});
