-- Admin dashboard figures without reading the whole network (issue 8, docs/performance.md).
-- admin_dashboard_stats counted every member profile, service and accepted connection and scanned
-- auth.users for today's sign-ins on each call: about 1.2 million rows at 100,000 members. The
-- figures stay exact; they are now kept as they change:
--
-- * Totals (members with role 'member', services, accepted connections) are sums of delta rows.
--   Statement-level triggers with transition tables add one row per changing statement (a bulk insert
--   of 20,000 rows adds one row), so writers only ever insert: no hot counter row that serialises
--   concurrent sign-ups and answers, and no row lock that could deadlock a multi-statement
--   transaction. The first statement of a transaction that can take a try-lock folds the committed
--   rows into one (never waiting), so the reader sums a handful of rows.
-- * "Members at month start" is the total minus the members who joined this month: a range on the
--   created_at index. "Active today" is a range on the sign-in times, copied from auth.users into a
--   table of our own (hosted Supabase owns the auth schema and its indexes).
--
-- Everything lives in the schema "private", which the data API does not expose and API roles cannot
-- use; only the security definer functions below read or write it. Signature, result columns and
-- grants of admin_dashboard_stats are unchanged.

create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Counter deltas: the sum of each column is the exact figure.
create table private.platform_counter_deltas (
  members bigint not null default 0,
  services bigint not null default 0,
  accepted_connections bigint not null default 0
);
-- Sign-in times of auth.users, indexed so "signed in today" reads only today's rows.
create table private.user_sign_ins (
  user_id uuid primary key references auth.users (id) on delete cascade,
  last_sign_in_at timestamptz not null
);
create index user_sign_ins_last_sign_in_at_idx on private.user_sign_ins (last_sign_in_at);

-- No policies: nobody but the owner (the functions below) reads or writes these rows.
alter table private.platform_counter_deltas enable row level security;
alter table private.user_sign_ins enable row level security;
revoke all on table private.platform_counter_deltas, private.user_sign_ins from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Adds one delta row; the first call of a transaction also folds the committed rows into one.
-- Folding is skipped rather than awaited when another transaction holds the lock, and outside
-- READ COMMITTED (a transaction-old snapshot could try to delete rows another fold removed).
-- Each row is deleted by exactly one fold, and rows of transactions still running are invisible
-- to it and stay as they are, so the sums never change by folding.
create function private.add_counter_delta(d_members bigint, d_services bigint, d_connections bigint)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if d_members = 0 and d_services = 0 and d_connections = 0 then
    return;
  end if;
  insert into private.platform_counter_deltas (members, services, accepted_connections)
  values (d_members, d_services, d_connections);
  if coalesce(current_setting('hr_connect.counters_folded', true), '') <> 'on'
     and current_setting('transaction_isolation') = 'read committed'
     and pg_try_advisory_xact_lock(hashtext('hr_connect.platform_counters')) then
    -- Once per transaction: a bulk load of many statements must not rescan its own dead rows.
    perform set_config('hr_connect.counters_folded', 'on', true);
    with folded as (delete from private.platform_counter_deltas returning *)
    insert into private.platform_counter_deltas (members, services, accepted_connections)
    select coalesce(sum(f.members), 0), coalesce(sum(f.services), 0), coalesce(sum(f.accepted_connections), 0)
    from folded f;
  end if;
end;
$$;

-- One trigger function for the three tables: rows that enter the counted set minus rows that leave
-- it (a role change from member to admin, a request accepted, a connection removed, ...).
create function private.count_platform_changes() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  added bigint := 0;
  removed bigint := 0;
begin
  if tg_table_name = 'profiles' then
    if tg_op <> 'DELETE' then select count(*) into added from new_rows r where r.role = 'member'; end if;
    if tg_op <> 'INSERT' then select count(*) into removed from old_rows r where r.role = 'member'; end if;
    perform private.add_counter_delta(added - removed, 0, 0);
  elsif tg_table_name = 'user_services' then
    if tg_op = 'INSERT' then select count(*) into added from new_rows; end if;
    if tg_op = 'DELETE' then select count(*) into removed from old_rows; end if;
    perform private.add_counter_delta(0, added - removed, 0);
  elsif tg_table_name = 'connections' then
    if tg_op <> 'DELETE' then select count(*) into added from new_rows r where r.status = 'accepted'; end if;
    if tg_op <> 'INSERT' then select count(*) into removed from old_rows r where r.status = 'accepted'; end if;
    perform private.add_counter_delta(0, 0, added - removed);
  end if;
  return null;
end;
$$;

-- TRUNCATE has no transition table: it empties the table, so its counter goes to zero. Its
-- ACCESS EXCLUSIVE lock waits for every transaction writing that table, so no uncounted delta of it
-- is in flight.
create function private.zero_platform_counter() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  t record;
begin
  select coalesce(sum(d.members), 0) as members, coalesce(sum(d.services), 0) as services,
         coalesce(sum(d.accepted_connections), 0) as accepted_connections
    into t from private.platform_counter_deltas d;
  perform private.add_counter_delta(
    case when tg_table_name = 'profiles' then -t.members else 0 end,
    case when tg_table_name = 'user_services' then -t.services else 0 end,
    case when tg_table_name = 'connections' then -t.accepted_connections else 0 end);
  return null;
