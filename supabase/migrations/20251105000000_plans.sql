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
-- * A contact is a distinct HR Professional whom a provider first reaches in a calendar month (UTC),
--   counted once per HR member and month by private.record_contact(), the one function every way of
--   reaching someone calls: the connection-request trigger below now, the first message of a
--   conversation the HR member did not start (messaging) later. private.may_contact() answers the
--   same question without writing. Never refunded; replies and accepting an HR member's own request
--   are not contacts.
-- * Showcased services are the ones the Services page and its search list; the rest are drafts that
--   only their provider sees (My Services). A downgrade deletes nothing: the services beyond the new
--   limit stop being showcased, keeping those showcased longest (showcased_at, then created_at, then
--   id), until the provider chooses others.
-- * Refusals are raised with SQLSTATE PT402 (HTTP 402 through PostgREST), message 'Upgrade required',
--   detail saying what the plan allows, hint naming the limit ('contacts', 'showcase', 'analytics',
--   'insights', 'contact_info').
-- * The clock of these rules is private.clock_now(): now(), unless private.clock holds a fixed
--   instant (the tests turn the month without waiting; API roles cannot read or write it).
-- * Plans change only through administrators (admin_set_plan, with a reason) or the platform
--   (service role, seed); every change, whoever makes it, lands in public.plan_changes.

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

-- 1 for the plans with 'Priority in listings', 0 otherwise: the first sort key of listings.
create function public.listing_priority(plan public.subscription_plan) returns smallint
language sql
immutable
set search_path = ''
as $$
  select case when plan in ('Premium', 'Enterprise') then 1 else 0 end::smallint;
$$;

-- The refusal every rule raises. Volatile: an immutable function with constant arguments may be
-- evaluated while a statement is planned, and this one raises.
create function private.upgrade_required(what text, allowed text) returns void
language plpgsql
volatile
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

-- The calendar month and day (UTC) of the rules' clock.
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
-- Priority in listings for members: a provider on Premium or Enterprise ranks ahead of equally
-- relevant members in the Network (search_network orders by it, then newest).
alter table public.profiles
  add column listing_priority smallint generated always as (
    case when user_type = 'Service Provider' then public.listing_priority(subscription_plan) else 0 end) stored;
create index profiles_listing_idx on public.profiles (listing_priority desc, created_at desc, id) where is_member;
grant select (listing_priority) on public.profiles to authenticated;

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
  first_at timestamptz not null,
  primary key (provider_id, month, hr_id),
  foreign key (provider_id, month) references private.contact_months (provider_id, month) on delete cascade
);
create index contacts_hr_idx on private.contacts (hr_id);
alter table private.contact_months enable row level security;
alter table private.contacts enable row level security;
revoke all on table private.contact_months, private.contacts from public, anon, authenticated;

-- Whether reaching `p_hr` is a contact at all: a Service Provider member reaching an HR Professional
-- member. Every other pair is free on every plan.
create function private.is_contact_pair(p_provider uuid, p_hr uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.profiles p
                 where p.id = p_provider and p.is_member and p.user_type = 'Service Provider')
     and exists (select 1 from public.profiles h
                 where h.id = p_hr and h.is_member and h.user_type = 'HR Professional');
$$;

-- The provider's refusal text for the contact limit of `p_plan`.
create function private.contacts_allowed_text(p_plan public.subscription_plan) returns text
language sql
immutable
set search_path = ''
as $$
  select case when l.contacts_per_month = 0
    then 'Your Basic plan does not include contacting HR Professionals.'
    else format('Your %s plan includes %s contacts per month; you have used them all.', l.plan_name,
                l.contacts_per_month) end
  from public.plan_limits(p_plan) l;
$$;

