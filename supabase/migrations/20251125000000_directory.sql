-- The public provider directory (issue 35): /providers, one page per provider, category pages and the
-- sitemap, readable by visitors (the anon role) and search engines.
--
-- Who appears: Service Provider members who have not left the directory in Settings
-- (profiles.directory_listed, on by default). HR Professionals and administrators never appear.
-- Existing providers are listed too (the column's default): the decisions say providers are listed
-- publicly unless they opt out, and what is shown is the business listing they already show every
-- member (company, services, published reviews), never a person's name, e-mail, phone or plan.
--
-- What is public is kept in private.directory_listing (one row per listed provider) by triggers as
-- profiles, services, skills and ratings change, and read only through the security definer functions
-- below, which return public columns only. The private tables have row-level security on and no
-- policy: the API roles cannot read them at all.
--
-- Every read is bounded whatever the network's size (supabase/API.md, 'Public directory'):
-- * browsing (no search text) walks one btree index in the page's order: the whole directory, or one
--   category's rows (private.directory_listing_categories); a location or minimum rating filters the
--   walk (or, for a rare location, its own index);
-- * a search text ranks a pool of at most 300 matches (200 as the text index yields them, and the
--   100 best rated), so a common word never makes a call read every provider;
-- * pages go up to offset 1,000 (50 pages of 20); category and location counts are kept, not counted.

-- ---------------------------------------------------------------------------------------------
-- Profile columns.

-- How a review's author is shown to visitors: position and company type, never a name.
create type public.company_type as enum (
  'Agency', 'Large enterprise', 'Mid-size company', 'Non-profit', 'Public sector', 'Small business', 'Startup');

alter table public.profiles
  -- 'Show my profile in the public directory' (providers; Settings).
  add column directory_listed boolean not null default true,
  -- The provider's address in the directory, /providers/<slug>: kept by the database, never written by
  -- members (private.directory_slugs holds every slug a provider had, so old addresses keep working).
  add column directory_slug text,
  -- Where a provider works ('Berlin, Germany', 'Remote'), shown and filtered in the directory.
  add column location text,
  -- HR Professionals: the kind of company they work for, shown with their reviews.
  add column company_type public.company_type,
  add constraint profiles_location_check check (location is null or char_length(btrim(location)) between 1 and 120);
create unique index profiles_directory_slug_key on public.profiles (directory_slug);
grant update (directory_listed, location, company_type) on public.profiles to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Text helpers.

-- A readable address part: 'Brooks & Vale Légal' → 'brooks-and-vale-legal'. Letters lose their accents
-- (Unicode decomposition), anything but a-z and 0-9 becomes one hyphen, at most 60 characters, never
-- empty ('provider').
create function private.slugify(p_text text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(nullif(btrim(left(btrim(pg_catalog.regexp_replace(
           pg_catalog.regexp_replace(
             replace(lower(normalize(coalesce(p_text, ''), NFKD)), '&', ' and '),
             '[\u0300-\u036f]', '', 'g'),
           '[^a-z0-9]+', '-', 'g'), '-'), 60), '-'), ''), 'provider');
$$;

-- A location as the filter compares it: trimmed, one space between words, lower case.
create function private.location_key(p_text text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select nullif(lower(pg_catalog.regexp_replace(btrim(coalesce(p_text, '')), '\s+', ' ', 'g')), '');
$$;

-- The first line of a description, at most 240 characters (cut at a word, with an ellipsis).
create function private.first_line(p_text text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when char_length(l) <= 240 then l
              else pg_catalog.regexp_replace(left(l, 239), '\s+\S*$', '') || '…' end
  from (select nullif(btrim(split_part(btrim(coalesce(p_text, '')), E'\n', 1)), '') as l) x;
$$;
revoke execute on function private.slugify(text), private.location_key(text), private.first_line(text)
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Slugs. Every slug a provider ever had, so an old address still finds them (the page redirects to the
-- current one). A slug is never given to two providers. The FK is checked at commit: a new profile's
-- slug is written by its before-insert trigger, before the profile row exists.
create table private.directory_slugs (
  slug text primary key,
  provider_id uuid not null references public.profiles (id) on delete cascade deferrable initially deferred,
  created_at timestamptz not null default now(),
  constraint directory_slugs_slug_check check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 72)
);
create index directory_slugs_provider_idx on private.directory_slugs (provider_id, created_at desc);
-- How many providers were given each base slug: the next 'Acme' is acme-<n+1>, found in one row
-- instead of by trying acme-2, acme-3… (400 company names over 33,000 generated providers).
create table private.directory_slug_counters (
  base text primary key,
  used integer not null
);
alter table private.directory_slugs enable row level security;
alter table private.directory_slug_counters enable row level security;
revoke all on private.directory_slugs, private.directory_slug_counters from public, anon, authenticated;

-- The provider's slug for the name they now have: the current one while the name gives the same base,
-- one they had before under that name, or a new one (base, then base-2, base-3…).
create function private.directory_slug_for(p_provider uuid, p_name text, p_current text) returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_base text := private.slugify(p_name);
  v_pattern text := '^' || v_base || '(-[0-9]+)?$'; -- a base is [a-z0-9-] only: no regex syntax in it
  v_slug text;
  v_used integer;
begin
  if p_current is not null and p_current ~ v_pattern then
    return p_current;
  end if;
  select s.slug into v_slug from private.directory_slugs s
  where s.provider_id = p_provider and s.slug ~ v_pattern order by s.created_at desc limit 1;
  if found then
    return v_slug;
  end if;
  loop
    insert into private.directory_slug_counters as c (base, used) values (v_base, 1)
    on conflict (base) do update set used = c.used + 1
    returning c.used into v_used;
    v_slug := case when v_used = 1 then v_base else v_base || '-' || v_used end;
    -- A company literally named 'Acme 2' may hold acme-2 already: then the next number.
    insert into private.directory_slugs (slug, provider_id) values (v_slug, p_provider) on conflict do nothing;
    exit when found;
  end loop;
  return v_slug;
end;
$$;

-- Providers get a slug from their company name (their full name when they have none) as they sign up
-- and whenever the name changes; what a client sends for directory_slug is ignored (no grant allows it
-- anyway).
create function private.profiles_directory_slug() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.user_type = 'Service Provider' then
    new.directory_slug := private.directory_slug_for(
      new.id, coalesce(nullif(btrim(new.company), ''), new.full_name),
      case when tg_op = 'UPDATE' then old.directory_slug end);
  else
    new.directory_slug := case when tg_op = 'UPDATE' then old.directory_slug end;
  end if;
  return new;
end;
$$;
revoke execute on function private.directory_slug_for(uuid, text, text), private.profiles_directory_slug()
  from public, anon, authenticated;
create trigger profiles_directory_slug
  before insert or update of company, full_name, user_type, directory_slug on public.profiles
  for each row execute function private.profiles_directory_slug();

-- ---------------------------------------------------------------------------------------------
-- The listing: what the directory shows of each listed provider, and what it searches and sorts by.
create table private.directory_listing (
  provider_id uuid primary key references public.profiles (id) on delete cascade,
  slug text not null,
  company text not null,
  avatar_url text,
  summary text,
  location text,
  location_key text,
  category_ids uuid[] not null,
  category_names text[] not null,
  category_slugs text[] not null,
  review_count integer not null,
  rating_average numeric(2, 1),
  rating_rank numeric not null,
  listing_priority smallint not null,
  listed_at timestamptz not null,
  updated_at timestamptz not null,
  -- A: company, service names and service type; B: categories and skills; C: descriptions; D: location.
  document tsvector not null
);
create unique index directory_listing_slug_key on private.directory_listing (slug);
-- The three orders (relevance without a text puts featured providers first, as the Services page does).
create index directory_listing_featured_idx
  on private.directory_listing (listing_priority desc, rating_rank desc, listed_at desc, provider_id);
create index directory_listing_rating_idx
  on private.directory_listing (rating_rank desc, listing_priority desc, listed_at desc, provider_id);
create index directory_listing_newest_idx on private.directory_listing (listed_at desc, provider_id);
create index directory_listing_location_idx on private.directory_listing (location_key);
create index directory_listing_document_idx on private.directory_listing using gin (document);
create index directory_listing_categories_idx on private.directory_listing using gin (category_ids);

-- One row per listed provider and category it offers, in the same orders: a category page reads one
-- btree range in its order whatever the network's size.
create table private.directory_listing_categories (
  category_id uuid not null references public.service_categories (id) on delete cascade,
  provider_id uuid not null references private.directory_listing (provider_id) on delete cascade,
  listing_priority smallint not null,
  rating_rank numeric not null,
  rating_average numeric(2, 1),
  listed_at timestamptz not null,
  location_key text,
  primary key (category_id, provider_id)
);
create index directory_listing_categories_featured_idx on private.directory_listing_categories
  (category_id, listing_priority desc, rating_rank desc, listed_at desc, provider_id);
create index directory_listing_categories_rating_idx on private.directory_listing_categories
  (category_id, rating_rank desc, listing_priority desc, listed_at desc, provider_id);
create index directory_listing_categories_newest_idx on private.directory_listing_categories
  (category_id, listed_at desc, provider_id);
create index directory_listing_categories_location_idx on private.directory_listing_categories
  (category_id, location_key);
create index directory_listing_categories_provider_idx on private.directory_listing_categories (provider_id);

-- Kept counts: 'all', 'category:<id>'; and the locations offered by the filter, with their counts.
create table private.directory_counts (
  scope text primary key,
  provider_count integer not null default 0 check (provider_count >= 0)
);
create table private.directory_locations (
  location_key text primary key,
  label text not null,
  provider_count integer not null default 0 check (provider_count >= 0)
);
create index directory_locations_count_idx on private.directory_locations (provider_count desc, location_key);

alter table private.directory_listing enable row level security;
alter table private.directory_listing_categories enable row level security;
alter table private.directory_counts enable row level security;
alter table private.directory_locations enable row level security;
revoke all on private.directory_listing, private.directory_listing_categories, private.directory_counts,
  private.directory_locations from public, anon, authenticated;

-- The listing rows of the given providers as the data says now: nothing for a provider who is not
-- listed (HR Professionals, administrators, providers who left the directory).
-- The listing rows of the given providers as the data says now: nothing for a provider who is not
-- listed (HR Professionals, administrators, providers who left the directory). Only showcased services
-- are public (drafts are not, as on the Services page); the categories are theirs plus the one the
-- provider signed up under (service type), so a Basic provider, who showcases none, is still found in
-- its category.
create function private.directory_listing_rows(p_providers uuid[])
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
         p.created_at, now(),
         setweight(to_tsvector('english', concat_ws(' ', p.company, p.service_type, s.names)), 'A')
           || setweight(to_tsvector('english', concat_ws(' ', array_to_string(c.names, ' '),
                (select string_agg(k.skill_name, ' ') from public.skills k where k.profile_id = p.id))), 'B')
           || setweight(to_tsvector('english', concat_ws(' ', p.description, s.descriptions)), 'C')
           || setweight(to_tsvector('english', coalesce(p.location, '')), 'D')
  from public.profiles p
  left join public.provider_ratings pr on pr.provider_id = p.id
  left join lateral (
    select string_agg(s.service_name, ' ') as names, string_agg(s.description, ' ') as descriptions
    from public.user_services s where s.user_id = p.id and s.showcased
  ) s on true
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

-- Adds `delta` to the counts of a listing's scopes (all, each category, its location).
create function private.directory_count(p_categories uuid[], p_location_key text, p_location text, p_delta integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_delta = 0 then
    return;
  end if;
  -- The rows first, then the deltas: an insert carrying a negative delta would fail the check before
  -- its conflict were seen.
  insert into private.directory_counts (scope)
  select unnest(array['all'] || array(select 'category:' || x from unnest(p_categories) x))
  on conflict do nothing;
  update private.directory_counts set provider_count = provider_count + p_delta
  where scope = any (array['all'] || array(select 'category:' || x from unnest(p_categories) x));
  if p_location_key is not null then
    insert into private.directory_locations (location_key, label) values (p_location_key, p_location)
    on conflict do nothing;
    update private.directory_locations set provider_count = provider_count + p_delta,
      -- The label of the latest listing with this location.
      label = case when p_delta > 0 then p_location else label end
    where location_key = p_location_key;
  end if;
end;
$$;

-- Brings one provider's listing (and its category rows and the counts) up to date.
create function private.refresh_directory_listing(p_provider uuid) returns void
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
    updated_at = excluded.updated_at, document = excluded.document;
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

create function private.directory_listing_follow() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- The trigger's argument names the column that holds the provider's id in this table.
  v_provider uuid := (to_jsonb(case when tg_op = 'DELETE' then old else new end) ->> tg_argv[0])::uuid;
begin
  -- A deleted account's rows go with it (cascade), its counts with the listing row's delete below.
  if exists (select 1 from public.profiles p where p.id = v_provider) then
    perform private.refresh_directory_listing(v_provider);
  end if;
  return null;
end;
$$;

-- A listing row that goes (the provider left the directory, changed type or deleted the account: then
-- by cascade) is counted out.
create function private.directory_listing_forget() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.directory_count(old.category_ids, old.location_key, old.location, -1);
  return null;
end;
$$;
revoke execute on function private.directory_listing_rows(uuid[]),
  private.directory_count(uuid[], text, text, integer), private.refresh_directory_listing(uuid),
  private.directory_listing_follow(), private.directory_listing_forget() from public, anon, authenticated;

create trigger profiles_directory_listing
  after insert or update of user_type, role, company, full_name, description, avatar_url, subscription_plan,
    service_type, location, directory_listed, directory_slug, created_at on public.profiles
  for each row execute function private.directory_listing_follow('id');
create trigger user_services_directory_listing
  after insert or delete or update of service_name, description, category_id, showcased on public.user_services
  for each row execute function private.directory_listing_follow('user_id');
create trigger skills_directory_listing after insert or delete or update of skill_name on public.skills
  for each row execute function private.directory_listing_follow('profile_id');
create trigger provider_ratings_directory_listing after insert or update on public.provider_ratings
  for each row execute function private.directory_listing_follow('provider_id');
create trigger directory_listing_forget after delete on private.directory_listing
  for each row execute function private.directory_listing_forget();

-- Every provider's listing in a few statements: this migration, and the scale generator after its bulk
-- load (whose triggers are off). Returns the number of listed providers.
create function private.rebuild_directory_listing() returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rows bigint;
begin
  delete from private.directory_listing;
  insert into private.directory_listing
  select * from private.directory_listing_rows(array(
    select p.id from public.profiles p
    where p.is_member and p.user_type = 'Service Provider' and p.directory_listed));
  get diagnostics v_rows = row_count;
  insert into private.directory_listing_categories
    (category_id, provider_id, listing_priority, rating_rank, rating_average, listed_at, location_key)
  select unnest(l.category_ids), l.provider_id, l.listing_priority, l.rating_rank, l.rating_average, l.listed_at,
         l.location_key
  from private.directory_listing l;
  delete from private.directory_counts;
  insert into private.directory_counts (scope, provider_count)
  select 'all', count(*) from private.directory_listing
  union all
  select 'category:' || c.category_id, count(*) from private.directory_listing_categories c group by c.category_id;
  delete from private.directory_locations;
  insert into private.directory_locations (location_key, label, provider_count)
  select l.location_key, min(l.location), count(*) from private.directory_listing l
  where l.location_key is not null group by l.location_key;
  return v_rows;
end;
$$;
revoke execute on function private.rebuild_directory_listing() from public, anon, authenticated;

-- Existing providers: their slugs (the trigger runs for each), then the listing.
update public.profiles set directory_slug = null where user_type = 'Service Provider';
select private.rebuild_directory_listing();

-- ---------------------------------------------------------------------------------------------
-- Reads. Anyone (anon included) calls these; each returns public columns of listed providers only.

-- How a search text ranks a provider. The seam the matching work's relevance function replaces; today
-- the model of the Network and Services searches: ts_rank of the words as prefixes (private.prefix_query)
-- against the weighted document.
create function private.directory_relevance(p_document tsvector, p_query tsquery) returns real
language sql
immutable
parallel safe
set search_path = ''
as $$
  select pg_catalog.ts_rank(p_document, p_query);
$$;
revoke execute on function private.directory_relevance(tsvector, tsquery) from public, anon, authenticated;

-- The categories with their directory address and how many listed providers offer each.
create function public.directory_categories()
returns table (id uuid, name text, slug text, provider_count integer)
language sql
stable
security definer
set search_path = ''
as $$
  select sc.id, sc.name, private.slugify(sc.name), coalesce(c.provider_count, 0)
  from public.service_categories sc
  left join private.directory_counts c on c.scope = 'category:' || sc.id
  order by sc.name;
$$;

-- The locations the filter offers: the 100 with the most listed providers, by name.
create function public.directory_locations()
returns table (location text, provider_count integer)
language sql
stable
security definer
set search_path = ''
as $$
  select l.label, l.provider_count
  from (select * from private.directory_locations where provider_count > 0
        order by provider_count desc, location_key limit 100) l
  order by l.location_key;
$$;

-- How many providers are listed (the directory's heading and the sitemap's size).
create function public.directory_count() returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select provider_count from private.directory_counts where scope = 'all'), 0);
$$;

-- One page of the directory. sort_by: 'relevance' (the text's relevance, featured providers first
-- among equals; without a text featured providers first, then best rated), 'rating' (Bayesian rating,
-- as the Services page's 'Highest rated') or 'newest'. Filters: category (its slug), location (one of
-- directory_locations(), any case), min_rating (average stars, 1 to 5). page_offset up to 1,000.
create function public.directory_search(
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
  v_query tsquery;
  v_all tsquery;
  v_word text;
  v_part tsquery;
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
  v_query := private.prefix_query(v_text);
  -- Every word (each as prefix_query takes it): the matches a search of several words most likely means.
  for v_word in
    select w from pg_catalog.regexp_split_to_table(lower(coalesce(v_text, '')), '[^[:alnum:]]+') w where w <> '' limit 8
  loop
    v_part := private.prefix_query(v_word);
    if v_part is not null and pg_catalog.numnode(v_part) > 0 then
      v_all := case when v_all is null then v_part else v_all && v_part end;
    end if;
  end loop;

  if v_query is null then
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
    using v_query, v_category, v_location, min_rating, v_limit, v_offset;
  else
    -- Searching: a bounded pool of matches, ranked.
    v_order := case v_sort
      when 'rating' then 'r.rating_rank desc, r.listing_priority desc, r.listed_at desc, r.provider_id'
      when 'newest' then 'r.listed_at desc, r.provider_id'
      else 'r.relevance desc, r.listing_priority desc, r.rating_rank desc, r.provider_id' end;
    return query execute format($q$
      with matches as materialized (
        (select l.provider_id from private.directory_listing l
         where l.document @@ coalesce($7, $1) and ($2::uuid is null or l.category_ids @> array[$2::uuid])
           and ($3::text is null or l.location_key = $3) and ($4::numeric is null or l.rating_average >= $4)
         limit 200)
        union
        (select l.provider_id from private.directory_listing l
         where l.document @@ $1 and ($2::uuid is null or l.category_ids @> array[$2::uuid])
           and ($3::text is null or l.location_key = $3) and ($4::numeric is null or l.rating_average >= $4)
         order by l.rating_rank desc, l.listing_priority desc, l.listed_at desc, l.provider_id
         limit 100)
      ), ranked as materialized (
        select l.*, private.directory_relevance(l.document, $1) as relevance
        from matches m join private.directory_listing l on l.provider_id = m.provider_id
      )
      select r.slug, r.company, r.avatar_url, r.summary, r.location, r.category_names, r.category_slugs,
             r.rating_average, r.review_count, r.listing_priority > 0, r.listed_at
      from ranked r
      order by %1$s
      limit $5 offset $6$q$, v_order)
    using v_query, v_category, v_location, min_rating, v_limit, v_offset, v_all;
  end if;
end;
$$;

-- A provider's public page by its slug (any slug it ever had: `slug` is the current one, and the page
-- redirects there when they differ). No row when the slug is unknown or the provider is not listed.
create function public.directory_provider(p_slug text)
returns table (
  id uuid, slug text, company text, avatar_url text, description text, service_type text, location text,
  category_names text[], category_slugs text[], featured boolean, listed_at timestamptz, updated_at timestamptz,
  rating_average numeric, review_count integer, rating_distribution integer[], services jsonb, skills text[])
language sql
stable
security definer
set search_path = ''
as $$
  select l.provider_id, l.slug, l.company, l.avatar_url, nullif(btrim(p.description), ''), p.service_type,
         l.location, l.category_names, l.category_slugs, l.listing_priority > 0, l.listed_at, l.updated_at,
         l.rating_average, l.review_count,
         array[coalesce(pr.stars_1, 0), coalesce(pr.stars_2, 0), coalesce(pr.stars_3, 0), coalesce(pr.stars_4, 0),
               coalesce(pr.stars_5, 0)],
         -- The services the provider showcases (as on the Services page), at most 50.
         coalesce((select jsonb_agg(jsonb_build_object('name', s.service_name, 'category', sc.name,
                                                       'category_slug', private.slugify(sc.name),
                                                       'description', s.description) order by s.created_at desc, s.id)
                   from (select * from public.user_services s where s.user_id = l.provider_id and s.showcased
                         order by s.created_at desc, s.id limit 50) s
                   join public.service_categories sc on sc.id = s.category_id), '[]'::jsonb),
         array(select k.skill_name from public.skills k where k.profile_id = l.provider_id
               order by lower(k.skill_name) limit 50)
  from private.directory_slugs ds
  join private.directory_listing l on l.provider_id = ds.provider_id
  join public.profiles p on p.id = l.provider_id
  left join public.provider_ratings pr on pr.provider_id = l.provider_id
  where ds.slug = lower(btrim(p_slug)) and char_length(p_slug) <= 100;
$$;

-- A listed provider's published reviews, newest first: never hidden ones, and the author shown by
-- position and company type only.
create function public.directory_reviews(p_provider uuid, page_limit integer default 10, page_offset integer default 0)
returns table (
  id uuid, rating smallint, title text, body text, created_at timestamptz, edited boolean, answer text,
  answered_at timestamptz, reviewer_position text, reviewer_company_type public.company_type)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if coalesce(page_limit, 10) not between 1 and 50 then
    raise exception 'page_limit is between 1 and 50' using errcode = '22023';
  end if;
  if coalesce(page_offset, 0) not between 0 and 1000 then
    raise exception 'page_offset is between 0 and 1000' using errcode = '22023';
  end if;
  return query
  select r.id, r.rating, r.title, r.body, r.created_at, r.edited_at is not null, r.answer, r.answered_at,
         nullif(btrim(a.position), ''), a.company_type
  from public.reviews r
  join public.profiles a on a.id = r.reviewer_id
  where r.provider_id = p_provider and r.hidden_at is null
    and exists (select 1 from private.directory_listing l where l.provider_id = p_provider)
  order by r.created_at desc, r.id
  limit coalesce(page_limit, 10) offset coalesce(page_offset, 0);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The sitemap: one text of 'path<TAB>last modified' lines per part of at most 50,000 addresses (a
-- sitemap file's limit), which the site's server turns into XML. One value, not rows: a hosted data
-- API answers at most 1,000 rows per request.
create function public.sitemap_sizes()
returns table (providers integer, jobs integer, categories integer)
language sql
stable
security definer
set search_path = ''
as $$
  select public.directory_count(),
         (select count(*)::integer from public.jobs j where j.closed_at is null),
         (select count(*)::integer from private.directory_counts c where c.scope like 'category:%' and c.provider_count > 0);
$$;

-- Part p_part (1-based) of a kind's addresses, p_size to a part (50,000, a sitemap file's limit, unless
-- asked for fewer). Providers by slug, open jobs newest first, categories that have providers.
create function public.sitemap_part(p_kind text, p_part integer default 1, p_size integer default 50000) returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_size integer := coalesce(p_size, 50000);
  v_offset integer;
begin
  if v_size not between 1 and 50000 then
    raise exception 'p_size is between 1 and 50000' using errcode = '22023';
  end if;
  if coalesce(p_part, 1) not between 1 and 1000 then
    raise exception 'p_part is between 1 and 1000' using errcode = '22023';
  end if;
  v_offset := (coalesce(p_part, 1) - 1) * v_size;
  if p_kind = 'providers' then
    return (select coalesce(string_agg('/providers/' || l.slug || E'\t' || to_char(l.updated_at at time zone 'UTC',
                                         'YYYY-MM-DD"T"HH24:MI:SS"Z"'), E'\n' order by l.slug), '')
            from (select slug, updated_at from private.directory_listing order by slug
                  limit v_size offset v_offset) l);
  elsif p_kind = 'jobs' then
    return (select coalesce(string_agg('/jobs/' || j.id || E'\t' || to_char(j.updated_at at time zone 'UTC',
                                         'YYYY-MM-DD"T"HH24:MI:SS"Z"'), E'\n' order by j.created_at desc, j.id), '')
            from (select id, updated_at, created_at from public.jobs where closed_at is null
                  order by created_at desc, id limit v_size offset v_offset) j);
  elsif p_kind = 'categories' then
    return (select coalesce(string_agg('/providers/category/' || private.slugify(sc.name) || E'\t', E'\n'
                                       order by sc.name), '')
            from public.service_categories sc
            join private.directory_counts c on c.scope = 'category:' || sc.id and c.provider_count > 0
            where v_offset = 0);
  end if;
  raise exception 'p_kind is providers, jobs or categories' using errcode = '22023';
end;
$$;

do $$
declare
  f text;
begin
  foreach f in array array[
    'public.directory_categories()', 'public.directory_locations()', 'public.directory_count()',
    'public.directory_search(text, text, text, numeric, text, integer, integer)',
    'public.directory_provider(text)', 'public.directory_reviews(uuid, integer, integer)',
    'public.sitemap_sizes()', 'public.sitemap_part(text, integer, integer)']
  loop
    execute format('revoke execute on function %s from public', f);
    execute format('grant execute on function %s to anon, authenticated, service_role', f);
  end loop;
end;
$$;
