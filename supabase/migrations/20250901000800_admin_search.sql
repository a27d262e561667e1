-- admin_list_users for a whole name: the trigram index looks up a looser pattern, the exact one is
-- checked on the few candidates. Same rows, same order, same signature and grants as migration
-- 20250901000500.
--
-- Why: pg_trgm turns a word that follows a space or a dot in the search ("Olivia Smith",
-- "olivia.smith") into word-start trigrams ('  s', ' sm'). '  s' is in every e-mail of a common
-- domain (all 100,000 of the generated network's, "@scale…"; "@gmail…" would do the same for
-- '  g') and in 15% of full names, so the e-mail and full-name index scans read posting lists that
-- grow with the network: 5.3 + 0.9 ms of the 7.2 ms statement at 100,000 members (EXPLAIN ANALYZE).
-- The looser pattern keeps the search's words of 3+ letters in order with anything between them
-- ('%Olivia%Smith%'): no word-start or word-end trigrams, every match of the exact pattern matches
-- it, and the statement takes 1.3 ms.
create or replace function public.admin_list_users(
  search_text text default null, page_limit integer default 20, page_offset integer default 0)
returns table (
  id uuid, email text, full_name text, user_type text, company text, "position" text,
  service_type text, role text, subscription_plan text, created_at timestamptz,
  last_sign_in_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  pat text := public.like_pattern(search_text);
  -- For the index: the search's words of 3+ letters in order, anything between them (a superset
  -- of pat, without word-start trigrams); pat itself when there is no such word.
  loose text := coalesce(
    '%' || nullif(array_to_string(array(
      select w from regexp_split_to_table(btrim(search_text), '[^[:alnum:]]+') as w
      where char_length(w) >= 3), '%'), '') || '%',
    pat);
begin
  if not public.is_admin() then
    raise exception 'You do not have administrative privileges.' using errcode = '42501';
  end if;
  return query
  select pg.id, pg.email, pg.full_name, pg.user_type, pg.company, pg.position, pg.service_type,
         pg.role, pg.subscription_plan, pg.created_at, u.last_sign_in_at
  from (
    select p.id, p.email, p.full_name, p.user_type, p.company, p.position, p.service_type, p.role,
           p.subscription_plan, p.created_at
    from public.profiles p
    -- (col || '') keeps the exact test out of the index condition (it would bring the
    -- word-start trigrams back).
    where pat is null
       or (p.full_name ilike loose and (loose = pat or (p.full_name || '') ilike pat))
       or (p.email ilike loose and (loose = pat or (p.email || '') ilike pat))
       or (p.company ilike loose and (loose = pat or (p.company || '') ilike pat))
    order by p.created_at desc, p.id
    limit least(greatest(coalesce(page_limit, 20), 1), 100)
    offset greatest(coalesce(page_offset, 0), 0)
  ) pg
  left join auth.users u on u.id = pg.id
  order by pg.created_at desc, pg.id;
end;
$$;

-- The grants, restated (create or replace keeps them).
revoke execute on function public.admin_list_users(text, integer, integer) from public, anon, authenticated;
grant execute on function public.admin_list_users(text, integer, integer) to authenticated, service_role;
