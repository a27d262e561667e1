-- Enumerated values become Postgres enums, so the database states them once and the generated
-- types (src/lib/database.types.ts) carry their literal unions instead of `string`:
--   profiles.user_type          public.user_type          'HR Professional' | 'Service Provider'
--   profiles.role               public.user_role          'admin' | 'member'
--   profiles.subscription_plan  public.subscription_plan  'Enterprise' | 'Free' | 'Premium' | 'Professional'
--   connections.status         public.connection_status  'accepted' | 'declined' | 'pending'
-- (These four were the only text + check enumerations of the schema.)
--
-- The API stays what it was for callers:
-- * Order. An enum sorts by its labels' order, text by collation. The labels are declared in the
--   order text sorted them (alphabetical, the same under C and en_US collations), so
--   `order=subscription_plan` and every ORDER BY return rows in the order they did. A plan's rank
--   (Free < Professional < Premium < Enterprise) is therefore not the enum's order: compare plans
--   by name, or by a rank function when one is needed.
-- * Filters. eq/neq/in/is on these columns work as before (PostgREST's values are untyped literals
--   that Postgres reads as the enum). `ilike`/`like`/`match` on an enum column fail in PostgREST
--   (42883 "operator does not exist"): neither the app nor any function uses them on these
--   columns (the searches match full_name, company, position, service_type, e-mail, which stay
--   text); functions that compared a column with a text argument now compare text with text
--   (search_network's type_filter), so a value outside the enum still finds nothing instead of
--   failing.
-- * Reads under row-level security. Enum equality (enum_eq) is not leakproof, unlike text
--   equality, so where a policy applies Postgres checks `status = 'pending'` after the policy
--   instead of using it in an index condition; only a superuser could mark it leakproof, which
--   Supabase's postgres role is not. A member's status-filtered reads of connections (pending
--   requests, the dashboard counts) therefore fetch that member's connections through the
--   (requester_id, ...)/(addressee_id, ...) indexes and filter them: bounded by the member's own
--   connections, not by the network (docs/performance.md). Functions that run as their owner
--   (search_network, list_my_connections) are not affected.
-- * Writes. A text value is assignable to these columns (assignment casts below), so seeds,
--   scripts and triggers that write text keep working; an unknown value is refused (22P02) as the
--   check constraints refused it (23514).
-- * Function results carry the enums: get_profile, search_network, list_my_connections,
--   search_services, admin_list_users and current_user_type are dropped and recreated with the same
--   arguments, bodies, column names and grants (a function's result type cannot be altered).
--
-- Policies that name the columns (or current_user_type()) are dropped and recreated unchanged, as
-- are the partial index and the defaults; the check constraints go, the enums say the same.

create type public.user_type as enum ('HR Professional', 'Service Provider');
create type public.user_role as enum ('admin', 'member');
create type public.subscription_plan as enum ('Enterprise', 'Free', 'Premium', 'Professional');
create type public.connection_status as enum ('accepted', 'declined', 'pending');

create cast (text as public.user_type) with inout as assignment;
create cast (text as public.user_role) with inout as assignment;
create cast (text as public.subscription_plan) with inout as assignment;
create cast (text as public.connection_status) with inout as assignment;

-- ---------------------------------------------------------------------------------------------
-- What depends on the columns' type goes first.
drop policy "Members send requests as themselves" on public.connections;
drop policy "Addressees answer pending requests" on public.connections;
drop policy "HR Professionals post jobs as themselves" on public.jobs;
drop policy "Providers add their own services" on public.user_services;

drop function public.current_user_type();
drop function public.get_profile(uuid);
drop function public.search_network(text, text, integer, integer);
drop function public.list_my_connections(integer, integer);
drop function public.search_services(text, uuid, integer, integer);
drop function public.admin_list_users(text, integer, integer);

drop index public.profiles_admin_idx;

alter table public.profiles
  drop constraint profiles_user_type_check,
  drop constraint profiles_subscription_plan_check,
  drop constraint profiles_role_check,
  alter column role drop default;
alter table public.connections
  drop constraint connections_status_check,
  alter column status drop default;

-- ---------------------------------------------------------------------------------------------
alter table public.profiles
  alter column user_type type public.user_type using user_type::public.user_type,
  alter column role type public.user_role using role::public.user_role,
  alter column subscription_plan type public.subscription_plan using subscription_plan::public.subscription_plan,
  alter column role set default 'member';
alter table public.connections
  alter column status type public.connection_status using status::public.connection_status,
  alter column status set default 'pending';

create index profiles_admin_idx on public.profiles (id) where role = 'admin';

-- ---------------------------------------------------------------------------------------------
-- Recreated as they were (20250901000300_security.sql).
create function public.current_user_type() returns public.user_type
language sql
stable
security definer
set search_path = ''
as $$
  select p.user_type from public.profiles p where p.id = (select auth.uid());
$$;

create policy "Members send requests as themselves" on public.connections
  for insert to authenticated
  with check (requester_id = (select auth.uid()) and status = 'pending');
create policy "Addressees answer pending requests" on public.connections
  for update to authenticated
  using (addressee_id = (select auth.uid()) and status = 'pending')
  with check (addressee_id = (select auth.uid()) and status in ('accepted', 'declined'));
create policy "HR Professionals post jobs as themselves" on public.jobs
  for insert to authenticated
  with check (posted_by = (select auth.uid()) and (select public.current_user_type()) = 'HR Professional');
create policy "Providers add their own services" on public.user_services
  for insert to authenticated
  with check (user_id = (select auth.uid()) and (select public.current_user_type()) = 'Service Provider');

-- ---------------------------------------------------------------------------------------------
-- Recreated as they were (20250901000400_api_functions.sql, 20250901000500_search_performance.sql),
-- with the enums in their results.
create function public.get_profile(target_id uuid)
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
  where p.id = target_id and (select auth.uid()) is not null;
$$;

-- type_filter stays text: it is compared as text, so 'all', '' and unknown values behave as before.
create function public.search_network(
  search_text text default null, type_filter text default null,
  page_limit integer default 20, page_offset integer default 0)
returns table (
  id uuid, full_name text, user_type public.user_type, company text, "position" text, service_type text,
  avatar_url text, subscription_plan public.subscription_plan, created_at timestamptz,
  connection_id uuid, connection_status public.connection_status, is_requester boolean, can_view boolean)
language plpgsql
stable
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
  where me is not null and p.id <> me
    and (kind is null or p.user_type::text = kind)
    and (pat is null or p.full_name ilike pat or p.company ilike pat or p.position ilike pat
         or p.service_type ilike pat)
  order by p.created_at desc, p.id
  limit least(greatest(coalesce(page_limit, 20), 1), 100)
  offset greatest(coalesce(page_offset, 0), 0);
end;
$$;

create function public.list_my_connections(page_limit integer default 20, page_offset integer default 0)
returns table (
  connection_id uuid, connected_at timestamptz, id uuid, full_name text, user_type public.user_type,
  company text, "position" text, service_type text, avatar_url text,
  subscription_plan public.subscription_plan, can_view boolean)
language sql
stable
set search_path = ''
as $$
  select c.id, c.updated_at, p.id, p.full_name, p.user_type, p.company, p.position, p.service_type,
         p.avatar_url, p.subscription_plan, public.can_view_profile((select auth.uid()), p.id)
  from public.connections c
  join public.profiles p
    on p.id = case when c.requester_id = (select auth.uid()) then c.addressee_id else c.requester_id end
  where c.status = 'accepted' and (select auth.uid()) in (c.requester_id, c.addressee_id)
  order by c.updated_at desc, c.id
  limit least(greatest(coalesce(page_limit, 20), 1), 100)
  offset greatest(coalesce(page_offset, 0), 0);
$$;

create function public.search_services(
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
  where me is not null
    and (category_filter is null or s.category_id = category_filter)
    and (pat is null or (s.service_name || E'\x1f' || coalesce(s.description, '')) ilike pat)
  order by s.created_at desc, s.id
  limit least(greatest(coalesce(page_limit, 20), 1), 100)
  offset greatest(coalesce(page_offset, 0), 0);
end;
$$;

create function public.admin_list_users(
  search_text text default null, page_limit integer default 20, page_offset integer default 0)
returns table (
  id uuid, email text, full_name text, user_type public.user_type, company text, "position" text,
  service_type text, role public.user_role, subscription_plan public.subscription_plan,
  created_at timestamptz, last_sign_in_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  pat text := public.like_pattern(search_text);
  -- For the index: the search's words of 3+ letters in order, anything between them (a superset
  -- of pat, without word-start trigrams); pat itself when there is no such word.
  loose text := coalesce(
    '%' || nullif(array_to_string(array(
      select w from regexp_split_to_table(btrim(search_text), '[^[:alnum:]]+') as w
      where char_length(w) >= 3), '%'), '') || '%',
    pat);
begin
  if not public.is_admin() then
    raise exception 'You do not have administrative privileges.' using errcode = '42501';
  end if;
  return query
  select pg.id, pg.email, pg.full_name, pg.user_type, pg.company, pg.position, pg.service_type,
         pg.role, pg.subscription_plan, pg.created_at, u.last_sign_in_at
  from (
    select p.id, p.email, p.full_name, p.user_type, p.company, p.position, p.service_type, p.role,
           p.subscription_plan, p.created_at
    from public.profiles p
    -- (col || '') keeps the exact test out of the index condition (it would bring the
    -- word-start trigrams back).
    where pat is null
       or (p.full_name ilike loose and (loose = pat or (p.full_name || '') ilike pat))
       or (p.email ilike loose and (loose = pat or (p.email || '') ilike pat))
       or (p.company ilike loose and (loose = pat or (p.company || '') ilike pat))
    order by p.created_at desc, p.id
    limit least(greatest(coalesce(page_limit, 20), 1), 100)
    offset greatest(coalesce(page_offset, 0), 0)
  ) pg
  left join auth.users u on u.id = pg.id
  order by pg.created_at desc, pg.id;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The grants, as before.
revoke execute on function
  public.current_user_type(),
  public.get_profile(uuid),
  public.search_network(text, text, integer, integer),
  public.list_my_connections(integer, integer),
  public.search_services(text, uuid, integer, integer),
  public.admin_list_users(text, integer, integer)
  from public, anon, authenticated;
grant execute on function
  public.current_user_type(),
  public.get_profile(uuid),
  public.search_network(text, text, integer, integer),
  public.list_my_connections(integer, integer),
  public.search_services(text, uuid, integer, integer),
  public.admin_list_users(text, integer, integer)
  to authenticated, service_role;
