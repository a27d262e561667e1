// Form limits mirror the database's check constraints, so a form refuses what the server would,
// with a message that names the field and the limit.

/** profiles: full_name, company, position, service_type; also user_services.service_name. */
export const PROFILE_TEXT_MAX = 120;
/** profiles.description and user_services.description. */
export const LONG_TEXT_MAX = 4000;
/** Supabase Auth (bcrypt) refuses longer passwords. */
export const MAX_PASSWORD_LENGTH = 72;

export const tooLong = (label: string, max: number) =>
  `${label} must be ${max.toLocaleString('en-US')} characters or fewer`;
