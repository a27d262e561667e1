// /bucket routes: list, get, create, update, empty, delete. Each runs as the caller (RLS on
// storage.buckets decides: with no policy only the service role sees or makes buckets), except the
// checks Storage makes as its own superuser (is the bucket there, is it empty).
import { callerOf } from './auth.ts';
import { json, plain, withStringFields, type Route } from './context.ts';
import { StorageDb } from './db.ts';
import { Errors } from './errors.ts';
import { mustBeValidBucketName, mustBeValidMimeTypes, parseFileSize } from './limits.ts';
import { readJson } from './body.ts';
import { Fields } from './validate.ts';
import { removeObjects } from './objects.ts';

const LIST_COLUMNS = 'id, name, public, owner, created_at, updated_at, file_size_limit, allowed_mime_types, type';
const GET_COLUMNS = 'id, name, owner, public, created_at, updated_at, file_size_limit, allowed_mime_types';

function bucketJson(row: Record<string, unknown>): Record<string, unknown> {
  const out = withStringFields(plain(row), ['owner', 'owner_id']);
  if (out.file_size_limit !== null && out.file_size_limit !== undefined)
    out.file_size_limit = Number(out.file_size_limit);
  return out;
}

const isUuid = (value: string | undefined): value is string =>
  !!value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-5][0-9a-f]{3}-[089ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(value);

/** file_size_limit as given (bytes or "20MB"), no larger than the stack's own limit. */
function sizeLimit(fields: Fields, globalLimit: number): number | null | undefined {
  const v = fields.raw('file_size_limit');
  if (v === undefined || v === null) return v as null | undefined;
  let bytes: number;
  if (typeof v === 'number') {
    if (!Number.isSafeInteger(v) || v < 0) throw Errors.validation('body/file_size_limit must be integer');
    bytes = v;
  } else if (typeof v === 'string') {
    bytes = parseFileSize(v);
  } else {
    throw Errors.validation('body/file_size_limit must match a schema in anyOf');
  }
  if (bytes > globalLimit) throw Errors.entityTooLarge();
  return bytes;
}

function mimeTypes(fields: Fields): string[] | null | undefined {
  const types = fields.stringArray('allowed_mime_types', { nullable: true });
  if (!types) return types;
  const kept = types.filter((t) => t);
  mustBeValidMimeTypes(kept);
  return kept;
}

export const listBuckets: Route = async (ctx, { req, info }) => {
  const caller = await callerOf(req, ctx.keys.jwtSecret);
  const q = Fields.query(req.url.searchParams);
  const limit = q.integer('limit', 1);
  const offset = q.integer('offset', 0);
  const sortColumn = q.oneOf('sortColumn', ['id', 'name', 'created_at', 'updated_at'] as const);
  const sortOrder = q.oneOf('sortOrder', ['asc', 'desc'] as const);
  const search = q.string('search');
  const params: unknown[] = [];
  let sql = `select ${LIST_COLUMNS} from storage.buckets`;
  if (search) {
    params.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    sql += ` where name ilike $${params.length}`;
  }
  if (sortColumn) sql += ` order by ${sortColumn} ${sortOrder === 'desc' ? 'desc' : 'asc'}`;
  if (limit !== undefined) {
    params.push(limit);
    sql += ` limit $${params.length}`;
  }
  if (offset !== undefined) {
    params.push(offset);
    sql += ` offset $${params.length}`;
  }
  const rows = await ctx.db.run(caller, info, async (tx) => (await tx.query(sql, params)).rows);
  return json(rows.map(bucketJson));
};

export const getBucket: Route = async (ctx, { req, params, info }) => {
  const caller = await callerOf(req, ctx.keys.jwtSecret);
  const row = await ctx.db.run(caller, info, async (tx) => {
    const { rows } = await tx.query(`select ${GET_COLUMNS} from storage.buckets where id = $1 limit 1`, [
      params.bucket,
    ]);
    return rows[0];
  });
  if (!row) throw Errors.noSuchBucket();
  return json(bucketJson(row));
};

export const createBucket: Route = async (ctx, { req, info }) => {
  const caller = await callerOf(req, ctx.keys.jwtSecret);
  const body = Fields.body(await readJson(req), ['name']);
  const name = body.string('name')!;
  const id = body.string('id') || name;
  const isPublic = body.boolean('public') ?? false;
  const type = body.oneOf('type', ['STANDARD', 'ANALYTICS'] as const);
  if (name.trim() !== name) throw Errors.invalidBucketName();
  mustBeValidBucketName(name);
  mustBeValidBucketName(id);
  if (type === 'ANALYTICS') throw Errors.featureNotEnabled('Iceberg buckets are not enabled for this tenant');
  const fileSizeLimit = sizeLimit(body, ctx.fileSizeLimit);
  const allowed = mimeTypes(body);
  try {
    await ctx.db.run(caller, info, (tx) =>
      tx.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types, type)
         values ($1, $2, $3, $4, $5, $6, $7, 'STANDARD')`,
        [
          id,
          name,
          isUuid(caller.owner) ? caller.owner : null,
          caller.owner ?? null,
          isPublic,
          fileSizeLimit ?? null,
          allowed ?? null,
        ],
      ),
    );
  } catch (error) {
    if ((error as { code?: string }).code === 'ResourceAlreadyExists') throw Errors.bucketAlreadyExists();
    throw error;
  }
  return json({ name });
};

export const updateBucket: Route = async (ctx, { req, params, info }) => {
  const caller = await callerOf(req, ctx.keys.jwtSecret);
  mustBeValidBucketName(params.bucket);
  const body = Fields.body(await readJson(req));
  if (!body.has('public') && !body.has('file_size_limit') && !body.has('allowed_mime_types'))
    throw Errors.validation('body must match a schema in anyOf');
  const sets: string[] = [];
  const values: unknown[] = [];
  const set = (column: string, value: unknown) => {
    if (value === undefined) return;
    values.push(value);
    sets.push(`${column} = $${values.length}`);
  };
  set('public', body.boolean('public'));
  set('file_size_limit', sizeLimit(body, ctx.fileSizeLimit));
  set('allowed_mime_types', mimeTypes(body));
  if (!sets.length) throw Errors.noContent();
  values.push(params.bucket);
  const updated = await ctx.db.run(caller, info, async (tx) => {
    const res = await tx.query(
      `update storage.buckets set ${sets.join(', ')} where id = $${values.length} returning id`,
      values,
    );
    return res.rows.length;
  });
  if (!updated) throw Errors.noSuchBucket();
  return json({ message: 'Successfully updated' });
};

export const deleteBucket: Route = async (ctx, { req, params, info }) => {
  const caller = await callerOf(req, ctx.keys.jwtSecret);
  await ctx.db.run(ctx.db.service, info, async (tx) => {
    const found = await tx.query('select id from storage.buckets where id = $1 for update', [params.bucket]);
    if (!found.rows.length) throw Errors.noSuchBucket();
    const inside = await tx.query('select 1 from storage.objects where bucket_id = $1 limit 1', [params.bucket]);
    if (inside.rows.length) throw Errors.bucketNotEmpty();
    await StorageDb.enter(tx, caller, info);
    const deleted = await tx.query('delete from storage.buckets where id = $1 returning id', [params.bucket]);
    if (!deleted.rows.length) throw Errors.noSuchBucket();
  });
  return json({ message: 'Successfully deleted' });
};

/** Service role only, as on Supabase. Storage queues the work and answers that it did (storage's
 * bucket empty route); here the work is done before answering, with Storage's words. */
export const emptyBucket: Route = async (ctx, { req, params, info }) => {
  const caller = await callerOf(req, ctx.keys.jwtSecret);
  if (caller.role !== 'service_role') throw Errors.accessDenied('Access denied: Invalid role', 403);
  mustBeValidBucketName(params.bucket);
  const exists = await ctx.db.run(ctx.db.service, info, async (tx) => {
    const { rows } = await tx.query('select id from storage.buckets where id = $1', [params.bucket]);
    return rows.length > 0;
  });
  if (!exists) throw Errors.noSuchBucket();
  for (;;) {
    const removed = await removeObjects(ctx, ctx.db.service, info, params.bucket!, null, 500);
    if (removed.length < 500) break;
  }
  return json({ message: 'Empty bucket has been queued. Completion may take up to an hour.' });
};