-- Whether `p_provider` may reach `p_hr` now without being refused (no write): true when the pair is
-- free, when this HR member was already counted this month, or when the month's contacts are not all
-- used. The app asks before it sends; record_contact() decides when it is sent.
create function private.may_contact(p_provider uuid, p_hr uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when not private.is_contact_pair(p_provider, p_hr) then true
    when exists (select 1 from private.contacts c
                 where c.provider_id = p_provider and c.month = private.current_month() and c.hr_id = p_hr) then true
    else coalesce((
      select l.contacts_per_month is null or l.contacts_per_month > coalesce((
        select cm.used from private.contact_months cm
        where cm.provider_id = p.id and cm.month = private.current_month()), 0)
      from public.profiles p cross join lateral public.plan_limits(p.subscription_plan) l
      where p.id = p_provider), false)
  end;
$$;

-- The contact rule. Records that `p_provider` reaches `p_hr` now through `p_via` ('connection_request'
-- or 'message'), or refuses with 'Upgrade required' (PT402). Returns false (and records nothing) when
-- the pair is free or this HR member was already counted this month; true when this call used one of
-- the month's contacts. Runs in the caller's transaction: if the request or message is not written
-- after all, the contact is not counted either.
create function private.record_contact(p_provider uuid, p_hr uuid, p_via text default 'connection_request')
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_month date := private.current_month();
  v_plan public.subscription_plan;
  v_limit integer;
  v_used integer;
begin
  if not private.is_contact_pair(p_provider, p_hr) then
    return false;
  end if;
  if exists (select 1 from private.contacts c
             where c.provider_id = p_provider and c.month = v_month and c.hr_id = p_hr) then
    return false;
  end if;
  insert into private.contact_months (provider_id, month) values (p_provider, v_month) on conflict do nothing;
  -- The lock. Each statement after it takes a new snapshot, so it sees what the transactions that
  -- held the lock before committed.
  select cm.used into v_used from private.contact_months cm
    where cm.provider_id = p_provider and cm.month = v_month for update;
  if exists (select 1 from private.contacts c
             where c.provider_id = p_provider and c.month = v_month and c.hr_id = p_hr) then
    return false;
  end if;
  -- The plan as it is now (it may have changed while this call waited for the lock).
  select p.subscription_plan into v_plan from public.profiles p where p.id = p_provider;
  v_limit := (select l.contacts_per_month from public.plan_limits(v_plan) l);
  if v_limit is not null and v_used >= v_limit then
    perform private.upgrade_required('contacts', private.contacts_allowed_text(v_plan));
  end if;
  insert into private.contacts (provider_id, month, hr_id, via, first_at)
    values (p_provider, v_month, p_hr, p_via, private.clock_now());
  update private.contact_months cm set used = cm.used + 1
    where cm.provider_id = p_provider and cm.month = v_month;
  return true;
end;
$$;

-- For the app: whether the caller may reach `hr` now (the Connect button asks before it sends).
create function public.can_contact(hr uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select auth.uid()) is not null and private.may_contact((select auth.uid()), hr);
$$;

-- ---------------------------------------------------------------------------------------------
-- Contact info: the e-mail of a connected member. HR Professionals see their connections'; a
-- provider needs a plan with 'Contact info' (refused with PT402 otherwise). Anyone not connected to
-- the caller gets null, as does a visitor.
create function public.get_contact_email(target_id uuid) returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  v_me public.profiles;
begin
  select * into v_me from public.profiles p where p.id = me and p.is_member;
  if not found or not exists (
    select 1 from public.connections c join public.profiles t on t.id = target_id and t.is_member
    where c.status = 'accepted'
      and least(c.requester_id, c.addressee_id) = least(me, target_id)
      and greatest(c.requester_id, c.addressee_id) = greatest(me, target_id)) then
    return null;
  end if;
  if v_me.user_type = 'Service Provider'
     and not (select l.contact_info from public.plan_limits(v_me.subscription_plan) l) then
    perform private.upgrade_required('contact_info',
      'Your Basic plan does not include the contact info of your connections.');
  end if;
  return (select p.email from public.profiles p where p.id = target_id);
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
  kind smallint not null check (kind between 1 and 4), -- 1 profile view, 2 service view, 3 search appearance, 4 contact request
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
  on public.provider_analytics_companies (provider_id, month, interactions desc, company_key);
-- Read only through the functions below (plan checked there); no API role reads or writes them.
alter table private.analytics_seen enable row level security;
alter table public.provider_analytics_daily enable row level security;
alter table public.provider_analytics_companies enable row level security;
revoke all on table private.analytics_seen, public.provider_analytics_daily, public.provider_analytics_companies
  from public, anon, authenticated;
grant all on table public.provider_analytics_daily, public.provider_analytics_companies to service_role;
-- Stated as policies too: even a future grant would let nobody read the rollups past the plan check.
create policy "Read only through get_provider_analytics" on public.provider_analytics_daily
  for select to authenticated using (false);
create policy "Read only through get_provider_top_companies" on public.provider_analytics_companies
  for select to authenticated using (false);

-- Records `p_kind` (1..4) by `p_viewer` for each provider in `p_providers`: one insert of the day's
-- keys (ON CONFLICT DO NOTHING: the dedupe) and, for the new ones only, one increment of the day's
-- rollup row (and of the company-month row for views and contact requests). No history is read.
-- Viewers are members; a provider's own actions and targets that are not provider members are ignored.
create function private.record_events(p_providers uuid[], p_viewer uuid, p_kind smallint) returns void
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
  if p_providers is null or cardinality(p_providers) = 0 then
    return;
  end if;
  select p.user_type, nullif(btrim(p.company), '') into v_type, v_company
    from public.profiles p where p.id = p_viewer and p.is_member;
  if not found then
    return;
  end if;
  hr := (v_type = 'HR Professional')::integer;
  sp := 1 - hr;
  with fresh as (
    insert into private.analytics_seen (day, provider_id, viewer_id, kind)
    select d, t.id, p_viewer, p_kind
    from public.profiles t
    where t.id = any (p_providers) and t.id <> p_viewer and t.is_member and t.user_type = 'Service Provider'
    on conflict do nothing
    returning provider_id
  ), daily as (
    insert into public.provider_analytics_daily as a (
      provider_id, day, profile_views_hr, profile_views_sp, service_views_hr, service_views_sp,
      search_appearances_hr, search_appearances_sp, contact_requests_hr, contact_requests_sp)
    select f.provider_id, d,
           (p_kind = 1)::integer * hr, (p_kind = 1)::integer * sp, (p_kind = 2)::integer * hr, (p_kind = 2)::integer * sp,
           (p_kind = 3)::integer * hr, (p_kind = 3)::integer * sp, (p_kind = 4)::integer * hr, (p_kind = 4)::integer * sp
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
         coalesce(v_company, ''), (p_kind = 1)::integer, (p_kind = 2)::integer, (p_kind = 4)::integer
  from fresh f
  where p_kind <> 3
  on conflict (provider_id, month, company_key) do update set
    profile_views = c.profile_views + excluded.profile_views,
    service_views = c.service_views + excluded.service_views,
    contact_requests = c.contact_requests + excluded.contact_requests;
end;
$$;

-- Dedupe keys older than yesterday are never read again: a daily job (pg_cron on hosted Supabase,
-- `select private.prune_analytics_seen()`, see supabase/API.md) keeps the table at about two days.
create function private.prune_analytics_seen() returns bigint
language sql
volatile
security definer
set search_path = ''
as $$
  with gone as (delete from private.analytics_seen s where s.day < private.current_day() - 1 returning 1)
  select count(*) from gone;
$$;

-- The caller's analytics, one row per day with events in the last `days` days (today included; days
-- without a row had none). Basic analytics (Professional): up to 30 days, totals per event; detailed
-- insights (Premium, Enterprise): up to 90 days and the split by the viewer's type (the *_hr columns;
-- the rest came from providers). Basic providers are refused (PT402).
create function public.get_provider_analytics(days integer default 30)
returns table (
  day date, profile_views integer, service_views integer, search_appearances integer, contact_requests integer,
  profile_views_hr integer, service_views_hr integer, search_appearances_hr integer, contact_requests_hr integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  v_level text;
  v_days integer;
  v_today date := private.current_day();
begin
  select l.analytics into v_level from public.profiles p cross join lateral public.plan_limits(p.subscription_plan) l
    where p.id = me and p.is_member and p.user_type = 'Service Provider';
  if v_level is null then
    raise exception 'Analytics are for Service Providers.' using errcode = '42501';
  end if;
  if v_level = 'none' then
    perform private.upgrade_required('analytics', 'Your Basic plan does not include analytics.');
  end if;
  v_days := least(greatest(coalesce(days, 30), 1), case when v_level = 'detailed' then 90 else 30 end);
  return query
  select a.day,
         a.profile_views_hr + a.profile_views_sp, a.service_views_hr + a.service_views_sp,
         a.search_appearances_hr + a.search_appearances_sp, a.contact_requests_hr + a.contact_requests_sp,
         case when v_level = 'detailed' then a.profile_views_hr end,
         case when v_level = 'detailed' then a.service_views_hr end,
         case when v_level = 'detailed' then a.search_appearances_hr end,
         case when v_level = 'detailed' then a.contact_requests_hr end
  from public.provider_analytics_daily a
  where a.provider_id = me and a.day > v_today - v_days and a.day <= v_today
  order by a.day;
end;
$$;

-- Detailed insights: the viewers' companies, the top `per_month` (at most 10) of each calendar month
-- that overlaps the last 90 days, by interactions (profile views, service views and contact requests;
-- each counted once per viewer and day). Exact per month, and each month reads only its top rows
-- (provider_analytics_companies_top_idx). '' is the company of viewers who gave none.
create function public.get_provider_top_companies(per_month integer default 5)
returns table (
  month date, company text, profile_views integer, service_views integer, contact_requests integer,
  interactions integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  v_level text;
  v_today date := private.current_day();
begin
  select l.analytics into v_level from public.profiles p cross join lateral public.plan_limits(p.subscription_plan) l
    where p.id = me and p.is_member and p.user_type = 'Service Provider';
  if v_level is null then
    raise exception 'Analytics are for Service Providers.' using errcode = '42501';
  end if;
  if v_level <> 'detailed' then
    perform private.upgrade_required('insights', 'Detailed insights come with the Premium plan.');
  end if;
  return query
  select m.month, c.company, c.profile_views, c.service_views, c.contact_requests, c.interactions
  from generate_series(date_trunc('month', v_today - 89)::date, date_trunc('month', v_today)::date,
                       interval '1 month') as g(at)
  cross join lateral (select g.at::date as month) m
  cross join lateral (
    select x.company, x.profile_views, x.service_views, x.contact_requests, x.interactions
    from public.provider_analytics_companies x
    where x.provider_id = me and x.month = m.month
    order by x.interactions desc, x.company_key
    limit least(greatest(coalesce(per_month, 5), 1), 10)) c
  order by m.month desc, c.interactions desc, c.company;
end;
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

-- Existing services: each provider keeps, oldest first, as many as the plan showcases.
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

-- The provider's showcase, serialised per provider: the showcase trigger and a plan change take it
-- before they count, so parallel requests cannot pass the limit together.
create function private.lock_showcase(p_provider uuid) returns void
language sql
volatile
set search_path = ''
as $$
  select pg_advisory_xact_lock(hashtextextended('hr_connect.showcase:' || p_provider::text, 0));
$$;

-- Keeps showcased within the plan. A new service is showcased when there is room and a draft
-- otherwise (adding never fails for the plan: the app says where it went); showcasing a draft
-- without room is refused with 'Upgrade required'.
create function private.user_services_showcase_rules() returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_plan public.subscription_plan;
  v_limit integer;
  v_count integer;
begin
  if tg_op = 'UPDATE' and new.showcased = old.showcased then
    new.showcased_at := old.showcased_at;
    return new;
  end if;
  if not new.showcased then
    new.showcased_at := null;
    if tg_op = 'INSERT' then
      new.listing_priority := (select public.listing_priority(p.subscription_plan) from public.profiles p
                               where p.id = new.user_id);
    end if;
    return new;
  end if;
  perform private.lock_showcase(new.user_id);
  -- Read after the lock: a plan change that held it has committed by now.
  select p.subscription_plan into v_plan from public.profiles p where p.id = new.user_id;
  new.listing_priority := public.listing_priority(v_plan);
  v_limit := (select l.showcased_services from public.plan_limits(v_plan) l);
  if v_limit is not null then
    select count(*) into v_count from public.user_services s
      where s.user_id = new.user_id and s.showcased and s.id <> new.id;
    if v_count >= v_limit then
      if tg_op = 'INSERT' then
        new.showcased := false;
        new.showcased_at := null;
        return new;
      end if;
      perform private.upgrade_required('showcase', case when v_limit = 0
        then 'Your Basic plan does not showcase services; they stay drafts on My Services.'
        else format('Your %s plan showcases up to %s services.',
                    (select l.plan_name from public.plan_limits(v_plan) l), v_limit) end);
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
  v_limit integer := (select l.showcased_services from public.plan_limits(new.subscription_plan) l);
  v_priority smallint := public.listing_priority(new.subscription_plan);
begin
  perform private.lock_showcase(new.id);
  update public.user_services s set listing_priority = v_priority
    where s.user_id = new.id and s.listing_priority <> v_priority;
  if v_limit is not null then
    update public.user_services s set showcased = false
    where s.id in (
      select k.id from public.user_services k
      where k.user_id = new.id and k.showcased
      order by k.showcased_at nulls last, k.created_at, k.id
      offset v_limit);
  end if;
  return null;
end;
$$;

create trigger profiles_apply_plan_change after update of subscription_plan on public.profiles
  for each row when (old.subscription_plan is distinct from new.subscription_plan)
  execute function private.apply_plan_change();

-- ---------------------------------------------------------------------------------------------
-- Plan history: every change of a member's plan, whoever makes it (an administrator through
-- admin_set_plan with a reason, the platform as service role). Read through functions only: the
-- member sees their own without the administrator's name.
create table public.plan_changes (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null references public.profiles (id) on delete cascade,
  changed_by uuid references public.profiles (id) on delete set null,
  from_plan public.subscription_plan,
  to_plan public.subscription_plan,
  reason text not null,
  changed_at timestamptz not null default now()
);
create index plan_changes_member_idx on public.plan_changes (member_id, changed_at desc, id);
create index plan_changes_changed_by_idx on public.plan_changes (changed_by);
alter table public.plan_changes enable row level security;
revoke all on table public.plan_changes from public, anon, authenticated;
grant all on table public.plan_changes to service_role;
-- A member reads their own history, administrators every member's; who made a change (changed_by)
-- is not granted: administrators read it through admin_plan_history().
grant select (id, member_id, from_plan, to_plan, reason, changed_at) on public.plan_changes to authenticated;
create policy "Members read their own plan history" on public.plan_changes
  for select to authenticated
  using (member_id = (select auth.uid()) or (select public.is_admin()));

create function private.record_plan_change() returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  insert into public.plan_changes (member_id, changed_by, from_plan, to_plan, reason)
  values (new.id, (select auth.uid()), old.subscription_plan, new.subscription_plan,
          coalesce(nullif(current_setting('hr_connect.plan_change_reason', true), ''), 'Changed by the platform'));
  return null;
end;
$$;

create trigger profiles_record_plan_change after update of subscription_plan on public.profiles
  for each row when (old.subscription_plan is distinct from new.subscription_plan)
  execute function private.record_plan_change();

-- ---------------------------------------------------------------------------------------------
-- Upgrade requests: a signed-in provider's click on a paid plan's button. One open request per
-- member (a second click changes the plan asked for); an administrator grants the plan and closes it.
create table public.upgrade_requests (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null references public.profiles (id) on delete cascade,
  plan public.subscription_plan not null check (plan in ('Professional', 'Premium')),
  billing_interval text not null check (billing_interval in ('monthly', 'yearly')),
  status text not null default 'open' check (status in ('open', 'closed')),
  created_at timestamptz not null default now(),
  closed_at timestamptz,
  closed_by uuid references public.profiles (id) on delete set null
);
create unique index upgrade_requests_one_open_key on public.upgrade_requests (member_id) where status = 'open';
create index upgrade_requests_member_idx on public.upgrade_requests (member_id);
create index upgrade_requests_closed_by_idx on public.upgrade_requests (closed_by);
create index upgrade_requests_status_idx on public.upgrade_requests (status, created_at desc, id);
alter table public.upgrade_requests enable row level security;
revoke all on table public.upgrade_requests from public, anon, authenticated;
grant all on table public.upgrade_requests to service_role;
-- Written only through request_plan_upgrade() and the admin functions; read by their member and admins.
grant select on public.upgrade_requests to authenticated;
create policy "Members read their own upgrade requests" on public.upgrade_requests
  for select to authenticated
  using (member_id = (select auth.uid()) or (select public.is_admin()));

-- Contact Sales: the Enterprise form, open to visitors. Stored for administrators only.
create table public.sales_inquiries (
  id uuid primary key default gen_random_uuid(),
  member_id uuid references public.profiles (id) on delete set null,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  company text not null check (char_length(btrim(company)) between 1 and 120),
  email text not null check (char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  message text not null check (char_length(btrim(message)) between 1 and 2000),
  status text not null default 'open' check (status in ('open', 'closed')),
  created_at timestamptz not null default now(),
  closed_at timestamptz,
  closed_by uuid references public.profiles (id) on delete set null
);
create index sales_inquiries_status_idx on public.sales_inquiries (status, created_at desc, id);
create index sales_inquiries_member_idx on public.sales_inquiries (member_id);
create index sales_inquiries_closed_by_idx on public.sales_inquiries (closed_by);
alter table public.sales_inquiries enable row level security;
revoke all on table public.sales_inquiries from public, anon, authenticated;
grant all on table public.sales_inquiries to service_role;
-- Written only through submit_sales_inquiry(); read by administrators.
grant select on public.sales_inquiries to authenticated;
create policy "Administrators read sales inquiries" on public.sales_inquiries
  for select to authenticated using ((select public.is_admin()));

-- Records (or changes) the caller's open upgrade request. Providers only; a plan at or below the
-- current one is refused (22023, HTTP 400).
create function public.request_plan_upgrade(plan public.subscription_plan, billing_interval text default 'monthly')
returns public.upgrade_requests
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  v_current public.subscription_plan;
  v_row public.upgrade_requests;
begin
  select p.subscription_plan into v_current from public.profiles p
    where p.id = me and p.is_member and p.user_type = 'Service Provider';
  if not found then
    raise exception 'Plans are for Service Providers.' using errcode = '42501';
  end if;
  if plan is null or plan not in ('Professional', 'Premium') then
    raise exception 'Choose Professional or Premium; Enterprise is arranged through Contact Sales.'
      using errcode = '22023';
  end if;
  if coalesce(billing_interval, '') not in ('monthly', 'yearly') then
    raise exception 'The billing interval is monthly or yearly.' using errcode = '22023';
  end if;
  if v_current = plan or v_current = 'Enterprise' or (v_current = 'Premium' and plan = 'Professional') then
    raise exception 'Your current plan already includes this.' using errcode = '22023';
  end if;
  update public.upgrade_requests r set plan = request_plan_upgrade.plan,
         billing_interval = request_plan_upgrade.billing_interval, created_at = now()
    where r.member_id = me and r.status = 'open'
    returning * into v_row;
  if not found then
    insert into public.upgrade_requests (member_id, plan, billing_interval)
      values (me, request_plan_upgrade.plan, request_plan_upgrade.billing_interval)
      returning * into v_row;
  end if;
  return v_row;
end;
$$;

-- The Enterprise form. Visitors and members; the member's id is kept when signed in.
create function public.submit_sales_inquiry(name text, company text, email text, message text) returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  if char_length(btrim(coalesce(name, ''))) not between 1 and 120 then
    raise exception 'Please enter your name (up to 120 characters).' using errcode = '22023';
  end if;
  if char_length(btrim(coalesce(company, ''))) not between 1 and 120 then
    raise exception 'Please enter your company (up to 120 characters).' using errcode = '22023';
  end if;
  if char_length(btrim(coalesce(email, ''))) > 254 or btrim(coalesce(email, '')) !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception 'Please enter a valid e-mail address.' using errcode = '22023';
  end if;
  if char_length(btrim(coalesce(message, ''))) not between 1 and 2000 then
    raise exception 'Please enter a message (up to 2000 characters).' using errcode = '22023';
  end if;
  insert into public.sales_inquiries (member_id, name, company, email, message)
  values ((select auth.uid()), btrim(name), btrim(company), btrim(email), btrim(message))
  returning id into v_id;
  return v_id;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The caller's plan: its limits and this month's usage, and the open upgrade request.
create function public.get_my_plan()
returns table (
  subscription_plan public.subscription_plan, plan_name text, contacts_per_month integer,
  contacts_used integer, showcased_services integer, services_showcased integer, services_total integer,
  analytics text, contact_info boolean, priority_listing boolean, featured boolean, month date,
  requested_plan public.subscription_plan, requested_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select p.subscription_plan, l.plan_name, l.contacts_per_month,
         coalesce((select cm.used from private.contact_months cm
                   where cm.provider_id = p.id and cm.month = private.current_month()), 0),
         l.showcased_services,
         (select count(*)::integer from public.user_services s where s.user_id = p.id and s.showcased),
         (select count(*)::integer from public.user_services s where s.user_id = p.id),
         l.analytics, l.contact_info, l.priority_listing, l.featured, private.current_month(),
         r.plan, r.created_at
  from public.profiles p
  cross join lateral public.plan_limits(p.subscription_plan) l
  left join public.upgrade_requests r on r.member_id = p.id and r.status = 'open'
  where p.id = (select auth.uid()) and p.is_member and p.user_type = 'Service Provider';
$$;

-- The caller's plan history, newest first (who made a change is the administrators' to see).
create function public.get_my_plan_history(page_limit integer default 20, page_offset integer default 0)
returns table (id uuid, from_plan public.subscription_plan, to_plan public.subscription_plan, reason text,
               changed_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select c.id, c.from_plan, c.to_plan, c.reason, c.changed_at
  from public.plan_changes c
  where c.member_id = (select auth.uid())
  order by c.changed_at desc, c.id desc
  limit least(greatest(coalesce(page_limit, 20), 1), 100)
  offset greatest(coalesce(page_offset, 0), 0);
$$;

-- ---------------------------------------------------------------------------------------------
-- Administrators.
create function private.require_admin() returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'You do not have administrative privileges.' using errcode = '42501';
  end if;
end;
$$;

-- Changes a provider's plan with a reason (kept in the history), and closes their open upgrade
-- request. Plans apply to Service Providers only.
create function public.admin_set_plan(member_id uuid, plan public.subscription_plan, reason text) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_reason text := btrim(coalesce(reason, ''));
begin
  perform private.require_admin();
  if char_length(v_reason) not between 1 and 500 then
    raise exception 'Please give a reason (up to 500 characters).' using errcode = '22023';
  end if;
  if plan is null then
    raise exception 'Choose a plan.' using errcode = '22023';
  end if;
  if not exists (select 1 from public.profiles p
                 where p.id = admin_set_plan.member_id and p.is_member and p.user_type = 'Service Provider') then
    raise exception 'Plans apply to Service Providers only.' using errcode = '22023';
  end if;
  perform set_config('hr_connect.plan_change_reason', v_reason, true);
  update public.profiles p set subscription_plan = admin_set_plan.plan
    where p.id = admin_set_plan.member_id and p.subscription_plan is distinct from admin_set_plan.plan;
  perform set_config('hr_connect.plan_change_reason', '', true);
  update public.upgrade_requests r set status = 'closed', closed_at = now(), closed_by = (select auth.uid())
    where r.member_id = admin_set_plan.member_id and r.status = 'open';
end;
$$;

create function public.admin_plan_history(member_id uuid, page_limit integer default 20, page_offset integer default 0)
returns table (id uuid, from_plan public.subscription_plan, to_plan public.subscription_plan, reason text,
               changed_at timestamptz, changed_by uuid, changed_by_name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return query
  select c.id, c.from_plan, c.to_plan, c.reason, c.changed_at, c.changed_by, a.full_name
  from public.plan_changes c
  left join public.profiles a on a.id = c.changed_by
  where c.member_id = admin_plan_history.member_id
  order by c.changed_at desc, c.id desc
  limit least(greatest(coalesce(page_limit, 20), 1), 100)
  offset greatest(coalesce(page_offset, 0), 0);
end;
$$;

create function public.admin_list_upgrade_requests(
  request_status text default 'open', page_limit integer default 20, page_offset integer default 0)
returns table (id uuid, member_id uuid, full_name text, email text, company text,
               current_plan public.subscription_plan, plan public.subscription_plan, billing_interval text,
               status text, created_at timestamptz, closed_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return query
  select r.id, r.member_id, p.full_name, p.email, p.company, p.subscription_plan, r.plan, r.billing_interval,
         r.status, r.created_at, r.closed_at
  from public.upgrade_requests r
  join public.profiles p on p.id = r.member_id
  where r.status = coalesce(request_status, 'open')
  order by r.created_at desc, r.id desc
  limit least(greatest(coalesce(page_limit, 20), 1), 100)
  offset greatest(coalesce(page_offset, 0), 0);
end;
$$;

create function public.admin_list_sales_inquiries(
  inquiry_status text default 'open', page_limit integer default 20, page_offset integer default 0)
returns table (id uuid, name text, company text, email text, message text, status text,
               created_at timestamptz, closed_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return query
  select s.id, s.name, s.company, s.email, s.message, s.status, s.created_at, s.closed_at
  from public.sales_inquiries s
  where s.status = coalesce(inquiry_status, 'open')
  order by s.created_at desc, s.id desc
  limit least(greatest(coalesce(page_limit, 20), 1), 100)
  offset greatest(coalesce(page_offset, 0), 0);
end;
$$;

-- Closes an upgrade request or a sales inquiry; true when it was open.
create function public.admin_close_upgrade_request(request_id uuid) returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  update public.upgrade_requests r set status = 'closed', closed_at = now(), closed_by = (select auth.uid())
    where r.id = request_id and r.status = 'open';
  return found;
end;
$$;

create function public.admin_close_sales_inquiry(inquiry_id uuid) returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  update public.sales_inquiries s set status = 'closed', closed_at = now(), closed_by = (select auth.uid())
    where s.id = inquiry_id and s.status = 'open';
  return found;
end;
$$;

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

-- One service, for its detail view; records a service view for its provider. Showcased services,
-- or the caller's own.
create function public.view_service(service_id uuid)
returns table (
  id uuid, service_name text, description text, category_id uuid, category_name text,
  created_at timestamptz, provider_id uuid, provider_full_name text, provider_avatar_url text,
  provider_company text, provider_position text, provider_subscription_plan public.subscription_plan,
  can_view_provider boolean)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  v_owner uuid;
begin
  if me is null then
    return;
  end if;
  select s.user_id into v_owner from public.user_services s
    join public.profiles p on p.id = s.user_id
    where s.id = service_id and p.is_member and (s.showcased or s.user_id = me or public.is_admin());
  if v_owner is null then
    return;
  end if;
  perform private.record_events(array[v_owner], me, 2::smallint);
  return query
  select s.id, s.service_name, s.description, s.category_id, sc.name, s.created_at,
         p.id, p.full_name, p.avatar_url, p.company, p.position, p.subscription_plan,
         (p.id = me or public.is_admin() or public.current_user_type() = 'Service Provider'
          or coalesce(p.subscription_plan, 'Free') <> 'Free')
  from public.user_services s
  join public.service_categories sc on sc.id = s.category_id
  join public.profiles p on p.id = s.user_id
  where s.id = service_id;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Network: Premium/Enterprise providers first among equals, then newest; providers on the page get
-- a search appearance. Same arguments and columns as before; volatile now, as it writes.
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
           p.subscription_plan, p.created_at, p.listing_priority,
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
    order by p.listing_priority desc, p.created_at desc, p.id
    limit least(greatest(coalesce(page_limit, 20), 1), 100)
    offset greatest(coalesce(page_offset, 0), 0)
  ), recorded as (
    select private.record_events(
      array(select g.id from page g where g.user_type = 'Service Provider'), me, 3::smallint)
  )
  select g.id, g.full_name, g.user_type, g.company, g.position, g.service_type, g.avatar_url,
         g.subscription_plan, g.created_at, g.cid, g.status, g.is_req, g.can_view
  from page g cross join recorded
  order by g.listing_priority desc, g.created_at desc, g.id;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may call what.
revoke execute on function
  public.plan_limits(public.subscription_plan),
  public.listing_priority(public.subscription_plan),
  public.can_contact(uuid),
  public.get_contact_email(uuid),
  public.get_provider_analytics(integer),
  public.get_provider_top_companies(integer),
  public.record_profile_view(uuid),
  public.request_plan_upgrade(public.subscription_plan, text),
  public.submit_sales_inquiry(text, text, text, text),
  public.get_my_plan(),
  public.get_my_plan_history(integer, integer),
  public.admin_set_plan(uuid, public.subscription_plan, text),
  public.admin_plan_history(uuid, integer, integer),
  public.admin_list_upgrade_requests(text, integer, integer),
  public.admin_list_sales_inquiries(text, integer, integer),
  public.admin_close_upgrade_request(uuid),
  public.admin_close_sales_inquiry(uuid),
  public.search_services(text, uuid, integer, integer),
  public.view_service(uuid),
  public.search_network(text, text, integer, integer)
  from public, anon, authenticated;
grant execute on function
  public.plan_limits(public.subscription_plan),
  public.listing_priority(public.subscription_plan),
  public.submit_sales_inquiry(text, text, text, text)
  to anon, authenticated, service_role;
grant execute on function
  public.can_contact(uuid),
  public.get_contact_email(uuid),
  public.get_provider_analytics(integer),
  public.get_provider_top_companies(integer),
  public.record_profile_view(uuid),
  public.request_plan_upgrade(public.subscription_plan, text),
  public.get_my_plan(),
  public.get_my_plan_history(integer, integer),
  public.admin_set_plan(uuid, public.subscription_plan, text),
  public.admin_plan_history(uuid, integer, integer),
  public.admin_list_upgrade_requests(text, integer, integer),
  public.admin_list_sales_inquiries(text, integer, integer),
  public.admin_close_upgrade_request(uuid),
  public.admin_close_sales_inquiry(uuid),
  public.search_services(text, uuid, integer, integer),
  public.view_service(uuid),
  public.search_network(text, text, integer, integer)
  to authenticated, service_role;
revoke execute on function
  private.upgrade_required(text, text),
  private.clock_now(),
  private.current_month(),
  private.current_day(),
  private.is_contact_pair(uuid, uuid),
  private.contacts_allowed_text(public.subscription_plan),
  private.may_contact(uuid, uuid),
  private.record_contact(uuid, uuid, text),
  private.record_events(uuid[], uuid, smallint),
  private.prune_analytics_seen(),
  private.connection_request_rules(),
  private.lock_showcase(uuid),
  private.user_services_showcase_rules(),
  private.apply_plan_change(),
  private.record_plan_change(),
  private.require_admin()
  from public, anon, authenticated;
