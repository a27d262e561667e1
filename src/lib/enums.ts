import { Constants, type Enums } from '@/lib/database.types';

/*
 * The database's enumerated values (Postgres enums, supabase/migrations/20251102000000_enumerated_types.sql)
 * as the app names them: the types come from the generated Database types, so a value the database does
 * not have fails the typecheck, and the app writes each value once, here.
 */
export type UserType = Enums<'user_type'>;
export type UserRole = Enums<'user_role'>;
export type SubscriptionPlan = Enums<'subscription_plan'>;
export type ConnectionStatus = Enums<'connection_status'>;
export type CompanyType = Enums<'company_type'>;
export type ReportStatus = Enums<'report_status'>;

/** Every member type, in the order the app offers them (sign-up tabs, the Network's filter). */
export const USER_TYPES = Constants.public.Enums.user_type;

export const USER_TYPE = {
  hr: 'HR Professional',
  provider: 'Service Provider',
} as const satisfies Record<string, UserType>;

export const USER_ROLE = { admin: 'admin', member: 'member' } as const satisfies { [R in UserRole]: R };

export const SUBSCRIPTION_PLAN = {
  free: 'Free',
  professional: 'Professional',
  premium: 'Premium',
  enterprise: 'Enterprise',
} as const satisfies Record<string, SubscriptionPlan>;

export const CONNECTION_STATUS = {
  pending: 'pending',
  accepted: 'accepted',
  declined: 'declined',
} as const satisfies { [S in ConnectionStatus]: S };

/** The answers an addressee gives to a pending request. */
export type ConnectionAnswer = typeof CONNECTION_STATUS.accepted | typeof CONNECTION_STATUS.declined;

/** The kinds of company an HR member says they work for (shown with their public reviews), by size. */
export const COMPANY_TYPES = [
  'Startup',
  'Small business',
  'Mid-size company',
  'Large enterprise',
  'Public sector',
  'Non-profit',
  'Agency',
] as const satisfies readonly CompanyType[];
