import { describe, expect, it } from 'vitest';
import { Constants } from '@/lib/database.types';
import { COMPANY_TYPES, CONNECTION_STATUS, SUBSCRIPTION_PLAN, USER_ROLE, USER_TYPE, USER_TYPES } from '@/lib/enums';

// The mapped constants are checked by the typecheck; the named ones (USER_TYPE, SUBSCRIPTION_PLAN) only
// for their values, so this says they name every value the database has, no more.
describe('the app names every enumerated value of the database once', () => {
  it.each([
    ['user_type', USER_TYPE],
    ['user_role', USER_ROLE],
    ['subscription_plan', SUBSCRIPTION_PLAN],
    ['connection_status', CONNECTION_STATUS],
  ] as const)('%s', (name, constants) => {
    expect(Object.values(constants).sort()).toEqual([...Constants.public.Enums[name]].sort());
  });

  it('offers every company type once', () => {
    expect([...COMPANY_TYPES].sort()).toEqual([...Constants.public.Enums.company_type].sort());
  });

  it('offers HR Professional first, then Service Provider', () => {
    expect(USER_TYPES).toEqual([USER_TYPE.hr, USER_TYPE.provider]);
  });
});
