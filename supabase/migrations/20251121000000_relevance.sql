-- Text relevance for matching (issue 31): BM25F over weighted fields, with corpus statistics kept
-- current by triggers as documents are written, an inverted index for bounded candidate generation, HR
-- vocabulary expanding the query (20251121000100_hr_vocabulary.sql), tolerance of misspelt words
-- (pg_trgm against the corpus's own words and the vocabulary), and the phrasing of a need ('we are
-- looking for', 'help with') left out of the evidence. Plain SQL and PL/pgSQL; pg_trgm is the only
-- extension, as on hosted Supabase. Documented in supabase/API.md ('Matching: text relevance').
--
-- Two corpora share the machinery: 'provider' (a Service Provider as recommendations and the directory
-- see them) and 'job' (open jobs, for 'Jobs for you'). A document is up to five fields, each a tsvector:
--   provider: 1 service names, 2 service descriptions, 3 skills, 4 company and headline, 5 description
--   job:      1 title, 2 description, 3 experience, education and other criteria, 4 company, 5 (none)
--
-- The score of a document d for a query of units u (a word of the query, a misspelt word's correction, or
-- a vocabulary expansion; each a set of English lexemes that must all occur in one field, with a weight):
--   tf~(u, d) = Σ_fields W_f · tf(u, d, f) / (1 − b_f + b_f · len(d, f) / avglen_f)
--   score(d)  = Σ_u weight_u · idf(u) · tf~(u, d) / (k1 + tf~(u, d))
--   idf(u)    = ln(1 + (N − df + 0.5) / (df + 0.5)), df of the unit's rarest lexeme (N documents)
-- Each unit's part is below weight_u · idf(u), so coverage = score / Σ_u weight_u · idf(u) is in [0, 1):
-- how much of what the query asks the document answers.

-- ---------------------------------------------------------------------------------------------
-- Parameters. Field weights (W), length normalisation (b) and saturation (k1); tuned on the tuning half
-- of the graded fixture only (scripts/matching/fixture/, npm run matching:quality).
create function private.match_params(
  p_corpus text, out k1 real, out field_weights real[], out field_b real[])
language sql
immutable
parallel safe
set search_path = ''
as $$
  select 1.2::real,
         case p_corpus when 'provider' then '{3, 1, 2, 2, 1}'::real[] else '{3, 1, 1, 1, 0}'::real[] end,
         '{0.75, 0.75, 0.75, 0.75, 0.75}'::real[];
$$;

-- Query units: their weights by kind. A word of the query counts fully; its correction (a misspelt word)
-- and expansions count less, so the query's own words lead.
create function private.match_unit_weight(p_kind text) returns real
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case p_kind when 'word' then 1.0 when 'typo' then 0.8 when 'same' then 0.8 when 'related' then 0.4 end::real;
$$;

-- Bounds (rows read per query, whatever the corpus's size): at most 40 units, each reading at most 100
-- postings (the best first), and at most 300 candidates scored.
create function private.match_bounds(out max_units integer, out postings_per_unit integer, out max_candidates integer)
language sql
immutable
parallel safe
set search_path = ''
as $$ select 40, 100, 300 $$;

-- Text as the vocabulary and the typo dictionary see it: lower case, letters and digits, '&' kept inside a
-- word ('l&d', 'h&s'), everything else one space. 'First-time managers' → 'first time managers'.
create function private.match_normalise(p_text text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select btrim(regexp_replace(regexp_replace(
           regexp_replace(lower(coalesce(p_text, '')), '[^[:alnum:]&]+', ' ', 'g'),
           '(^| )&+|&+( |$)', ' ', 'g'), ' +', ' ', 'g'));
$$;

-- One field's tsvector, its length (non-stop words) and its surface words.
create function private.match_field_length(p_vector tsvector) returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$ select coalesce(sum(coalesce(cardinality(l.positions), 1)), 0)::int from unnest(p_vector) l $$;

-- The distinct words of a text as the typo dictionary keeps them: letters only, 3 to 40 of them.
create function private.match_surface_words(p_text text) returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(distinct w order by w), '{}')
  from regexp_split_to_table(private.match_normalise(p_text), ' ') w
  where w ~ '^[[:alpha:]]{3,40}$';
$$;

revoke execute on function private.match_params(text), private.match_unit_weight(text), private.match_bounds(),
  private.match_normalise(text), private.match_field_length(tsvector), private.match_surface_words(text)
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Documents and the statistics kept from them.
create table private.match_documents (
  corpus text not null check (corpus in ('provider', 'job')),
  doc_id uuid not null,
  fields tsvector[] not null check (cardinality(fields) = 5),
  lengths integer[] not null check (cardinality(lengths) = 5),
  words text[] not null,
  primary key (corpus, doc_id)
);

-- Per corpus: how many documents and the total length of each field (for avglen).
create table private.match_corpus (
  corpus text primary key check (corpus in ('provider', 'job')),
  docs integer not null default 0,
  total_lengths bigint[] not null default '{0, 0, 0, 0, 0}'
);
insert into private.match_corpus (corpus) values ('provider'), ('job');

-- Document frequency of each lexeme.
create table private.match_terms (
  corpus text not null,
  term text not null,
  df integer not null check (df > 0),
  primary key (corpus, term)
);

-- The inverted index: one posting per (lexeme, document), with the document's saturated, length-
-- normalised term weight at the time it was written (impact, in [0, 1)), so candidate generation reads
-- the best documents for a lexeme first and stops after a fixed number.
create table private.match_postings (
  corpus text not null,
  term text not null,
  doc_id uuid not null,
  impact real not null,
  primary key (corpus, term, doc_id)
);
create index match_postings_impact_idx on private.match_postings (corpus, term, impact desc, doc_id);

-- The corpus's own words (letters only) and in how many documents each occurs: the typo dictionary.
create table private.match_words (
  corpus text not null,
  word text not null,
  df integer not null check (df > 0),
  primary key (corpus, word)
);
create index match_words_trgm_idx on private.match_words using gin (word extensions.gin_trgm_ops);

alter table private.match_documents enable row level security;
alter table private.match_corpus enable row level security;
alter table private.match_terms enable row level security;
alter table private.match_postings enable row level security;
alter table private.match_words enable row level security;
revoke all on table private.match_documents, private.match_corpus, private.match_terms, private.match_postings,
  private.match_words from public, anon, authenticated;

-- The impact of each lexeme of a document (see match_postings), from its fields and the corpus's
-- current average field lengths.
create function private.match_impacts(p_corpus text, p_fields tsvector[], p_lengths integer[])
returns table (term text, impact real)
language sql
stable
set search_path = ''
as $$
  with params as (select * from private.match_params(p_corpus)),
  corpus as (select c.docs, c.total_lengths from private.match_corpus c where c.corpus = p_corpus),
  tf as (
    select l.lexeme, f.i::int as i, coalesce(cardinality(l.positions), 1) as tf
    from unnest(p_fields) with ordinality f(vec, i)
    cross join lateral unnest(f.vec) l
  ), weighted as (
    select tf.lexeme,
           sum(pa.field_weights[tf.i] * tf.tf
               / (1 - pa.field_b[tf.i] + pa.field_b[tf.i] * p_lengths[tf.i]
                  / greatest(c.total_lengths[tf.i]::real / greatest(c.docs, 1), 1))) as x
    from tf cross join params pa cross join corpus c
    group by tf.lexeme
  )
  select w.lexeme, (w.x / (pa.k1 + w.x))::real from weighted w cross join params pa where w.x > 0;
$$;

-- Keeps postings, document frequencies, words and the corpus's totals as a document is written:
-- the work is the changed document's own lexemes and words (old and new), whatever the corpus's size.
-- A bulk load sets private.match_bulk = 'on' for its transaction and rebuilds once (match_rebuild).
create function private.match_documents_follow() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_corpus text := case when tg_op = 'DELETE' then old.corpus else new.corpus end;
  v_doc uuid := case when tg_op = 'DELETE' then old.doc_id else new.doc_id end;
  v_old_terms text[] := '{}';
  v_new_terms text[] := '{}';
  v_old_words text[] := '{}';
  v_new_words text[] := '{}';
  v_old_lengths integer[] := '{0, 0, 0, 0, 0}';
  v_new_lengths integer[] := '{0, 0, 0, 0, 0}';
begin
  if coalesce(current_setting('private.match_bulk', true), '') = 'on' then
    return null;
  end if;
  if tg_op = 'UPDATE' and old.fields = new.fields and old.words = new.words then
    return null;
  end if;
  if tg_op <> 'INSERT' then
    v_old_terms := array(select distinct l.lexeme from unnest(old.fields) f(vec) cross join lateral unnest(f.vec) l
                         order by 1);
    v_old_words := old.words;
    v_old_lengths := old.lengths;
  end if;
  if tg_op <> 'DELETE' then
    v_new_terms := array(select distinct l.lexeme from unnest(new.fields) f(vec) cross join lateral unnest(f.vec) l
                         order by 1);
    v_new_words := new.words;
    v_new_lengths := new.lengths;
  end if;

  update private.match_corpus c
  set docs = c.docs + case tg_op when 'INSERT' then 1 when 'DELETE' then -1 else 0 end,
      total_lengths = array(select c.total_lengths[i] + v_new_lengths[i] - v_old_lengths[i]
                            from generate_series(1, 5) i order by i)
  where c.corpus = v_corpus;

  -- Document frequencies: +1 for lexemes the document gained, −1 for those it lost (in term order, so
  -- two writers lock rows in the same order).
  insert into private.match_terms as t (corpus, term, df)
  select v_corpus, x, 1 from unnest(v_new_terms) x where not (x = any (v_old_terms)) order by x
  on conflict (corpus, term) do update set df = t.df + 1;
  -- Rows at 1 go first, then the others drop by one (the other order would delete the rows it just
  -- brought down to 1).
  delete from private.match_terms t
  where t.corpus = v_corpus and t.term = any (array(select x from unnest(v_old_terms) x where not (x = any (v_new_terms))))
    and t.df <= 1;
  update private.match_terms t set df = t.df - 1
  where t.corpus = v_corpus and t.term = any (array(select x from unnest(v_old_terms) x where not (x = any (v_new_terms))))
    and t.df > 1;

  insert into private.match_words as w (corpus, word, df)
  select v_corpus, x, 1 from unnest(v_new_words) x where not (x = any (v_old_words)) order by x
  on conflict (corpus, word) do update set df = w.df + 1;
  -- Rows at 1 go first, then the others drop by one (the other order would delete the rows it just
  -- brought down to 1).
  delete from private.match_words w
  where w.corpus = v_corpus and w.word = any (array(select x from unnest(v_old_words) x where not (x = any (v_new_words))))
    and w.df <= 1;
  update private.match_words w set df = w.df - 1
  where w.corpus = v_corpus and w.word = any (array(select x from unnest(v_old_words) x where not (x = any (v_new_words))))
    and w.df > 1;

  -- Postings: the old ones by key, the new ones with their impact.
  delete from private.match_postings p where p.corpus = v_corpus and p.term = any (v_old_terms) and p.doc_id = v_doc;
  if tg_op <> 'DELETE' then
    insert into private.match_postings (corpus, term, doc_id, impact)
    select v_corpus, i.term, v_doc, i.impact from private.match_impacts(v_corpus, new.fields, new.lengths) i;
  end if;
  return null;
end;
$$;
create trigger match_documents_follow after insert or update or delete on private.match_documents
  for each row execute function private.match_documents_follow();

-- Every statistic of a corpus from its documents, set-based (after a bulk load, or to recompute impacts
-- after the parameters change).
create function private.match_rebuild(p_corpus text) returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_docs bigint;
begin
  delete from private.match_postings p where p.corpus = p_corpus;
  delete from private.match_terms t where t.corpus = p_corpus;
  delete from private.match_words w where w.corpus = p_corpus;
  update private.match_corpus c
  set docs = s.docs, total_lengths = s.totals
  from (select count(*)::int as docs,
               array[coalesce(sum(d.lengths[1]), 0), coalesce(sum(d.lengths[2]), 0), coalesce(sum(d.lengths[3]), 0),
                     coalesce(sum(d.lengths[4]), 0), coalesce(sum(d.lengths[5]), 0)]::bigint[] as totals
        from private.match_documents d where d.corpus = p_corpus) s
  where c.corpus = p_corpus;
  insert into private.match_terms (corpus, term, df)
  select p_corpus, l.lexeme, count(distinct d.doc_id)
  from private.match_documents d cross join lateral unnest(d.fields) f(vec) cross join lateral unnest(f.vec) l
  where d.corpus = p_corpus
  group by l.lexeme;
  insert into private.match_words (corpus, word, df)
  select p_corpus, w, count(*) from private.match_documents d cross join lateral unnest(d.words) w
  where d.corpus = p_corpus group by w;
  insert into private.match_postings (corpus, term, doc_id, impact)
  select p_corpus, i.term, d.doc_id, i.impact
  from private.match_documents d cross join lateral private.match_impacts(p_corpus, d.fields, d.lengths) i
  where d.corpus = p_corpus;
  select c.docs into v_docs from private.match_corpus c where c.corpus = p_corpus;
  return v_docs;
end;
$$;

revoke execute on function private.match_impacts(text, tsvector[], integer[]), private.match_documents_follow(),
  private.match_rebuild(text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The query side. The vocabulary (20251121000100) and the phrasing of needs are data.

-- Words of needs that are no evidence. 'phrasing' says a need is a need, not what it is about ('we are
-- looking for', 'help with', 'need someone to'): taken out of the query before anything else reads it.
-- 'generic' words are everywhere in HR ('staff', 'company'): no unit of their own, but still part of the
-- vocabulary's phrases ('staff handbook', 'company retreat').
create table private.need_phrasing (
  phrase text primary key check (phrase = private.match_normalise(phrase) and phrase <> ''),
  kind text not null default 'phrasing' check (kind in ('phrasing', 'generic')),
  check (kind = 'phrasing' or position(' ' in phrase) = 0)
);
alter table private.need_phrasing enable row level security;
revoke all on table private.need_phrasing from public, anon, authenticated;

-- The English lexemes of a text in order, one space between ('First aiders at work' → 'first aider work'):
-- how a vocabulary phrase and the words of a query are compared, so inflections and stop words do not
-- matter ('payroll bureaus' finds 'payroll bureau').
create function private.match_key(p_text text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select string_agg(l.lexeme, ' ' order by l.positions[1], l.lexeme)
  from unnest(to_tsvector('english'::regconfig, coalesce(p_text, ''))) l;
$$;

-- HR vocabulary: phrases grouped by concept. 'same' phrases of a concept say the same thing (an
-- abbreviation, its spelled-out form, a synonym, a spelling variant); 'related' phrases are closely related
-- terms. A query naming a phrase of a concept is expanded with the concept's other phrases: its 'same'
-- ones at match_unit_weight('same') when it named a 'same' phrase, everything else at 'related'.
create table private.hr_vocabulary (
  concept text not null check (concept ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  phrase text not null check (phrase = private.match_normalise(phrase) and phrase <> ''),
  relation text not null default 'same' check (relation in ('same', 'related')),
  -- Its English lexemes: all must occur in one field of a document for the phrase to match it.
  lexemes text[] generated always as (tsvector_to_array(to_tsvector('english'::regconfig, phrase))) stored,
  -- How a query's words find it. Abbreviations with '&' ('l&d', 'd&i', 't&d') are found by their letters
  -- only: their lexemes are single letters, and 'd' would be both 'd&i' and 't&d'.
  match_key text generated always as (case when position('&' in phrase) = 0 then private.match_key(phrase) end) stored,
  primary key (phrase, concept)
);
create index hr_vocabulary_concept_idx on private.hr_vocabulary (concept);
create index hr_vocabulary_key_idx on private.hr_vocabulary (match_key);
create index hr_vocabulary_lexemes_idx on private.hr_vocabulary using gin (lexemes);
create index hr_vocabulary_word_trgm_idx on private.hr_vocabulary using gin (phrase extensions.gin_trgm_ops)
  where position(' ' in phrase) = 0;
alter table private.hr_vocabulary enable row level security;
revoke all on table private.hr_vocabulary from public, anon, authenticated;

-- A query unit: lexemes that must all occur in one field, a weight, the words shown when it matched, its
-- kind ('word', 'typo', 'same', 'related') and its group: a concept's expansions are one group, of which
-- only the best-matching one counts (five phrases for one idea are one piece of evidence).
create type private.match_unit as (lexemes text[], weight real, label text, kind text, grp text);

-- The first English lexeme of a word ('Payrolls' → 'payrol'), null for a stop word.
create function private.match_lexeme(p_word text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$ select (tsvector_to_array(to_tsvector('english'::regconfig, coalesce(p_word, ''))))[1] $$;

-- Optimal string alignment distance (Levenshtein with adjacent transpositions as one edit): 'saftey' is 1
-- from 'safety'. Words whose lengths differ by more than 2 are not compared (3).
create function private.match_edit_distance(a text, b text) returns integer
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  la integer := char_length(a);
  lb integer := char_length(b);
  w integer := char_length(b) + 1;
  d integer[];
  i integer;
  j integer;
  v integer;
begin
  if abs(la - lb) > 2 then
    return 3;
  end if;
  d := array_fill(0, array[(la + 1) * w]);
  for i in 0 .. la loop d[i * w + 1] := i; end loop;
  for j in 0 .. lb loop d[j + 1] := j; end loop;
  for i in 1 .. la loop
    for j in 1 .. lb loop
      v := least(d[(i - 1) * w + j + 1] + 1, d[i * w + j] + 1,
                 d[(i - 1) * w + j] + case when substr(a, i, 1) = substr(b, j, 1) then 0 else 1 end);
      if i > 1 and j > 1 and substr(a, i, 1) = substr(b, j - 1, 1) and substr(a, i - 1, 1) = substr(b, j, 1) then
        v := least(v, d[(i - 2) * w + j - 1] + 1);
      end if;
      d[i * w + j + 1] := v;
    end loop;
  end loop;
  return d[la * w + lb + 1];
end;
$$;

-- The known word closest to an unknown one, or null: among the corpus's words and the vocabulary's
-- one-word phrases sharing trigrams with it (index-backed), one with trigram similarity ≥ 0.4 or within one
-- edit (two for words of 8 letters or more); the most similar, then the most common.
create function private.match_correction(p_corpus text, p_word text) returns text
language sql
stable
set search_path = ''
set pg_trgm.similarity_threshold = 0.2
as $$
  select x.word from (
    (select w.word, w.df from private.match_words w
     where w.corpus = p_corpus and w.word operator(extensions.%) p_word
     order by extensions.similarity(w.word, p_word) desc, w.df desc, w.word limit 8)
    union all
    (select v.phrase, 0 from private.hr_vocabulary v
     where position(' ' in v.phrase) = 0 and v.phrase operator(extensions.%) p_word
     order by extensions.similarity(v.phrase, p_word) desc, v.phrase limit 8)) x
  where extensions.similarity(x.word, p_word) >= 0.4
     or private.match_edit_distance(x.word, p_word) <= case when char_length(p_word) >= 8 then 2 else 1 end
  order by extensions.similarity(x.word, p_word) desc, x.df desc, x.word
  limit 1;
$$;

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
create function private.match_query(p_corpus text, p_text text) returns private.match_unit[]
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
    select g.i, g.len, v.phrase from grams g join private.hr_vocabulary v on v.phrase = g.surface
    union
    select g.i, g.len, v.phrase from grams g join private.hr_vocabulary v on v.match_key = g.lexkey where g.bounded
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
-- highest impact for its rarest lexeme (at most postings_per_unit each), plus p_also (e.g. providers of
-- a picked category), at most max_candidates in all, taken in order of the single unit's contribution.
-- Each candidate is then scored by BM25F over all units (see the top of this file). p_generate = false
-- scores p_also only (one provider against several needs, in recommend_hr_members).
-- matched: the labels of the units that contributed most (a quarter of the best part or more), largest first.
create function private.match_rank(p_corpus text, p_units private.match_unit[], p_limit integer,
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
      limit (select b.postings_per_unit from bounds b)) x
    group by x.doc_id
  ), candidates as (
    select g.doc_id from (select g.doc_id from generated g order by g.promise desc, g.doc_id
                          limit (select b.max_candidates from bounds b)) g
    union
    select a from unnest(p_also) a
  ), fields as (
    select d.doc_id, f.i::int as i, f.vec, d.lengths[f.i] as len
    from candidates cd
    join private.match_documents d on d.corpus = p_corpus and d.doc_id = cd.doc_id
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

revoke execute on function private.match_key(text), private.match_lexeme(text),
  private.match_edit_distance(text, text), private.match_correction(text, text), private.match_query(text, text),
  private.match_rank(text, private.match_unit[], integer, uuid[], boolean) from public, anon, authenticated;

-- The reusable entry point (the public directory's search uses it too): providers whose text answers a
-- query, best first, with their score, coverage in [0, 1) and the words that matched.
create function private.provider_relevance(p_query text, p_limit integer default 50)
returns table (provider_id uuid, score real, coverage real, matched_terms text[])
language sql
stable
security definer
set search_path = ''
as $$
  select r.doc_id, r.score, r.coverage, r.matched
  from private.match_rank('provider', private.match_query('provider', p_query), least(greatest(coalesce(p_limit, 50), 1), 300)) r;
$$;
revoke execute on function private.provider_relevance(text, integer) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Provider documents, kept with private.provider_match (whose refresh now writes both).
create function private.provider_document(p_provider uuid, out fields tsvector[], out lengths integer[], out words text[])
language sql
stable
set search_path = ''
as $$
  with src as (
    select (select string_agg(s.service_name, ' ' order by s.created_at, s.id) from public.user_services s where s.user_id = p.id) as names,
           (select string_agg(s.description, ' ' order by s.created_at, s.id) from public.user_services s where s.user_id = p.id) as services,
           (select string_agg(k.skill_name, ' ' order by k.skill_name) from public.skills k where k.profile_id = p.id) as skills,
           concat_ws(' ', p.company, p.service_type) as title,
           p.description as about
    from public.profiles p where p.id = p_provider
  ), vecs as (
    select array[to_tsvector('english', coalesce(s.names, '')), to_tsvector('english', coalesce(s.services, '')),
                 to_tsvector('english', coalesce(s.skills, '')), to_tsvector('english', coalesce(s.title, '')),
                 to_tsvector('english', coalesce(s.about, ''))] as v,
           private.match_surface_words(concat_ws(' ', s.names, s.services, s.skills, s.title, s.about)) as w
    from src s
  )
  select v, array(select private.match_field_length(x) from unnest(v) with ordinality u(x, i) order by i), w from vecs;
$$;
revoke execute on function private.provider_document(uuid) from public, anon, authenticated;
