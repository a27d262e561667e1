-- The data API's functions (POST /rest/v1/rpc/<name>). Searches take the user's raw text and build
-- the LIKE pattern here, so no character a user types can change the query. Paged lists take
-- page_limit (1..100, default 20) and page_offset.

-- Escapes LIKE wildcards and wraps the text for a substring match; null for an empty search.
create function public.like_pattern(search_text text) returns text
language sql
immutable
set search_path = ''
as $$
  select case when nullif(btrim(coalesce(search_text, '')), '') is null then null
    else '%' || replace(replace(replace(btrim(search_text), '\', '\\'), '%', '\%'), '_', '\_') || '%' end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Own profile, every column (e-mail, referral code, referrer, role, plan included).
create function public.get_my_profile() returns setof public.profiles
language sql
stable
security definer
set search_path = ''
as $$
  select * from public.profiles p where p.id = (select auth.uid());
$$;

-- Another member's profile: card fields always, description only when can_view_profile allows.
create function public.get_profile(target_id uuid)
returns table (
  id uuid, full_name text, user_type text, company text, "position" text, service_type text,
  avatar_url text, subscription_plan text, created_at timestamptz, description text, can_view boolean)
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

-- Profile Stats: accepted connections, distinct members who viewed the profile, posts (jobs posted
-- plus services listed). Returned only to those who may view the full profile.
create function public.get_profile_stats(target_id uuid)
returns table (connections bigint, profile_views bigint, posts bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select
    (select count(*) from public.connections c
      where c.status = 'accepted' and target_id in (c.requester_id, c.addressee_id)),
    (select count(*) from public.profile_views pv where pv.viewed_id = target_id),
    (select count(*) from public.jobs j where j.posted_by = target_id)
      + (select count(*) from public.user_services s where s.user_id = target_id)
  where public.can_view_profile((select auth.uid()), target_id);
$$;

-- Records that the caller opened a profile (not their own); repeated visits refresh viewed_at.
create function public.record_profile_view(target_id uuid) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  if me is null or me = target_id
     or not exists (select 1 from public.profiles p where p.id = target_id) then
    return;
  end if;
  insert into public.profile_views (viewer_id, viewed_id) values (me, target_id)
  on conflict (viewer_id, viewed_id) do update set viewed_at = now();
end;
$$;

-- Refer & Earn: how many members joined through the caller's link.
create function public.get_my_referral_count() returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.profiles p where p.referred_by = (select auth.uid());
$$;

-- ---------------------------------------------------------------------------------------------
-- Network page: other members' cards, newest first, with the caller's connection to each.
-- Runs with the caller's rights: profile cards and the caller's own connections only.
create function public.search_network(
  search_text text default null, type_filter text default null,
  page_limit integer default 20, page_offset integer default 0)
returns table (
  id uuid, full_name text, user_type text, company text, "position" text, service_type text,
  avatar_url text, subscription_plan text, created_at timestamptz,
  connection_id uuid, connection_status text, is_requester boolean, can_view boolean)
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
    and (kind is null or p.user_type = kind)
    and (pat is null or p.full_name ilike pat or p.company ilike pat or p.position ilike pat
         or p.service_type ilike pat)
  order by p.created_at desc, p.id
  limit least(greatest(coalesce(page_limit, 20), 1), 100)
  offset greatest(coalesce(page_offset, 0), 0);
end;
$$;

-- My connections: the other member of each accepted connection, most recent first.
create function public.list_my_connections(page_limit integer default 20, page_offset integer default 0)
returns table (
  connection_id uuid, connected_at timestamptz, id uuid, full_name text, user_type text,
  company text, "position" text, service_type text, avatar_url text, subscription_plan text,
  can_view boolean)
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

-- Services page: services with category and provider card, newest first. can_view_provider is the
-- Services page rule of spec point 6 (a provider viewer sees every provider; an HR viewer only
-- providers on a plan other than Free).
create function public.search_services(
  search_text text default null, category_filter uuid default null,
  page_limit integer default 20, page_offset integer default 0)
returns table (
  id uuid, service_name text, description text, category_id uuid, category_name text,
  created_at timestamptz, provider_id uuid, provider_full_name text, provider_avatar_url text,
  provider_company text, provider_position text, provider_service_type text,
  provider_subscription_plan text, can_view_provider boolean)
language plpgsql
stable
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  pat text := public.like_pattern(search_text);
  my_type text := public.current_user_type();
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
    and (pat is null or s.service_name ilike pat or s.description ilike pat)
  order by s.created_at desc, s.id
  limit least(greatest(coalesce(page_limit, 20), 1), 100)
  offset greatest(coalesce(page_offset, 0), 0);
end;
$$;

-- Job list: case-insensitive match on title, description and company_name, newest first. Returns
-- job rows, so the caller can embed the poster: .select('*, poster:profiles(full_name, company, avatar_url)').
create function public.search_jobs(
  search_text text default null, page_limit integer default 20, page_offset integer default 0)
returns setof public.jobs
language plpgsql
stable
set search_path = ''
as $$
declare
  pat text := public.like_pattern(search_text);
begin
  return query
  select j.*
  from public.jobs j
  where pat is null or j.title ilike pat or j.description ilike pat or j.company_name ilike pat
  order by j.created_at desc, j.id
  limit least(greatest(coalesce(page_limit, 20), 1), 100)
  offset greatest(coalesce(page_offset, 0), 0);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Administrator area.

-- Whether an administrator exists: the admin login and setup screens need only this bit.
create function public.admin_exists() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.profiles p where p.role = 'admin');
$$;

create function public.admin_dashboard_stats()
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
  at_start bigint;
begin
  if not public.is_admin() then
    raise exception 'You do not have administrative privileges.' using errcode = '42501';
  end if;
  select count(*), count(*) filter (where p.created_at < month_start)
    into total, at_start
    from public.profiles p where p.role = 'member';
  return query select
    total,
    (select count(*) from public.user_services),
    (select count(*) from public.connections c where c.status = 'accepted'),
    -- "Today" is the current day of the database's time zone (UTC on Supabase).
    (select count(*) from auth.users u join public.profiles p on p.id = u.id
      where p.role = 'member' and u.last_sign_in_at >= date_trunc('day', now())),
    total - at_start,
    at_start,
    case when at_start = 0 then null
      else round((total - at_start) * 100.0 / at_start, 1) end;
end;
$$;

create function public.admin_list_users(
  search_text text default null, page_limit integer default 20, page_offset integer default 0)
returns table (
  id uuid, email text, full_name text, user_type text, company text, "position" text,
  service_type text, role text, subscription_plan text, created_at timestamptz,
  last_sign_in_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  pat text := public.like_pattern(search_text);
begin
  if not public.is_admin() then
    raise exception 'You do not have administrative privileges.' using errcode = '42501';
  end if;
  return query
  select p.id, p.email, p.full_name, p.user_type, p.company, p.position, p.service_type, p.role,
         p.subscription_plan, p.created_at, u.last_sign_in_at
  from public.profiles p
  left join auth.users u on u.id = p.id
  where pat is null or p.full_name ilike pat or p.email ilike pat or p.company ilike pat
  order by p.created_at desc, p.id
  limit least(greatest(coalesce(page_limit, 20), 1), 100)
  offset greatest(coalesce(page_offset, 0), 0);
end;
$$;

-- Promotes a user to the first administrator unless one exists. The transaction-scoped advisory
-- lock serialises concurrent bootstraps, so two simultaneous calls make exactly one admin; the
-- loser gets false and deletes the user it created. Only the service role (the edge function) calls it.
create function public.claim_admin(target_user_id uuid) returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtext('hr_connect.claim_admin'));
  if exists (select 1 from public.profiles p where p.role = 'admin') then
    return false;
  end if;
  update public.profiles set role = 'admin', user_type = 'HR Professional' where id = target_user_id;
  return found;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may call what. Supabase's default privileges give every new function to anon and
-- authenticated, so each grant is restated here.
revoke execute on function
  public.like_pattern(text),
  public.get_my_profile(),
  public.get_profile(uuid),
  public.get_profile_stats(uuid),
  public.record_profile_view(uuid),
  public.get_my_referral_count(),
  public.search_network(text, text, integer, integer),
  public.list_my_connections(integer, integer),
  public.search_services(text, uuid, integer, integer),
  public.search_jobs(text, integer, integer),
  public.admin_exists(),
  public.admin_dashboard_stats(),
  public.admin_list_users(text, integer, integer),
  public.claim_admin(uuid)
  from public, anon, authenticated;

grant execute on function public.like_pattern(text) to anon, authenticated, service_role;
grant execute on function public.search_jobs(text, integer, integer) to anon, authenticated, service_role;
grant execute on function public.admin_exists() to anon, authenticated, service_role;
grant execute on function
  public.get_my_profile(),
  public.get_profile(uuid),
  public.get_profile_stats(uuid),
  public.record_profile_view(uuid),
  public.get_my_referral_count(),
  public.search_network(text, text, integer, integer),
  public.list_my_connections(integer, integer),
  public.search_services(text, uuid, integer, integer),
  public.admin_dashboard_stats(),
  public.admin_list_users(text, integer, integer)
  to authenticated, service_role;
grant execute on function public.claim_admin(uuid) to service_role;
