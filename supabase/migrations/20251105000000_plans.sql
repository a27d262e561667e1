-- Plans that mean what the pricing page says (issue 20). Every line of src/config/constants.ts PLANS
-- is a rule here, enforced by the database; the app shows the same rules before the server refuses.
-- Plans apply to Service Providers only (HR Professionals have no limits); no plan means Basic
-- ('Free'); 'Enterprise' has Premium's rights.
--
--                     contacts / month   showcased services   analytics   contact info   priority, featured
--   Basic (Free/null)        0                  0                none         no             no
--   Professional            50                  5                basic        yes            no
--   Premium, Enterprise   unlimited          unlimited          detailed      yes            yes
--
-- * A contact is a distinct HR Professional whom a provider first reaches in a calendar month (UTC):
--   counted once per HR member per month by private.record_contact(), the one function every way of
--   reaching someone calls (a connection request now, the first message of a conversation later;
--   supabase/API.md states its contract). Never refunded; replies and accepting an HR member's own
--   request are not contacts.
-- * Showcased services are the ones the Services page and its search list; the rest are drafts
--   that only their provider sees (My Services). A downgrade deletes nothing: the services beyond
--   the new limit stop being showcased, keeping those showcased longest (showcased_at, then
--   created_at, then id), until the provider chooses others.
-- * Refusals are raised with SQLSTATE PT402 (HTTP 402 through PostgREST), message 'Upgrade required',
--   detail saying what the plan allows, hint naming the limit ('contacts', 'showcase', 'analytics',
--   'insights', 'contact_info').
-- * The clock of these rules is private.clock_now(): now(), unless private.clock holds a fixed
--   instant (tests turn the month without waiting; API roles cannot write it).

-- ---------------------------------------------------------------------------------------------
-- The plan table, stated once.
create function public.plan_limits(plan public.subscription_plan)
returns table (
  plan_name text, contacts_per_month integer, showcased_services integer, analytics text,
  contact_info boolean, priority_listing boolean, featured boolean)
language sql
immutable
set search_path = ''
as $$
  select case when plan in ('Premium', 'Enterprise') then plan::text
              when plan = 'Professional' then 'Professional' else 'Basic' end,
         case when plan in ('Premium', 'Enterprise') then null when plan = 'Professional' then 50 else 0 end,
         case when plan in ('Premium', 'Enterprise') then null when plan = 'Professional' then 5 else 0 end,
         case when plan in ('Premium', 'Enterprise') then 'detailed' when plan = 'Professional' then 'basic'
              else 'none' end,
         coalesce(plan in ('Professional', 'Premium', 'Enterprise'), false),
         coalesce(plan in ('Premium', 'Enterprise'), false),
         coalesce(plan in ('Premium', 'Enterprise'), false);
$$;

-- 1 for the plans with 'Priority in listings', 0 otherwise: the sort key of listings.
create function public.listing_priority(plan public.subscription_plan) returns smallint
language sql
immutable
set search_path = ''
as $$
  select case when plan in ('Premium', 'Enterprise') then 1 else 0 end::smallint;
$$;

-- The refusal every rule raises.
create function private.upgrade_required(what text, allowed text) returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  raise exception 'Upgrade required' using errcode = 'PT402', detail = allowed, hint = what;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The rules' clock.
create table private.clock (
  singleton boolean primary key default true check (singleton),
  fixed_at timestamptz not null
);
alter table private.clock enable row level security;
revoke all on table private.clock from public, anon, authenticated;

create function private.clock_now() returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select c.fixed_at from private.clock c), now());
$$;

-- The calendar month (UTC) and day (UTC) of the rules' clock.
create function private.current_month() returns date
language sql
stable
set search_path = ''
as $$
  select date_trunc('month', private.clock_now() at time zone 'UTC')::date;
$$;

create function private.current_day() returns date
language sql
stable
set search_path = ''
as $$
  select (private.clock_now() at time zone 'UTC')::date;
$$;

