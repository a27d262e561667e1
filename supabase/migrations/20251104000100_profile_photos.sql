-- Profile photos and company logos in Storage (issue 17, decisions.md "Files"). avatar_url was any
-- web address (a third-party image service that fails offline, and could as well be a tracking
-- pixel); now it names an object in the member's own folder of the public bucket 'photos', or is
-- empty and the app shows initials. The app builds the address from it (getPublicUrl), so the same
-- value works on every project.

-- ---------------------------------------------------------------------------------------------
-- The bucket: public reads (cards are shown to everyone), 2 MB, the three image types browsers
-- encode (the app uploads a 256 px square it cropped itself).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('photos', 'photos', true, 2097152, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update
  set public = excluded.public, file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- Only the owner writes their folder. Reading through the API (list, info, the upsert's SELECT) is
-- the owner's too; the public address serves the photo to anyone without a policy, as on Supabase.
create policy "Members read their own photo objects" on storage.objects
  for select to authenticated
  using (bucket_id = 'photos' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "Members upload photos to their own folder" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'photos' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "Members replace photos in their own folder" on storage.objects
  for update to authenticated
  using (bucket_id = 'photos' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'photos' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "Members remove photos from their own folder" on storage.objects
  for delete to authenticated
  using (bucket_id = 'photos' and (storage.foldername(name))[1] = (select auth.uid())::text);

-- ---------------------------------------------------------------------------------------------
-- Existing addresses: every one is a web address (the old check allowed nothing else), so none
-- names a photo of the bucket. They go; seeded members and everyone else show initials until they
-- upload a photo.
alter table public.profiles drop constraint profiles_avatar_url_check;
update public.profiles set avatar_url = null where avatar_url is not null;

-- <own id>/<file>: one level below the member's folder, Storage's safe characters only.
alter table public.profiles add constraint profiles_avatar_url_check check (
  avatar_url is null or (
    char_length(avatar_url) <= 200
    and split_part(avatar_url, '/', 1) = id::text
    and avatar_url ~ '^[0-9a-f-]{36}/[A-Za-z0-9][A-Za-z0-9._-]*$'));

-- And it must be there: an object of 'photos' the member uploaded. Checked when the value changes
-- (a photo removed later leaves the initials showing, which the app falls back to anyway). A value
-- of the wrong shape is left to the check constraint above, which runs after this trigger and says
-- so with its own code (23514).
create function private.check_avatar_object() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.avatar_url is not null and new.avatar_url is distinct from old.avatar_url
     and split_part(new.avatar_url, '/', 1) = new.id::text
     and new.avatar_url ~ '^[0-9a-f-]{36}/[A-Za-z0-9][A-Za-z0-9._-]*$'
     and not exists (select 1 from storage.objects o where o.bucket_id = 'photos' and o.name = new.avatar_url) then
    raise exception 'avatar_url must name a photo you uploaded.' using errcode = '23503';
  end if;
  return new;
end;
$$;
create trigger profiles_check_avatar_object before update of avatar_url on public.profiles
  for each row execute function private.check_avatar_object();

-- A new profile has no photo yet: nothing is in its folder before the member exists. The sign-up
-- trigger may still copy an avatar_url from the sign-up metadata; it is dropped here instead of
-- failing the sign-up (hosted Auth would answer any trigger error with a 500, issue 11).
create function private.drop_signup_avatar() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.avatar_url := null;
  return new;
end;
$$;
create trigger profiles_drop_signup_avatar before insert on public.profiles
  for each row execute function private.drop_signup_avatar();

revoke execute on function private.check_avatar_object(), private.drop_signup_avatar()
  from public, anon, authenticated;
