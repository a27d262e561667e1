-- The `storage` schema a Supabase project has before its own migrations run: the tables Supabase
-- Storage keeps its metadata in (same names, columns and constraints, so `insert into
-- storage.buckets …` and policies on storage.objects written for a hosted project work unchanged),
-- the helpers policies call (foldername, filename, extension), the listing function the API uses,
-- and Supabase's grants: RLS on both tables, no policies, so nothing is readable until a migration
-- says so; service_role bypasses RLS. Written for the local stack; idempotent; PGlite and PG 15.

create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;
alter default privileges in schema storage grant all on tables to anon, authenticated, service_role;
alter default privileges in schema storage grant all on functions to anon, authenticated, service_role;
alter default privileges in schema storage grant all on sequences to anon, authenticated, service_role;

-- The Storage server's own database role; migrations written for Supabase sometimes grant to it.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin noinherit createrole login noreplication;
  end if;
  if not exists (
    select 1 from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where n.nspname = 'storage' and t.typname = 'buckettype'
  ) then
    create type storage.buckettype as enum ('STANDARD', 'ANALYTICS', 'VECTOR');
  end if;
end $$;

create table if not exists storage.buckets (
  id text not null primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text,
  type storage.buckettype not null default 'STANDARD'
);
create unique index if not exists bname on storage.buckets using btree (name);
comment on column storage.buckets.owner is 'Field is deprecated, use owner_id instead';

create table if not exists storage.objects (
  id uuid not null default gen_random_uuid() primary key,
  bucket_id text,
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb,
  constraint "objects_bucketId_fkey" foreign key (bucket_id) references storage.buckets (id)
);
comment on column storage.objects.owner is 'Field is deprecated, use owner_id instead';
create unique index if not exists bucketid_objname on storage.objects using btree (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);
-- The listing walks (bucket_id, lower(name)) in byte order: case-insensitive prefixes, keyset steps.
create index if not exists idx_objects_bucket_id_name on storage.objects (bucket_id, (name collate "C"));
create index if not exists idx_objects_bucket_id_name_lower
  on storage.objects (bucket_id, (lower(name) collate "C"), (name collate "C"));

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant all on storage.buckets, storage.objects to supabase_storage_admin;

-- ── helpers for policies: 'a/b/c.pdf' → {a,b} / 'c.pdf' / 'pdf' ─────────────────────────────────
-- Plain SQL (inlined into policies); the same answers as Supabase's plpgsql versions, including
-- {} for a name without a folder and the whole file name when it has no dot.
create or replace function storage.foldername(name text) returns text[]
language sql immutable
as $$
  select (string_to_array(name, '/'))[1:coalesce(array_length(string_to_array(name, '/'), 1), 1) - 1]
$$;

create or replace function storage.filename(name text) returns text
language sql immutable
as $$
  select (string_to_array(name, '/'))[array_length(string_to_array(name, '/'), 1)]
$$;

create or replace function storage.extension(name text) returns text
language sql immutable
as $$
  select reverse(split_part(reverse(storage.filename(name)), '.', 1))
$$;

-- What the Storage API is doing in this transaction (set by the stack per request), for policies
-- that allow some operations only.
create or replace function storage.operation() returns text
language sql stable
as $$ select current_setting('storage.operation', true) $$;

create or replace function storage.get_size_by_bucket()
returns table (size bigint, bucket_id text)
language sql stable
as $$
  select sum((o.metadata ->> 'size')::bigint)::bigint as size, o.bucket_id
  from storage.objects o
  group by o.bucket_id
$$;

-- ── timestamps, bucket names, and no deleting behind the API's back ─────────────────────────────
create or replace function storage.update_updated_at_column() returns trigger
language plpgsql
as $$
begin
  new.updated_at = now();
  return new;
end
$$;
drop trigger if exists update_objects_updated_at on storage.objects;
create trigger update_objects_updated_at before update on storage.objects
  for each row execute function storage.update_updated_at_column();

create or replace function storage.enforce_bucket_name_length() returns trigger
language plpgsql
as $$
begin
  if length(new.name) > 100 then
    raise exception 'bucket name "%" is too long (% characters). Max is 100.', new.name, length(new.name);
  end if;
  return new;
end
$$;
drop trigger if exists enforce_bucket_name_length_trigger on storage.buckets;
create trigger enforce_bucket_name_length_trigger before insert or update of name on storage.buckets
  for each row execute function storage.enforce_bucket_name_length();

-- Rows deleted by SQL would leave their files behind: as on Supabase, only the Storage API (which
-- sets storage.allow_delete_query in its transaction) deletes buckets and objects.
create or replace function storage.protect_delete() returns trigger
language plpgsql
as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') <> 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.', errcode = '42501';
  end if;
  return null;
end
$$;
drop trigger if exists protect_buckets_delete on storage.buckets;
create trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();
drop trigger if exists protect_objects_delete on storage.objects;
create trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();