-- ---------------------------------------------------------------------------------------------
-- Contacts. One counter row per provider and month (its row lock serialises that provider's
-- contacts, so concurrent requests cannot pass the limit together), one row per HR member reached.
create table private.contact_months (
  provider_id uuid not null references public.profiles (id) on delete cascade,
  month date not null,
  used integer not null default 0 check (used >= 0),
  primary key (provider_id, month)
);
create table private.contacts (
  provider_id uuid not null,
  month date not null,
  hr_id uuid not null references public.profiles (id) on delete cascade,
  via text not null check (via in ('connection_request', 'message')),
  first_at timestamptz not null default now(),
  primary key (provider_id, month, hr_id),
  foreign key (provider_id, month) references private.contact_months (provider_id, month) on delete cascade
);
create index contacts_hr_idx on private.contacts (hr_id);
alter table private.contact_months enable row level security;
alter table private.contacts enable row level security;
revoke all on table private.contact_months, private.contacts from public, anon, authenticated;

-- The contact rule. Records that `provider` reaches `hr` now through `via`, or refuses with
-- 'Upgrade required' (PT402). Free (returns false, records nothing) when the pair is not a Service
-- Provider reaching an HR Professional, or when this HR member was already counted this month;
-- returns true when this call used one of the month's contacts. Callers: the connection request
-- trigger below; the first message of a conversation the HR member did not start (messaging issue).
create function private.record_contact(provider uuid, hr uuid, via text default 'connection_request')
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  m date := private.current_month();
  plan public.subscription_plan;
  lim integer;
  n integer;
begin
  select p.subscription_plan into plan from public.profiles p
    where p.id = provider and p.is_member and p.user_type = 'Service Provider';
  if not found or not exists (
    select 1 from public.profiles h where h.id = hr and h.is_member and h.user_type = 'HR Professional') then
    return false;
  end if;
  if exists (select 1 from private.contacts c where c.provider_id = provider and c.month = m and c.hr_id = hr) then
    return false;
  end if;
  lim := (select l.contacts_per_month from public.plan_limits(plan) l);
  if lim = 0 then
    perform private.upgrade_required('contacts', 'Your Basic plan does not include contacting HR Professionals.');
  end if;
  insert into private.contact_months (provider_id, month) values (provider, m) on conflict do nothing;
  -- The lock; every statement after it sees what the transactions before it committed.
  select cm.used into n from private.contact_months cm where cm.provider_id = provider and cm.month = m for update;
  if exists (select 1 from private.contacts c where c.provider_id = provider and c.month = m and c.hr_id = hr) then
    return false;
  end if;
  -- The plan may have changed while this call waited for the lock.
  select p.subscription_plan into plan from public.profiles p where p.id = provider;
  lim := (select l.contacts_per_month from public.plan_limits(plan) l);
  if lim is not null and n >= lim then
    perform private.upgrade_required('contacts', case when lim = 0
      then 'Your Basic plan does not include contacting HR Professionals.'
      else format('Your %s plan includes %s contacts per month; you have used them all.',
                  (select l.plan_name from public.plan_limits(plan) l), lim) end);
  end if;
  insert into private.contacts (provider_id, month, hr_id, via) values (provider, m, hr, via);
  update private.contact_months cm set used = cm.used + 1 where cm.provider_id = provider and cm.month = m;
  return true;
end;
$$;

