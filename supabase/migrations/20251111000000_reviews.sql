-- Reviews and ratings (issue 21): an HR Professional reviews a Service Provider they are connected with,
-- once (editable); the provider answers each review once (editable); members report reviews and
-- administrators hide or restore them. Averages, counts and the distribution are kept by the database
-- as reviews change (provider_ratings), never recomputed by scanning reviews on a read.

-- ---------------------------------------------------------------------------------------------
create table public.reviews (
  id uuid primary key default gen_random_uuid(),
  provider_id uuid not null references public.profiles (id) on delete cascade,
  reviewer_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  rating smallint not null,
  title text not null,
  body text not null,
  created_at timestamptz not null default now(),
  -- Set when the reviewer changes rating, title or text: the review shows 'edited'.
  edited_at timestamptz,
  answer text,
  answered_at timestamptz,
  answer_edited_at timestamptz,
  hidden_at timestamptz,
  hidden_by uuid references public.profiles (id) on delete set null,
  constraint reviews_rating_check check (rating between 1 and 5),
  constraint reviews_title_check check (char_length(btrim(title)) between 1 and 120),
  constraint reviews_body_check check (char_length(btrim(body)) between 20 and 2000),
  constraint reviews_answer_check check (answer is null or char_length(btrim(answer)) between 1 and 2000),
  constraint reviews_not_self_check check (reviewer_id <> provider_id)
);
-- Once per provider: two concurrent first reviews of the same pair leave one.
create unique index reviews_pair_key on public.reviews (provider_id, reviewer_id);
-- A provider's reviews, newest or highest first, paged; hidden ones are not listed.
create index reviews_provider_newest_idx on public.reviews (provider_id, created_at desc, id) where hidden_at is null;
create index reviews_provider_highest_idx
  on public.reviews (provider_id, rating desc, created_at desc, id) where hidden_at is null;
create index reviews_reviewer_idx on public.reviews (reviewer_id);
create index reviews_hidden_by_idx on public.reviews (hidden_by);

-- Kept figures per provider: count, sum and the five star counts of the visible reviews.
create table public.provider_ratings (
  provider_id uuid primary key references public.profiles (id) on delete cascade,
  review_count integer not null default 0,
  rating_sum integer not null default 0,
  stars_1 integer not null default 0,
  stars_2 integer not null default 0,
  stars_3 integer not null default 0,
  stars_4 integer not null default 0,
  stars_5 integer not null default 0,
  constraint provider_ratings_nonnegative_check check (
    review_count >= 0 and rating_sum >= 0 and least(stars_1, stars_2, stars_3, stars_4, stars_5) >= 0)
);

-- The rating everything ranks by: a Bayesian average, as if every provider had PRIOR_WEIGHT more reviews
-- of PRIOR_MEAN stars, so one 5-star review does not beat forty of 4.8. The constants are documented in
-- supabase/API.md ('Reviews').
create function public.bayesian_rating(p_sum integer, p_count integer) returns numeric
language sql
immutable
set search_path = ''
as $$
  select round((3.5 * 5 + coalesce(p_sum, 0))::numeric / (5 + coalesce(p_count, 0)), 4);
$$;

-- The Services page sorts by it: kept on each service of the provider, indexed like the listing.
alter table public.user_services add column rating_rank numeric not null default 3.5;
create index user_services_rating_idx
  on public.user_services (rating_rank desc, listing_priority desc, created_at desc, id) where showcased;
create index user_services_category_rating_idx
  on public.user_services (category_id, rating_rank desc, listing_priority desc, created_at desc, id) where showcased;

-- ---------------------------------------------------------------------------------------------
-- Who may review whom: an HR Professional member, a Service Provider member, an accepted connection.
create function private.review_refusal(p_reviewer uuid, p_provider uuid) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when p_reviewer is null then 'Sign in to write a review'
    when p_reviewer = p_provider then 'You cannot review yourself'
    when not exists (select 1 from public.profiles r
                     where r.id = p_reviewer and r.is_member and r.user_type = 'HR Professional')
      then 'Only HR Professionals can write reviews'
    when not exists (select 1 from public.profiles p
                     where p.id = p_provider and p.is_member and p.user_type = 'Service Provider')
      then 'Only Service Providers can be reviewed'
    when not exists (select 1 from public.connections c
                     where c.status = 'accepted'
                       and ((c.requester_id = p_reviewer and c.addressee_id = p_provider)
                         or (c.requester_id = p_provider and c.addressee_id = p_reviewer)))
      then 'You can review providers you are connected with'
  end;
$$;
revoke execute on function private.review_refusal(uuid, uuid) from public, anon, authenticated;

