-- The hot path of the 50-member load mix, second pass (issue 37): where the database spent a call's time,
-- measured per function (track_functions) and per statement (auto_explain) on both engines with
-- `npm run bench:profile-calls`, and per call with `npm run bench:hot-path` (figures in
-- docs/performance.md). Most of it was planning, not running:
-- - search_network's query went through EXECUTE on every call: parsed, analysed and planned each time,
--   for the page without a search text too, whose plan never changes (the listing index in order, the
--   connection of each row by its pair key). That path is now a static query, planned once per session
--   and kept as a generic plan; the path with a text keeps EXECUTE (its plan depends on the words).
-- - record_events (every search, every profile view) ran one statement that opened three tables and their
--   indexes each call, also when nothing was new (the common case), and was planned again each call (the
--   plan cache found its generic plan costlier and never switched). Now it writes the rollups only for
--   new keys, and keeps one generic plan (plan_cache_mode is per function: callers' settings do not
--   reach it).

-- ---------------------------------------------------------------------------------------------
-- Network search. Same arguments, columns, rows, order and rules as 20251123000000_hot_path.sql.
create or replace function public.search_network(
  search_text text default null, type_filter text default null,
  page_limit integer default 20, page_offset integer default 0)
returns table (
  id uuid, full_name text, user_type public.user_type, company text, "position" text, service_type text,
  avatar_url text, subscription_plan public.subscription_plan, created_at timestamptz,
  connection_id uuid, connection_status public.connection_status, is_requester boolean, can_view boolean)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  pat text := public.like_pattern(search_text);
  kind text := nullif(nullif(btrim(coalesce(type_filter, '')), ''), 'all');
  v_limit integer := least(greatest(coalesce(page_limit, 20), 1), 100);
  v_offset integer := greatest(coalesce(page_offset, 0), 0);
  v_window integer;
  sees_all boolean;
begin
  if me is null then
    return;
  end if;
  -- Null when the viewer has no profile (then can_view is false throughout).
  select coalesce(v.role = 'admin', false) or coalesce(v.user_type = 'HR Professional', false)
         or coalesce(v.subscription_plan, 'Free') <> 'Free'
    into sees_all
    from public.profiles v where v.id = me;
  if pat is null then
    -- Without a search text: the page in the listing's order, one plan for every call.
    return query
    with page as materialized (
      select p.id, p.full_name, p.user_type, p.company, p.position, p.service_type, p.avatar_url,
             p.subscription_plan, p.created_at, p.listing_priority
      from public.profiles p
      where p.id <> me and p.is_member and (kind is null or p.user_type::text = kind)
      order by p.listing_priority desc, p.created_at desc, p.id
      limit v_limit offset v_offset
    ), recorded as (
      select private.record_events(
        array(select g.id from page g where g.user_type = 'Service Provider'), me, 3::smallint)
    )
    select g.id, g.full_name, g.user_type, g.company, g.position, g.service_type, g.avatar_url,
           g.subscription_plan, g.created_at, c.id, c.status, c.requester_id = me,
           case when sees_all is null then false else sees_all or g.user_type = 'Service Provider' end
    from page g cross join recorded
    left join public.connections c
      on least(c.requester_id, c.addressee_id) = least(g.id, me)
     and greatest(c.requester_id, c.addressee_id) = greatest(g.id, me)
    order by g.listing_priority desc, g.created_at desc, g.id;
    return;
  end if;
  v_window := private.relevance_window();
  -- With a text the plan depends on its words (how many members each matches): EXECUTE plans this
  -- statement with its values on each call.
  return query execute $q$
  with matches as materialized (
    select p.id, p.full_name, p.user_type, p.company, p.position, p.service_type, p.avatar_url,
           p.subscription_plan, p.created_at, p.listing_priority
    from public.profiles p
    where p.id <> $1 and p.is_member
      and ($2::text is null or p.user_type::text = $2)
      and (p.full_name ilike $3 or p.company ilike $3 or p.position ilike $3 or p.service_type ilike $3)
    order by p.listing_priority desc, p.created_at desc, p.id
    -- The relevance window holding the page.
    limit $4 offset $5
  ), ranked as (
    select m.*,
           case when $6::tsquery is null then 0
                else ts_rank(setweight(to_tsvector('english', m.full_name), 'A')
                             || setweight(to_tsvector('english', coalesce(m.position, '') || ' '
                                                               || coalesce(m.service_type, '')), 'B')
                             || setweight(to_tsvector('english', coalesce(m.company, '')), 'C'), $6) end
             as relevance
    from matches m
  ), page as materialized (
    select r.*, c.id as cid, c.status, c.requester_id = $1 as is_req,
           case when $7::boolean is null then false else $7::boolean or r.user_type = 'Service Provider' end
             as can_view
    from ranked r
    left join public.connections c
      on least(c.requester_id, c.addressee_id) = least(r.id, $1)
     and greatest(c.requester_id, c.addressee_id) = greatest(r.id, $1)
    order by r.relevance desc, r.listing_priority desc, r.created_at desc, r.id
    limit $8 offset $9
  ), recorded as (
    select private.record_events(
      array(select g.id from page g where g.user_type = 'Service Provider'), $1, 3::smallint)
  )
  select g.id, g.full_name, g.user_type, g.company, g.position, g.service_type, g.avatar_url,
         g.subscription_plan, g.created_at, g.cid, g.status, g.is_req, g.can_view
  from page g cross join recorded
  order by g.relevance desc, g.listing_priority desc, g.created_at desc, g.id$q$
  using me, kind, pat, v_window, v_offset - v_offset % v_window, private.prefix_query(search_text), sees_all,
        v_limit, v_offset % v_window;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Event recording (20251105000000_plans.sql): the same rows, in statements that run only when there is
