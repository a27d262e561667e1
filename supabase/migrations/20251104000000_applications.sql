-- Applying to jobs (issue 17): a member applies with a CV kept in Storage, the poster moves the
-- application through its statuses, either side sees where it stands. Everything a member may do is
-- decided here (RLS, grants, triggers, storage policies); the app only mirrors it.
--
--   jobs.closed_at                     a closed job takes no applications and leaves the public list
--   applications                       one per member per job; status and when it last changed
--   application_status_changes         the history: each row is one change, and inserting a row is
--                                      how a status changes (the poster moves it on, the applicant
--                                      withdraws); triggers apply it to the application
--   job_application_counts             per job: applications not withdrawn, and those still New,
--                                      kept by triggers so Manage Jobs reads one row per job
--   storage bucket 'cvs'               private, 5 MB, PDF/DOC/DOCX; <applicant id>/<random>-<name>
--
-- "Members" are the network's members: administrators never apply nor keep CVs (issue 12,
-- public.is_member).

-- ---------------------------------------------------------------------------------------------
-- Closing a job. The time is the database's: a poster sends any non-null value to close.
alter table public.jobs add column closed_at timestamptz;

create function private.stamp_job_closed_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.closed_at := case
    when new.closed_at is null then null
    when old.closed_at is null then now()
    else old.closed_at end;
  return new;
end;
$$;
create trigger jobs_stamp_closed_at before update of closed_at on public.jobs
  for each row execute function private.stamp_job_closed_at();

grant update (closed_at) on public.jobs to authenticated;