-- Whether the caller may reach `hr` now (no write): true when free, already counted this month or
-- within the plan's limit. The app asks before it sends; the database decides when it is sent.
create function public.can_contact(hr uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when not exists (select 1 from public.profiles p
                     where p.id = (select auth.uid()) and p.is_member and p.user_type = 'Service Provider')
      or not exists (select 1 from public.profiles h
                     where h.id = hr and h.is_member and h.user_type = 'HR Professional') then true
    when exists (select 1 from private.contacts c where c.provider_id = (select auth.uid())
                 and c.month = private.current_month() and c.hr_id = hr) then true
    else coalesce((
      select l.contacts_per_month is null or l.contacts_per_month > coalesce((
        select cm.used from private.contact_months cm
        where cm.provider_id = p.id and cm.month = private.current_month()), 0)
      from public.profiles p cross join lateral public.plan_limits(p.subscription_plan) l
      where p.id = (select auth.uid())), false)
  end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Analytics: events recorded by the server (never sent by the client), deduplicated per viewer,
-- provider, kind and UTC day, kept as one rollup row per provider and day (a 90-day chart reads at
-- most 90 rows) plus, for detailed insights, one row per provider, month and viewer company.
create table private.analytics_seen (
  day date not null,
  provider_id uuid not null,
  viewer_id uuid not null,
  kind smallint not null, -- 1 profile view, 2 service view, 3 search appearance, 4 contact request
  primary key (day, provider_id, viewer_id, kind)
);
create table public.provider_analytics_daily (
  provider_id uuid not null references public.profiles (id) on delete cascade,
  day date not null,
  profile_views_hr integer not null default 0,
  profile_views_sp integer not null default 0,
  service_views_hr integer not null default 0,
  service_views_sp integer not null default 0,
  search_appearances_hr integer not null default 0,
  search_appearances_sp integer not null default 0,
  contact_requests_hr integer not null default 0,
  contact_requests_sp integer not null default 0,
  primary key (provider_id, day)
);
create table public.provider_analytics_companies (
  provider_id uuid not null references public.profiles (id) on delete cascade,
  month date not null,
  company_key text not null,
  company text not null,
  profile_views integer not null default 0,
  service_views integer not null default 0,
  contact_requests integer not null default 0,
  interactions integer generated always as (profile_views + service_views + contact_requests) stored,
  primary key (provider_id, month, company_key)
);
create index provider_analytics_companies_top_idx
  on public.provider_analytics_companies (provider_id, month, interactions desc);
-- Read only through the functions below (plan checked there); no API role reads or writes them.
alter table private.analytics_seen enable row level security;
alter table public.provider_analytics_daily enable row level security;
alter table public.provider_analytics_companies enable row level security;
revoke all on table private.analytics_seen, public.provider_analytics_daily, public.provider_analytics_companies
  from public, anon, authenticated;
grant all on table public.provider_analytics_daily, public.provider_analytics_companies to service_role;

-- Records `kind` (1..4) by `viewer` for each provider in `providers`: one insert of the day's keys
-- (ON CONFLICT DO NOTHING) and, for the new ones only, one increment of the day's rollup row (and of
-- the company-month row for views and contact requests). No history is read. Viewers are members;
-- a provider's own actions and non-provider targets are ignored.
create function private.record_events(providers uuid[], viewer uuid, kind smallint) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  d date := private.current_day();
  v_type public.user_type;
  v_company text;
  hr integer;
  sp integer;
begin
  select p.user_type, nullif(btrim(p.company), '') into v_type, v_company
    from public.profiles p where p.id = viewer and p.is_member;
  if not found or providers is null or cardinality(providers) = 0 then
    return;
  end if;
  hr := (v_type = 'HR Professional')::integer;
  sp := 1 - hr;
  with fresh as (
    insert into private.analytics_seen (day, provider_id, viewer_id, kind)
    select d, t.id, viewer, kind
    from public.profiles t
    where t.id = any (providers) and t.id <> viewer and t.is_member and t.user_type = 'Service Provider'
    on conflict do nothing
    returning provider_id
  ), daily as (
    insert into public.provider_analytics_daily as a (
      provider_id, day, profile_views_hr, profile_views_sp, service_views_hr, service_views_sp,
      search_appearances_hr, search_appearances_sp, contact_requests_hr, contact_requests_sp)
    select f.provider_id, d,
           (kind = 1)::integer * hr, (kind = 1)::integer * sp, (kind = 2)::integer * hr, (kind = 2)::integer * sp,
           (kind = 3)::integer * hr, (kind = 3)::integer * sp, (kind = 4)::integer * hr, (kind = 4)::integer * sp
    from fresh f
    on conflict (provider_id, day) do update set
      profile_views_hr = a.profile_views_hr + excluded.profile_views_hr,
      profile_views_sp = a.profile_views_sp + excluded.profile_views_sp,
      service_views_hr = a.service_views_hr + excluded.service_views_hr,
      service_views_sp = a.service_views_sp + excluded.service_views_sp,
      search_appearances_hr = a.search_appearances_hr + excluded.search_appearances_hr,
      search_appearances_sp = a.search_appearances_sp + excluded.search_appearances_sp,
      contact_requests_hr = a.contact_requests_hr + excluded.contact_requests_hr,
      contact_requests_sp = a.contact_requests_sp + excluded.contact_requests_sp
    returning a.provider_id
  )
  insert into public.provider_analytics_companies as c (
    provider_id, month, company_key, company, profile_views, service_views, contact_requests)
  select f.provider_id, date_trunc('month', d)::date, lower(coalesce(v_company, '')),
         coalesce(v_company, ''), (kind = 1)::integer, (kind = 2)::integer, (kind = 4)::integer
  from fresh f
  where kind <> 3
  on conflict (provider_id, month, company_key) do update set
    profile_views = c.profile_views + excluded.profile_views,
    service_views = c.service_views + excluded.service_views,
    contact_requests = c.contact_requests + excluded.contact_requests;
