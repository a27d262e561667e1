-- Matching (issue 31), third pass: rows read stay about a page whatever the network's size. A migration of
-- its own (20251121000200 and 000300 have landed); each function below replaces the one they created with
-- the same signature (create or replace keeps its privileges), changed only where said.
--
-- 1. private.match_rank: the `hits` CTE is materialized, so each candidate's document is read once.
--    Inlined, the planner ran the candidates' document lookups as the inner side of a nested loop over the
--    units present in the corpus, once per unit: 888 reads of 148 candidates for recommend_providers at
--    1,000 members, 606 of about 100 for jobs_for_you. That count is candidates × units found in the
--    corpus, and both grow with the network (more of a query's units occur in a larger corpus, and the
--    candidate bound is reached): what made jobs_for_you's p95 grow 1.89× from 1,000 to 100,000 members.
-- 2. recommend_providers: the tie-break's review count and join date, and the card's rating, come from
--    private.provider_match (new columns review_count, rating_sum, member_since), read once per pooled
--    provider already. Its per-provider lookups of provider_ratings behind `offset 0` fences ran as a
--    sequential scan of the whole table each (the planner prices a scan of a small table below an index
--    lookup): 143 scans, 47,619 of the 52,329 rows the call read at 1,000 members.
-- 3. profiles_provider_match also follows company (part of the provider's document: a new company name
--    left the document stale) and created_at (now kept in provider_match).

-- ---------------------------------------------------------------------------------------------
-- 1. match_rank.
create or replace function private.match_rank(p_corpus text, p_units private.match_unit[], p_limit integer,
                                   p_also uuid[] default '{}', p_generate boolean default true)
returns table (doc_id uuid, score real, coverage real, matched text[])
language sql
stable
set search_path = ''
as $$
  with params as (select * from private.match_params(p_corpus)),
  bounds as (select * from private.match_bounds()),
  corpus as (select c.docs, c.total_lengths from private.match_corpus c where c.corpus = p_corpus),
  units as (
    select u.ord, array(select distinct x from unnest(u.lexemes) x) as lexemes, u.weight, u.label, u.grp
    from unnest(p_units) with ordinality u(lexemes, weight, label, kind, grp, ord)
    where cardinality(u.lexemes) > 0
  ), unit_terms as (
    select u.ord, l.lexeme, coalesce(t.df, 0) as df
    from units u cross join lateral unnest(u.lexemes) l(lexeme)
    left join private.match_terms t on t.corpus = p_corpus and t.term = l.lexeme
  ), unit_stats as (
    -- A unit whose lexemes do not all occur in the corpus matches nothing.
    select u.ord, u.weight, u.label, u.lexemes, u.grp,
           ln(1 + (c.docs - min(ut.df) + 0.5) / (min(ut.df) + 0.5))::real as idf,
           (array_agg(ut.lexeme order by ut.df, ut.lexeme))[1] as rarest
    from units u join unit_terms ut on ut.ord = u.ord cross join corpus c
    group by u.ord, u.weight, u.label, u.lexemes, u.grp, c.docs
    having min(ut.df) > 0
  ), generated as (
    select x.doc_id, max(s.weight * s.idf * x.impact) as promise
    from unit_stats s
    cross join lateral (
      select p.doc_id, p.impact from private.match_postings p
      where p_generate and p.corpus = p_corpus and p.term = s.rarest
      order by p.impact desc, p.doc_id
      limit greatest((select b.postings_per_unit from bounds b), p_limit)) x
    group by x.doc_id
  ), candidates as (
    select g.doc_id from (select g.doc_id from generated g order by g.promise desc, g.doc_id
                          limit greatest((select b.max_candidates from bounds b), p_limit)) g
    union
    select a from unnest(p_also) a
  ), fields as (
    -- One primary-key lookup per candidate (the fence keeps a hash join over the whole corpus away).
    select cd.doc_id, f.i::int as i, f.vec, d.lengths[f.i] as len
    from candidates cd
    cross join lateral (select x.fields, x.lengths from private.match_documents x
                        where x.corpus = p_corpus and x.doc_id = cd.doc_id offset 0) d
    cross join lateral unnest(d.fields) with ordinality f(vec, i)
  ), hits as materialized (
    -- Materialized: each candidate's document is read once. Inlined, the planner ran the per-candidate
    -- lookups above as the inner side of a nested loop over the units found in the corpus, once per unit
    -- (888 reads of 148 candidates for recommend_providers at 1,000 members).
    select fd.doc_id, fd.i, fd.len, l.lexeme, coalesce(cardinality(l.positions), 1) as tf
    from fields fd cross join lateral unnest(fd.vec) l
    where l.lexeme = any (array(select ut.lexeme from unit_terms ut))
  ), unit_fields as (
    -- A unit occurs in a field when all its lexemes do; as often as its rarest-occurring lexeme.
    select h.doc_id, s.ord, h.i, h.len, min(h.tf) as tf
    from unit_stats s cross join lateral unnest(s.lexemes) l(lexeme)
    join hits h on h.lexeme = l.lexeme
    group by h.doc_id, s.ord, h.i, h.len, cardinality(s.lexemes)
    having count(*) = cardinality(s.lexemes)
  ), unit_docs as (
    select uf.doc_id, uf.ord,
           sum(pa.field_weights[uf.i] * uf.tf
               / (1 - pa.field_b[uf.i] + pa.field_b[uf.i] * uf.len
                  / greatest(c.total_lengths[uf.i]::real / greatest(c.docs, 1), 1))) as tft
    from unit_fields uf cross join params pa cross join corpus c
    group by uf.doc_id, uf.ord
  ), parts as (
    -- Of a group's units, the best-matching one counts.
    select distinct on (ud.doc_id, s.grp) ud.doc_id, s.label, s.weight * s.idf * ud.tft / (pa.k1 + ud.tft) as part
    from unit_docs ud join unit_stats s on s.ord = ud.ord cross join params pa
    where ud.tft > 0
    order by ud.doc_id, s.grp, part desc, cardinality(s.lexemes) desc, s.label
  ), weighed as (
    select p.*, max(p.part) over (partition by p.doc_id) as best from parts p
  ), total as (
    select sum(g.most) as most from (select max(s.weight * s.idf) as most from unit_stats s group by s.grp) g
  )
  -- What the explanation names: the labels of the parts worth at least a quarter of the document's best.
  select p.doc_id, sum(p.part)::real, (sum(p.part) / nullif(t.most, 0))::real,
         array_agg(p.label order by p.part desc, p.label) filter (where p.part >= 0.25 * p.best)
  from weighed p cross join total t
  group by p.doc_id, t.most
  order by 2 desc, p.doc_id
  limit greatest(coalesce(p_limit, 50), 0);
