-- Administrators are not members (decisions.md, issue 12): they never appear in the ticker, the
-- Network, search results, member counts or anyone's connections; they cannot be sent requests,
-- post jobs or list services, and they have no member type.
--
-- One rule, one place: profiles.is_member, generated from role. Everything that asks "is this a
-- member?" reads it: rows of profiles through the column (policies and searches, where the
-- planner sees a plain boolean and indexes stay usable), anyone else by id through
-- public.is_member(uid). Nothing else in the schema tests role = 'member'.
--
-- Data shape: an administrator has user_type null (no member type) and no plan; a member always
-- has a type. The constraint below ties the two, so neither can drift from the rule.

alter table public.profiles
  add column is_member boolean generated always as (role = 'member') stored,
  alter column user_type drop not null;

-- Administrators made before this migration: no member type, no plan, and none of a member's rows.
update public.profiles set user_type = null, subscription_plan = null where not is_member;
delete from public.connections c
  where exists (select 1 from public.profiles p where not p.is_member and p.id in (c.requester_id, c.addressee_id));
delete from public.jobs j where exists (select 1 from public.profiles p where not p.is_member and p.id = j.posted_by);
delete from public.user_services s
  where exists (select 1 from public.profiles p where not p.is_member and p.id = s.user_id);
delete from public.profile_views v
  where exists (select 1 from public.profiles p where not p.is_member and p.id in (v.viewer_id, v.viewed_id));

alter table public.profiles
  add constraint profiles_member_type_check check (is_member = (user_type is not null));

-- ---------------------------------------------------------------------------------------------
-- The rule by id. Security definer: role is not readable by API roles (policies may consult it
-- only through this). Stable, so a policy's (select public.is_member(...)) runs once per statement.
create function public.is_member(uid uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select p.is_member from public.profiles p where p.id = uid), false);
$$;

