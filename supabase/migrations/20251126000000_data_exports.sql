-- Your data (issue 36, decisions.md 'Your data'): every member downloads one archive of everything they
-- may read about themselves, at most once an hour; the link lasts 24 hours, the archive 7 days.
--
-- Shape:
--   data_exports          one row per archive asked for: the member's to read (the Settings card polls
--                         it for progress and the link), written by the export-my-data edge function
--                         (service role) as it works, started only through start_my_export().
--   bucket 'exports'      private; <member id>/<export id>.zip, written by the function (service role)
--                         and reached through a signed URL. No member policy: the signed URL is the way.
--   start_my_export()     the hourly rule, counted here and race-safe (a lock per member).
--   export_application_history()  the status history of the caller's own applications, without the
--                         poster's notes (the history table itself is the poster's to read).
--
-- Removal after 7 days is the export-cleanup edge function's (Storage's API removes the files; SQL may
-- not): a scheduled job calls it (supabase/API.md, 'Your data').

-- ---------------------------------------------------------------------------------------------
-- Labels in alphabetical order, as every enum of the schema (20251102000000_enumerated_types.sql).
create type public.data_export_status as enum ('failed', 'ready', 'running');
-- What the function does, one step at a time; the row lists them in the order they run.
create type public.data_export_step as enum (
  'applications', 'connections', 'files', 'jobs', 'messages', 'notifications', 'profile', 'reviews', 'saving');

create table public.data_exports (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null references public.profiles (id) on delete cascade,
  status public.data_export_status not null default 'running',
  -- The plan, in order, and how many of its steps are done (the Settings card shows them).
  steps public.data_export_step[] not null default array[
    'profile', 'connections', 'messages', 'applications', 'jobs', 'reviews', 'notifications', 'files', 'saving'
  ]::public.data_export_step[],
  steps_done smallint not null default 0,
  created_at timestamptz not null default now(),
  finished_at timestamptz,
  -- The archive: its key in the bucket 'exports', its size, the signed link and when the link ends.
  archive_path text,
  archive_bytes bigint,
  download_url text,
  url_expires_at timestamptz,
  -- When 'Your data is ready' was mailed (null: not yet, or the mail could not be sent).
  mailed_at timestamptz,
  constraint data_exports_steps_done_check check (steps_done between 0 and cardinality(steps)),
  constraint data_exports_ready_check check (
    status <> 'ready'
    or (finished_at is not null and archive_path is not null and download_url is not null
        and url_expires_at is not null and steps_done = cardinality(steps))),
  constraint data_exports_archive_path_check check (
    archive_path is null or split_part(archive_path, '/', 1) = member_id::text)
);
-- The member's latest export (the card, the hourly rule) and the cleanup's oldest-first sweep.
create index data_exports_member_created_idx on public.data_exports (member_id, created_at desc);
create index data_exports_created_idx on public.data_exports (created_at);

alter table public.data_exports enable row level security;
revoke all on table public.data_exports from public, anon, authenticated;
grant all on table public.data_exports to service_role;
grant select on table public.data_exports to authenticated;
create policy "Members read their own exports" on public.data_exports
  for select to authenticated using (member_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- One export an hour. Called by export-my-data as the member (their JWT). Failed exports do not count
-- (the member may try again at once). A lock per member makes simultaneous calls count one after the
-- other: of ten at once, one starts and nine are refused.
create function private.data_export_interval() returns interval
language sql immutable set search_path = '' as $$ select interval '1 hour' $$;
revoke execute on function private.data_export_interval() from public, anon, authenticated;

create function public.start_my_export() returns public.data_exports
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_last timestamptz;
  v_next timestamptz;
  v_row public.data_exports;
begin
  if v_uid is null or not public.is_member(v_uid) then
    raise exception 'Only members can download their data' using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtext('data_exports'), hashtext(v_uid::text));
  select max(e.created_at) into v_last from public.data_exports e
    where e.member_id = v_uid and e.status <> 'failed' and e.created_at > now() - private.data_export_interval();
  if v_last is not null then
    v_next := v_last + private.data_export_interval();
    -- detail: when the next one may start (ISO 8601), for the app to say it in the member's time.
    raise exception 'You can download your data once an hour'
      using errcode = 'P0001',
            detail = to_json(v_next)#>>'{}',
            hint = format('Try again in %s minutes.', greatest(1, ceil(extract(epoch from v_next - now()) / 60)::integer));
  end if;
  insert into public.data_exports (member_id) values (v_uid) returning * into v_row;
  return v_row;
end;
$$;
revoke execute on function public.start_my_export() from public, anon;
grant execute on function public.start_my_export() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The caller's applications' status history: each move with its time, and whether the caller made it
-- (withdrawing is theirs). Not the poster's notes, nor who on the poster's side moved it. At most 100
-- applications a call; ids that are not the caller's applications give nothing.
create function public.export_application_history(p_application_ids uuid[])
returns table (application_id uuid, from_status public.application_status, to_status public.application_status,
               changed_at timestamptz, changed_by_me boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_application_ids is null or cardinality(p_application_ids) > 100 then
    raise exception 'Ask for 1 to 100 applications at a time' using errcode = '22023';
  end if;
  return query
    select c.application_id, c.from_status, c.to_status, c.changed_at, c.changed_by = (select auth.uid())
    from public.applications a
    join public.application_status_changes c on c.application_id = a.id
    where a.id = any (p_application_ids) and a.applicant_id = (select auth.uid())
    order by c.application_id, c.changed_at, c.id;
end;
$$;
revoke execute on function public.export_application_history(uuid[]) from public, anon;
grant execute on function public.export_application_history(uuid[]) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The bucket: private, ZIP archives only. Only the service role writes or reads it (the function);
-- members download through the signed URL it makes.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('exports', 'exports', false, null, array['application/zip'])
on conflict (id) do update
  set public = excluded.public, file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;
