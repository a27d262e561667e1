-- PROPOSAL for supabase/migrations (owner: the schema's author), measured by
-- `npm run bench -- --extra-sql scripts/perf/proposal.sql`; see docs/performance.md.
-- Problem: each search ORs ILIKE over 2–4 columns. The planner estimates such ORs badly (often
-- 100× too few matches), so a common word walks a whole table into a top-N sort, or a rare word
-- walks the newest-first index to the end. One search expression per list, one trigram index on it,
-- and fine statistics let the planner choose: newest-first walk for common words, the trigram
-- index for rare ones. Plans are made for the actual words (force_custom_plan), never generic.
-- The planner may use column statistics for a non-leakproof operator such as ILIKE only when RLS
-- does not apply to the querying role; under RLS it falls back to a fixed guess. So the search
-- functions run as their owner (security definer), which keeps RLS's row choice explicit in their
-- WHERE clauses: jobs and services are readable by every member anyway.
-- search_network is left as it is: measured with the same treatment it got slower for common words
-- (a bitmap over every match, then a connection lookup per match before the sort); see
-- docs/performance.md.

-- Expression indexes, not stored columns: the tables and the API's row shapes stay as they are.
-- ANALYZE keeps statistics on an index expression; 1000 buckets make the ILIKE estimates usable.
create index jobs_search_trgm_idx on public.jobs
  using gin ((title || ' ' || company_name || ' ' || description) extensions.gin_trgm_ops);
alter index public.jobs_search_trgm_idx alter column 1 set statistics 1000;

create index user_services_search_trgm_idx on public.user_services
  using gin ((service_name || ' ' || coalesce(description, '')) extensions.gin_trgm_ops);
alter index public.user_services_search_trgm_idx alter column 1 set statistics 1000;

create index profiles_admin_search_trgm_idx on public.profiles
  using gin ((full_name || ' ' || coalesce(email, '') || ' ' || coalesce(company, '')) extensions.gin_trgm_ops);
alter index public.profiles_admin_search_trgm_idx alter column 1 set statistics 1000;

-- ---------------------------------------------------------------------------------------------
create or replace function public.search_services(
  search_text text default null, category_filter uuid default null,
  page_limit integer default 20, page_offset integer default 0)
returns table (
  id uuid, service_name text, description text, category_id uuid, category_name text,
  created_at timestamptz, provider_id uuid, provider_full_name text, provider_avatar_url text,
  provider_company text, provider_position text, provider_service_type text,
  provider_subscription_plan text, can_view_provider boolean)
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_custom_plan
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
    and (pat is null or (s.service_name || ' ' || coalesce(s.description, '')) ilike pat)
  order by s.created_at desc, s.id
  limit least(greatest(coalesce(page_limit, 20), 1), 100)
  offset greatest(coalesce(page_offset, 0), 0);
end;
$$;

create or replace function public.search_jobs(
  search_text text default null, page_limit integer default 20, page_offset integer default 0)
returns setof public.jobs
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_custom_plan
as $$
declare
  pat text := public.like_pattern(search_text);
begin
  return query
  select j.*
  from public.jobs j
  where pat is null or (j.title || ' ' || j.company_name || ' ' || j.description) ilike pat
  order by j.created_at desc, j.id
  limit least(greatest(coalesce(page_limit, 20), 1), 100)
  offset greatest(coalesce(page_offset, 0), 0);
end;
$$;

create or replace function public.admin_list_users(
  search_text text default null, page_limit integer default 20, page_offset integer default 0)
returns table (
  id uuid, email text, full_name text, user_type text, company text, "position" text,
  service_type text, role text, subscription_plan text, created_at timestamptz,
  last_sign_in_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_custom_plan
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
  where pat is null or (p.full_name || ' ' || coalesce(p.email, '') || ' ' || coalesce(p.company, '')) ilike pat
  order by p.created_at desc, p.id
  limit least(greatest(coalesce(page_limit, 20), 1), 100)
  offset greatest(coalesce(page_offset, 0), 0);
end;
$$;