$$;

-- ---------------------------------------------------------------------------------------------
-- 2. provider_match keeps what the ranking's tie-break and the card read.
alter table private.provider_match
  add column review_count integer not null default 0,
  add column rating_sum integer not null default 0,
  add column member_since timestamptz;

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
         public.listing_priority(p.subscription_plan),
         coalesce(pr.review_count, 0), coalesce(pr.rating_sum, 0), p.created_at
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
    listing_priority = excluded.listing_priority, review_count = excluded.review_count,
    rating_sum = excluded.rating_sum, member_since = excluded.member_since;
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

update private.provider_match pm
set review_count = coalesce(pr.review_count, 0), rating_sum = coalesce(pr.rating_sum, 0), member_since = p.created_at
from public.profiles p left join public.provider_ratings pr on pr.provider_id = p.id
where p.id = pm.provider_id;

drop trigger profiles_provider_match on public.profiles;
create trigger profiles_provider_match
  after insert or update of user_type, role, company, service_type, description, subscription_plan, created_at
  on public.profiles
  for each row execute function private.provider_match_follow('id');

create or replace function public.recommend_providers(page_limit integer default 10)
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
    from private.match_rank('provider', v_units, 100, array(select b.provider_id from by_category b)) r
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
    select g.provider_id, g.matched, pm.category_ids, pm.rating_rank, pm.listing_priority, pm.review_count,
           pm.rating_sum, pm.member_since,
           coalesce((g.text_score / nullif(max(g.text_score) over (), 0))::numeric, 0) as text_share
    from pool g
    -- One lookup by key per pooled provider (offset 0 keeps the planner from hashing the whole table), and
    -- the only one: the tie-break's review count and join date are kept in provider_match too.
    cross join lateral (select x.category_ids, x.rating_rank, x.listing_priority, x.review_count, x.rating_sum,
                               x.member_since
                        from private.provider_match x where x.provider_id = g.provider_id offset 0) pm
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
           s.review_count as reviews, s.member_since as created_at
    from scored s
    order by base_score desc, reviews desc, s.member_since desc, s.provider_id
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
         case when w.reviews > 0 then round(w.rating_sum::numeric / w.reviews, 1) end,
         w.reviews,
         w.final_score,
         c.id, c.status, c.requester_id = me
  from with_network w
  -- The page's profiles by key (a hash join would read every profile).
  cross join lateral (select x.* from public.profiles x where x.id = w.provider_id offset 0) p
  left join public.connections c
    on least(c.requester_id, c.addressee_id) = least(w.provider_id, me)
   and greatest(c.requester_id, c.addressee_id) = greatest(w.provider_id, me)
  order by w.final_score desc, w.reviews desc, w.created_at desc, w.provider_id
  limit least(greatest(coalesce(page_limit, 10), 1), 20);
end;
$$;
