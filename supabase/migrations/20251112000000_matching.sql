-- Smart matching (issue 21): HR Professionals say what they need; providers are described by their
-- services, categories, skills and description; one documented score ranks providers for HR members and
-- HR members for providers; 'People you may know', 'Jobs for you', and relevance order in the Network
-- and Services searches. Every call reads a bounded number of rows whatever the network's size: the
-- bounds are named where they are set and listed in supabase/API.md ('Matching').

-- ---------------------------------------------------------------------------------------------
-- Text helpers.

-- OR of tsqueries (Postgres has the operator, not an aggregate; an aggregate could not pin its
-- search_path, which the advisors require of every function). Null for none.
create function private.tsquery_any(p_queries tsquery[]) returns tsquery
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  v_query tsquery;
  v_result tsquery;
begin
  foreach v_query in array coalesce(p_queries, '{}') loop
    v_result := case when v_result is null then v_query else v_result || v_query end;
  end loop;
  return v_result;
end;
$$;

-- Any of the words of a free text, English-stemmed: 'Payroll for restaurants' → 'payrol' | 'restaur'.
-- Built from the lexemes of to_tsvector, each turned into a query by plainto_tsquery('simple'), so no
-- text ever goes through tsquery syntax. At most 32 lexemes (longer texts rarely say more). Null when
-- the text has no searchable word.
create function private.any_words_query(p_text text) returns tsquery
language sql
immutable
parallel safe
set search_path = ''
as $$
  select private.tsquery_any(array(
    select pg_catalog.plainto_tsquery('simple', t.lexeme)
    from pg_catalog.unnest(pg_catalog.to_tsvector('english', coalesce(p_text, ''))) t
    limit 32));
$$;

-- What a search box's text means for relevance: every word as a prefix, any of them ('pat smi' →
-- 'pat':* | 'smi':*), both English-stemmed ('payrolls' → 'payrol':*) and as typed (a stem may be no
-- prefix of a longer word: 'fernsby' → 'fernsbi'), so a substring search ranks word hits first. Words
-- are cut to letters and digits before they reach to_tsquery, so its syntax never sees user text.
create function private.prefix_query(p_text text) returns tsquery
language sql
immutable
parallel safe
set search_path = ''
as $$
  select private.tsquery_any(array(
    select pg_catalog.to_tsquery('english', w.word || ':*') || pg_catalog.to_tsquery('simple', w.word || ':*')
    from (select word from pg_catalog.regexp_split_to_table(lower(coalesce(p_text, '')), '[^[:alnum:]]+') word
          where word <> '' limit 8) w));
$$;
revoke execute on function private.tsquery_any(tsquery[]), private.any_words_query(text), private.prefix_query(text)
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- What an HR Professional needs: categories (of the eight) and 'What are you looking for?'.
create table public.member_needs (
  profile_id uuid primary key default auth.uid() references public.profiles (id) on delete cascade,
  category_ids uuid[] not null default '{}',
  looking_for text,
  updated_at timestamptz not null default now(),
  -- The need as a query (any of its words), kept by the rules trigger so ranking never re-parses the text.
  looking_for_query tsquery,
  looking_for_document tsvector generated always as (to_tsvector('english', coalesce(looking_for, ''))) stored,
  constraint member_needs_categories_check check (cardinality(category_ids) <= 8),
  constraint member_needs_looking_for_check check (looking_for is null or char_length(looking_for) <= 500)
);
-- Providers find the HR members whose needs name their categories or words, most recently updated first.
create index member_needs_categories_idx on public.member_needs using gin (category_ids);
create index member_needs_document_idx on public.member_needs using gin (looking_for_document);
create index member_needs_updated_idx on public.member_needs (updated_at desc);

-- Only an HR Professional member keeps needs; the categories must exist; no category twice.
create function private.member_needs_rules() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.profiles p
                 where p.id = new.profile_id and p.is_member and p.user_type = 'HR Professional') then
    raise exception 'Only HR Professionals say what they are looking for' using errcode = '42501';
  end if;
  new.category_ids := array(select distinct c from unnest(new.category_ids) c order by c);
  if exists (select 1 from unnest(new.category_ids) c
             where not exists (select 1 from public.service_categories sc where sc.id = c)) then
    raise exception 'Unknown service category' using errcode = '23503';
  end if;
  new.looking_for := nullif(btrim(new.looking_for), '');
  new.looking_for_query := private.any_words_query(new.looking_for);
  new.updated_at := now();
  return new;
