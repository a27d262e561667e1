-- Row-level security, column privileges and the helper predicates the policies use.
-- Supabase grants every privilege on new public tables and functions to anon and authenticated by
-- default; everything is revoked here first and then granted back, column by column where rows are
-- shared, so a privilege exists only when this file names it.

-- ---------------------------------------------------------------------------------------------
-- Helper predicates. Security definer so policies can consult profiles without recursing into
-- the profiles policies; stable so the planner evaluates them once per statement.
create function public.is_admin() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p where p.id = (select auth.uid()) and p.role = 'admin');
$$;

create function public.current_user_type() returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p.user_type from public.profiles p where p.id = (select auth.uid());
$$;

-- The visibility rule of full profile details (decisions.md): self, admins and HR Professionals see
-- everyone; Service Providers see providers, and HR Professionals only on a plan other than Free.
create function public.can_view_profile(viewer uuid, target uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select viewer = target
        or v.role = 'admin'
        or v.user_type = 'HR Professional'
        or t.user_type = 'Service Provider'
        or coalesce(v.subscription_plan, 'Free') <> 'Free'
    from public.profiles v, public.profiles t
    where v.id = viewer and t.id = target), false);
$$;

revoke execute on function public.is_admin() from public, anon;
revoke execute on function public.current_user_type() from public, anon;
revoke execute on function public.can_view_profile(uuid, uuid) from public, anon;
grant execute on function public.is_admin() to authenticated, service_role;
grant execute on function public.current_user_type() to authenticated, service_role;
grant execute on function public.can_view_profile(uuid, uuid) to authenticated, service_role;

-- Trigger functions are never called through the API.
revoke execute on function public.set_updated_at() from public, anon, authenticated;
revoke execute on function public.handle_new_user() from public, anon, authenticated;
revoke execute on function public.sync_profile_email() from public, anon, authenticated;
revoke execute on function public.generate_referral_code() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
alter table public.profiles enable row level security;
alter table public.connections enable row level security;
alter table public.skills enable row level security;
alter table public.service_categories enable row level security;
alter table public.user_services enable row level security;
alter table public.jobs enable row level security;
alter table public.news_articles enable row level security;
alter table public.profile_views enable row level security;

revoke all on table public.profiles, public.connections, public.skills, public.service_categories,
  public.user_services, public.jobs, public.news_articles, public.profile_views
  from public, anon, authenticated;
grant all on table public.profiles, public.connections, public.skills, public.service_categories,
  public.user_services, public.jobs, public.news_articles, public.profile_views
  to service_role;

-- ---------------------------------------------------------------------------------------------
-- profiles. Members read the card columns of everyone; e-mail, referral code, referrer, role and
-- description come only through get_my_profile() / get_profile() / admin RPCs. Visitors read the
-- poster card of a job (job list and detail are public). Rows are created by the sign-up trigger
-- and removed with the auth user, so there is no insert or delete privilege.
grant select (id, full_name, user_type, company, position, service_type, avatar_url, subscription_plan,
  created_at, updated_at) on public.profiles to authenticated;
grant select (id, full_name, company, avatar_url) on public.profiles to anon;
grant update (full_name, position, company, description, service_type, avatar_url)
  on public.profiles to authenticated;

create policy "Members read profile cards" on public.profiles
  for select to authenticated using (true);
create policy "Visitors read job poster cards" on public.profiles
  for select to anon using (exists (select 1 from public.jobs j where j.posted_by = profiles.id));
create policy "Members update their own profile" on public.profiles
  for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- connections: only the two members of a connection see it.
grant select on public.connections to authenticated;
grant insert (requester_id, addressee_id, status) on public.connections to authenticated;
grant update (status) on public.connections to authenticated;
grant delete on public.connections to authenticated;

create policy "Members read their own connections" on public.connections
  for select to authenticated
  using ((select auth.uid()) in (requester_id, addressee_id) or (select public.is_admin()));
create policy "Members send requests as themselves" on public.connections
  for insert to authenticated
  with check (requester_id = (select auth.uid()) and status = 'pending');
create policy "Addressees answer pending requests" on public.connections
  for update to authenticated
  using (addressee_id = (select auth.uid()) and status = 'pending')
  with check (addressee_id = (select auth.uid()) and status in ('accepted', 'declined'));
create policy "Either member removes a connection" on public.connections
  for delete to authenticated
  using ((select auth.uid()) in (requester_id, addressee_id));

-- ---------------------------------------------------------------------------------------------
-- skills: part of the full profile, so readable under can_view_profile; changed by the owner.
grant select on public.skills to authenticated;
grant insert (profile_id, skill_name) on public.skills to authenticated;
grant delete on public.skills to authenticated;

create policy "Members read skills of profiles they may view" on public.skills
  for select to authenticated
  using ((select public.can_view_profile((select auth.uid()), profile_id)));
create policy "Members add their own skills" on public.skills
  for insert to authenticated
  with check (profile_id = (select auth.uid()));
create policy "Members remove their own skills" on public.skills
  for delete to authenticated
  using (profile_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- service_categories: public reference data, changed only by migrations.
grant select on public.service_categories to anon, authenticated;
create policy "Everyone reads service categories" on public.service_categories
  for select to anon, authenticated using (true);

-- ---------------------------------------------------------------------------------------------
-- user_services: every member browses them; only Service Providers list their own.
grant select on public.user_services to authenticated;
grant insert (user_id, service_name, category_id, description) on public.user_services to authenticated;
grant update (service_name, category_id, description) on public.user_services to authenticated;
grant delete on public.user_services to authenticated;

create policy "Members read services" on public.user_services
  for select to authenticated using (true);
create policy "Providers add their own services" on public.user_services
  for insert to authenticated
  with check (user_id = (select auth.uid()) and (select public.current_user_type()) = 'Service Provider');
create policy "Providers update their own services" on public.user_services
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy "Providers delete their own services" on public.user_services
  for delete to authenticated
  using (user_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- jobs: public listings; only HR Professionals post, only the poster changes or removes.
grant select on public.jobs to anon, authenticated;
grant insert (title, company_name, location, experience_required, education_qualification,
  other_criteria, joining_time, compensation_range, description, posted_by) on public.jobs to authenticated;
grant update (title, company_name, location, experience_required, education_qualification,
  other_criteria, joining_time, compensation_range, description) on public.jobs to authenticated;
grant delete on public.jobs to authenticated;

create policy "Everyone reads jobs" on public.jobs
  for select to anon, authenticated using (true);
create policy "HR Professionals post jobs as themselves" on public.jobs
  for insert to authenticated
  with check (posted_by = (select auth.uid()) and (select public.current_user_type()) = 'HR Professional');
create policy "Posters update their jobs" on public.jobs
  for update to authenticated
  using (posted_by = (select auth.uid()))
  with check (posted_by = (select auth.uid()));
create policy "Posters delete their jobs" on public.jobs
  for delete to authenticated
  using (posted_by = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- news_articles: public, written only by the platform (service role, seed).
grant select on public.news_articles to anon, authenticated;
create policy "Everyone reads news" on public.news_articles
  for select to anon, authenticated using (true);

-- ---------------------------------------------------------------------------------------------
-- profile_views: written only through record_profile_view(); a member sees the visits they made.
grant select on public.profile_views to authenticated;
create policy "Members read the visits they made" on public.profile_views
  for select to authenticated
  using (viewer_id = (select auth.uid()) or (select public.is_admin()));
