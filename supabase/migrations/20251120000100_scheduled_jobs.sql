-- Scheduled jobs, and the first ones: Storage objects nothing needs any more (issue 30).
--
-- How a job runs, the same on a hosted project and on the local stack:
--   Supabase Cron (pg_cron)      `cron.schedule(name, schedule, $$ SQL $$)` in a migration; pg_cron runs
--                                the SQL at its times. The local stack and the PostgreSQL 15 test
--                                setup have no pg_cron: the stack provides the same SQL surface
--                                (stack/src/scheduler/scheduler.sql) and runs the jobs on its clock.
--   pg_net                       a job that must reach a service calls `net.http_post(...)`: the
--                                request is sent once the job's transaction commits.
--   Vault                        the project's URL and service_role key, which a migration cannot
--                                know: `project_url` and `service_role_key` (README.md, Deploy; the
--                                stack sets its own at start).
--
-- Removing files: deleting storage.objects rows by SQL does not delete the files on a hosted
-- project (Storage refuses it, and the bytes would stay in its object store), so a job that removes
-- Storage objects asks the `storage-sweep` edge function, which removes them through Storage's API:
--
--   private.storage_sweeps                       name → a function (p_limit integer) returning
--                                                table (bucket_id text, name text): the objects to
--                                                remove, at most p_limit of them
--   public.storage_sweep_candidates(sweep, n)    service_role only: what the edge function removes
--   private.request_storage_sweep(sweep)         the job's command: POST /functions/v1/storage-sweep
--
-- Another sweep is one row and one function (e.g. exports older than 7 days):
--   insert into private.storage_sweeps (name, candidates, description)
--     values ('old-exports', 'private.old_export_objects', '…');
--   select cron.schedule('storage-sweep-old-exports', '23 4 * * *',
--                        $$select private.request_storage_sweep('old-exports')$$);
-- A job that only changes rows needs no function: `cron.schedule('…', '…', $$delete from … $$)`.

do $$
begin
  -- Hosted projects (and servers with the extensions) enable them here; elsewhere the stack's
  -- stand-in is already in place.
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
  end if;
  if exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net;
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
create table private.storage_sweeps (
  name text primary key constraint storage_sweeps_name_check check (name ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
  candidates regproc not null,
  description text not null
);
revoke all on table private.storage_sweeps from public, anon, authenticated;

-- The next objects a sweep removes (the function removes them and asks again until none are left).
create function public.storage_sweep_candidates(p_sweep text, p_limit integer default 500)
returns table (bucket_id text, name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  fn regproc;
begin
  if p_limit is null or p_limit < 1 or p_limit > 1000 then
    raise exception 'p_limit is 1 to 1000' using errcode = '22023';
  end if;
  select s.candidates into fn from private.storage_sweeps s where s.name = p_sweep;
  if fn is null then
    perform private.raise_http(404, 'P0002', 'No sweep is called that.');
  end if;
  -- fn is a regproc: its text is a quoted, schema-qualified function name.
  return query execute format('select c.bucket_id::text, c.name::text from %s($1) c', fn) using p_limit;
end;
$$;
revoke execute on function public.storage_sweep_candidates(text, integer) from public, anon, authenticated;
grant execute on function public.storage_sweep_candidates(text, integer) to service_role;

-- The job's command: asks the edge function to run the sweep. Fails (and pg_cron records why) when
-- the Vault secrets are missing.
create function private.request_storage_sweep(p_sweep text) returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  project_url text;
  service_key text;
begin
  select s.decrypted_secret into project_url from vault.decrypted_secrets s where s.name = 'project_url';
  select s.decrypted_secret into service_key from vault.decrypted_secrets s where s.name = 'service_role_key';
  if project_url is null or service_key is null then
    raise exception 'Storage sweeps need the Vault secrets project_url and service_role_key (README.md, Deploy).'
      using errcode = '22023';
  end if;
  return net.http_post(
    url := rtrim(project_url, '/') || '/functions/v1/storage-sweep',
    body := jsonb_build_object('sweep', p_sweep),
    -- apikey as well: the local stack's gateway asks for one on /functions (hosted Kong does not).
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || service_key,
                                  'apikey', service_key),
    timeout_milliseconds := 60000);
end;
$$;
revoke execute on function private.request_storage_sweep(text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- CVs no application names, a day after their upload: the application was never inserted (the tab
-- closed between the upload and the insert), or it went with its job or its applicant's account.
-- Walks the bucket's objects in key order (its (bucket_id, name) index) and looks each up in
-- applications_cv_path_key.
create function private.orphan_cvs(p_limit integer) returns table (bucket_id text, name text)
language sql
stable
security definer
set search_path = ''
as $$
  select o.bucket_id, o.name
  from storage.objects o
  where o.bucket_id = 'cvs'
    and o.created_at < now() - interval '24 hours'
    and not exists (select 1 from public.applications a where a.cv_path = o.name)
  order by o.name
  limit p_limit;
$$;

-- Photos of members who no longer exist (delete-account removes them; this catches what it could
-- not, e.g. an upload made with a token issued before the account went).
create function private.orphan_photos(p_limit integer) returns table (bucket_id text, name text)
language sql
stable
security definer
set search_path = ''
as $$
  select o.bucket_id, o.name
  from storage.objects o
  where o.bucket_id = 'photos'
    and o.created_at < now() - interval '24 hours'
    and (storage.foldername(o.name))[1] ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    -- (the case casts only what the line above let through: WHERE has no evaluation order)
    and not exists (select 1 from public.profiles p
                    where p.id = case when (storage.foldername(o.name))[1]
                                           ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                                      then ((storage.foldername(o.name))[1])::uuid end)
  order by o.name
  limit p_limit;
$$;
revoke execute on function private.orphan_cvs(integer), private.orphan_photos(integer) from public, anon, authenticated;

insert into private.storage_sweeps (name, candidates, description) values
  ('orphan-cvs', 'private.orphan_cvs',
   'CVs no application names, 24 hours after their upload'),
  ('orphan-photos', 'private.orphan_photos',
   'Photos in the folder of a member who no longer exists, 24 hours after their upload');

select cron.schedule('storage-sweep-orphan-cvs', '17 * * * *',
                     $$select private.request_storage_sweep('orphan-cvs')$$);
select cron.schedule('storage-sweep-orphan-photos', '47 3 * * *',
                     $$select private.request_storage_sweep('orphan-photos')$$);

-- The analytics dedupe keys (20251105000000_plans.sql) were to be pruned daily by a hand-made
-- pg_cron job on hosted projects: now scheduled here, on every project and the stack alike.
select cron.schedule('prune-analytics', '17 3 * * *', $$select private.prune_analytics_seen()$$);
