-- Matching (issue 31), second pass. A migration of its own because 20251121000000_relevance.sql and
-- 20251121000200_recommendations.sql have landed: each existing function below replaces the one they
-- created, with the same signature (create or replace keeps its privileges).
--   - match_bounds: 50 postings per unit and 100 candidates (was 100 / 300).
--   - match_query, match_rank, recommend_providers, recommend_hr_members, jobs_for_you: lookups by key
--     behind `offset 0` fences, so the planner never hashes a whole table per call.
--   - private.match_fields and the view private.provider_texts: the bulk rebuild reads every table once
--     (4.5 s → 2.0 s at 1,000 members); provider_document, job_document and rebuild_provider_match use
--     them. The documents they build are the same as before (same texts, same field lengths).

-- Bounds (rows read per query, whatever the corpus's size): at most 40 units, each reading at most 50
-- postings (the best first), and at most 100 candidates scored (fewer or more changed nothing on the
-- fixture's tuning half; more only costs time at 100,000 members).
create or replace function private.match_bounds(out max_units integer, out postings_per_unit integer, out max_candidates integer)
language sql
immutable
parallel safe
set search_path = ''
as $$ select 40, 50, 100 $$;


-- A query text as units, for one corpus (a correction must be a word that corpus or the vocabulary knows):
--   1. normalised words (at most 48); n-grams of 1 to 4 words that are need phrasing are taken out;
--   2. a word neither the corpus nor the vocabulary knows (4+ letters) is replaced by its correction
--      (match_correction), if any;
--   3. n-grams of 1 to 4 of the words (compared by their lexemes in order, or letter for letter for phrases
--      without lexemes such as 'l&d') that are vocabulary phrases select concepts; the longest match wins
--      where two overlap;
--   4. every word with a lexeme (not a stop word, number or single letter) is a unit of its own ('word',
--      or 'typo' when corrected); each selected concept adds its other phrases as 'same' or 'related'
--      units, one group per concept.
-- Units with the same lexemes are kept once, at their highest weight; at most match_bounds().max_units.
create or replace function private.match_query(p_corpus text, p_text text) returns private.match_unit[]
language plpgsql
stable
set search_path = ''
as $$
declare
  v_words text[];
  v_n integer;
  v_removed integer[];
  v_rest text[];
  v_kinds text[];
  v_lexemes text[];
  v_m integer;
  v_covered integer[] := '{}';
  v_units private.match_unit[] := '{}';
  v_concepts text[] := '{}';
  v_same_concepts text[] := '{}';
  v_word text;
  v_lexeme text;
  v_fix text;
  v_i integer;
  v_len integer;
  v_phrase text;
begin
  v_words := array(select w from unnest(regexp_split_to_array(private.match_normalise(p_text), ' ')) with ordinality t(w, i)
                   where w <> '' order by i limit 48);
  v_n := cardinality(v_words);
  if v_n = 0 then
    return v_units;
  end if;

  -- 1. Need phrasing out.
  v_removed := array(
    select distinct p
    from generate_series(1, v_n) i cross join generate_series(1, 4) len
    join private.need_phrasing np on np.phrase = array_to_string(v_words[i:i + len - 1], ' ') and np.kind = 'phrasing'
    cross join generate_series(i, i + len - 1) p
    where i + len - 1 <= v_n);
  v_rest := array(select v_words[i] from generate_series(1, v_n) i where not (i = any (v_removed)) order by i);
  v_m := coalesce(cardinality(v_rest), 0);
  if v_m = 0 then
    return v_units;
  end if;

  -- 2. Corrections of unknown words.
  v_kinds := array_fill('word'::text, array[v_m]);
  v_lexemes := array_fill(null::text, array[v_m]);
  for v_i in 1 .. v_m loop
    v_word := v_rest[v_i];
    v_lexeme := case when v_word ~ '[[:alpha:]]' then private.match_lexeme(v_word) end;
    if v_lexeme is not null and v_word ~ '^[[:alpha:]]{4,}$'
       and not exists (select 1 from private.match_terms t where t.corpus = p_corpus and t.term = v_lexeme)
       and not exists (select 1 from private.hr_vocabulary v where v.lexemes @> array[v_lexeme])
       and not exists (select 1 from private.hr_vocabulary v where v.phrase = v_word) then
      v_fix := private.match_correction(p_corpus, v_word);
      if v_fix is not null then
        v_rest[v_i] := v_fix;
        v_kinds[v_i] := 'typo';
        v_lexeme := private.match_lexeme(v_fix);
      end if;
    end if;
    v_lexemes[v_i] := v_lexeme;
  end loop;

  -- 3. Vocabulary phrases, longest first; a word belongs to at most one matched phrase.
  for v_i, v_len, v_phrase in
    with grams as materialized (
      select i, len, array_to_string(v_rest[i:i + len - 1], ' ') as surface,
             (select string_agg(l, ' ' order by k) from unnest(v_lexemes[i:i + len - 1]) with ordinality x(l, k)
              where l is not null) as lexkey,
             v_lexemes[i] is not null and v_lexemes[i + len - 1] is not null as bounded
      from generate_series(1, v_m) i cross join generate_series(1, 4) len
      where i + len - 1 <= v_m)
    -- Two index lookups per n-gram: by the letters, and by the lexemes.
    select g.i, g.len, v.phrase from grams g
    cross join lateral (select x.phrase from private.hr_vocabulary x where x.phrase = g.surface offset 0) v
    union
    select g.i, g.len, v.phrase from grams g
    cross join lateral (select x.phrase from private.hr_vocabulary x where x.match_key = g.lexkey offset 0) v
    where g.bounded
    order by 2 desc, 1, 3
  loop
    if not exists (select 1 from generate_series(v_i, v_i + v_len - 1) p where p = any (v_covered)) then
      v_covered := v_covered || array(select generate_series(v_i, v_i + v_len - 1));
    end if;
    -- Overlapping matches of the same words still name their concepts (a phrase in two concepts).
    v_concepts := v_concepts || array(select v.concept from private.hr_vocabulary v where v.phrase = v_phrase);
    v_same_concepts := v_same_concepts
      || array(select v.concept from private.hr_vocabulary v where v.phrase = v_phrase and v.relation = 'same');
  end loop;

  -- 4. The words, then the expansions.
  for v_i in 1 .. v_m loop
    v_lexeme := v_lexemes[v_i];
    continue when v_lexeme is null or char_length(v_lexeme) < 2 or v_lexeme ~ '^[[:digit:]]+$'
      or exists (select 1 from private.need_phrasing np where np.kind = 'generic' and np.phrase = v_rest[v_i]);
    v_units := v_units || row(array[v_lexeme], private.match_unit_weight(v_kinds[v_i]), v_rest[v_i], v_kinds[v_i],
                              'w:' || v_lexeme)::private.match_unit;
  end loop;
  v_units := v_units || array(
    select row(v.lexemes,
               private.match_unit_weight(case when v.relation = 'same' and v.concept = any (v_same_concepts)
                                              then 'same' else 'related' end),
               v.phrase,
               case when v.relation = 'same' and v.concept = any (v_same_concepts) then 'same' else 'related' end,
               'c:' || v.concept)::private.match_unit
    from private.hr_vocabulary v
    -- An expansion that is one short lexeme ('d' of 'd&i', 'oh') would match noise.
    where v.concept = any (v_concepts)
      and (cardinality(v.lexemes) > 1 or char_length(v.lexemes[1]) >= 3)
    order by (v.relation = 'same' and v.concept = any (v_same_concepts)) desc, v.concept, v.phrase);

  -- The same lexemes once, at their highest weight (the query's own word before an expansion).
  return array(
    select row(u.lexemes, u.weight, u.label, u.kind, u.grp)::private.match_unit
    from (select distinct on (k.key) k.lexemes, k.weight, k.label, k.kind, k.grp, k.ord
          from (select array(select distinct y from unnest(x.lexemes) y order by 1) as key, x.*
                from unnest(v_units) with ordinality x(lexemes, weight, label, kind, grp, ord)) k
          order by k.key, k.weight desc, char_length(k.label), k.ord) u
    order by u.weight desc, u.ord
    limit (select b.max_units from private.match_bounds() b));
end;
$$;

-- The documents of a corpus that answer a query best. Candidates: for each unit, the documents with the
-- highest impact for its rarest lexeme (at most postings_per_unit each, or p_limit when larger), plus
-- p_also (e.g. providers of a picked category), at most max_candidates (or p_limit) in all, taken in order
-- of the single unit's contribution.
-- Each candidate is then scored by BM25F over all units (see the top of 20251121000000_relevance.sql). p_generate = false
-- scores p_also only (one provider against several needs, in recommend_hr_members).
-- matched: the labels of the units that contributed most (a quarter of the best part or more), largest first.
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
  ), hits as (
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

-- A document from its five field texts: the tsvectors, their lengths and the surface words.
create function private.match_fields(p_texts text[], out fields tsvector[], out lengths integer[], out words text[])
language sql
immutable
parallel safe
set search_path = ''
as $$
  with v as (
    select array(select to_tsvector('english'::regconfig, coalesce(t, '')) from unnest(p_texts) with ordinality u(t, i)
                 order by i) as v)
  select v.v,
         array(select coalesce((select sum(coalesce(cardinality(l.positions), 1)) from unnest(x) l), 0)::int
               from unnest(v.v) with ordinality u(x, i) order by i),
         private.match_surface_words(array_to_string(p_texts, ' '))
  from v;
$$;

-- Each provider member's five field texts, from their services, skills and profile. A view with its
-- services and skills grouped, so the rebuild reads every table once, and a lookup of one provider pushes
-- its id into each group (one index range each).
create view private.provider_texts as
  select p.id as provider_id, s.names, s.services, k.skills,
         concat_ws(' ', p.company, p.service_type) as title, p.description as about
  from public.profiles p
  left join (select s.user_id, string_agg(s.service_name, ' ' order by s.created_at, s.id) as names,
                    string_agg(s.description, ' ' order by s.created_at, s.id) as services
             from public.user_services s group by s.user_id) s on s.user_id = p.id
  left join (select k.profile_id, string_agg(k.skill_name, ' ' order by k.skill_name) as skills
             from public.skills k group by k.profile_id) k on k.profile_id = p.id
  where p.is_member and p.user_type = 'Service Provider';
revoke all on private.provider_texts from public, anon, authenticated;

create or replace function private.provider_document(p_provider uuid, out fields tsvector[], out lengths integer[], out words text[])
language sql
stable
set search_path = ''
as $$
  select f.fields, f.lengths, f.words
  from private.provider_texts t
  cross join lateral private.match_fields(array[t.names, t.services, t.skills, t.title, t.about]) f
  where t.provider_id = p_provider;
$$;
revoke execute on function private.match_fields(text[]), private.provider_document(uuid) from public, anon, authenticated;


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
  select 'provider', t.provider_id, f.fields, f.lengths, f.words
  from private.provider_texts t
  cross join lateral private.match_fields(array[t.names, t.services, t.skills, t.title, t.about]) f;
  perform private.match_rebuild('provider');
  perform set_config('private.match_bulk', 'off', true);
  return v_rows;
end;
$$;

-- Job documents: open jobs only (a closed job leaves the corpus and its statistics).
create or replace function private.job_document(p_job public.jobs, out fields tsvector[], out lengths integer[], out words text[])
language sql
stable
set search_path = ''
as $$
  select f.fields, f.lengths, f.words
  from private.match_fields(array[p_job.title, p_job.description,
                                  concat_ws(' ', p_job.experience_required, p_job.education_qualification,
                                            p_job.other_criteria),
                                  p_job.company_name, null]) f;
$$;

-- Providers for the calling HR Professional, one row each, best first. Pool: the best text matches
-- (private.match_rank: bounded candidate generation through the inverted index, then BM25F) and, per
-- needed category, the 60 best-rated providers offering it (scored for text too). Mutual connections are
-- counted for the pool's best 30. Ties: more reviews, then newer, then id.
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
    select g.provider_id, g.matched, pm.category_ids, pm.rating_rank, pm.listing_priority,
           coalesce((g.text_score / nullif(max(g.text_score) over (), 0))::numeric, 0) as text_share
    from pool g
    -- Lookups by key, one per pooled provider (offset 0 keeps the planner from hashing the whole table).
    cross join lateral (select x.category_ids, x.rating_rank, x.listing_priority from private.provider_match x
                        where x.provider_id = g.provider_id offset 0) pm
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
    cross join lateral (select x.created_at from public.profiles x where x.id = s.provider_id offset 0) p
    left join lateral (select x.review_count from public.provider_ratings x
                       where x.provider_id = s.provider_id offset 0) pr on true
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
create or replace function public.recommend_hr_members(page_limit integer default 10)
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
    select g.profile_id, n.category_ids, n.looking_for, coalesce(r.coverage, 0) as coverage, r.matched,
           case when cardinality(n.category_ids) = 0 then 0
                else cardinality(array(select unnest(n.category_ids) intersect select unnest(v_me.category_ids)))::numeric
                     / cardinality(n.category_ids) end as category_share
    from pool g
    cross join lateral (select x.category_ids, x.looking_for from public.member_needs x
                        where x.profile_id = g.profile_id offset 0) n
    cross join lateral (select 1 from public.profiles x
                        where x.id = g.profile_id and x.is_member and x.user_type = 'HR Professional' offset 0) p
    left join text_scores r on r.profile_id = g.profile_id
    where g.profile_id <> me
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
create or replace function public.jobs_for_you(page_limit integer default 6)
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
  cross join lateral (select x.* from public.jobs x where x.id = r.doc_id offset 0) j
  where j.closed_at is null and j.posted_by <> me
    and not exists (select 1 from public.applications a where a.job_id = j.id and a.applicant_id = me)
  order by r.score desc, j.created_at desc, j.id
  limit least(greatest(coalesce(page_limit, 6), 1), 20);
end;
$$;
