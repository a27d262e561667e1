// The admin users API (GoTrue's admin.go): list, create, read, update, delete. The router lets only the
// service role reach /admin (GoTrue's requireAdmin), before matching the path.
import type { AuthContext, Route } from './context.ts';
import { AuthError, badRequest, notFound, unprocessable } from './errors.ts';
import { obj, ok, parseBody, str } from './http.ts';
import { validateMetadata } from './metadata.ts';
import { parseBanDuration, updateUser } from './user.ts';
import { findUserByEmail, findUserById, insertUser, userJson, UUID_RE } from './users.ts';

export function adminRoutes(ctx: AuthContext): Route[] {
  const { db } = ctx;

  async function listUsers(req: Parameters<Route['handle']>[0]) {
    const page = Math.max(1, Number.parseInt(req.url.searchParams.get('page') ?? '1', 10) || 1);
    const perPage = Math.min(
      1000,
      Math.max(1, Number.parseInt(req.url.searchParams.get('per_page') ?? '50', 10) || 50),
    );
    const total = Number((await db.query<{ n: string }>('select count(*)::text as n from auth.users')).rows[0]?.n ?? 0);
    const { rows } = await db.query<{ id: string }>(
      'select id from auth.users order by created_at desc, id limit $1 offset $2',
      [perPage, (page - 1) * perPage],
    );
    const users = [];
    for (const r of rows) users.push(await userJson(db, (await findUserById(db, r.id))!));
    const last = Math.max(1, Math.ceil(total / perPage));
    const links = [`</admin/users?page=${last}&per_page=${perPage}>; rel="last"`];
    if (page < last) links.unshift(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
    return ok(200, { users, aud: 'authenticated' }, { 'x-total-count': String(total), link: links.join(', ') });
  }

  async function createUser(req: Parameters<Route['handle']>[0]) {
    const body = parseBody(req);
    const rawEmail = str(body.email)?.trim() ?? '';
    if (!rawEmail) throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
    const email = ctx.validateEmail(rawEmail);
    const password = str(body.password);
    if (password !== undefined) ctx.checkPassword(password);
    const userMetadata = obj(body.user_metadata, 'user_metadata') ?? {};
    validateMetadata(userMetadata, 'user_metadata');
    validateMetadata(obj(body.app_metadata, 'app_metadata'), 'app_metadata');
    const appMetadata = {
      provider: 'email',
      providers: ['email'],
      ...(obj(body.app_metadata, 'app_metadata') ?? {}),
    };
    if (await findUserByEmail(db, email))
      throw unprocessable('email_exists', 'A user with this email address has already been registered');
    const ban = str(body.ban_duration);
    const bannedUntil = ban ? parseBanDuration(ban) : null;
    const passwordHash = password !== undefined ? await ctx.hash(password) : null;
    let id: string;
    try {
      id = await db.transaction((tx) =>
        insertUser(tx, {
          email,
          passwordHash,
          confirmed: body.email_confirm === true,
          userMetadata,
          appMetadata,
          role: str(body.role),
          bannedUntil,
        }),
      );
    } catch (error) {
      if ((error as { code?: string }).code === '23505')
        throw unprocessable('email_exists', 'A user with this email address has already been registered');
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
