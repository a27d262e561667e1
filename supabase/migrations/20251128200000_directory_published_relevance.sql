-- The public directory's search on matching's relevance model (issues 35 and 31), over what the
-- directory publishes only.
--
-- Matching's 'provider' corpus (20251121000000_relevance.sql) holds every service a provider wrote,
-- drafts included: right for recommendations to members, wrong for a visitor, who would find a provider
-- by words it never published (20251125000100, withdrawn in 27a25e8, failed 'drafts stay private').
-- Restricting the provider documents' fields at query time would not be enough: their corpus statistics
-- (document frequencies, so IDF; average field lengths; the typo dictionary) would still count draft
-- words, so a draft would move other providers in a public ranking. So the directory gets a corpus of
-- its own, 'directory', through the same machinery (documents, postings, statistics kept by the same
-- trigger, the same BM25F scoring, vocabulary and typo correction):
--   * one document per row of private.directory_listing (listed providers only: opted-out providers,
--     HR members and administrators are not in it, nor in its statistics);
--   * its five fields are what the provider's public page shows (public.directory_provider): 1 the
--     showcased services' names and 2 their descriptions (the 50 newest, as the page), 3 skills (the
--     first 50, as the page), 4 the listed name and the service type, 5 the description and the location;
--   * kept by a trigger on the listing: every change the directory shows already refreshes the listing
--     row (profiles, services, skills, ratings: 20251125000000_directory.sql), so the document follows
--     the listing, and goes with it.
-- Cost: a second document and postings for each listed provider (at most one per provider member), and
-- the listing's own tsvector and its two GIN indexes, now unread, go.

-- ---------------------------------------------------------------------------------------------
-- The corpus.
alter table private.match_corpus drop constraint match_corpus_corpus_check;
alter table private.match_corpus add constraint match_corpus_corpus_check
  check (corpus in ('provider', 'job', 'directory'));
alter table private.match_documents drop constraint match_documents_corpus_check;
alter table private.match_documents add constraint match_documents_corpus_check
  check (corpus in ('provider', 'job', 'directory'));
insert into private.match_corpus (corpus) values ('directory');

-- Parameters: the directory's documents have the providers' fields, so the providers' weights.
create or replace function private.match_params(
  p_corpus text, out k1 real, out field_weights real[], out field_b real[])
language sql
immutable
parallel safe
set search_path = ''
as $$
  select 1.2::real,
         case when p_corpus in ('provider', 'directory') then '{3, 1, 2, 2, 1}'::real[]
              else '{3, 1, 1, 1, 0}'::real[] end,
         '{0.75, 0.75, 0.75, 0.75, 0.75}'::real[];
$$;

-- ---------------------------------------------------------------------------------------------
-- Documents.

-- The five field texts of the given listed providers, as their public pages show them (no row for a
-- provider who is not listed).
create function private.published_provider_texts(p_providers uuid[])
returns table (provider_id uuid, texts text[])
language sql
stable
security definer
set search_path = ''
as $$
  select l.provider_id,
         array[s.names, s.services, k.skills, concat_ws(' ', l.company, p.service_type),
               concat_ws(' ', p.description, l.location)]
  from private.directory_listing l
  join public.profiles p on p.id = l.provider_id
  cross join lateral (
    select string_agg(x.service_name, ' ' order by x.created_at, x.id) as names,
           string_agg(x.description, ' ' order by x.created_at, x.id) as services
    from (select s.service_name, s.description, s.created_at, s.id from public.user_services s
          where s.user_id = l.provider_id and s.showcased
          order by s.created_at desc, s.id limit 50) x) s
  cross join lateral (
    select string_agg(x.skill_name, ' ' order by x.skill_name) as skills
    from (select k.skill_name from public.skills k where k.profile_id = l.provider_id
          order by lower(k.skill_name) limit 50) x) k
  where l.provider_id = any (p_providers);
$$;

