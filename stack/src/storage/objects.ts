// /object routes. Every read and write of storage.objects runs as the caller (RLS decides; owner
// and owner_id come from the JWT's sub), except where Storage acts as its own superuser: finding
// the bucket and its limits, public buckets, signed URLs (checked when signed). An upload is checked
// against RLS before its body is read (a probe, rolled back), streamed to a temp file, then its row
// is written as the caller in the transaction that also moves the file into place.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import type { StackResponse } from '../types.ts';
import { callerOf, signToken, verifyToken, type Caller } from './auth.ts';
import { incomingFile, readJson, type IncomingFile } from './body.ts';
import { json, plain, withStringFields, type Route, type RouteRequest, type StorageContext } from './context.ts';
import { StorageDb, type RequestInfo, type Scope } from './db.ts';
import { Errors } from './errors.ts';
import { TooLarge, type StagedFile } from './files.ts';
import { isEmptyFolder, mustBeAllowedMimeType, mustBeValidBucketName, mustBeValidKey } from './limits.ts';
import {
  mustBeValidCacheControl,
  mustBeValidContentType,
  servedMetadata,
  servingHeaders,
  userMetadataFromHeader,
} from './metadata.ts';
import { Fields } from './validate.ts';

const MAX_OBJECTS_PER_REQUEST = 1000;
const DELETE_BATCH = 500;
/** createSignedUploadUrl's tokens live two hours, as Storage's default. */
const SIGNED_UPLOAD_EXPIRY = 7200;
const OBJECT_STRING_FIELDS = ['owner', 'owner_id', 'version'];
/** The columns Storage's object schema answers with. */
const OBJECT_COLUMNS =
  'name, bucket_id, owner, owner_id, version, id, updated_at, created_at, last_accessed_at, metadata, user_metadata';
const iso = (value: Date | string | undefined): string | null =>
  value instanceof Date ? value.toISOString() : (value ?? null);