end;
$$;
revoke execute on function private.member_needs_rules() from public, anon, authenticated;
create trigger member_needs_rules before insert or update on public.member_needs
  for each row execute function private.member_needs_rules();

alter table public.member_needs enable row level security;
revoke all on table public.member_needs from anon;
grant select, delete on table public.member_needs to authenticated;
grant insert (profile_id, category_ids, looking_for), update (category_ids, looking_for)
  on table public.member_needs to authenticated;
create policy "Members read their own needs" on public.member_needs for select to authenticated
  using (profile_id = (select auth.uid()));
create policy "Members write their own needs" on public.member_needs for insert to authenticated
  with check (profile_id = (select auth.uid()));
create policy "Members change their own needs" on public.member_needs for update to authenticated
  using (profile_id = (select auth.uid())) with check (profile_id = (select auth.uid()));
create policy "Members clear their own needs" on public.member_needs for delete to authenticated
  using (profile_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- What describes a provider, kept as one row per provider member as services, skills, profile and
-- reviews change: the categories of their services, a weighted document (A: service names and service
-- type; B: skills; C: profile and service descriptions; the categories are their own part of the score,
-- so their names stay out of the text), the Bayesian rating and the plan's
-- listing priority. Private: read only through the functions below.
create table private.provider_match (
  provider_id uuid primary key references public.profiles (id) on delete cascade,
  category_ids uuid[] not null,
  document tsvector not null,
  rating_rank numeric not null,
  listing_priority smallint not null
);
create index provider_match_document_idx on private.provider_match using gin (document);
alter table private.provider_match enable row level security;
revoke all on table private.provider_match from public, anon, authenticated;

-- The same providers by category, best rated first: one btree range per category, so 'the 60 best-rated
-- providers offering Payroll' reads 60 index entries whatever the network's size (a GIN containment test
-- on category_ids cannot be read in rating order). Kept with provider_match.
create table private.provider_match_categories (
  category_id uuid not null references public.service_categories (id) on delete cascade,
  provider_id uuid not null references private.provider_match (provider_id) on delete cascade,
  rating_rank numeric not null,
  listing_priority smallint not null,
  primary key (category_id, provider_id)
);
create index provider_match_categories_rank_idx
  on private.provider_match_categories (category_id, rating_rank desc, listing_priority desc, provider_id);
create index provider_match_categories_provider_idx on private.provider_match_categories (provider_id);
alter table private.provider_match_categories enable row level security;
revoke all on table private.provider_match_categories from public, anon, authenticated;

-- The row(s) of the given providers, as the data says now (a set, so the seed and this migration
-- fill every provider in one statement).
create function private.provider_match_rows(p_providers uuid[])
returns setof private.provider_match
language sql
stable
security definer
set search_path = ''
as $$
  select p.id,
         coalesce(array(select distinct s.category_id from public.user_services s where s.user_id = p.id
                        order by s.category_id), '{}'),
         setweight(to_tsvector('english', concat_ws(' ', p.service_type,
                     (select string_agg(s.service_name, ' ') from public.user_services s where s.user_id = p.id))), 'A')
           || setweight(to_tsvector('english', coalesce(
                (select string_agg(k.skill_name, ' ') from public.skills k where k.profile_id = p.id), '')), 'B')
           || setweight(to_tsvector('english', concat_ws(' ', p.description,
                (select string_agg(s.description, ' ') from public.user_services s where s.user_id = p.id))), 'C'),
         public.bayesian_rating(pr.rating_sum, pr.review_count),
         public.listing_priority(p.subscription_plan)
  from public.profiles p
  left join public.provider_ratings pr on pr.provider_id = p.id
  where p.id = any (p_providers) and p.is_member and p.user_type = 'Service Provider';
$$;

create function private.refresh_provider_match(p_provider uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.provider_match
  select * from private.provider_match_rows(array[p_provider])
  on conflict (provider_id) do update set
    category_ids = excluded.category_ids, document = excluded.document,
    rating_rank = excluded.rating_rank, listing_priority = excluded.listing_priority;
  if not found then
    delete from private.provider_match where provider_id = p_provider;
    return;
  end if;
  delete from private.provider_match_categories where provider_id = p_provider;
  insert into private.provider_match_categories (category_id, provider_id, rating_rank, listing_priority)
  select unnest(pm.category_ids), pm.provider_id, pm.rating_rank, pm.listing_priority
  from private.provider_match pm where pm.provider_id = p_provider;
end;
$$;

create function private.provider_match_follow() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- The trigger's argument names the column that holds the provider's id in this table.
  v_provider uuid := (to_jsonb(case when tg_op = 'DELETE' then old else new end) ->> tg_argv[0])::uuid;
begin
  -- A deleted account's rows go with it (cascade); nothing to refresh.
  if exists (select 1 from public.profiles p where p.id = v_provider) then
    perform private.refresh_provider_match(v_provider);
  end if;
  return null;
end;
$$;
revoke execute on function private.provider_match_rows(uuid[]), private.refresh_provider_match(uuid),
  private.provider_match_follow() from public, anon, authenticated;

create trigger user_services_provider_match
  after insert or delete or update of service_name, description, category_id on public.user_services
  for each row execute function private.provider_match_follow('user_id');
create trigger skills_provider_match after insert or delete or update of skill_name on public.skills
  for each row execute function private.provider_match_follow('profile_id');
create trigger provider_ratings_provider_match after insert or update on public.provider_ratings
  for each row execute function private.provider_match_follow('provider_id');
create trigger profiles_provider_match
  after insert or update of user_type, role, service_type, description, subscription_plan on public.profiles
  for each row execute function private.provider_match_follow('id');

-- Every provider's rows in two statements: the migration here, the scale generator after its bulk load.
create function private.rebuild_provider_match() returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rows bigint;
begin
  delete from private.provider_match;
  insert into private.provider_match
  select * from private.provider_match_rows(array(
    select p.id from public.profiles p where p.is_member and p.user_type = 'Service Provider'));
  get diagnostics v_rows = row_count;
  insert into private.provider_match_categories (category_id, provider_id, rating_rank, listing_priority)
  select unnest(pm.category_ids), pm.provider_id, pm.rating_rank, pm.listing_priority from private.provider_match pm;
  return v_rows;
end;
$$;
revoke execute on function private.rebuild_provider_match() from public, anon, authenticated;
select private.rebuild_provider_match();

-- ---------------------------------------------------------------------------------------------
-- Network proximity, bounded. A member's accepted partners, at most p_cap of them (most recent first),
-- through the two (member, status) indexes.
create function private.accepted_partners(p_member uuid, p_cap integer)
returns table (partner uuid)
language sql
stable
security definer
set search_path = ''
as $$
  select x.partner from (
    (select c.addressee_id as partner, c.updated_at from public.connections c
     where c.requester_id = p_member and c.status = 'accepted' order by c.updated_at desc limit p_cap)
    union all
    (select c.requester_id, c.updated_at from public.connections c
     where c.addressee_id = p_member and c.status = 'accepted' order by c.updated_at desc limit p_cap)
  ) x
  order by x.updated_at desc
  limit p_cap;
$$;

-- Mutual connections of p_member with each candidate: how many of the candidate's partners (at most 500)
-- are among the member's (at most 500). Asked for one page of candidates at a time, so the rows read are
-- at most 500 + 500 × the page's size, and the member's 20 or so in the usual case.
create function private.mutual_counts(p_member uuid, p_candidates uuid[])
returns table (candidate uuid, mutual integer)
language sql
stable
security definer
set search_path = ''
as $$
  with mine as materialized (select m.partner from private.accepted_partners(p_member, 500) m)
  select c.id, (select count(*)::int from private.accepted_partners(c.id, 500) t
                where t.partner in (select partner from mine))
  from unnest(p_candidates) as c(id);
$$;
revoke execute on function private.accepted_partners(uuid, integer), private.mutual_counts(uuid, uuid[])
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The score (documented in supabase/API.md, 'Matching'), every part in [0, 1]. The weights were tuned
-- on the hand-graded fixture (scripts/matching/fixture.ts, committed first; npm run matching:quality):
--   0.25 × category match   share of the need's categories the provider offers
--   0.55 × text relevance   ts_rank (length-normalised) of the provider's weighted document for the
--                           need's words, divided by the best in the candidate pool
--   0.10 × rating           (Bayesian rating − 1) / 4; none between HR members and providers' needs
--   0.05 × network          mutual connections, up to 5
--   0.05 × plan priority    'Priority in listings' (Premium, Enterprise)
create function public.match_score(category_share numeric, text_share numeric, rating numeric, mutual integer,
                                   priority smallint)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select round(0.25 * coalesce(category_share, 0) + 0.55 * coalesce(text_share, 0)
               + 0.10 * coalesce(greatest(least((rating - 1) / 4, 1), 0), 0)
               + 0.05 * least(coalesce(mutual, 0), 5) / 5.0 + 0.05 * coalesce(priority, 0), 4);
$$;
grant execute on function public.match_score(numeric, numeric, numeric, integer, smallint) to authenticated, service_role;

-- Providers for the calling HR Professional, best first. The candidate pool is bounded: for each
-- needed category the 60 best-rated providers offering it (an index range), and up to 200 providers
-- whose document matches the need's words, as the text index yields them: every match of a specific
-- need, a sample of a broad one (ordering all matches of a common word would read them all). The score
-- then ranks the pool. Mutual connections are counted for the pool's best
-- 30 only (the network part weighs 0.05, so only candidates that close to the 30th could have passed it).
create function public.recommend_providers(page_limit integer default 10)
returns table (
  id uuid, full_name text, avatar_url text, company text, "position" text, service_type text,
  subscription_plan public.subscription_plan, matched_categories text[], mutual_connections integer,
  rating_average numeric, rating_count integer, score numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  v_needs public.member_needs;
  v_cats integer;
begin
  if me is null or public.current_user_type() is distinct from 'HR Professional' then
    return;
  end if;
  select * into v_needs from public.member_needs n where n.profile_id = me;
  v_cats := coalesce(cardinality(v_needs.category_ids), 0);
  if v_cats = 0 and v_needs.looking_for_query is null then
    return;
  end if;
  return query
  with pool as materialized (
    select m.provider_id from unnest(v_needs.category_ids) c(id)
    cross join lateral (
      select pc.provider_id from private.provider_match_categories pc where pc.category_id = c.id
      order by pc.rating_rank desc, pc.listing_priority desc, pc.provider_id limit 60) m
    union
    (select pm.provider_id from private.provider_match pm where pm.document @@ v_needs.looking_for_query limit 200)
  ), scored as (
    select pm.provider_id, pm.category_ids, pm.rating_rank, pm.listing_priority,
           case when v_cats = 0 then 0
                else cardinality(array(select unnest(pm.category_ids) intersect select unnest(v_needs.category_ids)))::numeric
                     / v_cats end as category_share,
           case when v_needs.looking_for_query is null then 0
                else ts_rank(pm.document, v_needs.looking_for_query, 1) end as text_rank
    from pool g
    join private.provider_match pm on pm.provider_id = g.provider_id
    where g.provider_id <> me and not private.blocked_between(me, g.provider_id)
  ), normalized as (
    select s.*, coalesce((s.text_rank / nullif(max(s.text_rank) over (), 0))::numeric, 0) as text_share
    from scored s
  ), ranked as materialized (
    select n.*, public.match_score(n.category_share, n.text_share, n.rating_rank, 0, n.listing_priority) as base_score
    from normalized n
    order by base_score desc, n.provider_id
    limit 30
  ), scored_with_network as (
    select r.*, mc.mutual,
           public.match_score(r.category_share, r.text_share, r.rating_rank, mc.mutual, r.listing_priority)
             as final_score
    from ranked r
    join private.mutual_counts(me, array(select provider_id from ranked)) mc on mc.candidate = r.provider_id
  )
  select p.id, p.full_name, p.avatar_url, p.company, p.position, p.service_type, p.subscription_plan,
         array(select sc.name from public.service_categories sc
               where sc.id = any (w.category_ids) and sc.id = any (v_needs.category_ids) order by sc.name),
         w.mutual,
         case when coalesce(pr.review_count, 0) > 0 then round(pr.rating_sum::numeric / pr.review_count, 1) end,
         coalesce(pr.review_count, 0),
         w.final_score
  from scored_with_network w
  join public.profiles p on p.id = w.provider_id
  left join public.provider_ratings pr on pr.provider_id = w.provider_id
  order by w.final_score desc, w.rating_rank desc, w.provider_id
  limit least(greatest(coalesce(page_limit, 10), 1), 20);
end;
$$;

-- HR Professionals whose needs match the calling provider's categories and services, ranked by the same
-- score (its rating and plan parts do not apply between these two), among those the provider's plan lets
-- them contact now (private.may_contact: Basic providers get none and are told why by the screen). Pool:
-- the 100 most recently updated needs naming one of the provider's categories and the 100 whose words
-- match the provider's document.
create function public.recommend_hr_members(page_limit integer default 10)
returns table (
  id uuid, full_name text, avatar_url text, company text, "position" text, looking_for text,
  matched_categories text[], mutual_connections integer, score numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  v_me private.provider_match;
  v_query tsquery;
begin
  if me is null or public.current_user_type() is distinct from 'Service Provider' then
    return;
  end if;
  select * into v_me from private.provider_match pm where pm.provider_id = me;
  if v_me.provider_id is null then
    return;
  end if;
  -- The provider's own words: those of its A- and B-weighted lexemes (services, categories, skills).
  v_query := private.tsquery_any(array(
    select plainto_tsquery('simple', u.lexeme) from unnest(v_me.document) u where u.weights && array['A', 'B'] limit 32));
  return query
  with pool as materialized (
    (select n.profile_id from public.member_needs n where n.category_ids && v_me.category_ids
     order by n.updated_at desc limit 100)
    union
    (select n.profile_id from public.member_needs n where v_query is not null and n.looking_for_document @@ v_query
     order by n.updated_at desc limit 100)
  ), scored as (
    select n.profile_id, n.category_ids, n.looking_for,
           case when cardinality(n.category_ids) = 0 then 0
                else cardinality(array(select unnest(n.category_ids) intersect select unnest(v_me.category_ids)))::numeric
                     / cardinality(n.category_ids) end as category_share,
           case when n.looking_for_query is null then 0 else ts_rank(v_me.document, n.looking_for_query, 1) end
             as text_rank
    from pool g
    join public.member_needs n on n.profile_id = g.profile_id
    join public.profiles p on p.id = n.profile_id and p.is_member and p.user_type = 'HR Professional'
    where n.profile_id <> me
  ), ordered as materialized (
    select s.*, public.match_score(s.category_share,
             coalesce((s.text_rank / nullif(max(s.text_rank) over (), 0))::numeric, 0), null, 0, 0::smallint)
             as base_score
    from scored s
    order by base_score desc, s.profile_id
  ), ranked as materialized (
    -- The plan and block checks run down the ordered list only until 30 pass.
    select o.* from ordered o
    where not private.blocked_between(me, o.profile_id) and private.may_contact(me, o.profile_id)
    limit 30
  )
  select p.id, p.full_name, p.avatar_url, p.company, p.position, r.looking_for,
         array(select sc.name from public.service_categories sc
               where sc.id = any (r.category_ids) and sc.id = any (v_me.category_ids) order by sc.name),
         mc.mutual,
         round(r.base_score + 0.05 * least(mc.mutual, 5) / 5.0, 4) as score
  from ranked r
  join private.mutual_counts(me, array(select profile_id from ranked)) mc on mc.candidate = r.profile_id
  join public.profiles p on p.id = r.profile_id
  order by score desc, r.profile_id
  limit least(greatest(coalesce(page_limit, 10), 1), 20);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- People you may know: members with the most mutual connections that the caller has no connection row
-- with (accepted, pending or declined) and has not dismissed. Friends of friends through at most 200 of
-- the caller's partners and at most 100 of each partner's: ≤ 20,200 rows read, about 300 in the usual case.
create table public.suggestion_dismissals (
  profile_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  dismissed_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (profile_id, dismissed_id),
  constraint suggestion_dismissals_not_self_check check (profile_id <> dismissed_id)
);
create index suggestion_dismissals_dismissed_idx on public.suggestion_dismissals (dismissed_id);
alter table public.suggestion_dismissals enable row level security;
revoke all on table public.suggestion_dismissals from anon;
grant select, insert, delete on table public.suggestion_dismissals to authenticated;
create policy "Members read their own dismissals" on public.suggestion_dismissals for select to authenticated
  using (profile_id = (select auth.uid()));
create policy "Members dismiss suggestions" on public.suggestion_dismissals for insert to authenticated
  with check (profile_id = (select auth.uid()) and public.is_member((select auth.uid())));
create policy "Members take dismissals back" on public.suggestion_dismissals for delete to authenticated
  using (profile_id = (select auth.uid()));

create function public.people_you_may_know(page_limit integer default 6)
returns table (
  id uuid, full_name text, avatar_url text, company text, "position" text, user_type public.user_type,
  mutual_connections integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  if me is null or not public.is_member(me) then
    return;
  end if;
  return query
  with mine as materialized (select m.partner from private.accepted_partners(me, 200) m),
  friends_of_friends as (
    select x.partner as candidate, count(*)::int as mutual
    from mine m cross join lateral private.accepted_partners(m.partner, 100) x
    where x.partner <> me
    group by x.partner
  )
  select p.id, p.full_name, p.avatar_url, p.company, p.position, p.user_type, f.mutual
  from friends_of_friends f
  join public.profiles p on p.id = f.candidate and p.is_member
  where not exists (select 1 from public.connections c
                    where least(c.requester_id, c.addressee_id) = least(me, f.candidate)
                      and greatest(c.requester_id, c.addressee_id) = greatest(me, f.candidate))
    and not exists (select 1 from public.suggestion_dismissals d where d.profile_id = me and d.dismissed_id = f.candidate)
    and not private.blocked_between(me, f.candidate)
  order by f.mutual desc, p.created_at desc, p.id
  limit least(greatest(coalesce(page_limit, 6), 1), 20);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Jobs for you: open jobs whose text matches the caller's skills and position, most relevant first.
-- Weighted document: title A, company B, description, experience and criteria C.
alter table public.jobs add column search_document tsvector generated always as (
  setweight(to_tsvector('english', coalesce(title, '')), 'A')
  || setweight(to_tsvector('english', coalesce(company_name, '')), 'B')
  || setweight(to_tsvector('english',
       description || ' ' || coalesce(experience_required, '') || ' ' || coalesce(other_criteria, '')), 'C')) stored;
create index jobs_search_document_idx on public.jobs using gin (search_document) where closed_at is null;

-- Pool: the 200 newest open matching jobs (not the caller's own, not applied to), ranked by relevance.
create function public.jobs_for_you(page_limit integer default 6)
returns table (
  id uuid, title text, company_name text, location text, experience_required text, compensation_range text,
  created_at timestamptz, matched_skills text[], relevance numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  v_query tsquery;
begin
  if me is null or not public.is_member(me) then
    return;
  end if;
  v_query := private.any_words_query(concat_ws(' ', (select p.position from public.profiles p where p.id = me),
    (select string_agg(k.skill_name, ' ') from public.skills k where k.profile_id = me)));
  if v_query is null then
    return;
  end if;
  return query
  with pool as materialized (
    select j.id, j.title, j.company_name, j.location, j.experience_required, j.compensation_range, j.created_at,
           j.search_document
    from public.jobs j
    where j.closed_at is null and j.search_document @@ v_query and j.posted_by <> me
      and not exists (select 1 from public.applications a where a.job_id = j.id and a.applicant_id = me)
    order by j.created_at desc, j.id
    limit 200
  ), ranked as (
    select g.*, round(ts_rank(g.search_document, v_query)::numeric, 4) as relevance
    from pool g
    order by relevance desc, g.created_at desc, g.id
    limit least(greatest(coalesce(page_limit, 6), 1), 20)
  )
  select r.id, r.title, r.company_name, r.location, r.experience_required, r.compensation_range, r.created_at,
         array(select k.skill_name from public.skills k
               where k.profile_id = me and r.search_document @@ plainto_tsquery('english', k.skill_name)
               order by lower(k.skill_name)),
         r.relevance
  from ranked r
  order by r.relevance desc, r.created_at desc, r.id;
end;
$$;

revoke execute on function public.recommend_providers(integer), public.recommend_hr_members(integer),
  public.people_you_may_know(integer), public.jobs_for_you(integer) from public, anon;
grant execute on function public.recommend_providers(integer), public.recommend_hr_members(integer),
  public.people_you_may_know(integer), public.jobs_for_you(integer) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Network and Services searches: the same matches as before (substring, trigram-indexed), ordered by
-- text relevance when a search text is given. Relevance is ts_rank of the search words as prefixes
-- (private.prefix_query) against the member's or service's weighted text. Ranking every match of a
-- one-letter search would read the whole table, so relevance orders windows of 40 matches (two pages)
-- taken in listing order: a search with at most 40 matches (a person, a company) is ordered wholly by
-- relevance; a broader one within each window of two pages. Pages of 20 (or any divisor of 40) never
-- straddle two windows. A wider window reads that many more rows for broad searches: 200 read 13,732
-- rows for a three-letter surname search at 100,000 members (p95 3.4× that at 1,000).
create function private.relevance_window() returns integer
language sql
immutable
set search_path = ''
as $$ select 40 $$;
revoke execute on function private.relevance_window() from public, anon, authenticated;

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
-- The two paths (with and without a search text) want different plans: plan each call with its values.
set plan_cache_mode = force_custom_plan
as $$
declare
  me uuid := (select auth.uid());
  pat text := public.like_pattern(search_text);
  kind text := nullif(nullif(btrim(coalesce(type_filter, '')), ''), 'all');
  v_limit integer := least(greatest(coalesce(page_limit, 20), 1), 100);
  v_offset integer := greatest(coalesce(page_offset, 0), 0);
  v_window integer := private.relevance_window();
  v_query tsquery := private.prefix_query(search_text);
begin
  if me is null then
    return;
  end if;
  return query
  with matches as materialized (
    select p.id, p.full_name, p.user_type, p.company, p.position, p.service_type, p.avatar_url,
           p.subscription_plan, p.created_at, p.listing_priority
    from public.profiles p
    where p.id <> me and p.is_member
      and (kind is null or p.user_type::text = kind)
      and (pat is null or p.full_name ilike pat or p.company ilike pat or p.position ilike pat
           or p.service_type ilike pat)
    order by p.listing_priority desc, p.created_at desc, p.id
    -- Without a search text: the page itself. With one: the relevance window holding the page.
    limit case when pat is null then v_limit else v_window end
    offset case when pat is null then v_offset else v_offset - v_offset % v_window end
  ), ranked as (
    select m.*,
           case when pat is null or v_query is null then 0
                else ts_rank(setweight(to_tsvector('english', m.full_name), 'A')
                             || setweight(to_tsvector('english', coalesce(m.position, '') || ' '
                                                               || coalesce(m.service_type, '')), 'B')
                             || setweight(to_tsvector('english', coalesce(m.company, '')), 'C'), v_query) end
             as relevance
    from matches m
  ), page as materialized (
    select r.*, c.id as cid, c.status, c.requester_id = me as is_req, public.can_view_profile(me, r.id) as can_view
    from ranked r
    left join public.connections c
      on least(c.requester_id, c.addressee_id) = least(r.id, me)
     and greatest(c.requester_id, c.addressee_id) = greatest(r.id, me)
    order by r.relevance desc, r.listing_priority desc, r.created_at desc, r.id
    limit v_limit
    offset case when pat is null then 0 else v_offset % v_window end
  ), recorded as (
    select private.record_events(
      array(select g.id from page g where g.user_type = 'Service Provider'), me, 3::smallint)
  )
  select g.id, g.full_name, g.user_type, g.company, g.position, g.service_type, g.avatar_url,
         g.subscription_plan, g.created_at, g.cid, g.status, g.is_req, g.can_view
  from page g cross join recorded
  order by g.relevance desc, g.listing_priority desc, g.created_at desc, g.id;
end;
$$;

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
set plan_cache_mode = force_custom_plan
as $$
declare
  me uuid := (select auth.uid());
  pat text := public.like_pattern(search_text);
  my_type public.user_type := public.current_user_type();
  admin boolean := public.is_admin();
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
