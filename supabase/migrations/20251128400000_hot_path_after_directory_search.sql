-- The hot path's directory refresh and plan settings (20251128150200, 20251128150300, issue 37) were
-- written beside the directory's published-only search (20251128200000) and matching's single-read
-- ranking (20251128200100), whose `create or replace` of refresh_directory_listing and
-- refresh_provider_match came later and dropped them (a replaced function keeps no earlier SET).
-- Carried over here: refresh_directory_listing as 20251128150200 wrote it (category rows rewritten and
-- counts moved only when categories or location change), less the listing's `document` column that
-- 20251128200000 removed; and the generic-plan setting of both functions, chosen in 20251128150300.
create or replace function private.refresh_directory_listing(p_provider uuid) returns void
language plpgsql
security definer
set search_path = ''
set plan_cache_mode = force_generic_plan
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
    updated_at = excluded.updated_at;
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

alter function private.refresh_provider_match(uuid) set plan_cache_mode = force_generic_plan;