const isUuid = (value: string | undefined): value is string =>
  !!value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-5][0-9a-f]{3}-[089ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(value);

interface ObjectRow {
  id: string;
  version: string | null;
  metadata: Record<string, unknown> | null;
  user_metadata?: Record<string, unknown> | null;
  name?: string;
  bucket_id?: string;
  created_at?: Date | string;
  updated_at?: Date | string;
}

function objectJson(row: Record<string, unknown>): Record<string, unknown> {
  return withStringFields(plain(row), OBJECT_STRING_FIELDS);
}

function target(r: RouteRequest): { bucket: string; key: string } {
  mustBeValidBucketName(r.params.bucket);
  mustBeValidKey(r.params.key);
  return { bucket: r.params.bucket, key: r.params.key };
}

interface BucketRow {
  id: string;
  public: boolean;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
}

async function findBucket(ctx: StorageContext, info: RequestInfo, bucket: string): Promise<BucketRow | undefined> {
  return ctx.db.run(ctx.db.service, info, async (tx) => {
    const { rows } = await tx.query<BucketRow>(
      'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [bucket],
    );
    return rows[0];
  });
}

/** The largest object `bucket` takes: its own limit within the stack's. */
function maxSizeOf(ctx: StorageContext, bucket: BucketRow): number {
  const own = bucket.file_size_limit === null ? Infinity : Number(bucket.file_size_limit);
  return Math.min(ctx.fileSizeLimit, own);
}

/** What an upload checks, for an object arriving by copy or move: the destination bucket's types
 * and size limit hold whichever way an object gets there. */
function mustFitBucket(ctx: StorageContext, bucket: BucketRow, key: string, metadata: Record<string, unknown>): void {
  const size = typeof metadata.size === 'number' ? metadata.size : Number(metadata.contentLength ?? 0);
  if (isEmptyFolder(key)) {
    if (size > 0) throw Errors.entityTooLarge();
    return;
  }
  const mimeType = typeof metadata.mimetype === 'string' ? metadata.mimetype : 'application/octet-stream';
  mustBeValidContentType(mimeType);
  if (bucket.allowed_mime_types && bucket.allowed_mime_types.length > 0)
    mustBeAllowedMimeType(mimeType, bucket.allowed_mime_types);
  if (!Number.isFinite(size) || size > maxSizeOf(ctx, bucket)) throw Errors.entityTooLarge();
}

async function findObject(
  ctx: StorageContext,
  scope: Scope,
  info: RequestInfo,
  bucket: string,
  key: string,
  columns = 'id, version, metadata',
): Promise<ObjectRow> {
  const row = await ctx.db.run(scope, info, async (tx) => {
    const { rows } = await tx.query<ObjectRow>(
      `select ${columns} from storage.objects where name = $1 and bucket_id = $2 limit 1`,
      [key, bucket],
    );
    return rows[0];
  });
  if (!row) throw Errors.noSuchKey();
  return row;
}

// ── writing rows: the statements Storage uses, so policies see what they see on Supabase ─────────

interface NewRow {
  id: string;
  bucket: string;
  key: string;
  owner: string | undefined;
  version: string;
  metadata: Record<string, unknown>;
  userMetadata: Record<string, unknown> | undefined;
}

/** INSERT for a new object; with upsert, INSERT … ON CONFLICT DO UPDATE … RETURNING (which, as on
 * Supabase, needs the caller to pass the SELECT and UPDATE policies as well). */
async function writeRow(tx: Queryable, row: NewRow, upsert: boolean): Promise<void> {
  const values = [
    row.id,
    row.bucket,
    row.key,
    isUuid(row.owner) ? row.owner : null,
    row.owner ?? null,
    JSON.stringify(row.metadata),
    row.userMetadata === undefined ? null : JSON.stringify(row.userMetadata),
    row.version,
  ];
  const insert = `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
    values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`;
  if (!upsert) {
    try {
      await tx.query(insert, values);
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw Errors.keyAlreadyExists();
      throw error;
    }
    return;
  }
  const updates = ['metadata = excluded.metadata', 'version = excluded.version'];
  if (row.userMetadata !== undefined) updates.push('user_metadata = excluded.user_metadata');
  if (row.owner !== undefined) updates.push('owner = excluded.owner', 'owner_id = excluded.owner_id');
  await tx.query(`${insert} on conflict (bucket_id, name) do update set ${updates.join(', ')} returning *`, values);
}

/** Storage's canUpload: the row the caller would write, written and rolled back. */
function probeWrite(ctx: StorageContext, scope: Scope, info: RequestInfo, row: NewRow, upsert: boolean) {
  return ctx.db.probe(scope, info, (tx) => writeRow(tx, row, upsert));
}

/** Writes the row for a staged file and moves the file into place, in one transaction; the file of
 * the version it replaces is removed once that commits. Returns the object's id. */
async function commitObject(
  ctx: StorageContext,
  scope: Scope,
  info: RequestInfo,
  row: NewRow,
  upsert: boolean,
  staged: StagedFile,
): Promise<string> {
  let previous: string | null = null;
  let placed = false;
  try {
    const id = await ctx.db.run(ctx.db.service, info, async (tx) => {
      const before = await tx.query<{ version: string | null }>(
        'select version from storage.objects where bucket_id = $1 and name = $2 for update',
        [row.bucket, row.key],
      );
      previous = before.rows[0]?.version ?? null;
      await StorageDb.enter(tx, scope, info);
      await writeRow(tx, row, upsert);
      await StorageDb.enter(tx, ctx.db.service, info);
      const after = await tx.query<{ id: string }>(
        'select id from storage.objects where bucket_id = $1 and name = $2',
        [row.bucket, row.key],
      );
      await ctx.files.commit(staged, row.version);
      placed = true;
      return after.rows[0]!.id;
    });
    if (previous && previous !== row.version) await ctx.files.remove([previous]).catch(() => {});
    return id;
  } catch (error) {
    if (placed) await ctx.files.remove([row.version]).catch(() => {});
    else await ctx.files.discard(staged);
    throw error;
  }
}

// ── uploads ─────────────────────────────────────────────────────────────────────────────────────

async function storeUpload(
  ctx: StorageContext,
  r: RouteRequest,
  scope: Scope,
  owner: string | undefined,
  upsert: boolean,
): Promise<{ id: string; bucket: string; key: string }> {
  const { bucket, key } = target(r);
  const found = await findBucket(ctx, r.info, bucket);
  if (!found) throw Errors.noSuchBucket();
  const emptyFolder = isEmptyFolder(key);
  const maxSize = emptyFolder ? 0 : maxSizeOf(ctx, found);
  const file: IncomingFile = await incomingFile(r.req, {
    maxSize,
    allowedMimeTypes: found.allowed_mime_types,
    emptyFolder,
  });
  let staged: StagedFile | undefined;
  try {
    const version = randomUUID();
    const row: NewRow = {
      id: randomUUID(),
      bucket,
      key,
      owner,
      version,
      metadata: { mimetype: file.mimeType, contentLength: file.declaredLength },
      userMetadata: file.userMetadata,
    };
    await probeWrite(ctx, scope, r.info, row, upsert);
    try {
      staged = await ctx.files.write(file.body, maxSize);
    } catch (error) {
      if (error instanceof TooLarge) throw Errors.entityTooLarge();
      if (r.req.stream?.destroyed || (error as NodeJS.ErrnoException).code === 'ECONNRESET') throw Errors.aborted();
      throw error;
    }
    row.metadata = {
      eTag: `"${staged.md5}"`,
      size: staged.size,
      mimetype: file.mimeType,
      cacheControl: file.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: staged.size,
      httpStatusCode: 200,
    };
    row.userMetadata = file.userMetadata ?? {};
    const id = await commitObject(ctx, scope, r.info, row, upsert, staged);
    return { id, bucket, key };
  } catch (error) {
    file.abandon();
    throw error;
  }
}

export const uploadObject =
  (method: 'POST' | 'PUT'): Route =>
  async (ctx, r) => {
    const caller = await callerOf(r.req, ctx.keys.jwtSecret);
    const upsert = method === 'PUT' || r.req.headers['x-upsert'] === 'true';
    const { id, bucket, key } = await storeUpload(ctx, r, caller, caller.owner, upsert);
    return json({ Id: id, Key: `${bucket}/${key}` });
  };

/** PUT /object/upload/sign/{bucket}/{key}?token=: the upload createSignedUploadUrl allowed. */
export const uploadToSignedUrl: Route = async (ctx, r) => {
  const { bucket, key } = target(r);
  const token = requiredToken(r);
  const claims = await verifyToken(token, ctx.keys.jwtSecret, `${bucket}/${key}`, 'upload');
  await storeUpload(ctx, r, ctx.db.service, claims.owner, claims.upsert === true);
  return json({ Key: `${bucket}/${key}` });
};

function requiredToken(r: RouteRequest): string {
  const token = r.req.url.searchParams.get('token');
  if (!token) throw Errors.validation("querystring must have required property 'token'");
  return token;
}

// ── reading ─────────────────────────────────────────────────────────────────────────────────────

function parseRange(header: string, size: number): { start: number; end: number } {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header);
  if (!m || size <= 0 || (!m[1] && !m[2])) throw Errors.invalidRange();
  if (!m[1]) {
    const suffix = Number(m[2]);
    if (!Number.isSafeInteger(suffix) || suffix <= 0) throw Errors.invalidRange();
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] ? Number(m[2]) : size - 1;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start > end || start >= size)
    throw Errors.invalidRange();
  return { start, end: Math.min(end, size - 1) };
}