end;
$$;

-- A user's latest sign-in, as auth.users has it.
create function private.track_sign_in() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.last_sign_in_at is null then
    delete from private.user_sign_ins s where s.user_id = new.id;
  else
    insert into private.user_sign_ins (user_id, last_sign_in_at) values (new.id, new.last_sign_in_at)
    on conflict (user_id) do update set last_sign_in_at = excluded.last_sign_in_at;
  end if;
  return null;
end;
$$;

-- Recounts from the tables (the migration's starting point; also a repair for operators). The
-- SHARE locks wait for running writers and hold new ones off until commit, so the count is exact.
create function private.recount_platform_counters() returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  lock table public.profiles, public.user_services, public.connections in share mode;
  delete from private.platform_counter_deltas;
  insert into private.platform_counter_deltas (members, services, accepted_connections)
  select (select count(*) from public.profiles p where p.role = 'member'),
         (select count(*) from public.user_services),
         (select count(*) from public.connections c where c.status = 'accepted');
end;
$$;

revoke execute on function
  private.add_counter_delta(bigint, bigint, bigint),
  private.count_platform_changes(),
  private.zero_platform_counter(),
  private.track_sign_in(),
  private.recount_platform_counters()
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Transition tables may not be combined with an UPDATE column list, hence one trigger per event.
create trigger profiles_count_inserts after insert on public.profiles
  referencing new table as new_rows for each statement execute function private.count_platform_changes();
create trigger profiles_count_updates after update on public.profiles
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.count_platform_changes();
create trigger profiles_count_deletes after delete on public.profiles
  referencing old table as old_rows for each statement execute function private.count_platform_changes();
create trigger profiles_count_truncate after truncate on public.profiles
  for each statement execute function private.zero_platform_counter();

create trigger user_services_count_inserts after insert on public.user_services
  referencing new table as new_rows for each statement execute function private.count_platform_changes();
create trigger user_services_count_deletes after delete on public.user_services
  referencing old table as old_rows for each statement execute function private.count_platform_changes();
create trigger user_services_count_truncate after truncate on public.user_services
  for each statement execute function private.zero_platform_counter();

create trigger connections_count_inserts after insert on public.connections
  referencing new table as new_rows for each statement execute function private.count_platform_changes();
create trigger connections_count_updates after update on public.connections
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.count_platform_changes();
create trigger connections_count_deletes after delete on public.connections
  referencing old table as old_rows for each statement execute function private.count_platform_changes();
create trigger connections_count_truncate after truncate on public.connections
  for each statement execute function private.zero_platform_counter();

create trigger on_auth_user_signed_in
  after insert or update of last_sign_in_at on auth.users
  for each row execute function private.track_sign_in();

-- Starting point, after the triggers exist (creating them locked out writers until commit).
select private.recount_platform_counters();
insert into private.user_sign_ins (user_id, last_sign_in_at)
select u.id, u.last_sign_in_at from auth.users u where u.last_sign_in_at is not null;

-- ---------------------------------------------------------------------------------------------
-- Same figures as before. The function is stable, so every statement below reads one snapshot.
create or replace function public.admin_dashboard_stats()
returns table (
  total_members bigint, total_services bigint, accepted_connections bigint, active_today bigint,
  new_members_this_month bigint, members_at_month_start bigint, member_change_pct numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  month_start timestamptz := date_trunc('month', now());
  total bigint;
  services bigint;
  accepted bigint;
  joined bigint;
begin
  if not public.is_admin() then
    raise exception 'You do not have administrative privileges.' using errcode = '42501';
  end if;
  select coalesce(sum(d.members), 0)::bigint, coalesce(sum(d.services), 0)::bigint,
         coalesce(sum(d.accepted_connections), 0)::bigint
    into total, services, accepted
    from private.platform_counter_deltas d;
  -- Members who joined this month (profiles_created_at_idx range); the rest were there at its start.
  select count(*) into joined from public.profiles p
    where p.created_at >= month_start and p.role = 'member';
  return query select
    total,
    services,
    accepted,
    -- "Today" is the current day of the database's time zone (UTC on Supabase). The LATERAL ...
    -- LIMIT 1 keeps this a nested loop: one primary-key look-up per sign-in of today, where a plain
    -- join was planned as a hash join over every profile.
    (select count(*) from private.user_sign_ins s
      cross join lateral (
        select 1 from public.profiles p where p.id = s.user_id and p.role = 'member' limit 1) m
      where s.last_sign_in_at >= date_trunc('day', now())),
    joined,
    total - joined,
    case when total - joined = 0 then null
      else round(joined * 100.0 / (total - joined), 1) end;
end;
$$;