end;
$$;

-- Dedupe keys older than yesterday are never read again: a daily job (pg_cron on hosted Supabase,
-- `select private.prune_analytics_seen()`) keeps the table at about two days of events.
create function private.prune_analytics_seen() returns bigint
language sql
volatile
security definer
set search_path = ''
as $$
  with gone as (delete from private.analytics_seen s where s.day < private.current_day() - 1 returning 1)
  select count(*) from gone;
$$;

-- ---------------------------------------------------------------------------------------------
-- Connection requests: a provider's request to an HR Professional is a contact; the request is an
-- event for the provider who receives it.
create function private.connection_request_rules() returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  -- Only a member's own request is an act under a plan; the platform's writes (seed, scripts as
  -- service role) are not.
  if new.requester_id is distinct from (select auth.uid()) then
    return new;
  end if;
  perform private.record_contact(new.requester_id, new.addressee_id, 'connection_request');
  perform private.record_events(array[new.addressee_id], new.requester_id, 4::smallint);
  return new;
end;
$$;

create trigger connections_request_rules before insert on public.connections
  for each row execute function private.connection_request_rules();

-- Profile views (already recorded per pair for Profile Stats) also feed the provider's analytics.
create or replace function public.record_profile_view(target_id uuid) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  if me is null or me = target_id or not public.is_member(me) or not public.is_member(target_id) then
    return;
  end if;
  insert into public.profile_views (viewer_id, viewed_id) values (me, target_id)
  on conflict (viewer_id, viewed_id) do update set viewed_at = now();
  perform private.record_events(array[target_id], me, 1::smallint);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Showcased services.
alter table public.user_services
  add column showcased boolean not null default true,
  add column showcased_at timestamptz,
  add column listing_priority smallint not null default 0;

-- Existing services: each provider keeps, in the documented order, as many as the plan showcases.
update public.user_services s set
  listing_priority = public.listing_priority(p.subscription_plan),
  showcased = l.showcased_services is null or r.rn <= l.showcased_services,
  showcased_at = case when l.showcased_services is null or r.rn <= l.showcased_services then s.created_at end
from public.profiles p
cross join lateral public.plan_limits(p.subscription_plan) l,
  (select s2.id, row_number() over (partition by s2.user_id order by s2.created_at, s2.id) as rn
   from public.user_services s2) r
where p.id = s.user_id and r.id = s.id;

-- The Services list and its category filter, in listing order: priority first, then newest.
create index user_services_listing_idx
  on public.user_services (listing_priority desc, created_at desc, id) where showcased;
create index user_services_category_listing_idx
  on public.user_services (category_id, listing_priority desc, created_at desc, id) where showcased;
create index user_services_user_showcased_idx on public.user_services (user_id) where showcased;

