-- Recommendations on the relevance model (issue 31; 20251121000000_relevance.sql): providers for an HR
-- Professional's need, HR members for a provider, and 'Jobs for you' rank by BM25F text relevance with
-- HR vocabulary; categories are evidence, not a gate; one row per provider with what matched; a
-- deterministic tie-break. Documented in supabase/API.md ('Matching').

-- ---------------------------------------------------------------------------------------------
-- Provider documents: private.provider_match keeps categories, rating and plan; the text now lives in
-- private.match_documents ('provider'), written by the same refresh.
drop index private.provider_match_document_idx;
alter table private.provider_match drop column document;

create or replace function private.provider_match_rows(p_providers uuid[])
returns setof private.provider_match
language sql
stable
security definer
set search_path = ''
as $$
  select p.id,
         coalesce(array(select distinct s.category_id from public.user_services s where s.user_id = p.id
                        order by s.category_id), '{}'),
         public.bayesian_rating(pr.rating_sum, pr.review_count),
         public.listing_priority(p.subscription_plan)
  from public.profiles p
  left join public.provider_ratings pr on pr.provider_id = p.id
  where p.id = any (p_providers) and p.is_member and p.user_type = 'Service Provider';
$$;

create or replace function private.refresh_provider_match(p_provider uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_doc record;
begin
  insert into private.provider_match
  select * from private.provider_match_rows(array[p_provider])
  on conflict (provider_id) do update set
    category_ids = excluded.category_ids, rating_rank = excluded.rating_rank,
    listing_priority = excluded.listing_priority;
  if not found then
    delete from private.provider_match where provider_id = p_provider;
    delete from private.match_documents where corpus = 'provider' and doc_id = p_provider;
    return;
  end if;
  delete from private.provider_match_categories where provider_id = p_provider;
  insert into private.provider_match_categories (category_id, provider_id, rating_rank, listing_priority)
  select unnest(pm.category_ids), pm.provider_id, pm.rating_rank, pm.listing_priority
  from private.provider_match pm where pm.provider_id = p_provider;
  -- The text: rewritten only when it changed (a new rating leaves it alone), so the statistics' trigger
  -- runs for text changes only.
  select * into v_doc from private.provider_document(p_provider);
  insert into private.match_documents as d (corpus, doc_id, fields, lengths, words)
  values ('provider', p_provider, v_doc.fields, v_doc.lengths, v_doc.words)
  on conflict (corpus, doc_id) do update set fields = excluded.fields, lengths = excluded.lengths, words = excluded.words
  where d.fields is distinct from excluded.fields or d.words is distinct from excluded.words;
end;
$$;

-- Every provider's rows and the provider corpus's statistics, set-based (the migration, the scale
-- generator after its bulk load).
create or replace function private.rebuild_provider_match() returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rows bigint;
begin
  perform set_config('private.match_bulk', 'on', true);
  delete from private.provider_match;
  insert into private.provider_match
  select * from private.provider_match_rows(array(
    select p.id from public.profiles p where p.is_member and p.user_type = 'Service Provider'));
  get diagnostics v_rows = row_count;
  insert into private.provider_match_categories (category_id, provider_id, rating_rank, listing_priority)
  select unnest(pm.category_ids), pm.provider_id, pm.rating_rank, pm.listing_priority from private.provider_match pm;
  delete from private.match_documents where corpus = 'provider';
  insert into private.match_documents (corpus, doc_id, fields, lengths, words)
  select 'provider', pm.provider_id, d.fields, d.lengths, d.words
  from private.provider_match pm cross join lateral private.provider_document(pm.provider_id) d;
  perform private.match_rebuild('provider');
  perform set_config('private.match_bulk', 'off', true);
  return v_rows;
end;
$$;
revoke execute on function private.provider_match_rows(uuid[]), private.refresh_provider_match(uuid),
  private.rebuild_provider_match() from public, anon, authenticated;
select private.rebuild_provider_match();

-- ---------------------------------------------------------------------------------------------
-- Job documents: open jobs only (a closed job leaves the corpus and its statistics).
create function private.job_document(p_job public.jobs, out fields tsvector[], out lengths integer[], out words text[])
language sql
stable
set search_path = ''
as $$
  with vecs as (
    select array[to_tsvector('english', coalesce(p_job.title, '')), to_tsvector('english', coalesce(p_job.description, '')),
                 to_tsvector('english', concat_ws(' ', p_job.experience_required, p_job.education_qualification,
                                                  p_job.other_criteria)),
                 to_tsvector('english', coalesce(p_job.company_name, '')), ''::tsvector] as v,
           private.match_surface_words(concat_ws(' ', p_job.title, p_job.description, p_job.experience_required,
                                                 p_job.education_qualification, p_job.other_criteria,
                                                 p_job.company_name)) as w
  )
  select v, array(select private.match_field_length(x) from unnest(v) with ordinality u(x, i) order by i), w from vecs;
$$;

create function private.job_document_follow() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_doc record;
begin
  if tg_op = 'DELETE' or new.closed_at is not null then
    delete from private.match_documents
    where corpus = 'job' and doc_id = (case when tg_op = 'DELETE' then old.id else new.id end);
    return null;
  end if;
  select * into v_doc from private.job_document(new);
  insert into private.match_documents as d (corpus, doc_id, fields, lengths, words)
  values ('job', new.id, v_doc.fields, v_doc.lengths, v_doc.words)
  on conflict (corpus, doc_id) do update set fields = excluded.fields, lengths = excluded.lengths, words = excluded.words
  where d.fields is distinct from excluded.fields or d.words is distinct from excluded.words;
  return null;
end;
$$;
create trigger jobs_match_document
  after insert or delete or update of title, description, company_name, experience_required,
    education_qualification, other_criteria, closed_at on public.jobs
  for each row execute function private.job_document_follow();

create function private.rebuild_job_documents() returns bigint
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform set_config('private.match_bulk', 'on', true);
  delete from private.match_documents where corpus = 'job';
  insert into private.match_documents (corpus, doc_id, fields, lengths, words)
  select 'job', j.id, d.fields, d.lengths, d.words
  from public.jobs j cross join lateral private.job_document(j) d
  where j.closed_at is null;
  perform set_config('private.match_bulk', 'off', true);
  return private.match_rebuild('job');
end;
$$;
revoke execute on function private.job_document(public.jobs), private.job_document_follow(),
  private.rebuild_job_documents() from public, anon, authenticated;
select private.rebuild_job_documents();

-- jobs.search_document (20251112000000) is no longer read by matching; it stays for the searches.

-- ---------------------------------------------------------------------------------------------
-- Needs as query units (for the providers' side), kept beside member_needs in a private table: the units
-- and the lexemes they could match (indexed, so a provider finds the needs that name its words,
-- abbreviations and synonyms included). The tsquery and tsvector of 20251112000000 are no longer read.
drop index public.member_needs_document_idx;
alter table public.member_needs drop column looking_for_document;
alter table public.member_needs drop column looking_for_query;

create table private.need_terms (
  profile_id uuid primary key references public.member_needs (profile_id) on delete cascade,
  units private.match_unit[] not null,
  terms tsvector not null,
  updated_at timestamptz not null
);
create index need_terms_terms_idx on private.need_terms using gin (terms);
create index need_terms_updated_idx on private.need_terms (updated_at desc);
alter table private.need_terms enable row level security;
revoke all on table private.need_terms from public, anon, authenticated;

create or replace function private.member_needs_rules() returns trigger
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
  new.updated_at := now();
  return new;
end;
$$;

create function private.need_terms_follow() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_units private.match_unit[] := private.match_query('provider', new.looking_for);
begin
  insert into private.need_terms as t (profile_id, units, terms, updated_at)
  values (new.profile_id, v_units,
          coalesce(array_to_tsvector(array(select distinct l from unnest(v_units) u cross join lateral unnest(u.lexemes) l
                                           order by 1)), ''::tsvector),
          new.updated_at)
  on conflict (profile_id) do update set units = excluded.units, terms = excluded.terms, updated_at = excluded.updated_at;
  return null;
end;
$$;
revoke execute on function private.need_terms_follow() from public, anon, authenticated;
create trigger member_needs_terms after insert or update on public.member_needs
  for each row execute function private.need_terms_follow();
insert into private.need_terms (profile_id, units, terms, updated_at)
select n.profile_id, u.units,
       coalesce(array_to_tsvector(array(select distinct l from unnest(u.units) x cross join lateral unnest(x.lexemes) l
                                        order by 1)), ''::tsvector),
       n.updated_at
from public.member_needs n cross join lateral (select private.match_query('provider', n.looking_for) as units) u;

-- One provider's document against several needs at once (the providers' side): for each need, its BM25F
-- score and coverage for this document and the labels that matched, by the formula of private.match_rank
-- (20251121000000_relevance.sql) with the roles turned: one document, many queries. The document is read
-- once and each need's units once, so the cost is the needs' units, not a ranking per need.
create function private.match_score_needs(p_doc uuid, p_needs uuid[])
returns table (profile_id uuid, score real, coverage real, matched text[])
language sql
stable
set search_path = ''
as $$
  with params as (select * from private.match_params('provider')),
  corpus as (select c.docs, c.total_lengths from private.match_corpus c where c.corpus = 'provider'),
  doc as (
    select f.i::int as i, l.lexeme, coalesce(cardinality(l.positions), 1) as tf, d.lengths[f.i] as len
    from private.match_documents d
    cross join lateral unnest(d.fields) with ordinality f(vec, i)
    cross join lateral unnest(f.vec) l
    where d.corpus = 'provider' and d.doc_id = p_doc
  ), units as (
    select t.profile_id, u.ord, array(select distinct x from unnest(u.lexemes) x) as lexemes, u.weight, u.label, u.grp
    from private.need_terms t
    cross join lateral unnest(t.units) with ordinality u(lexemes, weight, label, kind, grp, ord)
    where t.profile_id = any (p_needs) and cardinality(u.lexemes) > 0
  ), lexeme_df as (
    select x.lexeme, coalesce(mt.df, 0) as df
    from (select distinct l.lexeme from units u cross join lateral unnest(u.lexemes) l(lexeme)) x
    left join private.match_terms mt on mt.corpus = 'provider' and mt.term = x.lexeme
  ), unit_stats as (
    select u.profile_id, u.ord, u.weight, u.label, u.grp, u.lexemes,
           ln(1 + (c.docs - min(ld.df) + 0.5) / (min(ld.df) + 0.5))::real as idf
    from units u cross join lateral unnest(u.lexemes) l(lexeme)
    join lexeme_df ld on ld.lexeme = l.lexeme cross join corpus c
    group by u.profile_id, u.ord, u.weight, u.label, u.grp, u.lexemes, c.docs
    having min(ld.df) > 0
  ), unit_fields as (
    select s.profile_id, s.ord, d.i, d.len, min(d.tf) as tf
    from unit_stats s cross join lateral unnest(s.lexemes) l(lexeme)
    join doc d on d.lexeme = l.lexeme
    group by s.profile_id, s.ord, d.i, d.len, cardinality(s.lexemes)
    having count(*) = cardinality(s.lexemes)
  ), unit_docs as (
    select uf.profile_id, uf.ord,
           sum(pa.field_weights[uf.i] * uf.tf
               / (1 - pa.field_b[uf.i] + pa.field_b[uf.i] * uf.len
                  / greatest(c.total_lengths[uf.i]::real / greatest(c.docs, 1), 1))) as tft
    from unit_fields uf cross join params pa cross join corpus c
    group by uf.profile_id, uf.ord
  ), parts as (
    select distinct on (ud.profile_id, s.grp) ud.profile_id, s.label, s.weight * s.idf * ud.tft / (pa.k1 + ud.tft) as part
    from unit_docs ud join unit_stats s on s.profile_id = ud.profile_id and s.ord = ud.ord cross join params pa
    where ud.tft > 0
    order by ud.profile_id, s.grp, part desc, cardinality(s.lexemes) desc, s.label
  ), weighed as (
    select p.*, max(p.part) over (partition by p.profile_id) as best from parts p
  ), totals as (
    select g.profile_id, sum(g.most) as most
    from (select s.profile_id, max(s.weight * s.idf) as most from unit_stats s group by s.profile_id, s.grp) g
    group by g.profile_id
  )
  select p.profile_id, sum(p.part)::real, (sum(p.part) / nullif(t.most, 0))::real,
         array_agg(p.label order by p.part desc, p.label) filter (where p.part >= 0.25 * p.best)
  from weighed p join totals t on t.profile_id = p.profile_id
  group by p.profile_id, t.most;
$$;
revoke execute on function private.match_score_needs(uuid, uuid[]) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The score (supabase/API.md, 'Matching'), every part in [0, 1]:
--   0.72 × text relevance   BM25F score / the best in the candidate pool
--   0.15 × category match   share of the need's categories the provider offers
--   0.07 × rating           (Bayesian rating − 1) / 4
--   0.03 × network          mutual connections, up to 5
--   0.03 × plan priority    'Priority in listings' (Premium, Enterprise)
-- A provider of the right category with no matching words scores at most 0.28; text that answers the need
-- as well as the best candidate 0.72 alone. Tuned on the fixture's tuning half only.
create or replace function public.match_score(category_share numeric, text_share numeric, rating numeric, mutual integer,
                                              priority smallint)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select round(0.72 * coalesce(text_share, 0) + 0.15 * coalesce(category_share, 0)
               + 0.07 * coalesce(greatest(least((rating - 1) / 4, 1), 0), 0)
               + 0.03 * least(coalesce(mutual, 0), 5) / 5.0 + 0.03 * coalesce(priority, 0), 4);
$$;

-- Providers for the calling HR Professional, one row each, best first. Pool: the best text matches
-- (private.match_rank: bounded candidate generation through the inverted index, then BM25F) and, per
-- needed category, the 60 best-rated providers offering it (scored for text too). Mutual connections are
-- counted for the pool's best 30. Ties: more reviews, then newer, then id.
drop function public.recommend_providers(integer);
create function public.recommend_providers(page_limit integer default 10)
returns table (
  id uuid, full_name text, avatar_url text, company text, "position" text, service_type text,
  subscription_plan public.subscription_plan, matched_categories text[], matched_terms text[],
  mutual_connections integer, rating_average numeric, rating_count integer, score numeric,
  connection_id uuid, connection_status public.connection_status, is_requester boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  v_needs public.member_needs;
  v_cats integer;
  v_units private.match_unit[];
begin
  if me is null or public.current_user_type() is distinct from 'HR Professional' then
    return;
  end if;
  select * into v_needs from public.member_needs n where n.profile_id = me;
  v_cats := coalesce(cardinality(v_needs.category_ids), 0);
  -- Parsed now, against the corpus as it is (a misspelling is corrected to a word providers use today).
  v_units := private.match_query('provider', v_needs.looking_for);
  if v_cats = 0 and cardinality(v_units) = 0 then
    return;
  end if;
  return query
  with by_category as materialized (
    select distinct m.provider_id from unnest(v_needs.category_ids) c(id)
    cross join lateral (
      select pc.provider_id from private.provider_match_categories pc where pc.category_id = c.id
      order by pc.rating_rank desc, pc.listing_priority desc, pc.provider_id limit 60) m
  ), by_text as materialized (
    select r.doc_id, r.score, r.matched
    from private.match_rank('provider', v_units, 200, array(select b.provider_id from by_category b)) r
  ), best as (
    select t.doc_id, t.score, pm.category_ids from by_text t
    join private.provider_match pm on pm.provider_id = t.doc_id
    where t.doc_id <> me
    order by t.score desc, t.doc_id limit 5
  ), inferred as (
    -- The categories the need's words point to: those of its five best text matches, weighted by their
    -- relevance. Evidence where no category was picked, so such a need works as well as one with the right
    -- category: the inferred categories' best-rated providers join the pool as a picked category's do.
    select c.id, (sum(t.score) / (select sum(x.score) from best x))::numeric as weight
    from best t cross join unnest(t.category_ids) c(id)
    where v_cats = 0
    group by c.id
  ), by_inferred as (
    select m.provider_id from inferred i
    cross join lateral (
      select pc.provider_id from private.provider_match_categories pc where pc.category_id = i.id
      order by pc.rating_rank desc, pc.listing_priority desc, pc.provider_id limit 30) m
    where i.weight >= 0.5
  ), pool as (
    select coalesce(t.doc_id, o.provider_id) as provider_id, coalesce(t.score, 0) as text_score, t.matched
    from by_text t
    full join (select b.provider_id from by_category b union select b.provider_id from by_inferred b) o
      on o.provider_id = t.doc_id
  ), base as (
    select g.provider_id, g.matched, pm.category_ids, pm.rating_rank, pm.listing_priority,
           coalesce((g.text_score / nullif(max(g.text_score) over (), 0))::numeric, 0) as text_share
    from pool g
    join private.provider_match pm on pm.provider_id = g.provider_id
    where g.provider_id <> me and not private.blocked_between(me, g.provider_id)
  ), scored as (
    select b.*,
           case when v_cats = 0
                then coalesce((select max(i.weight) from inferred i where i.id = any (b.category_ids)), 0)
                else cardinality(array(select unnest(b.category_ids) intersect select unnest(v_needs.category_ids)))::numeric
                     / v_cats end as category_share
    from base b
  ), ranked as materialized (
    select s.*, public.match_score(s.category_share, s.text_share, s.rating_rank, 0, s.listing_priority) as base_score,
           coalesce(pr.review_count, 0) as reviews, p.created_at
    from scored s
    join public.profiles p on p.id = s.provider_id
    left join public.provider_ratings pr on pr.provider_id = s.provider_id
    order by base_score desc, reviews desc, p.created_at desc, s.provider_id
    limit 30
  ), with_network as (
    select r.*, mc.mutual,
           public.match_score(r.category_share, r.text_share, r.rating_rank, mc.mutual, r.listing_priority) as final_score
    from ranked r
    join private.mutual_counts(me, array(select provider_id from ranked)) mc on mc.candidate = r.provider_id
  )
  -- The card says why: the categories picked (or, without any, those the need's words point to) that the
  -- provider offers, and the words that matched.
  select p.id, p.full_name, p.avatar_url, p.company, p.position, p.service_type, p.subscription_plan,
         array(select sc.name from public.service_categories sc
               where sc.id = any (w.category_ids)
                 and (sc.id = any (v_needs.category_ids)
                      or (v_cats = 0 and sc.id in (select i.id from inferred i where i.weight >= 0.5)))
               order by sc.name),
         coalesce(w.matched[1:4], '{}'),
         w.mutual,
         case when w.reviews > 0 then round(pr.rating_sum::numeric / w.reviews, 1) end,
         w.reviews,
         w.final_score,
         c.id, c.status, c.requester_id = me
  from with_network w
  join public.profiles p on p.id = w.provider_id
  left join public.provider_ratings pr on pr.provider_id = w.provider_id
  left join public.connections c
    on least(c.requester_id, c.addressee_id) = least(w.provider_id, me)
   and greatest(c.requester_id, c.addressee_id) = greatest(w.provider_id, me)
  order by w.final_score desc, w.reviews desc, w.created_at desc, w.provider_id
  limit least(greatest(coalesce(page_limit, 10), 1), 20);
end;
$$;

-- HR Professionals whose needs the calling provider answers, by the same model seen from the other side:
-- each candidate need's units scored against the provider's own document (BM25F coverage: how much of
-- what the need asks this provider's text answers), plus the share of the need's categories the provider
-- offers; among those the provider's plan lets them contact now (private.may_contact: none on Basic).
-- Pool: the 100 most recently updated needs naming one of the provider's categories and the 100 whose
-- terms (words, corrections and vocabulary expansions) include one of the provider's 32 rarest service,
-- skill and headline lexemes.
drop function public.recommend_hr_members(integer);
create function public.recommend_hr_members(page_limit integer default 10)
returns table (
  id uuid, full_name text, avatar_url text, company text, "position" text, looking_for text,
  matched_categories text[], matched_terms text[], mutual_connections integer, score numeric,
  connection_id uuid, connection_status public.connection_status, is_requester boolean)
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
  v_query := private.tsquery_any(array(
    select plainto_tsquery('simple', l.lexeme)
    from private.match_documents d
    cross join lateral unnest(array[d.fields[1], d.fields[3], d.fields[4]]) f(vec)
    cross join lateral unnest(f.vec) l
    left join private.match_terms t on t.corpus = 'provider' and t.term = l.lexeme
    where d.corpus = 'provider' and d.doc_id = me
    group by l.lexeme
    order by min(coalesce(t.df, 0)), l.lexeme
    limit 32));
  return query
  with pool as materialized (
    (select n.profile_id from public.member_needs n where n.category_ids && v_me.category_ids
     order by n.updated_at desc limit 100)
    union
    (select t.profile_id from private.need_terms t where v_query is not null and t.terms @@ v_query
     order by t.updated_at desc limit 100)
  ), text_scores as materialized (
    select * from private.match_score_needs(me, array(select g.profile_id from pool g))
  ), scored as (
    select n.profile_id, n.category_ids, n.looking_for, coalesce(r.coverage, 0) as coverage, r.matched,
           case when cardinality(n.category_ids) = 0 then 0
                else cardinality(array(select unnest(n.category_ids) intersect select unnest(v_me.category_ids)))::numeric
                     / cardinality(n.category_ids) end as category_share
    from pool g
    join public.member_needs n on n.profile_id = g.profile_id
    join public.profiles p on p.id = n.profile_id and p.is_member and p.user_type = 'HR Professional'
    left join text_scores r on r.profile_id = g.profile_id
    where n.profile_id <> me
  ), relevant as (
    -- Only needs the provider answers in words or categories: each card can say why.
    select s.* from scored s where s.coverage > 0 or s.category_share > 0
  ), ordered as materialized (
    select s.*, public.match_score(s.category_share,
             coalesce((s.coverage / nullif(max(s.coverage) over (), 0))::numeric, 0), null, 0, 0::smallint)
             as base_score
    from relevant s
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
         coalesce(r.matched[1:4], '{}'),
         mc.mutual,
         round(r.base_score + 0.03 * least(mc.mutual, 5) / 5.0, 4) as score,
         c.id, c.status, c.requester_id = me
  from ranked r
  join private.mutual_counts(me, array(select profile_id from ranked)) mc on mc.candidate = r.profile_id
  join public.profiles p on p.id = r.profile_id
  left join public.connections c
    on least(c.requester_id, c.addressee_id) = least(r.profile_id, me)
   and greatest(c.requester_id, c.addressee_id) = greatest(r.profile_id, me)
  order by score desc, p.created_at desc, r.profile_id
  limit least(greatest(coalesce(page_limit, 10), 1), 20);
end;
$$;

-- Jobs for you: open jobs (not one's own, not applied to) ranked by the same model for the member's
-- position and skills as the query (vocabulary included: 'HRBP' finds 'HR Business Partner'). The best
-- 60 are read; the page is taken from them.
drop function public.jobs_for_you(integer);
create function public.jobs_for_you(page_limit integer default 6)
returns table (
  id uuid, title text, company_name text, location text, experience_required text, compensation_range text,
  created_at timestamptz, matched_skills text[], matched_terms text[], relevance numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  v_units private.match_unit[];
begin
  if me is null or not public.is_member(me) then
    return;
  end if;
  v_units := private.match_query('job', concat_ws(' ', (select p.position from public.profiles p where p.id = me),
    (select string_agg(k.skill_name, ' ') from public.skills k where k.profile_id = me)));
  if cardinality(v_units) = 0 then
    return;
  end if;
  return query
  with ranked as materialized (
    select r.doc_id, r.score, r.matched from private.match_rank('job', v_units, 60) r
  )
  select j.id, j.title, j.company_name, j.location, j.experience_required, j.compensation_range, j.created_at,
         array(select k.skill_name from public.skills k
               where k.profile_id = me
                 and exists (select 1 from private.match_documents d cross join lateral unnest(d.fields) f(vec)
                             where d.corpus = 'job' and d.doc_id = j.id
                               and f.vec @@ plainto_tsquery('english', k.skill_name))
               order by lower(k.skill_name)),
         coalesce(r.matched[1:4], '{}'),
         round(r.score::numeric, 4)
  from ranked r
  join public.jobs j on j.id = r.doc_id
  where j.closed_at is null and j.posted_by <> me
    and not exists (select 1 from public.applications a where a.job_id = j.id and a.applicant_id = me)
  order by r.score desc, j.created_at desc, j.id
  limit least(greatest(coalesce(page_limit, 6), 1), 20);
end;
$$;

revoke execute on function public.recommend_providers(integer), public.recommend_hr_members(integer),
  public.jobs_for_you(integer) from public, anon;
grant execute on function public.recommend_providers(integer), public.recommend_hr_members(integer),
  public.jobs_for_you(integer) to authenticated, service_role;
