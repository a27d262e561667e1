-- A sweep names its candidates function as text, resolved when the sweep runs: a reg* column outside
-- pg_catalog blocks pg_upgrade (Supabase's advisor 'unsupported_reg_types'), so the hosted project could
-- not be upgraded with it.
-- An empty search_path makes every regproc print schema-qualified ('private.orphan_cvs').
set search_path = '';
alter table private.storage_sweeps
  alter column candidates type text using candidates::text,
  add constraint storage_sweeps_candidates_check check (candidates ~ '^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*$');
reset search_path;

create or replace function public.storage_sweep_candidates(p_sweep text, p_limit integer default 500)
returns table (bucket_id text, name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  fn regproc;
begin
  if p_limit is null or p_limit < 1 or p_limit > 1000 then
    raise exception 'p_limit is 1 to 1000' using errcode = '22023';
  end if;
  -- to_regproc: a name that no longer resolves is no sweep (404), not an error.
  select to_regproc(s.candidates) into fn from private.storage_sweeps s where s.name = p_sweep;
  if fn is null then
    perform private.raise_http(404, 'P0002', 'No sweep is called that.');
  end if;
  -- fn is a regproc: its text is a quoted, schema-qualified function name.
  return query execute format('select c.bucket_id::text, c.name::text from %s($1) c', fn) using p_limit;
end;
$$;
revoke execute on function public.storage_sweep_candidates(text, integer) from public, anon, authenticated;
grant execute on function public.storage_sweep_candidates(text, integer) to service_role;
