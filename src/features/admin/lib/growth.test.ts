import { formatMemberGrowth } from './growth';

describe('formatMemberGrowth', () => {
  it('formats growth with one decimal and a plus sign', () => {
    expect(formatMemberGrowth(20.1, 3)).toBe('+20.1% from last month');
    expect(formatMemberGrowth(12, 3)).toBe('+12.0% from last month');
  });

  it('formats a decline with a minus sign', () => {
    expect(formatMemberGrowth(-5, 0)).toBe('-5.0% from last month');
  });

  it('says no change when the change rounds to zero', () => {
    expect(formatMemberGrowth(0, 0)).toBe('No change from last month');
    expect(formatMemberGrowth(0.04, 1)).toBe('No change from last month');
  });

  it('counts new members when there was nobody to compare with', () => {
    expect(formatMemberGrowth(null, 7)).toBe('+7 new members this month');
    expect(formatMemberGrowth(null, 1)).toBe('+1 new member this month');
    expect(formatMemberGrowth(null, 0)).toBe('No change from last month');
  });
});