-- ── listing: what POST /object/list/{bucket} answers ─────────────────────────────────────────────
-- One level below `prefix` (a folder path ending in '/', or ''), names starting with `search`,
-- case-insensitively: a folder (a name continuing with '/') once, as a pseudo-entry with null id
-- and metadata; files with their row. Names are relative to `prefix`. Runs as the caller, so RLS
-- decides what is listed. By name: one index probe per entry, in (lower(name), name) byte order
-- (a folder is stepped over with one keyset jump, never read object by object), offset and limit
-- counted on the way. By a date column: folders first (by name), then files by that column.
-- `levels` is kept for the signature Supabase has.
create or replace function storage.search(
  prefix text,
  bucketname text,
  limits int default 100,
  levels int default 1,
  offsets int default 0,
  search text default '',
  sortcolumn text default 'name',
  sortorder text default 'asc'
)
returns table (
  name text,
  id uuid,
  updated_at timestamptz,
  created_at timestamptz,
  last_accessed_at timestamptz,
  metadata jsonb
)
language plpgsql stable
as $$
declare
  v_base text := coalesce(prefix, '');
  v_start text := coalesce(prefix, '') || coalesce(search, '');
  v_low text := lower(coalesce(prefix, '') || coalesce(search, ''));
  v_upper text;
  v_limit int := least(greatest(coalesce(limits, 100), 0), 1500);
  v_skip int := greatest(coalesce(offsets, 0), 0);
  v_desc boolean := lower(coalesce(sortorder, 'asc')) = 'desc';
  v_column text := lower(coalesce(sortcolumn, 'name'));
  v_seek_low text;
  v_seek_name text := '';
  v_row record;
  v_slash int;
  v_folder text;
begin
  if v_limit = 0 then
    return;
  end if;
  -- Exclusive upper bound of the names starting with v_low, in byte order (null: no bound).
  if v_low <> '' then
    v_upper := left(v_low, -1) || chr(ascii(right(v_low, 1)) + 1);
  end if;

  if v_column in ('updated_at', 'created_at', 'last_accessed_at') then
    return query execute format(
      $q$
      with matched as (
        select o.name, o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata,
               strpos(substring(o.name from length($1) + 1), '/') as slash
        from storage.objects o
        where o.bucket_id = $2
          and lower(o.name) collate "C" >= $3
          and ($4::text is null or lower(o.name) collate "C" < $4)
      ), folders as (
        select distinct on (lower(left(m.name, length($1) + m.slash - 1)))
               substring(left(m.name, length($1) + m.slash - 1) from length($5) + 1) as folder
        from matched m
        where m.slash > 0
        order by lower(left(m.name, length($1) + m.slash - 1)), m.name
      )
      (select f.folder, null::uuid, null::timestamptz, null::timestamptz, null::timestamptz, null::jsonb
       from folders f order by lower(f.folder) collate "C" %1$s, f.folder collate "C" %1$s)
      union all
      (select substring(m.name from length($5) + 1), m.id, m.updated_at, m.created_at, m.last_accessed_at, m.metadata
       from matched m
       where m.slash = 0
       order by %2$I %1$s, m.name collate "C" %1$s)
      limit $6 offset $7
      $q$,
      case when v_desc then 'desc' else 'asc' end, v_column
    ) using v_start, bucketname, v_low, v_upper, v_base, v_limit, v_skip;
    return;
  end if;

  -- By name: a folder takes the place of its first object.
  v_seek_low := case when v_desc then v_upper else v_low end;
  loop
    if v_desc then
      select o.name, o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata into v_row
      from storage.objects o
      where o.bucket_id = bucketname
        and lower(o.name) collate "C" >= v_low
        and (v_seek_low is null
             or (lower(o.name) collate "C", o.name collate "C") < (v_seek_low collate "C", v_seek_name collate "C"))
      order by lower(o.name) collate "C" desc, o.name collate "C" desc
      limit 1;
    else
      select o.name, o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata into v_row
      from storage.objects o
      where o.bucket_id = bucketname
        and (lower(o.name) collate "C", o.name collate "C") > (v_seek_low collate "C", v_seek_name collate "C")
        and (v_upper is null or lower(o.name) collate "C" < v_upper)
      order by lower(o.name) collate "C", o.name collate "C"
      limit 1;
    end if;
    exit when not found;

    v_slash := strpos(substring(v_row.name from length(v_start) + 1), '/');
    if v_slash > 0 then
      -- A folder: the name up to the next '/', then one jump past every name inside it.
      v_folder := left(v_row.name, length(v_start) + v_slash);
      if v_skip > 0 then
        v_skip := v_skip - 1;
      else
        name := substring(left(v_folder, -1) from length(v_base) + 1);
        id := null;
        updated_at := null;
        created_at := null;
        last_accessed_at := null;
        metadata := null;
        return next;
        v_limit := v_limit - 1;
      end if;
      -- '0' is the character after '/': (folder-without-slash || '0', '') follows every name inside.
      v_seek_low := case when v_desc then lower(v_folder) else lower(left(v_folder, -1)) || '0' end;
      v_seek_name := '';
    else
      if v_skip > 0 then
        v_skip := v_skip - 1;
      else
        name := substring(v_row.name from length(v_base) + 1);
        id := v_row.id;
        updated_at := v_row.updated_at;
        created_at := v_row.created_at;
        last_accessed_at := v_row.last_accessed_at;
        metadata := v_row.metadata;
        return next;
        v_limit := v_limit - 1;
      end if;
      v_seek_low := lower(v_row.name);
      v_seek_name := v_row.name;
    end if;
    exit when v_limit <= 0;
  end loop;
end
$$;
