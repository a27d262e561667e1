-- Job and service search at scale (docs/performance.md). Each search ORed ILIKE '%word%' over two or
-- three columns, and the planner estimated those matches blind: under row-level security it may not
-- use column statistics for a non-leakproof operator such as ILIKE, so it guessed a handful of
-- matches. A common word then read every match into a top-N sort (26,667 jobs, 72,927 services at
-- 100,000 members).
--
-- Now each of the two lists searches one expression (its columns joined by a unit separator, U+001F,
-- which no one types, so a word never matches across two columns: the meaning of the search is
-- unchanged), backed by one trigram index whose statistics are fine enough to estimate ILIKE. The
-- functions run as their owner (security definer, so the statistics are usable) and restate in their
-- WHERE what row-level security let the caller see; plans are made for the actual words
-- (force_custom_plan), so a common word walks the newest-first index and stops after a page, and a
-- rare one uses the trigram index. Signatures, result shapes and grants stay as they were.
-- search_network and the admin user search keep their per-column search: measured with the same
-- treatment they got slower, not faster (docs/performance.md); the admin search changes its index
-- look-up for whole names instead (below).

-- ---------------------------------------------------------------------------------------------
-- Indexes. Expressions, not stored columns, so the tables and the API's row shapes stay as they are.
-- The per-column trigram indexes they replace served only these searches.
create index jobs_search_trgm_idx on public.jobs using gin (
  (title || E'\x1f' || company_name || E'\x1f' || description) extensions.gin_trgm_ops);
alter index public.jobs_search_trgm_idx alter column 1 set statistics 1000;
drop index public.jobs_title_trgm_idx;
drop index public.jobs_description_trgm_idx;
drop index public.jobs_company_name_trgm_idx;

create index user_services_search_trgm_idx on public.user_services using gin (
  (service_name || E'\x1f' || coalesce(description, '')) extensions.gin_trgm_ops);
alter index public.user_services_search_trgm_idx alter column 1 set statistics 1000;
drop index public.user_services_service_name_trgm_idx;
drop index public.user_services_description_trgm_idx;

-- ---------------------------------------------------------------------------------------------
-- Services page. Row-level security let members (not visitors) read every service, category and
-- provider card: the WHERE keeps "members only" (me is not null) and returns card columns only.
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
    and (pat is null or (s.service_name || E'\x1f' || coalesce(s.description, '')) ilike pat)
  order by s.created_at desc, s.id
  limit least(greatest(coalesce(page_limit, 20), 1), 100)
  offset greatest(coalesce(page_offset, 0), 0);
end;
$$;

-- Job list. Jobs are public (visitors and members read every row and column), so running as the
-- owner shows no one more than before. The planner prices ILIKE over a job's long text like any
-- operator (cpu_operator_cost), so walking the newest-first index and filtering looked cheaper than
-- it is: a company's name (0.3% of jobs) walked 8,000 jobs instead of fetching its 70. Ten times
-- the default price is enough to choose the trigram index for such words, and common words still
-- walk the newest-first index and stop after a page.
create or replace function public.search_jobs(
  search_text text default null, page_limit integer default 20, page_offset integer default 0)
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
  return query
  select j.*
  from public.jobs j
  where pat is null or (j.title || E'\x1f' || j.company_name || E'\x1f' || j.description) ilike pat
  order by j.created_at desc, j.id
  limit least(greatest(coalesce(page_limit, 20), 1), 100)
  offset greatest(coalesce(page_offset, 0), 0);
end;
$$;

-- Admin user list (security definer already; administrators only). The page is chosen first and the
-- last sign-in looked up for its rows only. For a whole name, the trigram indexes look up a looser
-- pattern and the exact one is checked on the few candidates: same rows, same order.
--
-- Why: pg_trgm turns a word that follows a space or a dot in the search ("Olivia Smith",
-- "olivia.smith") into word-start trigrams ('  s', ' sm'). '  s' is in every e-mail of a common
-- domain (all 100,000 of the generated network's, "@scale…"; "@gmail…" would do the same for
-- '  g') and in 15% of full names, so the e-mail and full-name index scans read posting lists that
-- grow with the network: 5.3 + 0.9 ms of the 7.2 ms statement at 100,000 members (EXPLAIN ANALYZE).
-- The looser pattern keeps the search's words of 3+ letters in order with anything between them
-- ('%Olivia%Smith%'): no word-start or word-end trigrams, every match of the exact pattern matches
-- it, and the statement takes 1.3 ms.
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

-- The grants, restated (create or replace keeps them; this file names them all the same).
revoke execute on function
  public.search_services(text, uuid, integer, integer),
  public.search_jobs(text, integer, integer),
  public.admin_list_users(text, integer, integer)
  from public, anon, authenticated;
grant execute on function public.search_jobs(text, integer, integer) to anon, authenticated, service_role;
grant execute on function
  public.search_services(text, uuid, integer, integer),
  public.admin_list_users(text, integer, integer)
  to authenticated, service_role;

-- Statistics for the new index expressions now, not at the next autovacuum.
analyze public.jobs, public.user_services;
