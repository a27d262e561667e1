-- HR Connect schema: tables, constraints, indexes and row-maintenance triggers.
-- Security (RLS, grants, policies) lives in the next migration so this file reads as the data model.

-- Supabase keeps extensions in their own schema so they never appear in the data API.
create schema if not exists extensions;
create extension if not exists pg_trgm with schema extensions;

-- ---------------------------------------------------------------------------------------------
-- profiles: one per auth user, created by the sign-up trigger (see 20250901000200_auth_hooks.sql).
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  full_name text not null,
  user_type text not null,
  company text,
  position text,
  service_type text,
  description text,
  avatar_url text,
  referral_code text not null,
  referred_by uuid references public.profiles (id) on delete set null,
  subscription_plan text,
  role text not null default 'member',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint profiles_user_type_check check (user_type in ('HR Professional', 'Service Provider')),
  -- A missing plan means Free (spec point 9); the paid plans are those of the pricing page.
  constraint profiles_subscription_plan_check
    check (subscription_plan is null or subscription_plan in ('Free', 'Professional', 'Premium', 'Enterprise')),
  constraint profiles_role_check check (role in ('member', 'admin')),
  constraint profiles_full_name_check check (char_length(btrim(full_name)) between 1 and 120),
  constraint profiles_company_check check (company is null or char_length(company) <= 120),
  constraint profiles_position_check check (position is null or char_length(position) <= 120),
  constraint profiles_service_type_check check (service_type is null or char_length(service_type) <= 120),
  constraint profiles_description_check check (description is null or char_length(description) <= 4000),
  -- Only web addresses: an avatar is rendered as <img src>, never a javascript: or data: URL.
  constraint profiles_avatar_url_check
    check (avatar_url is null or (char_length(avatar_url) <= 2048 and avatar_url ~* '^https?://')),
  constraint profiles_referral_code_check check (referral_code ~ '^[a-z0-9]{6,32}$'),
  constraint profiles_referred_by_check check (referred_by is null or referred_by <> id)
);
create unique index profiles_referral_code_key on public.profiles (referral_code);
create index profiles_referred_by_idx on public.profiles (referred_by);
create index profiles_created_at_idx on public.profiles (created_at desc);
-- admin_exists() and the admin bootstrap look for the (rare) admin rows only.
create index profiles_admin_idx on public.profiles (id) where role = 'admin';
-- Network and admin search: case-insensitive substring match (ILIKE '%…%').
create index profiles_full_name_trgm_idx on public.profiles using gin (full_name extensions.gin_trgm_ops);
create index profiles_company_trgm_idx on public.profiles using gin (company extensions.gin_trgm_ops);
create index profiles_position_trgm_idx on public.profiles using gin (position extensions.gin_trgm_ops);
create index profiles_service_type_trgm_idx on public.profiles using gin (service_type extensions.gin_trgm_ops);
create index profiles_email_trgm_idx on public.profiles using gin (email extensions.gin_trgm_ops);

-- ---------------------------------------------------------------------------------------------
create table public.connections (
  id uuid primary key default gen_random_uuid(),
  requester_id uuid not null references public.profiles (id) on delete cascade,
  addressee_id uuid not null references public.profiles (id) on delete cascade,
  status text not null default 'pending',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint connections_status_check check (status in ('pending', 'accepted', 'declined')),
  constraint connections_not_self_check check (requester_id <> addressee_id)
);
-- One connection per pair of members, whichever of the two asked.
create unique index connections_pair_key
  on public.connections (least(requester_id, addressee_id), greatest(requester_id, addressee_id));
create index connections_addressee_status_idx on public.connections (addressee_id, status);
create index connections_requester_status_idx on public.connections (requester_id, status);

-- ---------------------------------------------------------------------------------------------
create table public.skills (
  id uuid primary key default gen_random_uuid(),
  profile_id uuid not null references public.profiles (id) on delete cascade,
  skill_name text not null,
  created_at timestamptz not null default now(),
  constraint skills_skill_name_check check (char_length(btrim(skill_name)) between 1 and 60)
);
-- Also serves as the profile_id foreign-key index.
create unique index skills_profile_skill_key on public.skills (profile_id, lower(skill_name));

