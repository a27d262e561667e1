-- The sign-up trigger's two metadata helpers pin search_path again, and stay as cheap as inlined.
--
-- 20251102000300 made them inlinable SQL functions by dropping SET search_path, which the Supabase
-- advisors (`supabase db advisors`, lint 0011 function_search_path_mutable) rightly flag: a caller's
-- search_path is not a promise the function makes itself. What made the SQL versions slow was an
-- executor started per call (ten per sign-up); a PL/pgSQL function evaluates these expressions
-- without one, and its SET costs only a setting saved and restored. 5,000 sign-ups in one statement
-- on PostgreSQL 15 (idle 2-core machine, three runs): 1.62-1.79 s, against 1.65-1.81 s inlined
-- (000300) and 3.2-3.5 s for one SQL function that cleans all fields in one query.
-- Same results for every input (supabase/tests/signup-metadata.test.ts).

-- Longest accepted value of each sign-up metadata key; null for keys that are not read.
create or replace function private.signup_field_limit(field text) returns integer
language plpgsql
immutable
set search_path = ''
as $$
begin
  return case field
    when 'full_name' then 120
    when 'company' then 120
    when 'position' then 120
    when 'service_type' then 120
    when 'description' then 4000
    when 'avatar_url' then 2048
    when 'user_type' then 40
    when 'referred_by_code' then 32
  end;
end;
$$;

-- A metadata string, trimmed of white space and cut to its field's limit; null when the value is
-- missing, not a string or empty.
create or replace function private.signup_text(meta jsonb, field text) returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if jsonb_typeof(meta) = 'object' and jsonb_typeof(meta -> field) = 'string' then
    return nullif(btrim(left(btrim(meta ->> field, E' \t\r\n'), private.signup_field_limit(field)), E' \t\r\n'), '');
  end if;
  return null;
end;
$$;