/** The object's bytes, streamed from disk, with Storage's headers, made safe to serve
 * (metadata.ts: stored values checked, nothing runnable inline). */
async function sendFile(
  ctx: StorageContext,
  r: RouteRequest,
  obj: ObjectRow,
  bucketPublic: boolean,
  opts: { expires?: string } = {},
): Promise<StackResponse> {
  const served = servedMetadata(obj.metadata);
  const size = await ctx.files.size(obj.version);
  if (size === undefined) return notFoundFile();
  const headers: Record<string, string> = {
    'content-type': served.contentType,
    'accept-ranges': 'bytes',
    'x-robots-tag': 'none',
    ...servingHeaders(served, bucketPublic, r.req.url.searchParams.get('download')),
  };
  const eTag = served.eTag;
  if (eTag) headers.etag = eTag;
  if (served.lastModified) headers['last-modified'] = served.lastModified.toUTCString();
  if (opts.expires) headers.expires = opts.expires;
  else headers['cache-control'] = served.cacheControl;
  if (eTag && r.req.headers['if-none-match'] === eTag) return { status: 304, headers };
  const rangeHeader = r.req.headers.range;
  const range = rangeHeader ? parseRange(rangeHeader, size) : undefined;
  const file = await ctx.files.read(obj.version, range);
  if (!file) return notFoundFile();
  headers['content-length'] = String(range ? range.end - range.start + 1 : size);
  if (range) headers['content-range'] = `bytes ${range.start}-${range.end}/${size}`;
  return { status: range ? 206 : 200, headers, body: file.stream };
}

