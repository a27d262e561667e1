import { describe, expect, it } from 'vitest';
import { canViewProfile, canViewProvider, HR, PROVIDER } from './visibility';

const hr = { id: 'h', user_type: HR, subscription_plan: null };
const freeProv = { id: 'p', user_type: PROVIDER, subscription_plan: null };
const paidProv = { id: 'q', user_type: PROVIDER, subscription_plan: 'Professional' };

describe('profile visibility (mirrors can_view_profile)', () => {
  it('HR sees everyone', () => {
    expect(canViewProfile(hr, { id: 'x', user_type: HR })).toBe(true);
    expect(canViewProfile(hr, { id: 'x', user_type: PROVIDER })).toBe(true);
  });
  it('providers see providers; HR only on a paid plan', () => {
    expect(canViewProfile(freeProv, { id: 'x', user_type: PROVIDER })).toBe(true);
    expect(canViewProfile(freeProv, { id: 'x', user_type: HR })).toBe(false);
    expect(canViewProfile({ ...freeProv, subscription_plan: 'Free' }, { id: 'x', user_type: HR })).toBe(false);
    expect(canViewProfile(paidProv, { id: 'x', user_type: HR })).toBe(true);
  });
  it('self and admin always', () => {
    expect(canViewProfile(freeProv, { id: 'p', user_type: PROVIDER })).toBe(true);
    expect(canViewProfile({ ...freeProv, role: 'admin' }, { id: 'x', user_type: HR })).toBe(true);
  });
});

describe('services visibility', () => {
  it('HR sees only paid providers; providers see all', () => {
    expect(canViewProvider(hr, { id: 'p', subscription_plan: null })).toBe(false);
    expect(canViewProvider(hr, { id: 'p', subscription_plan: 'Free' })).toBe(false);
    expect(canViewProvider(hr, { id: 'p', subscription_plan: 'Premium' })).toBe(true);
    expect(canViewProvider(freeProv, { id: 'z', subscription_plan: null })).toBe(true);
  });
});
