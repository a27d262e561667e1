// The admin users API (GoTrue's admin.go): list, create, read, update, delete. The router lets only the
// service role reach /admin (GoTrue's requireAdmin), before matching the path.
import { randomBytes, randomUUID } from 'node:crypto';
import type { AuthContext, Route } from './context.ts';
import { AuthError, badRequest, notFound, unprocessable } from './errors.ts';
import { obj, ok, parseBody, str } from './http.ts';
import { validateMetadata } from './metadata.ts';
import { parseBanDuration, updateUser } from './user.ts';
import {
  findUserByEmail,
  findUserById,
  findUserByPhone,
  identityClaims,
  insertUser,
  mergeMetadata,
  userJson,
  UUID_RE,
  type NewIdentity,
} from './users.ts';

export function adminRoutes(ctx: AuthContext): Route[] {
  const { db } = ctx;

  /** Go's strconv.ParseUint as paginate (pagination.go) applies it, with its error text. */
  function parseUint(raw: string | null, fallback: number): number {
    if (raw === null || raw === '') return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) > Number.MAX_SAFE_INTEGER)
      throw badRequest(
        'validation_failed',
        `Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(raw)}: ${/^\d+$/.test(raw) ? 'value out of range' : 'invalid syntax'}`,
      );
    return Number(raw);
  }

  /** admin.go adminUsers: newest first, `filter` on the address or full name, page/per_page. */
  async function listUsers(req: Parameters<Route['handle']>[0]) {
    const q = req.url.searchParams;
    const page = parseUint(q.get('page'), 1);
    const perPage = parseUint(q.get('per_page'), 50);
    // pop's Paginate reads a page below 1 as 1 and a page size below 1 as 20.
    const limit = Math.min(perPage < 1 ? 20 : perPage, 1000);
    const offset = (Math.max(page, 1) - 1) * limit;
    const filter = q.get('filter') ?? '';
    const where = filter
      ? `where (email like $1 or raw_user_meta_data->>'full_name' ilike $1)`
      : 'where $1::text is null';
    const like = filter ? `%${filter}%` : null;
    const total = Number(
      (await db.query<{ n: string }>(`select count(*)::text as n from auth.users ${where}`, [like])).rows[0]?.n ?? 0,
    );
    const { rows } = await db.query<{ id: string }>(
      `select id from auth.users ${where} order by created_at desc, id limit $2 offset $3`,
      [like, limit, offset],
    );
    const users = [];
    for (const r of rows) users.push(await userJson(db, (await findUserById(db, r.id))!));
    // addPaginationHeaders: the request's own address with page set to the next and the last.
    const pages = perPage > 0 ? Math.ceil(total / perPage) : 0;
    const linkTo = (p: number) => {
      const u = new URL(req.url.toString());
      u.searchParams.set('page', String(p));
      const sorted = new URLSearchParams([...u.searchParams].sort(([a], [b]) => a.localeCompare(b)));
      return `</admin/users?${sorted.toString()}>`;
    };
    let link = '';
    if (pages > page) link += `${linkTo(page + 1)}; rel="next", `;
    link += `${linkTo(pages)}; rel="last"`;
    return ok(200, { users, aud: 'authenticated' }, { 'x-total-count': String(total), link });
  }

  /** admin.go adminUserCreate: no password rule (a random password when none), the metadata as given. */
  async function createUser(req: Parameters<Route['handle']>[0]) {
    const body = parseBody(req);
    const rawEmail = str(body.email)?.trim() ?? '';
    const rawPhone = str(body.phone) ?? '';
    if (!rawEmail && !rawPhone)
      throw badRequest('validation_failed', 'Cannot create a user without either an email or phone');
    const providers: string[] = [];
    let email: string | null = null;
    let phone: string | null = null;
    if (rawEmail) {
      email = ctx.validateEmail(rawEmail);
      if (await findUserByEmail(db, email))
        throw unprocessable('email_exists', 'A user with this email address has already been registered');
      providers.push('email');
    }
    if (rawPhone) {
      phone = ctx.phone.validate(rawPhone);
      if (await findUserByPhone(db, phone))
        throw unprocessable('phone_exists', 'Phone number already registered by another user');
      providers.push('phone');
    }
    const password = str(body.password);
    if (password !== undefined && Buffer.byteLength(password) > 72)
      throw badRequest('validation_failed', 'bcrypt: password length exceeds 72 bytes');
    const userMetadata = obj(body.user_metadata, 'user_metadata') ?? {};
    validateMetadata(userMetadata, 'user_metadata');
    const appExtra = obj(body.app_metadata, 'app_metadata');
    validateMetadata(appExtra, 'app_metadata');
    const ban = str(body.ban_duration);
    const bannedUntil = ban ? parseBanDuration(ban) : null;
    let id: string = randomUUID();
    if (str(body.id)) {
      if (!UUID_RE.test(str(body.id)!)) throw badRequest('validation_failed', 'ID must conform to the uuid v4 format');
      if (str(body.id) === '00000000-0000-0000-0000-000000000000')
        throw badRequest('validation_failed', 'ID cannot be a nil uuid');
      id = str(body.id)!.toLowerCase();
    }
    const passwordHash = await ctx.hash(password || randomBytes(48).toString('base64url'));
    const emailConfirm = body.email_confirm === true;
    const phoneConfirm = body.phone_confirm === true;
    const identities: NewIdentity[] = [];
    if (email) identities.push({ provider: 'email', data: identityClaims(id, { email }) });
    if (phone) identities.push({ provider: 'phone', data: identityClaims(id, { phone }) });
    // User.Confirm / ConfirmPhone write the verified flag into the metadata.
    const metadata = { ...userMetadata };
    if (emailConfirm) metadata.email_verified = true;
    if (phoneConfirm) metadata.phone_verified = true;
    try {
      await db.transaction((tx) =>
        insertUser(tx, {
          id,
          email,
          phone,
          passwordHash,
          emailConfirmed: emailConfirm,
          phoneConfirmed: phoneConfirm,
          userMetadata: metadata,
          appMetadata: mergeMetadata({ provider: providers[0], providers }, appExtra ?? {}),
          identities,
          role: str(body.role) || undefined,
          bannedUntil,
        }),
      );
    } catch {
      throw new AuthError(500, 'unexpected_failure', 'Database error creating new user');
    }
    return ok(200, await userJson(db, (await findUserById(db, id))!));
  }

  /** The user named in the path, or GoTrue's 404. */
  async function pathUser(raw: string) {
    const id = decodeURIComponent(raw);
    if (!UUID_RE.test(id)) throw notFound('validation_failed', 'user_id must be an UUID');
    const user = await findUserById(db, id);
    if (!user) throw notFound('user_not_found', 'User not found');
    return user;
  }

  return [
    { method: 'GET', path: '/admin/users', handle: listUsers },
    { method: 'POST', path: '/admin/users', handle: createUser },
    {
      method: 'GET',
      path: /^\/admin\/users\/([^/]+)$/,
      handle: async (_req, [id]) => ok(200, await userJson(db, await pathUser(id!))),
    },
    {
      method: 'PUT',
      path: /^\/admin\/users\/([^/]+)$/,
      handle: async (req, [id]) => {
        const user = await pathUser(id!);
        await updateUser(ctx, user.id, parseBody(req), { admin: true });
        return ok(200, await userJson(db, (await findUserById(db, user.id))!));
      },
    },
    {
      method: 'DELETE',
      path: /^\/admin\/users\/([^/]+)$/,
      handle: async (_req, [id]) => {
        const user = await pathUser(id!);
        await db.query('delete from auth.users where id = $1', [user.id]);
        return ok(200, {});
      },
    },
  ];
}
