-- refresh_directory_listing (20251125000000_directory.sql) rewrote a listed provider's category rows
-- and counted the old listing out and the new one in on every refresh: two passes over the 'all',
-- category and location counters (eight statements) and a delete and insert of the category rows, also
-- when only the listing's text changed — a skill added or removed (add_skill/delete_skill of the load
-- mix, issue 37), a service's wording, a rating's count. Now the category rows are rewritten only when
-- one of their columns changed, and the counts move only when the categories or the location did.
-- When they stay, −1 then +1 left every count as it was; what remains of it is the location's label
-- (the latest listing with the location names it), set as before. Same rows, same counts, same label.
-- The rest of the function is unchanged.
create or replace function private.refresh_directory_listing(p_provider uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old private.directory_listing;
  v_new private.directory_listing;
begin
  -- One refresh of a provider at a time, so two transactions never count the same change twice.
  perform pg_advisory_xact_lock(hashtextextended('directory:' || p_provider::text, 0));
  select * into v_old from private.directory_listing where provider_id = p_provider;
  select * into v_new from private.directory_listing_rows(array[p_provider]);
  if v_new.provider_id is null then
    -- Counted out by the listing's delete trigger.
    delete from private.directory_listing where provider_id = p_provider;
    return;
  end if;
  insert into private.directory_listing values (v_new.*)
  on conflict (provider_id) do update set
    slug = excluded.slug, company = excluded.company, avatar_url = excluded.avatar_url,
    summary = excluded.summary, location = excluded.location, location_key = excluded.location_key,
    category_ids = excluded.category_ids, category_names = excluded.category_names,
    category_slugs = excluded.category_slugs, review_count = excluded.review_count,
    rating_average = excluded.rating_average, rating_rank = excluded.rating_rank,
    listing_priority = excluded.listing_priority, listed_at = excluded.listed_at,
    updated_at = excluded.updated_at, document = excluded.document;
  if v_old.provider_id is null
     or v_old.category_ids is distinct from v_new.category_ids
     or v_old.listing_priority is distinct from v_new.listing_priority
     or v_old.rating_rank is distinct from v_new.rating_rank
     or v_old.rating_average is distinct from v_new.rating_average
     or v_old.listed_at is distinct from v_new.listed_at
     or v_old.location_key is distinct from v_new.location_key then
    delete from private.directory_listing_categories where provider_id = p_provider;
    insert into private.directory_listing_categories
      (category_id, provider_id, listing_priority, rating_rank, rating_average, listed_at, location_key)
    select unnest(v_new.category_ids), p_provider, v_new.listing_priority, v_new.rating_rank, v_new.rating_average,
           v_new.listed_at, v_new.location_key;
  end if;
  if v_old.provider_id is not null and v_old.category_ids is not distinct from v_new.category_ids
     and v_old.location_key is not distinct from v_new.location_key
     and v_old.location is not distinct from v_new.location then
    -- Counted in already: only the label, which the count in would have set.
    if v_new.location_key is not null then
      update private.directory_locations set label = v_new.location
      where location_key = v_new.location_key and label is distinct from v_new.location;
    end if;
    return;
  end if;
  if v_old.provider_id is not null then
    perform private.directory_count(v_old.category_ids, v_old.location_key, v_old.location, -1);
  end if;
  perform private.directory_count(v_new.category_ids, v_new.location_key, v_new.location, 1);
end;
$$;