-- The screen asks before showing the form: may the caller review this provider, and have they?
create function public.can_review(p_provider uuid)
returns table (allowed boolean, reason text, review_id uuid)
language sql
stable
security definer
set search_path = ''
as $$
  select private.review_refusal((select auth.uid()), p_provider) is null,
         private.review_refusal((select auth.uid()), p_provider),
         (select r.id from public.reviews r where r.provider_id = p_provider and r.reviewer_id = (select auth.uid()));
$$;

create function private.before_review_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_refusal text := private.review_refusal(new.reviewer_id, new.provider_id);
begin
  if v_refusal is not null then
    raise exception '%', v_refusal using errcode = '42501';
  end if;
  new.title := btrim(new.title);
  new.body := btrim(new.body);
  new.created_at := now();
  new.edited_at := null;
  new.answer := null;
  new.answered_at := null;
  new.answer_edited_at := null;
  new.hidden_at := null;
  new.hidden_by := null;
  return new;
end;
$$;
revoke execute on function private.before_review_insert() from public, anon, authenticated;
create trigger reviews_before_insert before insert on public.reviews
  for each row execute function private.before_review_insert();

-- The author changes rating, title and text; the provider the answer; nobody else anything (hiding
-- goes through admin_set_review_hidden). Marks edits.
create function private.before_review_update() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
begin
  if new.provider_id <> old.provider_id or new.reviewer_id <> old.reviewer_id or new.created_at <> old.created_at then
    raise exception 'A review stays with its provider and author' using errcode = '42501';
  end if;
  if (new.rating, new.title, new.body) is distinct from (old.rating, old.title, old.body) then
    if v_uid is distinct from old.reviewer_id then
      raise exception 'Only the author can edit a review' using errcode = '42501';
    end if;
    new.title := btrim(new.title);
    new.body := btrim(new.body);
    new.edited_at := now();
  end if;
  if new.answer is distinct from old.answer then
    if v_uid is distinct from old.provider_id then
      raise exception 'Only the reviewed provider can answer a review' using errcode = '42501';
    end if;
    new.answer := nullif(btrim(new.answer), '');
    new.answered_at := case when new.answer is null then null else coalesce(old.answered_at, now()) end;
    new.answer_edited_at := case when new.answer is not null and old.answer is not null then now() end;
  end if;
  if (new.hidden_at, new.hidden_by) is distinct from (old.hidden_at, old.hidden_by) and not public.is_admin() then
    raise exception 'Only administrators hide reviews' using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke execute on function private.before_review_update() from public, anon, authenticated;
create trigger reviews_before_update before update on public.reviews
  for each row execute function private.before_review_update();

-- +1 when the new rating is `star`, -1 when the old one was (either may be null: not counted).
create function private.star_delta(p_new smallint, p_old smallint, star integer) returns integer
language sql
immutable
set search_path = ''
as $$
  select coalesce((p_new = star)::int, 0) - coalesce((p_old = star)::int, 0);
$$;
revoke execute on function private.star_delta(smallint, smallint, integer) from public, anon, authenticated;

-- Keeps provider_ratings and the services' rating_rank as reviews come, change, hide and go.
create function private.keep_provider_rating() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_provider uuid := coalesce(new.provider_id, old.provider_id);
  v_old smallint := case when tg_op <> 'INSERT' and old.hidden_at is null then old.rating end;
  v_new smallint := case when tg_op <> 'DELETE' and new.hidden_at is null then new.rating end;
  v_row public.provider_ratings;
begin
  -- Nothing to keep when the figures do not move, or when the provider's own account is being deleted
  -- (its reviews go with it, and so does its provider_ratings row).
  if v_old is not distinct from v_new or not exists (select 1 from public.profiles p where p.id = v_provider) then
    return null;
  end if;
  -- The row first (concurrent first reviews of one provider meet on its key), then the deltas: an
  -- insert carrying a negative delta would fail the check before any conflict is seen.
  insert into public.provider_ratings (provider_id) values (v_provider) on conflict do nothing;
  update public.provider_ratings set
    review_count = review_count + (v_new is not null)::int - (v_old is not null)::int,
    rating_sum = rating_sum + coalesce(v_new, 0) - coalesce(v_old, 0),
    stars_1 = stars_1 + private.star_delta(v_new, v_old, 1),
    stars_2 = stars_2 + private.star_delta(v_new, v_old, 2),
    stars_3 = stars_3 + private.star_delta(v_new, v_old, 3),
    stars_4 = stars_4 + private.star_delta(v_new, v_old, 4),
    stars_5 = stars_5 + private.star_delta(v_new, v_old, 5)
  where provider_id = v_provider
  returning * into v_row;
  update public.user_services set rating_rank = public.bayesian_rating(v_row.rating_sum, v_row.review_count)
  where user_id = v_provider;
  return null;