revoke execute on function public.is_member(uuid) from public, anon;
grant execute on function public.is_member(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Policies.

-- Members read the cards of members, and their own row; administrators read every row (the admin
-- screens). is_member is readable with the cards (a member only ever sees true in it: their own
-- row and members'), so functions that run with the caller's rights can state the rule too; role
-- stays unreadable.
grant select (is_member) on public.profiles to authenticated;
drop policy "Members read profile cards" on public.profiles;
create policy "Members read member cards" on public.profiles
  for select to authenticated
  using (is_member or id = (select auth.uid()) or (select public.is_admin()));

-- A request goes from a member to a member.
drop policy "Members send requests as themselves" on public.connections;
create policy "Members send requests as themselves to members" on public.connections
  for insert to authenticated
  with check (
    requester_id = (select auth.uid()) and status = 'pending'
    and (select public.is_member((select auth.uid()))) and public.is_member(addressee_id));

drop policy "HR Professionals post jobs as themselves" on public.jobs;
create policy "HR Professionals post jobs as themselves" on public.jobs
  for insert to authenticated
  with check (
    posted_by = (select auth.uid()) and (select public.is_member((select auth.uid())))
    and (select public.current_user_type()) = 'HR Professional');

drop policy "Providers add their own services" on public.user_services;
create policy "Providers add their own services" on public.user_services
  for insert to authenticated
  with check (
    user_id = (select auth.uid()) and (select public.is_member((select auth.uid())))
    and (select public.current_user_type()) = 'Service Provider');

-- ---------------------------------------------------------------------------------------------
-- Full-profile visibility: as before between members; an administrator's profile is visible only
-- to itself and to administrators.
create or replace function public.can_view_profile(viewer uuid, target uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select viewer = target
        or v.role = 'admin'
        or (t.is_member and (
              v.user_type = 'HR Professional'
           or t.user_type = 'Service Provider'
           or coalesce(v.subscription_plan, 'Free') <> 'Free'))
    from public.profiles v, public.profiles t
    where v.id = viewer and t.id = target), false);
$$;

-- Another profile: members only (an administrator's id gives no row, as an unknown one does),
-- unless the caller is that administrator or an administrator.
create or replace function public.get_profile(target_id uuid)
returns table (
  id uuid, full_name text, user_type public.user_type, company text, "position" text, service_type text,
  avatar_url text, subscription_plan public.subscription_plan, created_at timestamptz, description text,
  can_view boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.full_name, p.user_type, p.company, p.position, p.service_type, p.avatar_url,
         p.subscription_plan, p.created_at,
         case when v.allowed then p.description end,
         v.allowed
  from public.profiles p
  cross join lateral (select public.can_view_profile((select auth.uid()), p.id) as allowed) v
  where p.id = target_id and (select auth.uid()) is not null
    and (p.is_member or p.id = (select auth.uid()) or public.is_admin());
$$;

-- Profile views are visits of members to members.
create or replace function public.record_profile_view(target_id uuid) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  if me is null or me = target_id or not public.is_member(me) or not public.is_member(target_id) then
    return;
  end if;
  insert into public.profile_views (viewer_id, viewed_id) values (me, target_id)
  on conflict (viewer_id, viewed_id) do update set viewed_at = now();
end;
$$;

-- Refer & Earn counts the members who joined through the caller's link.
create or replace function public.get_my_referral_count() returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.profiles p where p.referred_by = (select auth.uid()) and p.is_member;
$$;

-- ---------------------------------------------------------------------------------------------
-- Network page. It ran with the caller's rights; under the member-cards policy above the planner
-- could no longer use the trigram indexes for the search (a policy's condition must be checked
-- before a non-leakproof ILIKE), and "search one person" read 73,422 rows (81 ms) at 100,000
-- members. It now runs as its owner and restates in its WHERE what the policies let a member see:
-- signed in, member cards (card columns only), the caller's own connection to each.
create or replace function public.search_network(
  search_text text default null, type_filter text default null,
  page_limit integer default 20, page_offset integer default 0)
returns table (
  id uuid, full_name text, user_type public.user_type, company text, "position" text, service_type text,
  avatar_url text, subscription_plan public.subscription_plan, created_at timestamptz,
  connection_id uuid, connection_status public.connection_status, is_requester boolean, can_view boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  pat text := public.like_pattern(search_text);
  kind text := nullif(nullif(btrim(coalesce(type_filter, '')), ''), 'all');
begin
  return query
  select p.id, p.full_name, p.user_type, p.company, p.position, p.service_type, p.avatar_url,
         p.subscription_plan, p.created_at,
         c.id, c.status, c.requester_id = me,
         public.can_view_profile(me, p.id)
  from public.profiles p
  left join public.connections c
    on least(c.requester_id, c.addressee_id) = least(p.id, me)
   and greatest(c.requester_id, c.addressee_id) = greatest(p.id, me)
  where me is not null and p.id <> me and p.is_member
    and (kind is null or p.user_type::text = kind)
    and (pat is null or p.full_name ilike pat or p.company ilike pat or p.position ilike pat
         or p.service_type ilike pat)
  order by p.created_at desc, p.id
  limit least(greatest(coalesce(page_limit, 20), 1), 100)
  offset greatest(coalesce(page_offset, 0), 0);
end;
$$;

-- My connections. Also runs as its owner now: under row-level security its status filter could not
-- be an index condition (enum equality is not leakproof, so Postgres checks it after the policy;
-- see 20251102000000_enumerated_types.sql), and the WHERE already states what the policies allowed:
-- the caller's own accepted connections, the other member's card columns.
create or replace function public.list_my_connections(page_limit integer default 20, page_offset integer default 0)
returns table (
  connection_id uuid, connected_at timestamptz, id uuid, full_name text, user_type public.user_type,
  company text, "position" text, service_type text, avatar_url text,
  subscription_plan public.subscription_plan, can_view boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select c.id, c.updated_at, p.id, p.full_name, p.user_type, p.company, p.position, p.service_type,
         p.avatar_url, p.subscription_plan, public.can_view_profile((select auth.uid()), p.id)
  from public.connections c
  join public.profiles p
    on p.id = case when c.requester_id = (select auth.uid()) then c.addressee_id else c.requester_id end
  where c.status = 'accepted' and (select auth.uid()) in (c.requester_id, c.addressee_id) and p.is_member
  order by c.updated_at desc, c.id
  limit least(greatest(coalesce(page_limit, 20), 1), 100)
  offset greatest(coalesce(page_offset, 0), 0);
$$;

create or replace function public.search_services(
  search_text text default null, category_filter uuid default null,
  page_limit integer default 20, page_offset integer default 0)
returns table (
  id uuid, service_name text, description text, category_id uuid, category_name text,
  created_at timestamptz, provider_id uuid, provider_full_name text, provider_avatar_url text,
  provider_company text, provider_position text, provider_service_type text,
  provider_subscription_plan public.subscription_plan, can_view_provider boolean)
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_custom_plan
as $$
declare
  me uuid := (select auth.uid());
  pat text := public.like_pattern(search_text);
  my_type public.user_type := public.current_user_type();
  admin boolean := public.is_admin();
begin
  return query
  select s.id, s.service_name, s.description, s.category_id, sc.name, s.created_at,
         p.id, p.full_name, p.avatar_url, p.company, p.position, p.service_type, p.subscription_plan,
         (p.id = me or admin or my_type = 'Service Provider'
          or coalesce(p.subscription_plan, 'Free') <> 'Free')
  from public.user_services s
  join public.service_categories sc on sc.id = s.category_id
  join public.profiles p on p.id = s.user_id
  where me is not null and p.is_member
    and (category_filter is null or s.category_id = category_filter)
    and (pat is null or (s.service_name || E'\x1f' || coalesce(s.description, '')) ilike pat)
  order by s.created_at desc, s.id
  limit least(greatest(coalesce(page_limit, 20), 1), 100)
  offset greatest(coalesce(page_offset, 0), 0);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Counts: the kept totals and the dashboard count members through the same column.
create or replace function private.count_platform_changes() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  added bigint := 0;
  removed bigint := 0;
begin
  if tg_table_name = 'profiles' then
    if tg_op <> 'DELETE' then select count(*) into added from new_rows r where r.is_member; end if;
    if tg_op <> 'INSERT' then select count(*) into removed from old_rows r where r.is_member; end if;
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

create or replace function private.recount_platform_counters() returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  lock table public.profiles, public.user_services, public.connections in share mode;
  delete from private.platform_counter_deltas;
  insert into private.platform_counter_deltas (members, services, accepted_connections)
  select (select count(*) from public.profiles p where p.is_member),
         (select count(*) from public.user_services),
         (select count(*) from public.connections c where c.status = 'accepted');
end;
$$;

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
    where p.created_at >= month_start and p.is_member;
  return query select
    total,
    services,
    accepted,
    -- "Today" is the current day of the database's time zone (UTC on Supabase). The LATERAL ...
    -- LIMIT 1 keeps this a nested loop: one primary-key look-up per sign-in of today, where a plain
    -- join was planned as a hash join over every profile.
    (select count(*) from private.user_sign_ins s
      cross join lateral (
        select 1 from public.profiles p where p.id = s.user_id and p.is_member limit 1) m
      where s.last_sign_in_at >= date_trunc('day', now())),
    joined,
    total - joined,
    case when total - joined = 0 then null
      else round(joined * 100.0 / (total - joined), 1) end;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The first administrator: no member type, no plan, and none of a member's rows (in production the
-- edge function promotes an account it has just created, so there are none to remove; a member
-- promoted by an operator leaves the network with everything that made them part of it).
create or replace function public.claim_admin(target_user_id uuid) returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  promoted boolean;
begin
  perform pg_advisory_xact_lock(hashtext('hr_connect.claim_admin'));
  if exists (select 1 from public.profiles p where p.role = 'admin') then
    return false;
  end if;
  update public.profiles set role = 'admin', user_type = null, subscription_plan = null
    where id = target_user_id;
  promoted := found;
  if promoted then
    delete from public.connections c where target_user_id in (c.requester_id, c.addressee_id);
    delete from public.jobs j where j.posted_by = target_user_id;
    delete from public.user_services s where s.user_id = target_user_id;
    delete from public.profile_views v where target_user_id in (v.viewer_id, v.viewed_id);
  end if;
  return promoted;
end;
$$;

-- The grants, restated (create or replace keeps them; this file names them all the same).
revoke execute on function
  public.can_view_profile(uuid, uuid),
  public.get_profile(uuid),
  public.record_profile_view(uuid),
  public.get_my_referral_count(),
  public.search_network(text, text, integer, integer),
  public.list_my_connections(integer, integer),
  public.search_services(text, uuid, integer, integer),
  public.admin_dashboard_stats(),
  public.claim_admin(uuid)
  from public, anon, authenticated;
grant execute on function
  public.can_view_profile(uuid, uuid),
  public.get_profile(uuid),
  public.record_profile_view(uuid),
  public.get_my_referral_count(),
  public.search_network(text, text, integer, integer),
  public.list_my_connections(integer, integer),
  public.search_services(text, uuid, integer, integer),
  public.admin_dashboard_stats()
  to authenticated, service_role;
grant execute on function public.claim_admin(uuid) to service_role;
revoke execute on function private.count_platform_changes(), private.recount_platform_counters()
  from public, anon, authenticated;