-- Keeps showcased within the plan. A new service is showcased when there is room and a draft
-- otherwise (adding never fails for the plan: the app says where it went); showcasing a draft
-- without room is refused. The provider's services are counted under a per-provider transaction
-- lock, so parallel requests cannot pass the limit together.
create function private.user_services_showcase_rules() returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  plan public.subscription_plan;
  lim integer;
  n integer;
begin
  select p.subscription_plan into plan from public.profiles p where p.id = new.user_id;
  new.listing_priority := public.listing_priority(plan);
  if tg_op = 'UPDATE' and new.showcased = old.showcased then
    new.showcased_at := old.showcased_at;
    return new;
  end if;
  if not new.showcased then
    new.showcased_at := null;
    return new;
  end if;
  lim := (select l.showcased_services from public.plan_limits(plan) l);
  if lim is not null then
    perform pg_advisory_xact_lock(hashtextextended('hr_connect.showcase:' || new.user_id::text, 0));
    select count(*) into n from public.user_services s
      where s.user_id = new.user_id and s.showcased and s.id <> new.id;
    if n >= lim then
      if tg_op = 'INSERT' then
        new.showcased := false;
        new.showcased_at := null;
        return new;
      end if;
      perform private.upgrade_required('showcase', case when lim = 0
        then 'Your Basic plan does not showcase services; they stay drafts on My Services.'
        else format('Your %s plan showcases up to %s services.', (select l.plan_name from public.plan_limits(plan) l), lim)
        end);
    end if;
  end if;
  new.showcased_at := private.clock_now();
  return new;
end;
$$;

create trigger user_services_showcase_rules before insert or update of showcased on public.user_services
  for each row execute function private.user_services_showcase_rules();

grant update (showcased) on public.user_services to authenticated;
grant insert (showcased) on public.user_services to authenticated;

-- Drafts are the provider's own: members read showcased services and their own.
drop policy "Members read services" on public.user_services;
create policy "Members read showcased services and their own" on public.user_services
  for select to authenticated
  using (showcased or user_id = (select auth.uid()) or (select public.is_admin()));

-- A plan change: listing priority follows, and a lower limit stops showcasing the services beyond
-- it (those showcased longest stay). Nothing is deleted.
create function private.apply_plan_change() returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  lim integer := (select l.showcased_services from public.plan_limits(new.subscription_plan) l);
begin
  perform pg_advisory_xact_lock(hashtextextended('hr_connect.showcase:' || new.id::text, 0));
  update public.user_services s set listing_priority = public.listing_priority(new.subscription_plan)
    where s.user_id = new.id and s.listing_priority <> public.listing_priority(new.subscription_plan);
  if lim is not null then
    update public.user_services s set showcased = false, showcased_at = null
    where s.id in (
      select k.id from public.user_services k
      where k.user_id = new.id and k.showcased
      order by k.showcased_at nulls last, k.created_at, k.id
      offset lim);
  end if;
  return null;
end;
$$;

create trigger profiles_apply_plan_change after update of subscription_plan on public.profiles
  for each row when (old.subscription_plan is distinct from new.subscription_plan)
  execute function private.apply_plan_change();

-- ---------------------------------------------------------------------------------------------
-- Services list: showcased services only, Premium/Enterprise providers first among equals, then
-- newest; the providers on the page get a search appearance (in the same statement, from the page
-- itself). Same arguments and columns as before; volatile now, as it writes.
create or replace function public.search_services(
  search_text text default null, category_filter uuid default null,
  page_limit integer default 20, page_offset integer default 0)