end;
$$;
revoke execute on function private.keep_provider_rating() from public, anon, authenticated;
create trigger reviews_keep_rating after insert or update of rating, hidden_at or delete on public.reviews
  for each row execute function private.keep_provider_rating();

-- ---------------------------------------------------------------------------------------------
-- Reports: any member reports a review once, with a reason; administrators close them.
create table public.review_reports (
  id uuid primary key default gen_random_uuid(),
  review_id uuid not null references public.reviews (id) on delete cascade,
  reporter_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  reason public.report_reason not null,
  note text,
  status public.report_status not null default 'open',
  created_at timestamptz not null default now(),
  closed_at timestamptz,
  closed_by uuid references public.profiles (id) on delete set null,
  constraint review_reports_note_check check (note is null or char_length(note) <= 500)
);
create unique index review_reports_once_key on public.review_reports (review_id, reporter_id);
create index review_reports_status_idx on public.review_reports (status, created_at desc, id);
create index review_reports_reporter_idx on public.review_reports (reporter_id);
create index review_reports_closed_by_idx on public.review_reports (closed_by);

-- ---------------------------------------------------------------------------------------------
-- Row-level security and grants.
alter table public.reviews enable row level security;
alter table public.provider_ratings enable row level security;
alter table public.review_reports enable row level security;
revoke all on public.reviews, public.provider_ratings, public.review_reports from anon, authenticated;
grant select on public.reviews to authenticated;
grant insert (provider_id, rating, title, body) on public.reviews to authenticated;
grant update (rating, title, body, answer) on public.reviews to authenticated;
grant delete on public.reviews to authenticated;
grant select on public.provider_ratings to authenticated;
grant insert (review_id, reason, note) on public.review_reports to authenticated;

create policy "Members read visible reviews; authors, providers and administrators hidden ones too"
  on public.reviews for select to authenticated
  using (hidden_at is null or reviewer_id = (select auth.uid()) or provider_id = (select auth.uid())
         or (select public.is_admin()));
-- Who may review whom is reviews_before_insert's (with the reason in the error); the policy pins the author.
create policy "Members write reviews as themselves" on public.reviews
  for insert to authenticated with check (reviewer_id = (select auth.uid()));
create policy "Authors edit their reviews; providers answer them" on public.reviews
  for update to authenticated
  using (reviewer_id = (select auth.uid()) or provider_id = (select auth.uid()))
  with check (reviewer_id = (select auth.uid()) or provider_id = (select auth.uid()));
create policy "Authors delete their reviews" on public.reviews
  for delete to authenticated using (reviewer_id = (select auth.uid()));
create policy "Members read ratings" on public.provider_ratings for select to authenticated using (true);
create policy "Members report reviews they can see, once" on public.review_reports
  for insert to authenticated
  with check (reporter_id = (select auth.uid()) and (select public.is_member((select auth.uid())))
              and exists (select 1 from public.reviews r where r.id = review_id and r.hidden_at is null));

-- ---------------------------------------------------------------------------------------------
-- Administrators: reported reviews, hide and restore.
create function public.admin_list_reported_reviews(
  p_status public.report_status default 'open', page_limit integer default 20, page_offset integer default 0)
