-- The hot path of the 50-member load mix (issue 37), measured per call with `npm run bench:hot-path`
-- on both engines (figures in docs/performance.md). Same arguments, columns, rows and rules as before;
-- less work per call:
-- - `set plan_cache_mode = force_custom_plan` on a function holds for everything it calls: every
--   statement of record_events, can_view_profile, like_pattern… was planned again on every call (on
--   PGlite, Postgres 18, SQL functions go through the plan cache too). The searches that need a plan
--   for their values now get it from EXECUTE (planned with its parameters, each call) and drop the
--   setting, so what they call keeps its cached plans.
-- - search_network asked can_view_profile once per row of the page (20 look-ups of the viewer); the
--   viewer's row is read once and the rule applied in the page's query.
-- - search_services and record_profile_view read the viewer's (and target's) profile once instead of
--   once per helper.

-- ---------------------------------------------------------------------------------------------
-- Network search. can_view is can_view_profile(me, id) for a page of members (20251102000100): the
-- viewer is an administrator, an HR Professional or on a plan other than Free, or the member is a
-- Service Provider; nobody sees anything when the viewer has no profile.
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
  v_window integer := private.relevance_window();
  v_query tsquery := private.prefix_query(search_text);
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
  -- The two paths (with and without a search text) want different plans: EXECUTE plans this
  -- statement with its values on each call (what force_custom_plan did, for this statement only).
  return query execute $q$
  with matches as materialized (
    select p.id, p.full_name, p.user_type, p.company, p.position, p.service_type, p.avatar_url,
           p.subscription_plan, p.created_at, p.listing_priority
    from public.profiles p
    where p.id <> $1 and p.is_member
      and ($2::text is null or p.user_type::text = $2)
      and ($3::text is null or p.full_name ilike $3 or p.company ilike $3 or p.position ilike $3
           or p.service_type ilike $3)
    order by p.listing_priority desc, p.created_at desc, p.id
    -- Without a search text: the page itself. With one: the relevance window holding the page.
    limit $4 offset $5
  ), ranked as (
    select m.*,
           case when $3::text is null or $6::tsquery is null then 0
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
  using me, kind, pat,
        case when pat is null then v_limit else v_window end,
        case when pat is null then v_offset else v_offset - v_offset % v_window end,
        v_query, sees_all, v_limit,
        case when pat is null then 0 else v_offset % v_window end;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Services. The body is 20251112000000's; the caller's type and administrator flag come from one
-- read of the caller's row (current_user_type() and is_admin() read it twice). Its query was
-- already planned per call (EXECUTE), so force_custom_plan only re-planned what it calls.
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
  v_query tsquery := case when pat is not null and not by_rating then private.prefix_query(search_text) end;
begin
  if me is null then
    return;
  end if;
  if sort_by not in ('featured', 'rating') then
    raise exception 'sort_by is featured or rating' using errcode = '22023';
  end if;
  select p.user_type, p.role = 'admin' into my_type, admin from public.profiles p where p.id = me;
  admin := coalesce(admin, false);
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

-- ---------------------------------------------------------------------------------------------
-- Profile views: both members in one read (is_member twice read the profiles once each).
create or replace function public.record_profile_view(target_id uuid) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  if me is null or me = target_id
     or (select count(*) from public.profiles p where p.id in (me, target_id) and p.is_member) < 2 then
    return;
  end if;
  insert into public.profile_views (viewer_id, viewed_id) values (me, target_id)
  on conflict (viewer_id, viewed_id) do update set viewed_at = now();
  perform private.record_events(array[target_id], me, 1::smallint);
end;
$$;