-- The public list walks open jobs newest first (the poster's own list uses jobs_posted_by_created_idx).
create index jobs_open_created_at_idx on public.jobs (created_at desc, id) where closed_at is null;

-- ---------------------------------------------------------------------------------------------
-- Status of an application. Label order is the order of the path: New → Shortlisted → Interview →
-- Offer → Hired; Rejected ends it from any step before Hired; Withdrawn is the applicant's.
create type public.application_status as enum
  ('new', 'shortlisted', 'interview', 'offer', 'hired', 'rejected', 'withdrawn');

create table public.applications (
  id uuid primary key default gen_random_uuid(),
  job_id uuid not null references public.jobs (id) on delete cascade,
  applicant_id uuid not null references public.profiles (id) on delete cascade,
  cover_note text,
  contact_email text not null,
  -- The CV: an object of bucket 'cvs' in the applicant's folder, and the name it is downloaded as.
  cv_path text not null,
  cv_name text not null,
  status public.application_status not null default 'new',
  status_changed_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  constraint applications_cover_note_check check (cover_note is null or char_length(cover_note) <= 4000),
  constraint applications_contact_email_check
    check (char_length(contact_email) <= 254 and contact_email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  -- <applicant id>/<key>: Storage's safe characters only (the app builds it from ids and a sanitised name).
  constraint applications_cv_path_check check (
    char_length(cv_path) <= 300
    and split_part(cv_path, '/', 1) = applicant_id::text
    and cv_path ~ '^[0-9a-f-]{36}/[A-Za-z0-9][A-Za-z0-9._-]*$'),
  constraint applications_cv_name_check check (char_length(btrim(cv_name)) between 1 and 200)
);
-- One application per member per job; also finds "did I apply to these jobs?" for a page of cards.
create unique index applications_applicant_job_key on public.applications (applicant_id, job_id);
-- Keyset pages: the poster's applicants, the applicant's own list. (No per-status index: under RLS
-- an enum equality is not leakproof and could never be its index condition.)
create index applications_job_created_idx on public.applications (job_id, created_at desc, id desc);
create index applications_applicant_created_idx on public.applications (applicant_id, created_at desc, id desc);
-- One CV object per application; the storage policies look applications up by it.
create unique index applications_cv_path_key on public.applications (cv_path);

create table public.application_status_changes (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references public.applications (id) on delete cascade,
  -- Filled in by the trigger from the application as it was.
  from_status public.application_status,
  to_status public.application_status not null,
  note text,
  changed_by uuid references public.profiles (id) on delete set null,
  changed_at timestamptz not null default now(),
  constraint application_status_changes_note_check check (note is null or char_length(note) <= 1000)
);
create index application_status_changes_application_idx
  on public.application_status_changes (application_id, changed_at desc);
create index application_status_changes_changed_by_idx on public.application_status_changes (changed_by);

create table public.job_application_counts (
  job_id uuid primary key references public.jobs (id) on delete cascade,
  total_count integer not null default 0,
  new_count integer not null default 0,
  constraint job_application_counts_check check (total_count >= 0 and new_count between 0 and total_count)
);

-- ---------------------------------------------------------------------------------------------
-- Counts: +1 on apply; a change out of New takes one off new_count, a withdrawal one off
-- total_count. Row triggers: one hot row per popular job, written in the applying transaction.
create function private.count_application_change(p_job uuid, d_total integer, d_new integer) returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.job_application_counts as c (job_id, total_count, new_count)
  values (p_job, greatest(d_total, 0), greatest(d_new, 0))
  on conflict (job_id) do update
    set total_count = c.total_count + d_total, new_count = c.new_count + d_new;
$$;

-- Before an application is written: the questions whose answer is public anyway (is the job open,
-- is it the applicant's own) get a clear message; who may apply at all is the policy's business.
create function private.check_new_application() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_job record;
begin
  select j.posted_by, j.closed_at into v_job from public.jobs j where j.id = new.job_id;
  if found and v_job.closed_at is not null then
    raise exception 'This job is closed: it no longer takes applications.' using errcode = '23514';
  end if;
  if found and v_job.posted_by = new.applicant_id then
    raise exception 'You cannot apply to a job you posted.' using errcode = '23514';
  end if;
  return new;
end;
$$;
create trigger applications_check_new before insert on public.applications
  for each row execute function private.check_new_application();

create function private.count_applications() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.count_application_change(new.job_id, 1, 1);
  elsif tg_op = 'DELETE' then
    -- A job's own deletion removes its counts row first (cascade): nothing left to count down.
    if old.status <> 'withdrawn' and exists (select 1 from public.jobs j where j.id = old.job_id) then
      perform private.count_application_change(old.job_id, -1, case when old.status = 'new' then -1 else 0 end);
    end if;
  elsif old.status is distinct from new.status then
    perform private.count_application_change(new.job_id,
      case when new.status = 'withdrawn' then -1 else 0 end,
      case when old.status = 'new' then -1 else 0 end);
  end if;
  return null;
end;
$$;
create trigger applications_count after insert or delete or update of status on public.applications
  for each row execute function private.count_applications();

-- A status change, before it is written: from where it moves, by whom, when. Locks the application
-- so two changes at once apply one after the other. Never refuses: the policy has not run yet, and a
-- stranger must learn nothing about the application from an error.
create function private.fill_status_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  select a.status into new.from_status from public.applications a where a.id = new.application_id for update;
  new.changed_by := (select auth.uid());
  new.changed_at := now();
  return new;
end;
$$;
create trigger application_status_changes_fill before insert on public.application_status_changes
  for each row execute function private.fill_status_change();

-- After the policy allowed it: the path's rules, then the application takes the new status.
create function private.apply_status_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  steps constant public.application_status[] := array['new', 'shortlisted', 'interview', 'offer', 'hired'];
begin
  if new.from_status = 'withdrawn' then
    raise exception 'This application was withdrawn.' using errcode = '23514';
  elsif new.from_status in ('hired', 'rejected') then
    raise exception 'This application is already decided.' using errcode = '23514';
  elsif new.to_status = new.from_status then
    raise exception 'The application already has this status.' using errcode = '23514';
  elsif new.to_status not in ('rejected', 'withdrawn')
        and array_position(steps, new.to_status) < array_position(steps, new.from_status) then
    raise exception 'An application only moves forward: New, Shortlisted, Interview, Offer, Hired (or Rejected).'
      using errcode = '23514';
  end if;
  update public.applications a
    set status = new.to_status, status_changed_at = new.changed_at
    where a.id = new.application_id;
  return null;
end;
$$;
create trigger application_status_changes_apply after insert on public.application_status_changes
  for each row execute function private.apply_status_change();

revoke execute on function
  private.stamp_job_closed_at(),
  private.count_application_change(uuid, integer, integer),
  private.check_new_application(),
  private.count_applications(),
  private.fill_status_change(),
  private.apply_status_change()
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Who reads and writes what.
alter table public.applications enable row level security;
alter table public.application_status_changes enable row level security;
alter table public.job_application_counts enable row level security;
revoke all on table public.applications, public.application_status_changes, public.job_application_counts
  from public, anon, authenticated;
grant all on table public.applications, public.application_status_changes, public.job_application_counts
  to service_role;

-- applications: the applicant reads their own, the poster those to their jobs, nobody else. Only
-- inserted, and only the columns a member writes (status and the dates keep their defaults); the
-- status moves through application_status_changes; never updated or deleted by a member.
grant select on public.applications to authenticated;
grant insert (job_id, applicant_id, cover_note, contact_email, cv_path, cv_name) on public.applications to authenticated;

create policy "Applicants and posters read applications" on public.applications
  for select to authenticated
  using (
    applicant_id = (select auth.uid())
    or exists (select 1 from public.jobs j where j.id = job_id and j.posted_by = (select auth.uid())));

-- A member applies as themselves, to an open job of someone else, with a CV they uploaded to their
-- own folder of 'cvs' (read under their own storage policy: it must exist and be theirs).
create policy "Members apply as themselves with their own CV" on public.applications
  for insert to authenticated
  with check (
    applicant_id = (select auth.uid())
    and (select public.is_member((select auth.uid())))
    and (storage.foldername(cv_path))[1] = (select auth.uid())::text
    and exists (select 1 from public.jobs j
                where j.id = job_id and j.closed_at is null and j.posted_by <> (select auth.uid()))
    and exists (select 1 from storage.objects o where o.bucket_id = 'cvs' and o.name = cv_path));

-- The history, with the poster's notes, is the poster's: applicants see their status and when it
-- changed on the application itself.
grant select on public.application_status_changes to authenticated;
grant insert (application_id, to_status, note) on public.application_status_changes to authenticated;

create policy "Posters read the history of applications to their jobs" on public.application_status_changes
  for select to authenticated
  using (exists (
    select 1 from public.applications a join public.jobs j on j.id = a.job_id
    where a.id = application_id and j.posted_by = (select auth.uid())));

-- Only the poster moves an application on (never to Withdrawn); only the applicant withdraws.
create policy "Posters change status and applicants withdraw" on public.application_status_changes
  for insert to authenticated
  with check (exists (
    select 1 from public.applications a join public.jobs j on j.id = a.job_id
    where a.id = application_id
      and case when to_status = 'withdrawn' then a.applicant_id = (select auth.uid())
               else j.posted_by = (select auth.uid()) end));

grant select on public.job_application_counts to authenticated;
create policy "Posters read the counts of their jobs" on public.job_application_counts
  for select to authenticated
  using (exists (select 1 from public.jobs j where j.id = job_id and j.posted_by = (select auth.uid())));

-- ---------------------------------------------------------------------------------------------
-- Storage: CVs in a private bucket, checked by Storage itself before a byte is kept.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('cvs', 'cvs', false, 5242880, array[
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document'])
on conflict (id) do update
  set public = excluded.public, file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- A member uploads CVs into their own folder only.
create policy "Members upload CVs to their own folder" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'cvs'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select public.is_member((select auth.uid()))));

-- Is this CV object named by a live (not withdrawn) application to a job the caller posted? As the
-- owner: the applications policy reads storage.objects (the CV must exist), so a storage policy
-- reading applications under RLS would be a cycle Postgres refuses. Tells the caller only about
-- their own jobs' applications.
create function public.is_cv_sent_to_me(object_name text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.applications a join public.jobs j on j.id = a.job_id
    where a.cv_path = object_name and a.status <> 'withdrawn' and j.posted_by = (select auth.uid()));
$$;
revoke execute on function public.is_cv_sent_to_me(text) from public, anon;
grant execute on function public.is_cv_sent_to_me(text) to authenticated, service_role;

-- The applicant reads their folder; the poster of a job reads exactly the object an application to
-- that job names, while it is not withdrawn, and nothing else of the applicant's folder.
create policy "Applicants and the poster of an application read CVs" on storage.objects
  for select to authenticated
  using (
    bucket_id = 'cvs'
    and ((storage.foldername(name))[1] = (select auth.uid())::text or public.is_cv_sent_to_me(name)));

-- The applicant removes a CV of their folder that no live application names (an upload whose
-- application failed, or the CV of a withdrawn one); a poster never loses a CV they were sent.
create policy "Applicants remove CVs no live application names" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'cvs'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and not exists (select 1 from public.applications a where a.cv_path = name and a.status <> 'withdrawn'));

-- ---------------------------------------------------------------------------------------------
-- The public job list leaves closed jobs out unless asked (include_closed). Same body otherwise
-- (20250901000500_search_performance.sql explains the costs).
drop function public.search_jobs(text, integer, integer);
create function public.search_jobs(
  search_text text default null, page_limit integer default 20, page_offset integer default 0,
  include_closed boolean default false)
returns setof public.jobs
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_custom_plan
set cpu_operator_cost = 0.025
as $$
declare
  pat text := public.like_pattern(search_text);
begin
  if coalesce(include_closed, false) then
    return query
    select j.*
    from public.jobs j
    where pat is null or (j.title || E'\x1f' || j.company_name || E'\x1f' || j.description) ilike pat
    order by j.created_at desc, j.id
    limit least(greatest(coalesce(page_limit, 20), 1), 100)
    offset greatest(coalesce(page_offset, 0), 0);
  else
    return query
    select j.*
    from public.jobs j
    where j.closed_at is null
      and (pat is null or (j.title || E'\x1f' || j.company_name || E'\x1f' || j.description) ilike pat)
    order by j.created_at desc, j.id
    limit least(greatest(coalesce(page_limit, 20), 1), 100)
    offset greatest(coalesce(page_offset, 0), 0);
  end if;
end;
$$;
revoke execute on function public.search_jobs(text, integer, integer, boolean) from public;
grant execute on function public.search_jobs(text, integer, integer, boolean) to anon, authenticated, service_role;