-- something to write. Its one statement opened three tables and their indexes on every call (a search
-- page records a search appearance for each provider on it), also when every key of the day was seen
-- already and nothing was written, which is the common case (a member searches again, views a profile
-- again). Now the day's keys go in first; the rollups are written only for the keys that were new, and
-- the company-month row only for the kinds it counts. One plan, kept (look-ups by key).
create or replace function private.record_events(p_providers uuid[], p_viewer uuid, p_kind smallint) returns void
language plpgsql
volatile
security definer
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
declare
  d date;
  v_type public.user_type;
  v_company text;
  hr integer;
  sp integer;
  v_fresh uuid[];
begin
  if p_providers is null or cardinality(p_providers) = 0 then
    return;
  end if;
  select p.user_type, nullif(btrim(p.company), '') into v_type, v_company
    from public.profiles p where p.id = p_viewer and p.is_member;
  if not found then
    return;
  end if;
  d := private.current_day();
  with fresh as (
    insert into private.analytics_seen (day, provider_id, viewer_id, kind)
    select d, t.id, p_viewer, p_kind
    from public.profiles t
    where t.id = any (p_providers) and t.id <> p_viewer and t.is_member and t.user_type = 'Service Provider'
    on conflict do nothing
    returning provider_id
  )
  select array_agg(f.provider_id) into v_fresh from fresh f;
  if v_fresh is null then
    return;
  end if;
  hr := (v_type = 'HR Professional')::integer;
  sp := 1 - hr;
  insert into public.provider_analytics_daily as a (
    provider_id, day, profile_views_hr, profile_views_sp, service_views_hr, service_views_sp,
    search_appearances_hr, search_appearances_sp, contact_requests_hr, contact_requests_sp)
  select f.id, d,
         (p_kind = 1)::integer * hr, (p_kind = 1)::integer * sp, (p_kind = 2)::integer * hr, (p_kind = 2)::integer * sp,
         (p_kind = 3)::integer * hr, (p_kind = 3)::integer * sp, (p_kind = 4)::integer * hr, (p_kind = 4)::integer * sp
  from unnest(v_fresh) f(id)
  on conflict (provider_id, day) do update set
    profile_views_hr = a.profile_views_hr + excluded.profile_views_hr,
    profile_views_sp = a.profile_views_sp + excluded.profile_views_sp,
    service_views_hr = a.service_views_hr + excluded.service_views_hr,
    service_views_sp = a.service_views_sp + excluded.service_views_sp,
    search_appearances_hr = a.search_appearances_hr + excluded.search_appearances_hr,
    search_appearances_sp = a.search_appearances_sp + excluded.search_appearances_sp,
    contact_requests_hr = a.contact_requests_hr + excluded.contact_requests_hr,
    contact_requests_sp = a.contact_requests_sp + excluded.contact_requests_sp;
  if p_kind <> 3 then
    insert into public.provider_analytics_companies as c (
      provider_id, month, company_key, company, profile_views, service_views, contact_requests)
    select f.id, date_trunc('month', d)::date, lower(coalesce(v_company, '')),
           coalesce(v_company, ''), (p_kind = 1)::integer, (p_kind = 2)::integer, (p_kind = 4)::integer
    from unnest(v_fresh) f(id)
    on conflict (provider_id, month, company_key) do update set
      profile_views = c.profile_views + excluded.profile_views,
      service_views = c.service_views + excluded.service_views,
      contact_requests = c.contact_requests + excluded.contact_requests;
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Services. Same arguments, columns, rows, order and rules as 20251123000000_hot_path.sql. The page
-- without a text or a category in the featured order (the Services page as it opens) is a static
-- query, planned once; the others keep EXECUTE (their plans depend on the values).
create or replace function public.search_services(
  search_text text default null, category_filter uuid default null,
  page_limit integer default 20, page_offset integer default 0, sort_by text default 'featured')