function notFoundFile(): StackResponse {
  const res = Errors.fileNotFound().response();
  return { ...res, headers: { ...res.headers, 'cache-control': 'no-store' } };
}

type Access = 'auto' | 'authenticated' | 'public';

/** The bucket and object a read names, found as Storage finds them: public buckets without RLS,
 * private ones as the caller (who must have a JWT; `auto` routes let anonymous callers read
 * public buckets only). */
async function readable(
  ctx: StorageContext,
  r: RouteRequest,
  access: Access,
  columns: string,
): Promise<{ obj: ObjectRow; bucketPublic: boolean }> {
  const { bucket, key } = target(r);
  if (access === 'public') {
    const found = await findBucket(ctx, r.info, bucket);
    if (!found?.public) throw Errors.noSuchBucket();
    return { obj: await findObject(ctx, ctx.db.service, r.info, bucket, key, columns), bucketPublic: true };
  }
  const caller = await callerOf(r.req, ctx.keys.jwtSecret, access === 'auto');
  const found = await findBucket(ctx, r.info, bucket);
  if (!found || (!caller.authenticated && !found.public)) throw Errors.noSuchBucket();
  return {
    obj: await findObject(ctx, found.public ? ctx.db.service : caller, r.info, bucket, key, columns),
    bucketPublic: found.public,
  };
}

export const downloadObject =
  (access: Access): Route =>
  async (ctx, r) => {
    const { obj, bucketPublic } = await readable(ctx, r, access, 'id, version, metadata');
    return sendFile(ctx, r, obj, bucketPublic);
  };

const INFO_COLUMNS = 'id, name, version, bucket_id, metadata, user_metadata, updated_at, created_at';

/** GET /object/info/…: the object's description as JSON. */
export const objectInfo =
  (access: Access): Route =>
  async (ctx, r) => {
    const { obj } = await readable(ctx, r, access, INFO_COLUMNS);
    const meta = obj.metadata ?? {};
    const served = servedMetadata(meta);
    const res = json({
      id: obj.id,
      name: obj.name,
      version: obj.version,
      bucket_id: obj.bucket_id,
      size: typeof meta.size === 'number' ? meta.size : null,
      content_type: typeof meta.mimetype === 'string' ? meta.mimetype : null,
      cache_control: typeof meta.cacheControl === 'string' ? meta.cacheControl : null,
      etag: typeof meta.eTag === 'string' ? meta.eTag : null,
      metadata: obj.user_metadata ?? null,
      last_modified: iso(obj.updated_at),
      created_at: iso(obj.created_at),
    });
    if (served.eTag) res.headers!.etag = served.eTag;
    if (typeof meta.cacheControl === 'string') res.headers!['cache-control'] = served.cacheControl;
    return res;
  };

/** HEAD /object/…: exists(), answered from the row's metadata. */
export const headObject =
  (access: Access): Route =>
  async (ctx, r) => {
    const { obj, bucketPublic } = await readable(ctx, r, access, INFO_COLUMNS);
    const meta = obj.metadata ?? {};
    const served = servedMetadata(meta);
    const headers: Record<string, string> = {
      'content-type': served.contentType,
      'accept-ranges': 'bytes',
      'x-robots-tag': 'none',
      'cache-control': served.cacheControl,
      ...servingHeaders(served, bucketPublic, r.req.url.searchParams.get('download')),
    };
    if (served.eTag) headers.etag = served.eTag;
    if (typeof meta.contentLength === 'number' && Number.isSafeInteger(meta.contentLength) && meta.contentLength >= 0)
      headers['content-length'] = String(meta.contentLength);
    if (served.lastModified) headers['last-modified'] = served.lastModified.toUTCString();
    return { status: 200, headers };
  };

// ── listing ─────────────────────────────────────────────────────────────────────────────────────

