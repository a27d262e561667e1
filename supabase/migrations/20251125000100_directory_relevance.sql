-- The directory's search ranked by matching's relevance model (issue 35: "the same relevance model as
-- matching"): BM25F with the HR vocabulary and typo correction, private.provider_relevance
-- (20251121000000_relevance.sql), which scores a bounded set of candidates (at most 300 here); the
-- directory's filters and its other orders apply to those. A migration of its own because
-- 20251125000000_directory.sql has landed with the interim ts_rank model: the listing's own tsvector
-- (and its indexes, and the skills trigger that kept it) go, and the three functions that built or read
-- it are replaced with the same signatures (create or replace keeps their privileges).

drop trigger skills_directory_listing on public.skills;
drop function private.directory_relevance(tsvector, tsquery);
drop index private.directory_listing_document_idx;
drop index private.directory_listing_categories_idx;
alter table private.directory_listing drop column document;

-- The listing rows of the given providers as the data says now: nothing for a provider who is not
-- listed (HR Professionals, administrators, providers who left the directory). Only showcased services
-- are public (drafts are not, as on the Services page); the categories are theirs plus the one the
-- provider signed up under (service type), so a Basic provider, who showcases none, is still found in
-- its category.
create or replace function private.directory_listing_rows(p_providers uuid[])
returns setof private.directory_listing
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.directory_slug, coalesce(nullif(btrim(p.company), ''), p.full_name), p.avatar_url,
         private.first_line(p.description), nullif(btrim(p.location), ''), private.location_key(p.location),
         coalesce(c.ids, '{}'), coalesce(c.names, '{}'), coalesce(c.slugs, '{}'),
         coalesce(pr.review_count, 0),
         case when pr.review_count > 0 then round(pr.rating_sum::numeric / pr.review_count, 1) end,
         public.bayesian_rating(pr.rating_sum, pr.review_count),
         public.listing_priority(p.subscription_plan),
         p.created_at, now()
  from public.profiles p
  left join public.provider_ratings pr on pr.provider_id = p.id
  left join lateral (
    -- The category the provider signed up under first: it names the provider's page.
    select array_agg(sc.id order by k.first desc, sc.name) as ids, array_agg(sc.name order by k.first desc, sc.name) as names,
           array_agg(private.slugify(sc.name) order by k.first desc, sc.name) as slugs
    from public.service_categories sc
    cross join lateral (select lower(sc.name) = lower(btrim(coalesce(p.service_type, ''))) as first) k
    where sc.id in (select s.category_id from public.user_services s where s.user_id = p.id and s.showcased)
       or k.first
  ) c on true
  where p.id = any (p_providers) and p.is_member and p.user_type = 'Service Provider' and p.directory_listed
    and p.directory_slug is not null;
$$;

-- Brings one provider's listing (and its category rows and the counts) up to date.
create or replace function private.refresh_directory_listing(p_provider uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old private.directory_listing;
  v_new private.directory_listing;
begin
  -- One refresh of a provider at a time, so two transactions never count the same change twice.
  perform pg_advisory_xact_lock(hashtextextended('directory:' || p_provider::text, 0));
  select * into v_old from private.directory_listing where provider_id = p_provider;
  select * into v_new from private.directory_listing_rows(array[p_provider]);
  if v_new.provider_id is null then
    -- Counted out by the listing's delete trigger.
    delete from private.directory_listing where provider_id = p_provider;
    return;
  end if;
  insert into private.directory_listing values (v_new.*)
  on conflict (provider_id) do update set
    slug = excluded.slug, company = excluded.company, avatar_url = excluded.avatar_url,
    summary = excluded.summary, location = excluded.location, location_key = excluded.location_key,
    category_ids = excluded.category_ids, category_names = excluded.category_names,
    category_slugs = excluded.category_slugs, review_count = excluded.review_count,
    rating_average = excluded.rating_average, rating_rank = excluded.rating_rank,
    listing_priority = excluded.listing_priority, listed_at = excluded.listed_at,
    updated_at = excluded.updated_at;
  delete from private.directory_listing_categories where provider_id = p_provider;
  insert into private.directory_listing_categories
    (category_id, provider_id, listing_priority, rating_rank, rating_average, listed_at, location_key)
  select unnest(v_new.category_ids), p_provider, v_new.listing_priority, v_new.rating_rank, v_new.rating_average,
         v_new.listed_at, v_new.location_key;
  if v_old.provider_id is not null then
    perform private.directory_count(v_old.category_ids, v_old.location_key, v_old.location, -1);
  end if;
  perform private.directory_count(v_new.category_ids, v_new.location_key, v_new.location, 1);
end;
$$;


-- One page of the directory. sort_by: 'relevance' (the text's relevance as matching scores it, featured
-- providers first among equals; without a text featured providers first, then best rated), 'rating' (Bayesian rating,
-- as the Services page's 'Highest rated') or 'newest'. Filters: category (its slug), location (one of
-- directory_locations(), any case), min_rating (average stars, 1 to 5). page_offset up to 1,000.
create or replace function public.directory_search(
  search_text text default null, category_slug text default null, location_filter text default null,
  min_rating numeric default null, sort_by text default 'relevance',
  page_limit integer default 20, page_offset integer default 0)
returns table (
  slug text, company text, avatar_url text, summary text, location text, category_names text[],
  category_slugs text[], rating_average numeric, review_count integer, featured boolean, listed_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
-- Each call's filters want their own plan (index walk or bitmap): plan every call with its values.
set plan_cache_mode = force_custom_plan
as $$
declare
  v_text text := nullif(btrim(coalesce(search_text, '')), '');
  v_category uuid;
  v_location text := private.location_key(location_filter);
  v_limit integer := coalesce(page_limit, 20);
  v_offset integer := coalesce(page_offset, 0);
  v_sort text := coalesce(sort_by, 'relevance');
  v_order text;
  v_from text;
  v_where text := 'true';
begin
  if v_sort not in ('relevance', 'rating', 'newest') then
    raise exception 'sort_by is relevance, rating or newest' using errcode = '22023';
  end if;
  if v_limit not between 1 and 50 then
    raise exception 'page_limit is between 1 and 50' using errcode = '22023';
  end if;
  if v_offset not between 0 and 1000 then
    raise exception 'page_offset is between 0 and 1000: narrow the search to see more' using errcode = '22023';
  end if;
  if min_rating is not null and min_rating not between 1 and 5 then
    raise exception 'min_rating is between 1 and 5' using errcode = '22023';
  end if;
  if char_length(v_text) > 200 then
    raise exception 'search_text is at most 200 characters' using errcode = '22023';
  end if;
  if char_length(location_filter) > 120 then
    raise exception 'location_filter is at most 120 characters' using errcode = '22023';
  end if;
  if nullif(btrim(coalesce(category_slug, '')), '') is not null then
    select sc.id into v_category from public.service_categories sc
    where private.slugify(sc.name) = lower(btrim(category_slug));
    if not found then
      raise exception 'No such category' using errcode = '22023';
    end if;
  end if;
  if v_text is null then
    -- Browsing: one index walked in the page's order, filtered.
    if v_category is null then
      v_from := 'private.directory_listing f';
    else
      v_from := 'private.directory_listing_categories f';
      v_where := 'f.category_id = $2';
    end if;
    v_where := v_where || ' and ($3::text is null or f.location_key = $3) and ($4::numeric is null or f.rating_average >= $4)';
    v_order := case v_sort
      when 'rating' then 'f.rating_rank desc, f.listing_priority desc, f.listed_at desc, f.provider_id'
      when 'newest' then 'f.listed_at desc, f.provider_id'
      else 'f.listing_priority desc, f.rating_rank desc, f.listed_at desc, f.provider_id' end;
    if v_category is not null then
      v_order := 'f.category_id, ' || v_order;
    end if;
    return query execute format($q$
      with page as materialized (
        select f.provider_id, row_number() over () as n
        from (select f.provider_id from %1$s where %2$s order by %3$s limit $5 offset $6) f
      )
      select l.slug, l.company, l.avatar_url, l.summary, l.location, l.category_names, l.category_slugs,
             l.rating_average, l.review_count, l.listing_priority > 0, l.listed_at
      from page g join private.directory_listing l on l.provider_id = g.provider_id
      order by g.n$q$, v_from, v_where, v_order)
    using v_text, v_category, v_location, min_rating, v_limit, v_offset;
  else
    -- Searching: matching's relevance model ranks the text's best providers (at most 300: its bound),
    -- of which the listed ones that pass the filters are put in the asked order.
    v_order := case v_sort
      when 'rating' then 'l.rating_rank desc, l.listing_priority desc, l.listed_at desc, l.provider_id'
      when 'newest' then 'l.listed_at desc, l.provider_id'
      else 'r.score desc, l.listing_priority desc, l.rating_rank desc, l.provider_id' end;
    return query execute format($q$
      with relevant as materialized (
        select r.provider_id, r.score from private.provider_relevance($1, 300) r
      )
      select l.slug, l.company, l.avatar_url, l.summary, l.location, l.category_names, l.category_slugs,
             l.rating_average, l.review_count, l.listing_priority > 0, l.listed_at
      from relevant r
      join private.directory_listing l on l.provider_id = r.provider_id
      where ($2::uuid is null or l.category_ids @> array[$2::uuid])
        and ($3::text is null or l.location_key = $3) and ($4::numeric is null or l.rating_average >= $4)
      order by %1$s
      limit $5 offset $6$q$, v_order)
    using v_text, v_category, v_location, min_rating, v_limit, v_offset;
  end if;
end;
$$;