returns table (
  id uuid, service_name text, description text, category_id uuid, category_name text,
  created_at timestamptz, provider_id uuid, provider_full_name text, provider_avatar_url text,
  provider_company text, provider_position text, provider_service_type text,
  provider_subscription_plan public.subscription_plan, can_view_provider boolean,
  rating_average numeric, rating_count integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  pat text := public.like_pattern(search_text);
  my_type public.user_type;
  admin boolean := false;
  by_rating boolean := sort_by = 'rating';
  v_limit integer := least(greatest(coalesce(page_limit, 20), 1), 100);
  v_offset integer := greatest(coalesce(page_offset, 0), 0);
  v_window integer := private.relevance_window();
  -- 'Featured' with a search text orders by relevance (in windows, see above); 'rating' stays by rating.
  by_relevance boolean := pat is not null and not by_rating;
  v_query tsquery;
begin
  if me is null then
    return;
  end if;
  if sort_by not in ('featured', 'rating') then
    raise exception 'sort_by is featured or rating' using errcode = '22023';
  end if;
  select p.user_type, p.role = 'admin' into my_type, admin from public.profiles p where p.id = me;
  admin := coalesce(admin, false);
  if pat is null and category_filter is null and not by_rating then
    return query
    with page as materialized (
      select s.id, s.service_name, s.description, s.category_id, sc.name, s.created_at,
             p.id as pid, p.full_name, p.avatar_url, p.company, p.position, p.service_type, p.subscription_plan,
             (p.id = me or admin or my_type = 'Service Provider'
              or coalesce(p.subscription_plan, 'Free') <> 'Free') as can_view,
             s.listing_priority
      from public.user_services s
      join public.service_categories sc on sc.id = s.category_id
      join public.profiles p on p.id = s.user_id
      where s.showcased and p.is_member
      order by s.listing_priority desc, s.created_at desc, s.id
      limit v_limit offset v_offset
    ), recorded as (
      select private.record_events(array(select distinct g.pid from page g), me, 3::smallint)
    )
    select g.id, g.service_name, g.description, g.category_id, g.name, g.created_at, g.pid, g.full_name,
           g.avatar_url, g.company, g.position, g.service_type, g.subscription_plan, g.can_view,
           case when coalesce(pr.review_count, 0) > 0
                then round(pr.rating_sum::numeric / pr.review_count, 1) end,
           coalesce(pr.review_count, 0)
    from page g cross join recorded
    left join public.provider_ratings pr on pr.provider_id = g.pid
    order by g.listing_priority desc, g.created_at desc, g.id;
    return;
  end if;
  if by_relevance then
    v_query := private.prefix_query(search_text);
  end if;
  -- One query, three orders: the order is one of fixed clauses (no value enters the text; values are
  -- parameters), so each order gets a plan that walks its own index instead of sorting every match.
  return query execute format($q$
  with matches as materialized (
    select s.id, s.service_name, s.description, s.category_id, sc.name, s.created_at,
           p.id as pid, p.full_name, p.avatar_url, p.company, p.position, p.service_type, p.subscription_plan,
           (p.id = $1 or $2 or $3 = 'Service Provider'
            or coalesce(p.subscription_plan, 'Free') <> 'Free') as can_view,
           s.listing_priority, s.rating_rank
    from public.user_services s
    join public.service_categories sc on sc.id = s.category_id
    join public.profiles p on p.id = s.user_id
    where s.showcased and p.is_member
      and ($4::uuid is null or s.category_id = $4)
      and ($5::text is null or (s.service_name || E'\x1f' || coalesce(s.description, '')) ilike $5)
    order by %1$s
    limit $6 offset $7
  ), ranked as (
    select m.*,
           case when $8::tsquery is null then 0
                else ts_rank(setweight(to_tsvector('english', m.service_name), 'A')
                             || setweight(to_tsvector('english', m.name), 'B')
                             || setweight(to_tsvector('english', coalesce(m.description, '')), 'C'), $8) end
             as relevance
    from matches m
  ), page as materialized (
    select * from ranked g order by %2$s limit $9 offset $10
  ), recorded as (
    select private.record_events(array(select distinct g.pid from page g), $1, 3::smallint)
  )
  select g.id, g.service_name, g.description, g.category_id, g.name, g.created_at, g.pid, g.full_name,
         g.avatar_url, g.company, g.position, g.service_type, g.subscription_plan, g.can_view,
         case when coalesce(pr.review_count, 0) > 0
              then round(pr.rating_sum::numeric / pr.review_count, 1) end,
         coalesce(pr.review_count, 0)
  from page g cross join recorded
  left join public.provider_ratings pr on pr.provider_id = g.pid
  order by %2$s$q$,
    case when by_rating then 's.rating_rank desc, s.listing_priority desc, s.created_at desc, s.id'
         else 's.listing_priority desc, s.created_at desc, s.id' end,
    case when by_rating then 'g.rating_rank desc, g.listing_priority desc, g.created_at desc, g.id'
         when by_relevance then 'g.relevance desc, g.listing_priority desc, g.created_at desc, g.id'
         else 'g.listing_priority desc, g.created_at desc, g.id' end)
  using me, admin, my_type, category_filter, pat,
        case when by_relevance then v_window else v_limit end,
        case when by_relevance then v_offset - v_offset % v_window else v_offset end,
        v_query, v_limit,
        case when by_relevance then v_offset % v_window else 0 end;
end;
$$;
