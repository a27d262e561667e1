// auth.users rows ↔ GoTrue's JSON user, and the SQL GoTrue runs on them. Users are inserted with SQL
// so the project's triggers on auth.users fire as on Supabase.
import type { Queryable } from '../db/database.ts';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  banned_until: Date | null;
  is_anonymous: boolean;
  deleted_at: Date | null;
  invited_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_sent_at,
  confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, phone,
  phone_confirmed_at, banned_until, is_anonymous, deleted_at, invited_at, recovery_sent_at, email_change,
  email_change_sent_at`;

const iso = (d: Date | string | null | undefined): string | undefined => (d ? new Date(d).toISOString() : undefined);

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  if (!UUID_RE.test(id)) return undefined;
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id]);
  return rows[0];
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) and is_sso_user = false`,
    [email],
  );
  return rows[0];
}

export async function findUserByPhone(db: Queryable, phone: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where phone = $1`, [phone]);
  return rows[0];
}

export async function identitiesOf(db: Queryable, userId: string): Promise<IdentityRow[]> {
  const { rows } = await db.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
     from auth.identities where user_id = $1 order by created_at`,
    [userId],
  );
  return rows;
}

export interface NewIdentity {
  provider: 'email' | 'phone';
  data: Record<string, unknown>;
}

export interface NewUser {
  /** The new user's id (made by the caller: identity data names it as `sub`). */
  id: string;
  email: string | null;
  phone?: string | null;
  passwordHash: string | null;
  /** Stored as given: GoTrue's callers decide what joins the metadata. */
  userMetadata: Record<string, unknown>;
  appMetadata: Record<string, unknown>;
  identities: NewIdentity[];
  emailConfirmed?: boolean;
  phoneConfirmed?: boolean;
  isAnonymous?: boolean;
  role?: string;
  bannedUntil?: Date | null;
}

/** GoTrue's provider.Claims as structs.Map writes them for a new e-mail or phone identity: `sub` and the
 * address, the two verified flags (never omitted), then any sign-up data keys the claims lack. */
export function identityClaims(
  id: string,
  address: { email?: string; phone?: string },
  verified: { email?: boolean; phone?: boolean } = {},
  data: Record<string, unknown> = {},
): Record<string, unknown> {
  const claims: Record<string, unknown> = { sub: id };
  if (address.email) claims.email = address.email.toLowerCase();
  claims.email_verified = verified.email ?? false;
  if (address.phone) claims.phone = address.phone;
  claims.phone_verified = verified.phone ?? false;
  for (const [k, v] of Object.entries(data)) if (!(k in claims)) claims[k] = v;
  return claims;
}

/** Inserts the user and its identities with SQL, so the project's triggers on auth.users fire. */
export async function insertUser(tx: Queryable, u: NewUser): Promise<string> {
  await tx.query(
    `insert into auth.users (instance_id, id, aud, role, email, phone, encrypted_password, email_confirmed_at,
       phone_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_super_admin,
       confirmation_token, recovery_token, email_change_token_new, email_change, banned_until, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', $2, $3, $4, $5,
       case when $6 then now() end, case when $7 then now() end, $8, $9, now(), now(), false, '', '', '', '',
       $10, $11)`,
    [
      u.id,
      u.role ?? 'authenticated',
      u.email,
      u.phone || null,
      u.passwordHash,
      u.emailConfirmed ?? false,
      u.phoneConfirmed ?? false,
      u.appMetadata,
      u.userMetadata,
      u.bannedUntil ?? null,
      u.isAnonymous ?? false,
    ],
  );
  for (const identity of u.identities)
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values ($1, $2, $3, $4, now(), now(), now())`,
      [u.id, u.id, identity.data, identity.provider],
    );
  return u.id;
}

export async function userJson(db: Queryable, u: UserRow): Promise<Record<string, unknown>> {
  const identities = (await identitiesOf(db, u.id)).map((i) => ({
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    last_sign_in_at: iso(i.last_sign_in_at),
    created_at: iso(i.created_at),
    updated_at: iso(i.updated_at),
    email: i.email ?? undefined,
  }));
  return {
    id: u.id,
    aud: u.aud ?? '',
    role: u.role ?? '',
    email: u.email ?? '',
    email_confirmed_at: iso(u.email_confirmed_at),
    phone: u.phone ?? '',
    confirmation_sent_at: iso(u.confirmation_sent_at),
    confirmed_at: iso(u.confirmed_at),
    invited_at: iso(u.invited_at),
    recovery_sent_at: iso(u.recovery_sent_at),
    new_email: u.email_change || undefined,
    email_change_sent_at: iso(u.email_change_sent_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities,
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    banned_until: iso(u.banned_until),
    is_anonymous: u.is_anonymous,
  };
}

/** GoTrue's metadata update: top-level keys merge, a null value removes the key. */
export function mergeMetadata(
  current: Record<string, unknown> | null,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(current ?? {}) };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}