export const listObjects: Route = async (ctx, r) => {
  const caller = await callerOf(r.req, ctx.keys.jwtSecret);
  mustBeValidBucketName(r.params.bucket);
  const body = Fields.body(await readJson(r.req), ['prefix']);
  let prefix = body.string('prefix')!;
  const limit = body.integer('limit', 1);
  const offset = body.integer('offset', 0);
  const search = body.string('search') ?? '';
  const sortBy = body.object('sortBy');
  if (sortBy && !sortBy.has('column')) throw Errors.validation("body/sortBy must have required property 'column'");
  const column = sortBy?.oneOf('column', ['name', 'updated_at', 'created_at', 'last_accessed_at'] as const) ?? 'name';
  const order = sortBy?.oneOf('order', ['asc', 'desc'] as const) ?? 'asc';
  if (prefix.length > 0 && !prefix.endsWith('/')) prefix += '/';
  const rows = await ctx.db.run(caller, r.info, async (tx) => {
    const res = await tx.query(
      'select name, id, updated_at, created_at, last_accessed_at, metadata from storage.search($1, $2, $3, $4, $5, $6, $7, $8)',
      [prefix, r.params.bucket, limit ?? 100, (prefix + search).split('/').length, offset ?? 0, search, column, order],
    );
    return res.rows;
  });
  return json(rows.map(plain));
};

// ── removing ────────────────────────────────────────────────────────────────────────────────────

/** Deletes the named objects the scope may delete (all of the bucket's, with names null, up to
 * `limit`), then their files; returns the deleted rows. */