returns table (
  id uuid, service_name text, description text, category_id uuid, category_name text,
  created_at timestamptz, provider_id uuid, provider_full_name text, provider_avatar_url text,
  provider_company text, provider_position text, provider_service_type text,
  provider_subscription_plan public.subscription_plan, can_view_provider boolean)
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
begin
  if me is null then
    return;
  end if;
  return query
  with page as materialized (
    select s.id, s.service_name, s.description, s.category_id, sc.name, s.created_at,
           p.id as pid, p.full_name, p.avatar_url, p.company, p.position, p.service_type, p.subscription_plan,
           (p.id = me or admin or my_type = 'Service Provider'
            or coalesce(p.subscription_plan, 'Free') <> 'Free') as can_view,
           s.listing_priority
    from public.user_services s
    join public.service_categories sc on sc.id = s.category_id
    join public.profiles p on p.id = s.user_id
    where s.showcased and p.is_member
      and (category_filter is null or s.category_id = category_filter)
      and (pat is null or (s.service_name || E'\x1f' || coalesce(s.description, '')) ilike pat)
    order by s.listing_priority desc, s.created_at desc, s.id
    limit least(greatest(coalesce(page_limit, 20), 1), 100)
    offset greatest(coalesce(page_offset, 0), 0)
  ), recorded as (
    select private.record_events(array(select distinct g.pid from page g), me, 3::smallint)
  )
  select g.id, g.service_name, g.description, g.category_id, g.name, g.created_at, g.pid, g.full_name,
         g.avatar_url, g.company, g.position, g.service_type, g.subscription_plan, g.can_view
  from page g cross join recorded
  order by g.listing_priority desc, g.created_at desc, g.id;
end;
$$;

-- One service, for its detail view; records a service view for its provider.
create function public.view_service(service_id uuid)
returns table (
  id uuid, service_name text, description text, category_id uuid, category_name text,
  created_at timestamptz, provider_id uuid, provider_full_name text, provider_avatar_url text,
  provider_company text, provider_subscription_plan public.subscription_plan)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  owner uuid;
begin
  select s.user_id into owner from public.user_services s
    join public.profiles p on p.id = s.user_id
    where s.id = service_id and p.is_member and (s.showcased or s.user_id = me or public.is_admin());
  if me is null or owner is null then
    return;
  end if;
  perform private.record_events(array[owner], me, 2::smallint);
  return query
  select s.id, s.service_name, s.description, s.category_id, sc.name, s.created_at,
         p.id, p.full_name, p.avatar_url, p.company, p.subscription_plan
  from public.user_services s
  join public.service_categories sc on sc.id = s.category_id
  join public.profiles p on p.id = s.user_id
  where s.id = service_id;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Network search: providers on the page get a search appearance. Same arguments, columns and order.
create or replace function public.search_network(
  search_text text default null, type_filter text default null,
  page_limit integer default 20, page_offset integer default 0)
returns table (
  id uuid, full_name text, user_type public.user_type, company text, "position" text, service_type text,
  avatar_url text, subscription_plan public.subscription_plan, created_at timestamptz,
  connection_id uuid, connection_status public.connection_status, is_requester boolean, can_view boolean)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  pat text := public.like_pattern(search_text);
  kind text := nullif(nullif(btrim(coalesce(type_filter, '')), ''), 'all');
begin
  if me is null then
    return;
  end if;
  return query
  with page as materialized (
    select p.id, p.full_name, p.user_type, p.company, p.position, p.service_type, p.avatar_url,
           p.subscription_plan, p.created_at,
           c.id as cid, c.status, c.requester_id = me as is_req,
           public.can_view_profile(me, p.id) as can_view
    from public.profiles p
    left join public.connections c
      on least(c.requester_id, c.addressee_id) = least(p.id, me)
     and greatest(c.requester_id, c.addressee_id) = greatest(p.id, me)
    where p.id <> me and p.is_member
      and (kind is null or p.user_type::text = kind)
      and (pat is null or p.full_name ilike pat or p.company ilike pat or p.position ilike pat
           or p.service_type ilike pat)
    order by p.created_at desc, p.id
    limit least(greatest(coalesce(page_limit, 20), 1), 100)
    offset greatest(coalesce(page_offset, 0), 0)
  ), recorded as (
    select private.record_events(
      array(select g.id from page g where g.user_type = 'Service Provider'), me, 3::smallint)
  )
  select g.id, g.full_name, g.user_type, g.company, g.position, g.service_type, g.avatar_url,
         g.subscription_plan, g.created_at, g.cid, g.status, g.is_req, g.can_view
  from page g cross join recorded
  order by g.created_at desc, g.id;
end;
$$;
