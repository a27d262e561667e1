-- A skill write (add_skill/delete_skill of the load mix, issue 37) ran two followers, matching's
-- (provider_match_follow → refresh_provider_match) and the directory's (directory_listing_follow →
-- refresh_directory_listing), each reading the member's profile and rebuilding what it keeps — also
-- for an HR member, whose skills neither keeps: both refreshes then only deleted rows that were not
-- there. One trigger now reads the profile once and calls a refresh only where it can change something:
-- the member is a Service Provider member (skills are part of the matching document and of the
-- listing's search document), or still has a matching row or a listing (to delete them as the refresh
-- would). The refreshes themselves are unchanged, so what they keep stays exactly what it was.
create function private.skills_follow() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_member uuid := case when tg_op = 'DELETE' then old.profile_id else new.profile_id end;
  v_provider boolean;
begin
  select p.is_member and p.user_type = 'Service Provider' into v_provider from public.profiles p where p.id = v_member;
  if not found then
    -- A deleted account's rows go with it (cascade); nothing to refresh.
    return null;
  end if;
  -- The directory first, then matching: the order of the two triggers this replaces.
  if v_provider or exists (select 1 from private.directory_listing l where l.provider_id = v_member) then
    perform private.refresh_directory_listing(v_member);
  end if;
  if v_provider or exists (select 1 from private.provider_match m where m.provider_id = v_member)
     or exists (select 1 from private.match_documents d where d.corpus = 'provider' and d.doc_id = v_member) then
    perform private.refresh_provider_match(v_member);
  end if;
  return null;
end;
$$;
revoke execute on function private.skills_follow() from public, anon, authenticated;

drop trigger skills_directory_listing on public.skills;
drop trigger skills_provider_match on public.skills;
create trigger skills_follow after insert or delete or update of skill_name on public.skills
  for each row execute function private.skills_follow();