returns table (review_id uuid, provider_id uuid, provider_name text, reviewer_id uuid, reviewer_name text,
               rating smallint, title text, body text, hidden boolean, report_count integer,
               reasons public.report_reason[], last_reported_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return query
    select r.id, r.provider_id, p.full_name, r.reviewer_id, a.full_name, r.rating, r.title, r.body,
           r.hidden_at is not null, x.n::integer, x.reasons, x.last_at
    from (select rr.review_id, count(*) as n, array_agg(distinct rr.reason) as reasons, max(rr.created_at) as last_at
          from public.review_reports rr where rr.status = p_status group by rr.review_id) x
    join public.reviews r on r.id = x.review_id
    join public.profiles p on p.id = r.provider_id
    join public.profiles a on a.id = r.reviewer_id
    order by x.last_at desc, r.id
    limit least(greatest(page_limit, 1), 100) offset greatest(page_offset, 0);
end;
$$;

-- Hides or restores a review; either way its open reports are closed (the administrator decided).
create function public.admin_set_review_hidden(p_review_id uuid, p_hidden boolean) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  update public.reviews
  set hidden_at = case when p_hidden then coalesce(hidden_at, now()) end,
      hidden_by = case when p_hidden then (select auth.uid()) end
  where id = p_review_id;
  if not found then
    raise exception 'Review not found' using errcode = 'P0002';
  end if;
  update public.review_reports set status = 'closed', closed_at = now(), closed_by = (select auth.uid())
  where review_id = p_review_id and status = 'open';
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Notifications: a new review to the provider, an answer to the author.
alter type public.notification_kind add value if not exists 'review_answered';
alter type public.notification_kind add value if not exists 'review_received';

create function private.notify_review() returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.notify(new.provider_id, 'review_received'::text::public.notification_kind, new.reviewer_id, new.id);
  elsif old.answer is null and new.answer is not null then
    perform private.notify(new.reviewer_id, 'review_answered'::text::public.notification_kind, new.provider_id, new.id);
  end if;
  return null;
end;
$$;
revoke execute on function private.notify_review() from public, anon, authenticated;
create trigger reviews_notify after insert or update of answer on public.reviews
  for each row execute function private.notify_review();

do $$
declare
  f text;
begin
  foreach f in array array[
    'public.can_review(uuid)',
    'public.admin_list_reported_reviews(public.report_status, integer, integer)',
    'public.admin_set_review_hidden(uuid, boolean)',
    'public.bayesian_rating(integer, integer)']
  loop
    execute format('revoke execute on function %s from public, anon', f);
    execute format('grant execute on function %s to authenticated, service_role', f);
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The Services page: each card with its provider's rating, and 'Highest rated' as an order. Same
-- rules and events as before (20251105000000_plans.sql); the rating order reads
-- user_services_rating_idx / user_services_category_rating_idx.
drop function public.search_services(text, uuid, integer, integer);
create function public.search_services(
  search_text text default null, category_filter uuid default null,
  page_limit integer default 20, page_offset integer default 0, sort_by text default 'featured')
returns table (
  id uuid, service_name text, description text, category_id uuid, category_name text,
  created_at timestamptz, provider_id uuid, provider_full_name text, provider_avatar_url text,
  provider_company text, provider_position text, provider_service_type text,
  provider_subscription_plan public.subscription_plan, can_view_provider boolean,
  rating_average numeric, rating_count integer)
language plpgsql
volatile
security definer
set search_path = ''
set plan_cache_mode = force_custom_plan
as $$
declare
  me uuid := (select auth.uid());
  pat text := public.like_pattern(search_text);
  my_type public.user_type := public.current_user_type();
  admin boolean := public.is_admin();
  by_rating boolean := sort_by = 'rating';
begin
  if me is null then
    return;
  end if;
  if sort_by not in ('featured', 'rating') then
    raise exception 'sort_by is featured or rating' using errcode = '22023';
  end if;
  -- One query, two orders: the order is one of two fixed clauses (no value enters the text; values are
  -- parameters), so each order gets a plan that walks its own index instead of sorting every match.
  return query execute format($q$
  with page as materialized (
    select s.id, s.service_name, s.description, s.category_id, sc.name, s.created_at,
           p.id as pid, p.full_name, p.avatar_url, p.company, p.position, p.service_type, p.subscription_plan,
           (p.id = $1 or $2 or $3 = 'Service Provider'
            or coalesce(p.subscription_plan, 'Free') <> 'Free') as can_view,
           s.listing_priority, s.rating_rank
    from public.user_services s
    join public.service_categories sc on sc.id = s.category_id
    join public.profiles p on p.id = s.user_id
    where s.showcased and p.is_member
      and ($4::uuid is null or s.category_id = $4)
      and ($5::text is null or (s.service_name || E'\x1f' || coalesce(s.description, '')) ilike $5)
    order by %1$s
    limit least(greatest(coalesce($6, 20), 1), 100)
    offset greatest(coalesce($7, 0), 0)
  ), recorded as (
    select private.record_events(array(select distinct g.pid from page g), $1, 3::smallint)
  )
  select g.id, g.service_name, g.description, g.category_id, g.name, g.created_at, g.pid, g.full_name,
         g.avatar_url, g.company, g.position, g.service_type, g.subscription_plan, g.can_view,
         case when coalesce(pr.review_count, 0) > 0
              then round(pr.rating_sum::numeric / pr.review_count, 1) end,
         coalesce(pr.review_count, 0)
  from page g cross join recorded
  left join public.provider_ratings pr on pr.provider_id = g.pid
  order by %2$s$q$,
    case when by_rating then 's.rating_rank desc, s.listing_priority desc, s.created_at desc, s.id'
         else 's.listing_priority desc, s.created_at desc, s.id' end,
    case when by_rating then 'g.rating_rank desc, g.listing_priority desc, g.created_at desc, g.id'
         else 'g.listing_priority desc, g.created_at desc, g.id' end)
  using me, admin, my_type, category_filter, pat, page_limit, page_offset;
end;
$$;
revoke execute on function public.search_services(text, uuid, integer, integer, text) from public, anon;
grant execute on function public.search_services(text, uuid, integer, integer, text) to authenticated, service_role;
