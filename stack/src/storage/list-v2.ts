// POST /object/list-v2/{bucket} (storage-js listV2): the objects whose full key starts with `prefix`,
// with `with_delimiter` the first level below it only — deeper keys folded into one folder entry
// ({ key: 'a/b', name: 'a/b/' }) — paged by an opaque cursor, sorted by name or a date column.
// Names are full keys, as Storage answers them. Runs as the caller, so RLS decides what is listed.
//
// Paging is keyset: the cursor carries the last entry's sort key and the next page starts after it,
// on the (bucket_id, name collate "C") index for the prefix's range. Folding into folders groups what
// the range holds, so a delimiter listing reads every key under the prefix (the app does not call
// this endpoint; the plain list of /object/list is the one built for large folders).
import { callerOf } from './auth.ts';
import { readJson } from './body.ts';
import { json, plain, type Route } from './context.ts';
import { Errors } from './errors.ts';
import { mustBeValidBucketName } from './limits.ts';
import { Fields } from './validate.ts';

const MAX_LIMIT = 1000;
const COLUMNS = ['name', 'updated_at', 'created_at'] as const;
type Column = (typeof COLUMNS)[number];

/** The sort key of an entry: rank (folders before files when sorting by a date), value, name. */
type Key = [rank: number, value: string, name: string];

const encodeCursor = (key: Key) => Buffer.from(JSON.stringify(key)).toString('base64url');

function decodeCursor(cursor: string): Key {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(key) &&
      key.length === 3 &&
      typeof key[0] === 'number' &&
      typeof key[1] === 'string' &&
      typeof key[2] === 'string'
    )
      return key as Key;
  } catch {
    // falls through to the error below
  }
  throw Errors.invalidRequest('Invalid cursor');
}

/** Exclusive upper bound of the strings starting with `prefix`, in byte order (null: none). */
function upperBound(prefix: string): string | null {
  if (!prefix) return null;
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

export const listObjectsV2: Route = async (ctx, r) => {
  const caller = await callerOf(r.req, ctx.keys.jwtSecret);
  mustBeValidBucketName(r.params.bucket);
  const body = Fields.body(await readJson(r.req));
  const prefix = body.string('prefix') ?? '';
  const limit = Math.min(body.integer('limit', 1) ?? MAX_LIMIT, MAX_LIMIT);
  const cursor = body.string('cursor');
  const delimiter = body.boolean('with_delimiter') ?? false;
  const sortBy = body.object('sortBy');
  if (sortBy && !sortBy.has('column')) throw Errors.validation("body/sortBy must have required property 'column'");
  const column: Column = sortBy?.oneOf('column', COLUMNS) ?? 'name';
  const desc = (sortBy?.oneOf('order', ['asc', 'desc'] as const) ?? 'asc') === 'desc';
  const after = cursor ? decodeCursor(cursor) : null;

  // Entries: files, and with the delimiter the folders deeper keys fold into. Their sort value is
  // the name, or the date column's text form (folders have none and come first, by name).
  const value =
    column === 'name'
      ? 'e.name'
      : `coalesce(to_char(e.${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'), '')`;
  const rank = column === 'name' ? '0' : 'case when e.folder then 0 else 1 end';
  const dir = desc ? 'desc' : 'asc';
  const cmp = desc ? '<' : '>';
  const sql = `
    with matched as (
      select o.name, o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata,
             case when $5 then strpos(substring(o.name from length($2) + 1), '/') else 0 end as slash
      from storage.objects o
      where o.bucket_id = $1
        and o.name collate "C" >= $2
        and ($3::text is null or o.name collate "C" < $3)
    ), e as (
      select distinct left(m.name, length($2) + m.slash) as name, true as folder,
             null::uuid as id, null::timestamptz as updated_at, null::timestamptz as created_at,
             null::timestamptz as last_accessed_at, null::jsonb as metadata
      from matched m where m.slash > 0
      union all
      select m.name, false, m.id, m.updated_at, m.created_at, m.last_accessed_at, m.metadata
      from matched m where m.slash = 0
    ), keyed as (
      select e.*, ${rank} as k_rank, ${value} as k_value from e
    )
    select * from keyed e
    where $6::int is null
       or e.k_rank > $6
       or (e.k_rank = $6 and (e.k_value collate "C", e.name collate "C") ${cmp} ($7::text collate "C", $8::text collate "C"))
    order by e.k_rank, e.k_value collate "C" ${dir}, e.name collate "C" ${dir}
    limit $4`;
  const rows = await ctx.db.run(caller, r.info, async (tx) => {
    const res = await tx.query<
      Record<string, unknown> & { folder: boolean; name: string; k_rank: number; k_value: string }
    >(sql, [
      r.params.bucket,
      prefix,
      upperBound(prefix),
      limit + 1,
      delimiter,
      after?.[0] ?? null,
      after?.[1] ?? null,
      after?.[2] ?? null,
    ]);
    return res.rows;
  });

  const page = rows.slice(0, limit);
  const hasNext = rows.length > limit;
  const folders: Record<string, unknown>[] = [];
  const objects: Record<string, unknown>[] = [];
  for (const row of page) {
    if (row.folder) folders.push({ key: row.name.replace(/\/$/, ''), name: row.name });
    else {
      const { folder: _folder, k_rank: _rank, k_value: _value, ...rest } = row;
      objects.push({ ...plain(rest), key: row.name });
    }
  }
  const last = page[page.length - 1];
  return json({
    hasNext,
    folders,
    objects,
    ...(hasNext && last ? { nextCursor: encodeCursor([Number(last.k_rank), last.k_value, last.name]) } : {}),
  });
};
