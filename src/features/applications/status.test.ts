import { describe, expect, it } from 'vitest';
import { canWithdraw, nextStatuses } from './status';

describe('application status path', () => {
  it('moves forward, skipping steps if the poster wants, and may always end in Rejected', () => {
    expect(nextStatuses('new')).toEqual(['shortlisted', 'interview', 'offer', 'hired', 'rejected']);
    expect(nextStatuses('interview')).toEqual(['offer', 'hired', 'rejected']);
    expect(nextStatuses('offer')).toEqual(['hired', 'rejected']);
  });

  it('stops at a decision or a withdrawal', () => {
    expect(nextStatuses('hired')).toEqual([]);
    expect(nextStatuses('rejected')).toEqual([]);
    expect(nextStatuses('withdrawn')).toEqual([]);
  });

  it('lets the applicant withdraw until the application is decided', () => {
    expect(['new', 'shortlisted', 'interview', 'offer'].every((s) => canWithdraw(s as never))).toBe(true);
    expect(canWithdraw('hired')).toBe(false);
    expect(canWithdraw('rejected')).toBe(false);
    expect(canWithdraw('withdrawn')).toBe(false);
  });
});