-- ---------------------------------------------------------------------------------------------
create table public.service_categories (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  created_at timestamptz not null default now(),
  constraint service_categories_name_check check (char_length(btrim(name)) between 1 and 80)
);
create unique index service_categories_name_key on public.service_categories (name);

-- ---------------------------------------------------------------------------------------------
create table public.user_services (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  service_name text not null,
  category_id uuid not null references public.service_categories (id) on delete restrict,
  description text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint user_services_service_name_check check (char_length(btrim(service_name)) between 1 and 120),
  constraint user_services_description_check check (description is null or char_length(description) <= 4000)
);
create index user_services_user_created_idx on public.user_services (user_id, created_at desc);
create index user_services_category_created_idx on public.user_services (category_id, created_at desc);
create index user_services_created_at_idx on public.user_services (created_at desc);
create index user_services_service_name_trgm_idx on public.user_services using gin (service_name extensions.gin_trgm_ops);
create index user_services_description_trgm_idx on public.user_services using gin (description extensions.gin_trgm_ops);

-- ---------------------------------------------------------------------------------------------
create table public.jobs (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  company_name text not null,
  location text not null,
  experience_required text,
  education_qualification text,
  other_criteria text,
  joining_time text,
  compensation_range text,
  description text not null,
  posted_by uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint jobs_title_check check (char_length(btrim(title)) between 1 and 160),
  constraint jobs_company_name_check check (char_length(btrim(company_name)) between 1 and 160),
  constraint jobs_location_check check (char_length(btrim(location)) between 1 and 160),
  constraint jobs_description_check check (char_length(btrim(description)) between 1 and 10000),
  constraint jobs_short_fields_check check (
    coalesce(char_length(experience_required), 0) <= 120
    and coalesce(char_length(education_qualification), 0) <= 160
    and coalesce(char_length(joining_time), 0) <= 120
    and coalesce(char_length(compensation_range), 0) <= 120
    and coalesce(char_length(other_criteria), 0) <= 4000)
);
create index jobs_posted_by_created_idx on public.jobs (posted_by, created_at desc);
create index jobs_created_at_idx on public.jobs (created_at desc);
create index jobs_title_trgm_idx on public.jobs using gin (title extensions.gin_trgm_ops);
create index jobs_description_trgm_idx on public.jobs using gin (description extensions.gin_trgm_ops);
create index jobs_company_name_trgm_idx on public.jobs using gin (company_name extensions.gin_trgm_ops);

-- ---------------------------------------------------------------------------------------------
create table public.news_articles (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  content text not null,
  image_url text,
  published_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  constraint news_articles_title_check check (char_length(btrim(title)) between 1 and 200)
);
create index news_articles_published_at_idx on public.news_articles (published_at desc);

-- ---------------------------------------------------------------------------------------------
-- Who opened whose profile: one row per (viewer, viewed) pair, so Profile Stats counts distinct
-- viewers; viewed_at is the latest visit.
create table public.profile_views (
  viewer_id uuid not null references public.profiles (id) on delete cascade,
  viewed_id uuid not null references public.profiles (id) on delete cascade,
  viewed_at timestamptz not null default now(),
  primary key (viewer_id, viewed_id),
  constraint profile_views_not_self_check check (viewer_id <> viewed_id)
);
create index profile_views_viewed_idx on public.profile_views (viewed_id);

-- ---------------------------------------------------------------------------------------------
create function public.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger profiles_set_updated_at before update on public.profiles
  for each row execute function public.set_updated_at();
create trigger connections_set_updated_at before update on public.connections
  for each row execute function public.set_updated_at();
create trigger user_services_set_updated_at before update on public.user_services
  for each row execute function public.set_updated_at();
create trigger jobs_set_updated_at before update on public.jobs
  for each row execute function public.set_updated_at();