export async function removeObjects(
  ctx: StorageContext,
  scope: Scope,
  info: RequestInfo,
  bucket: string,
  names: string[] | null,
  limit = DELETE_BATCH,
): Promise<Record<string, unknown>[]> {
  const rows = await ctx.db.run(scope, info, async (tx) => {
    const res = names
      ? await tx.query(
          `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
          [bucket, names],
        )
      : await tx.query(
          `delete from storage.objects where id in (select id from storage.objects where bucket_id = $1 limit $2)
           returning ${OBJECT_COLUMNS}`,
          [bucket, limit],
        );
    return res.rows;
  });
  await ctx.files.remove(rows.map((row) => row.version as string | null));
  return rows;
}

export const removeMany: Route = async (ctx, r) => {
  const caller = await callerOf(r.req, ctx.keys.jwtSecret);
  mustBeValidBucketName(r.params.bucket);
  const body = Fields.body(await readJson(r.req), ['prefixes']);
  const prefixes = body.stringArray('prefixes', { minItems: 1 })!;
  if (prefixes.length > MAX_OBJECTS_PER_REQUEST)
    throw Errors.invalidRequest(`Bulk object requests are limited to ${MAX_OBJECTS_PER_REQUEST} objects per request.`);
  const deleted: Record<string, unknown>[] = [];
  for (let i = 0; i < prefixes.length; i += DELETE_BATCH)
    deleted.push(...(await removeObjects(ctx, caller, r.info, r.params.bucket, prefixes.slice(i, i + DELETE_BATCH))));
  return json(deleted.map(objectJson));
};

export const removeOne: Route = async (ctx, r) => {
  const caller = await callerOf(r.req, ctx.keys.jwtSecret);
  const { bucket, key } = target(r);
  const version = await ctx.db.run(ctx.db.service, r.info, async (tx) => {
    const found = await tx.query<{ version: string | null }>(
      'select version from storage.objects where bucket_id = $1 and name = $2 for update',
      [bucket, key],
    );
    if (!found.rows.length) throw Errors.noSuchKey();
    await StorageDb.enter(tx, caller, r.info);
    const deleted = await tx.query('delete from storage.objects where bucket_id = $1 and name = $2 returning id', [
      bucket,
      key,
    ]);
    if (!deleted.rows.length) throw Errors.accessDenied('Access denied');
    return found.rows[0]!.version;
  });
  await ctx.files.remove([version]);
  return json({ message: 'Successfully deleted' });
};

// ── move and copy ───────────────────────────────────────────────────────────────────────────────

function transfer(body: Fields): { bucket: string; source: string; destBucket: string; dest: string } {
  const bucket = body.string('bucketId')!;
  const source = body.string('sourceKey')!;
  const dest = body.string('destinationKey')!;
  const destBucket = body.string('destinationBucket') || bucket;
  mustBeValidBucketName(bucket);
  mustBeValidBucketName(destBucket);
  mustBeValidKey(dest);
  return { bucket, source, destBucket, dest };
}

/** The destination bucket of a copy or move, which must exist. */
async function destinationBucket(ctx: StorageContext, info: RequestInfo, bucket: string): Promise<BucketRow> {
  const found = await findBucket(ctx, info, bucket);
  if (!found) throw Errors.noSuchBucket();
  return found;
}

/** A move renames the row (files are named by version, so none is copied): the caller must see the
 * source and pass the UPDATE policy for both ends (its USING for the old name and bucket, its WITH
 * CHECK for the new ones), and the object must be one the destination bucket would take. */
export const moveObject: Route = async (ctx, r) => {
  const caller = await callerOf(r.req, ctx.keys.jwtSecret);
  const { bucket, source, destBucket, dest } = transfer(
    Fields.body(await readJson(r.req), ['bucketId', 'sourceKey', 'destinationKey']),
  );
  const destination = await destinationBucket(ctx, r.info, destBucket);
  const id = await ctx.db.run(caller, r.info, async (tx) => {
    const found = await tx.query<{ id: string; metadata: Record<string, unknown> | null }>(
      'select id, metadata from storage.objects where bucket_id = $1 and name = $2',
      [bucket, source],
    );
    if (!found.rows.length) throw Errors.noSuchKey();
    mustFitBucket(ctx, destination, dest, found.rows[0]!.metadata ?? {});
    const owner = caller.owner;
    const sets = ['name = $3', 'bucket_id = $4'];
    const values: unknown[] = [bucket, source, dest, destBucket];
    if (owner !== undefined) {
      values.push(isUuid(owner) ? owner : null, owner);
      sets.push('owner = $5', 'owner_id = $6');
    }
    const moved = await tx.query<{ id: string }>(
      `update storage.objects set ${sets.join(', ')} where bucket_id = $1 and name = $2 returning id`,
      values,
    );
    if (!moved.rows.length) throw Errors.noSuchKey();
    return moved.rows[0]!.id;
  });
  return json({ message: 'Successfully moved', Id: id, Key: dest });
};

/** A copy reads the source as the caller (its SELECT policy) and writes the destination as an upload
 * would (INSERT policy, and SELECT and UPDATE with x-upsert): the destination bucket's types and size
 * limit hold, and replaced metadata (`metadata.mimetype`, `metadata.cacheControl`, x-metadata) is
 * checked as an upload's is. */
export const copyObject: Route = async (ctx, r) => {
  const caller = await callerOf(r.req, ctx.keys.jwtSecret);
  const body = Fields.body(await readJson(r.req), ['sourceKey', 'bucketId', 'destinationKey']);
  const { bucket, source, destBucket, dest } = transfer(body);
  const overrides = body.object('metadata');
  const copyMetadata = body.boolean('copyMetadata') ?? true;
  const upsert = r.req.headers['x-upsert'] === 'true';
  const cacheControl = overrides?.string('cacheControl');
  const mimetype = overrides?.string('mimetype');
  if (!copyMetadata) {
    if (mimetype !== undefined) mustBeValidContentType(mimetype);
    if (cacheControl !== undefined) mustBeValidCacheControl(cacheControl);
  }
  const header = r.req.headers['x-metadata'];
  const headerMetadata = copyMetadata ? undefined : (userMetadataFromHeader(header) ?? {});
  const destination = await destinationBucket(ctx, r.info, destBucket);
  const origin = await findObject(ctx, caller, r.info, bucket, source, 'id, version, metadata, user_metadata');
  const metadata: Record<string, unknown> = { ...(origin.metadata ?? {}) };
  if (!copyMetadata) {
    if (cacheControl !== undefined) metadata.cacheControl = cacheControl;
    if (mimetype !== undefined) metadata.mimetype = mimetype;
  }
  // What an older stack may have stored is not carried on unchecked.
  metadata.cacheControl = servedMetadata(metadata).cacheControl;
  const size = await ctx.files.size(origin.version);
  if (size === undefined) throw Errors.fileNotFound();
  metadata.size = size;
  metadata.contentLength = size;
  mustFitBucket(ctx, destination, dest, metadata);
  const userMetadata = copyMetadata ? (origin.user_metadata ?? undefined) : headerMetadata;
  const row: NewRow = {
    id: randomUUID(),
    bucket: destBucket,
    key: dest,
    owner: caller.owner,
    version: randomUUID(),
    metadata,
    userMetadata,
  };
  await probeWrite(ctx, caller, r.info, row, upsert);
  const staged = await ctx.files.stageCopy(origin.version);
  if (!staged) throw Errors.fileNotFound();
  row.metadata = { ...metadata, lastModified: new Date().toISOString(), eTag: `"${staged.md5}"` };
  const id = await commitObject(ctx, caller, r.info, row, upsert, staged);
  const copied = await findObject(ctx, ctx.db.service, r.info, destBucket, dest, OBJECT_COLUMNS);
  return json({ Id: id, Key: `${destBucket}/${dest}`, ...objectJson(copied as unknown as Record<string, unknown>) });
};

// ── signed URLs ─────────────────────────────────────────────────────────────────────────────────

function expiresIn(body: Fields): number {
  const seconds = body.integer('expiresIn', 1)!;
  if (seconds > Math.floor(Number.MAX_SAFE_INTEGER / 1000) - Math.floor(Date.now() / 1000))
    throw Errors.invalidParameter('expiresIn');
  return seconds;
}

/** POST /object/sign/{bucket}/{key}: a download URL for an object the caller can read. */
export const signUrl: Route = async (ctx, r) => {
  const caller = await callerOf(r.req, ctx.keys.jwtSecret);
  const { bucket, key } = target(r);
  const seconds = expiresIn(Fields.body(await readJson(r.req), ['expiresIn']));
  await findObject(ctx, caller, r.info, bucket, key, 'id');
  const url = `${bucket}/${key}`;
  const token = await signToken({ url, scope: 'download' }, ctx.keys.jwtSecret, seconds);
  return json({ signedURL: `/object/sign/${url}?token=${token}` });
};

/** POST /object/sign/{bucket} {paths}: one URL per path the caller can read, an error for the rest. */
export const signUrls: Route = async (ctx, r) => {
  const caller = await callerOf(r.req, ctx.keys.jwtSecret);
  mustBeValidBucketName(r.params.bucket);
  const body = Fields.body(await readJson(r.req), ['expiresIn', 'paths']);
  const seconds = expiresIn(body);
  const paths = body.stringArray('paths', { minItems: 1, maxItems: MAX_OBJECTS_PER_REQUEST })!;
  const bucket = r.params.bucket;
  const visible = await ctx.db.run(caller, r.info, async (tx) => {
    const { rows } = await tx.query<{ name: string }>(
      'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
      [bucket, paths],
    );
    return new Set(rows.map((row) => row.name));
  });
  const results = await Promise.all(
    paths.map(async (path) => {
      if (!visible.has(path))
        return { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null };
      const url = `${bucket}/${path}`;
      const token = await signToken({ url, scope: 'download' }, ctx.keys.jwtSecret, seconds);
      return { error: null, path, signedURL: `/object/sign/${url}?token=${token}` };
    }),
  );
  return json(results);
};

/** GET /object/sign/{bucket}/{key}?token=: the object a signed URL names, until it expires. */
export const downloadSigned: Route = async (ctx, r) => {
  const { bucket, key } = target(r);
  const token = requiredToken(r);
  const claims = await verifyToken(token, ctx.keys.jwtSecret, `${bucket}/${key}`, 'download');
  const found = await findBucket(ctx, r.info, bucket);
  if (!found) throw Errors.noSuchBucket();
  const obj = await findObject(ctx, ctx.db.service, r.info, bucket, key);
  return sendFile(ctx, r, obj, found.public, { expires: new Date((claims.exp ?? 0) * 1000).toUTCString() });
};

/** POST /object/upload/sign/{bucket}/{key}: a token to upload there once, if the caller may. */
export const signUploadUrl: Route = async (ctx, r) => {
  const caller: Caller = await callerOf(r.req, ctx.keys.jwtSecret);
  const { bucket, key } = target(r);
  const upsert = r.req.headers['x-upsert'] === 'true';
  const length = Number(r.req.headers['content-length']);
  await probeWrite(
    ctx,
    caller,
    r.info,
    {
      id: randomUUID(),
      bucket,
      key,
      owner: caller.owner,
      version: '1',
      metadata: {
        mimetype: r.req.headers['content-type'],
        contentLength: Number.isFinite(length) ? length : undefined,
      },
      userMetadata: undefined,
    },
    upsert,
  );
  const url = `${bucket}/${key}`;
  const token = await signToken(
    { owner: caller.owner, url, upsert, scope: 'upload' },
    ctx.keys.jwtSecret,
    SIGNED_UPLOAD_EXPIRY,
  );
  return json({ url: `/object/upload/sign/${url}?token=${token}`, token });
};
