-- The sign-up trigger's helpers as expressions the planner inlines into handle_new_user(). As
-- written in 20251102000200 (a WHERE clause, and SET search_path) Postgres cannot inline them, so
-- each of the trigger's ten calls per sign-up started a SQL function's executor: 5,000 sign-ups in
-- one statement took 19-21 s against 8.0-8.5 s with the trigger they replaced (same database, a
-- loaded machine), and seeding 100,000 members for the bench went from 86 s to 394-424 s. Inlined:
-- 10.0 s. Same results for every input (supabase/tests/signup-metadata.test.ts).
--
-- No SET search_path here on purpose: a function with one is never inlined. Both bodies use only
-- pg_catalog and schema-qualified names, nobody but their definer-rights callers may execute them
-- (20251102000200 revokes it; CREATE OR REPLACE keeps the grants and drops the old SET), and those
-- callers pin search_path = '' themselves.
create or replace function private.signup_field_limit(field text) returns integer
language sql
immutable
as $$
  select case field
    when 'full_name' then 120
    when 'company' then 120
    when 'position' then 120
    when 'service_type' then 120
    when 'description' then 4000
    when 'avatar_url' then 2048
    when 'user_type' then 40
    when 'referred_by_code' then 32
  end;
$$;

create or replace function private.signup_text(meta jsonb, field text) returns text
language sql
immutable
as $$
  select case
    when jsonb_typeof(meta) = 'object' and jsonb_typeof(meta -> field) = 'string'
      then nullif(btrim(left(btrim(meta ->> field, E' \t\r\n'), private.signup_field_limit(field)), E' \t\r\n'), '')
  end;
$$;