-- Brings one provider's directory document up to date: written when its text changed, removed when the
-- provider is no longer listed.
create function private.refresh_directory_document(p_provider uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_doc record;
begin
  select f.fields, f.lengths, f.words into v_doc
  from private.published_provider_texts(array[p_provider]) t
  cross join lateral private.match_fields(t.texts) f;
  if not found then
    delete from private.match_documents where corpus = 'directory' and doc_id = p_provider;
    return;
  end if;
  insert into private.match_documents as d (corpus, doc_id, fields, lengths, words)
  values ('directory', p_provider, v_doc.fields, v_doc.lengths, v_doc.words)
  on conflict (corpus, doc_id) do update set fields = excluded.fields, lengths = excluded.lengths, words = excluded.words
  where d.fields is distinct from excluded.fields or d.words is distinct from excluded.words;
end;
$$;

create function private.directory_document_follow() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A bulk rebuild (private.rebuild_directory_search) writes the corpus once instead.
  if coalesce(current_setting('private.match_bulk', true), '') = 'on' then
    return null;
  end if;
  perform private.refresh_directory_document(case when tg_op = 'DELETE' then old.provider_id else new.provider_id end);
  return null;
end;
$$;
create trigger directory_listing_document after insert or update or delete on private.directory_listing
  for each row execute function private.directory_document_follow();

-- Every listed provider's document and the corpus's statistics, set-based.
create function private.rebuild_directory_documents() returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_docs bigint;
begin
  perform set_config('private.match_bulk', 'on', true);
  delete from private.match_documents where corpus = 'directory';
  insert into private.match_documents (corpus, doc_id, fields, lengths, words)
  select 'directory', t.provider_id, f.fields, f.lengths, f.words
  from private.published_provider_texts(array(select l.provider_id from private.directory_listing l)) t
  cross join lateral private.match_fields(t.texts) f;
  v_docs := private.match_rebuild('directory');
  perform set_config('private.match_bulk', 'off', true);
  return v_docs;
end;
$$;

-- The listing and the directory's corpus, each written once (the scale generator after its bulk load):
-- private.rebuild_directory_listing alone would refresh each listed provider's document one at a time.
create function private.rebuild_directory_search() returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rows bigint;
begin
  perform set_config('private.match_bulk', 'on', true);
  v_rows := private.rebuild_directory_listing();
  perform private.rebuild_directory_documents();
  return v_rows;
end;
$$;
revoke execute on function private.published_provider_texts(uuid[]), private.refresh_directory_document(uuid),
  private.directory_document_follow(), private.rebuild_directory_documents(), private.rebuild_directory_search()
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The query side: providers whose published text answers a query, best first (matching's model over
-- the 'directory' corpus). p_also: more candidates to score (a category's best-rated providers, so a
-- filtered search does not depend on the category's providers being among the text's best overall).
create function private.published_provider_relevance(p_query text, p_limit integer default 50,
                                                     p_also uuid[] default '{}')
returns table (provider_id uuid, score real, coverage real, matched_terms text[])
language sql
stable
security definer
set search_path = ''
as $$
  select r.doc_id, r.score, r.coverage, r.matched
  from private.match_rank('directory', private.match_query('directory', p_query),
                          least(greatest(coalesce(p_limit, 50), 1), 300), coalesce(p_also, '{}')) r;
$$;
revoke execute on function private.published_provider_relevance(text, integer, uuid[])
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The listing's own search document goes (its GIN indexes with it): the functions that wrote it are
-- replaced with the same signatures and bodies less that column (create or replace keeps privileges).
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

-- One page of the directory. sort_by: 'relevance' (the text's relevance as matching's model scores the
-- published text, featured providers first among equals; without a text featured providers first, then
-- best rated), 'rating' (Bayesian rating, as the Services page's 'Highest rated') or 'newest'. Filters:
-- category (its slug), location (one of directory_locations(), any case), min_rating (average stars, 1
-- to 5). page_offset up to 1,000.
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
  -- A text without a word to search for (punctuation only) browses, as before.
  if v_text is not null and private.prefix_query(v_text) is null then
    v_text := null;
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
    -- Searching: matching's model ranks the published text's best providers (at most 300: its bound;
    -- with a category, that category's 100 best rated are scored too), of which those that pass the
    -- filters are put in the asked order.
    v_order := case v_sort
      when 'rating' then 'l.rating_rank desc, l.listing_priority desc, l.listed_at desc, l.provider_id'
      when 'newest' then 'l.listed_at desc, l.provider_id'
      else 'r.score desc, l.listing_priority desc, l.rating_rank desc, l.provider_id' end;
    return query execute format($q$
      with relevant as materialized (
        select r.provider_id, r.score
        from private.published_provider_relevance($1, 300, array(
          select c.provider_id from private.directory_listing_categories c
          where $2::uuid is not null and c.category_id = $2
          order by c.rating_rank desc, c.listing_priority desc, c.listed_at desc, c.provider_id
          limit 100)) r
      )
      select l.slug, l.company, l.avatar_url, l.summary, l.location, l.category_names, l.category_slugs,
             l.rating_average, l.review_count, l.listing_priority > 0, l.listed_at
      from relevant r
      -- One lookup by key per scored provider.
      cross join lateral (select x.* from private.directory_listing x where x.provider_id = r.provider_id offset 0) l
      where ($2::uuid is null or l.category_ids @> array[$2::uuid])
        and ($3::text is null or l.location_key = $3) and ($4::numeric is null or l.rating_average >= $4)
      order by %1$s
      limit $5 offset $6$q$, v_order)
    using v_text, v_category, v_location, min_rating, v_limit, v_offset;
  end if;
end;
$$;

-- The corpus from today's listing.
select private.rebuild_directory_documents();
