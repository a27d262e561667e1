-- What a hosted Supabase project offers for scheduled work and the stack's PGlite (and a plain
-- PostgreSQL 15) lacks: the SQL surface of Supabase Cron (pg_cron), pg_net and Vault, enough for a
-- migration written for hosted Supabase to run unchanged. Applied only where pg_cron is not
-- available (stack/src/migrations.ts); the stack's scheduler (scheduler/index.ts) runs the jobs at
-- their times and sends the queued HTTP requests, as pg_cron's and pg_net's workers do.
--
--   cron.schedule(job_name, schedule, command) / cron.schedule(schedule, command) → jobid
--   cron.unschedule(job_name | jobid) → boolean;   cron.alter_job(jobid, schedule, command, …, active)
--   cron.job, cron.job_run_details                 as pg_cron keeps them
--   net.http_post(url, body, params, headers, timeout_milliseconds) → request id;  net.http_get(…)
--   net.http_request_queue, net._http_response    as pg_net keeps them
--   vault.create_secret(secret, name, description) → id;  vault.decrypted_secrets
-- The stack stores the secrets 'project_url' and 'service_role_key' itself at start (a hosted project
-- gets them once, from whoever deploys: README.md, Deploy).

create schema if not exists cron;
create schema if not exists net;
create schema if not exists vault;
revoke all on schema cron, net, vault from public, anon, authenticated;

-- ── pg_cron ─────────────────────────────────────────────────────────────────────────────────────

create table if not exists cron.job (
  jobid bigserial primary key,
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  nodeport integer not null default 5432,
  database text not null default current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text unique
);

create table if not exists cron.job_run_details (
  jobid bigint,
  runid bigserial primary key,
  job_pid integer,
  database text,
  username text,
  command text,
  status text,
  return_message text,
  start_time timestamptz,
  end_time timestamptz
);
-- One run per job and scheduled minute, whichever stack process gets there first.
create unique index if not exists job_run_details_slot_key on cron.job_run_details (jobid, start_time);

-- pg_cron's syntax: five fields, a macro, or '1-59 seconds'. The scheduler reads them; this only
-- refuses what could never run, as pg_cron does ("invalid schedule").
create or replace function cron.stack_check_schedule(schedule text) returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if schedule is null or not (
       schedule ~ '^\s*(\S+\s+){4}\S+\s*$' and schedule !~ '[^-0-9*,/[:space:]]'
    or schedule ~ '^\s*@(yearly|annually|monthly|weekly|daily|midnight|hourly)\s*$'
    or schedule ~ '^\s*([1-9]|[1-5][0-9])\s+seconds?\s*$') then
    raise exception 'invalid schedule: %', schedule using errcode = '22023';
  end if;
end;
$$;

create or replace function cron.schedule(job_name text, schedule text, command text) returns bigint
language plpgsql
set search_path = ''
as $$
declare
  id bigint;
begin
  perform cron.stack_check_schedule(schedule);
  insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
  on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command, active = true
  returning jobid into id;
  return id;
end;
$$;

create or replace function cron.schedule(schedule text, command text) returns bigint
language plpgsql
set search_path = ''
as $$
declare
  id bigint;
begin
  perform cron.stack_check_schedule(schedule);
  insert into cron.job (schedule, command) values (schedule, command) returning jobid into id;
  return id;
end;
$$;

create or replace function cron.unschedule(job_name text) returns boolean
language plpgsql
set search_path = ''
as $$
begin
  delete from cron.job where jobname = job_name;
  if not found then
    raise exception 'could not find valid entry for job ''%''', job_name using errcode = 'P0001';
  end if;
  return true;
end;
$$;

create or replace function cron.unschedule(job_id bigint) returns boolean
language plpgsql
set search_path = ''
as $$
begin
  delete from cron.job where jobid = job_id;
  if not found then
    raise exception 'could not find valid entry for job %', job_id using errcode = 'P0001';
  end if;
  return true;
end;
$$;

create or replace function cron.alter_job(
  job_id bigint, schedule text default null, command text default null, database text default null,
  username text default null, active boolean default null) returns void
language plpgsql
set search_path = ''
as $$
begin
  if schedule is not null then
    perform cron.stack_check_schedule(schedule);
  end if;
  update cron.job j set schedule = coalesce(alter_job.schedule, j.schedule),
                        command = coalesce(alter_job.command, j.command),
                        database = coalesce(alter_job.database, j.database),
                        username = coalesce(alter_job.username, j.username),
                        active = coalesce(alter_job.active, j.active)
  where j.jobid = job_id;
  if not found then
    raise exception 'could not find valid entry for job %', job_id using errcode = 'P0001';
  end if;
end;
$$;

-- ── pg_net ──────────────────────────────────────────────────────────────────────────────────────

create table if not exists net.http_request_queue (
  id bigserial primary key,
  method text not null,
  url text not null,
  headers jsonb not null,
  body bytea,
  timeout_milliseconds integer not null
);

create table if not exists net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);

-- Queued in the caller's transaction and sent once it commits (the notification wakes the sender).
create or replace function net.http_post(
  url text, body jsonb default '{}'::jsonb, params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb, timeout_milliseconds integer default 5000)
returns bigint
language plpgsql
set search_path = ''
as $$
declare
  id bigint;
  query text;
begin
  select string_agg(format('%s=%s', key, value), '&') into query from jsonb_each_text(coalesce(params, '{}'));
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('POST', url || coalesce('?' || query, ''), coalesce(headers, '{}'), convert_to(coalesce(body, 'null'::jsonb)::text, 'UTF8'),
          coalesce(timeout_milliseconds, 5000))
  returning http_request_queue.id into id;
  perform pg_notify('stack_net', id::text);
  return id;
end;
$$;

create or replace function net.http_get(
  url text, params jsonb default '{}'::jsonb, headers jsonb default '{}'::jsonb, timeout_milliseconds integer default 5000)
returns bigint
language plpgsql
set search_path = ''
as $$
declare
  id bigint;
  query text;
begin
  select string_agg(format('%s=%s', key, value), '&') into query from jsonb_each_text(coalesce(params, '{}'));
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('GET', url || coalesce('?' || query, ''), coalesce(headers, '{}'), null, coalesce(timeout_milliseconds, 5000))
  returning http_request_queue.id into id;
  perform pg_notify('stack_net', id::text);
  return id;
end;
$$;

-- ── Vault ───────────────────────────────────────────────────────────────────────────────────────
-- Kept as text: the stack is a local stand-in, its secrets are the well-known demo keys.

create table if not exists vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text unique,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create or replace view vault.decrypted_secrets as
  select id, name, description, secret, secret as decrypted_secret, key_id, nonce, created_at, updated_at
  from vault.secrets;

create or replace function vault.create_secret(
  new_secret text, new_name text default null, new_description text default '', new_key_id uuid default null)
returns uuid
language sql
set search_path = ''
as $$
  insert into vault.secrets (secret, name, description, key_id)
  values (new_secret, new_name, coalesce(new_description, ''), new_key_id)
  returning id;
$$;

create or replace function vault.update_secret(
  secret_id uuid, new_secret text default null, new_name text default null, new_description text default null,
  new_key_id uuid default null)
returns void
language sql
set search_path = ''
as $$
  update vault.secrets set secret = coalesce(new_secret, secret), name = coalesce(new_name, name),
    description = coalesce(new_description, description), key_id = coalesce(new_key_id, key_id),
    updated_at = now()
  where id = secret_id;
$$;

revoke all on all tables in schema cron, net, vault from public, anon, authenticated;
revoke all on all functions in schema cron, net, vault from public, anon, authenticated;
