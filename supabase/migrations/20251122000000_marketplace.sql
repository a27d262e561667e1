-- Finishing the marketplace (issue 32): why a member may not review a provider, in a form the screen
-- can act on; plan change requests both ways (upgrade and downgrade); My Applications and a
-- conversation's blocks live through Realtime.

-- ---------------------------------------------------------------------------------------------
-- Review eligibility with a machine-readable reason, so the screen offers what makes a review
-- possible (an HR member not connected to the provider sees 'Connect to review'). The words stay the
-- trigger's (private.review_refusal), the code follows them one for one.
drop function public.can_review(uuid);
create function public.can_review(p_provider uuid)
returns table (allowed boolean, reason text, reason_code text, review_id uuid)
language sql
stable
security definer
set search_path = ''
as $$
  with me as (select (select auth.uid()) as id),
  refusal as (select private.review_refusal(me.id, p_provider) as reason from me)
  select refusal.reason is null,
         refusal.reason,
         case
           when refusal.reason is null then null
           when me.id is null then 'sign_in'
           when me.id = p_provider then 'self'
           when not exists (select 1 from public.profiles r
                            where r.id = me.id and r.is_member and r.user_type = 'HR Professional') then 'not_hr'
           when not exists (select 1 from public.profiles p
                            where p.id = p_provider and p.is_member and p.user_type = 'Service Provider')
             then 'not_provider'
           else 'not_connected'
         end,
         (select r.id from public.reviews r where r.provider_id = p_provider and r.reviewer_id = me.id)
  from me cross join refusal;
$$;
revoke execute on function public.can_review(uuid) from public, anon;
grant execute on function public.can_review(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Plan change requests both ways. A signed-in provider on /pricing or the Subscription tab asks for
-- any other plan than the one they have: a higher one (upgrade) or a lower one, Basic included
-- (downgrade). As before, one open request per member, and an administrator makes the change
-- (admin_set_plan closes the request). Enterprise stays Contact Sales.
alter table public.upgrade_requests drop constraint upgrade_requests_plan_check;
alter table public.upgrade_requests
  add constraint upgrade_requests_plan_check check (plan in ('Free', 'Professional', 'Premium'));

create function public.request_plan_change(plan public.subscription_plan, billing_interval text default 'monthly')
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
  select coalesce(p.subscription_plan, 'Free') into v_current from public.profiles p
    where p.id = me and p.is_member and p.user_type = 'Service Provider';
  if not found then
    raise exception 'Plans are for Service Providers.' using errcode = '42501';
  end if;
  if plan is null or plan not in ('Free', 'Professional', 'Premium') then
    raise exception 'Choose Basic, Professional or Premium; Enterprise is arranged through Contact Sales.'
      using errcode = '22023';
  end if;
  if coalesce(billing_interval, '') not in ('monthly', 'yearly') then
    raise exception 'The billing interval is monthly or yearly.' using errcode = '22023';
  end if;
  if v_current = plan then
    raise exception 'This is already your plan.' using errcode = '22023';
  end if;
  update public.upgrade_requests r set plan = request_plan_change.plan,
         billing_interval = request_plan_change.billing_interval, created_at = now()
    where r.member_id = me and r.status = 'open'
    returning * into v_row;
  if not found then
    insert into public.upgrade_requests (member_id, plan, billing_interval)
      values (me, request_plan_change.plan, request_plan_change.billing_interval)
      returning * into v_row;
  end if;
  return v_row;
end;
$$;
revoke execute on function public.request_plan_change(public.subscription_plan, text) from public, anon;
grant execute on function public.request_plan_change(public.subscription_plan, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Live lists through Realtime (postgres_changes, checked against each subscriber's RLS).
--
-- My Applications: the applicant hears of a status the employer sets (the row is theirs to read:
-- "Applicants and posters read applications").
alter publication supabase_realtime add table public.applications;

-- An open conversation hears of a block by either member. member_blocks stays the blocker's alone
-- (its policy) and out of the publication: Realtime sends deletes to every subscriber of a table
-- unchecked, which would tell anyone who unblocked whom. Instead both participants' rows of the
-- pair's conversation carry `blocked` (either member blocked the other), which both may read;
-- conversation_with() already tells either member as much.
alter table public.conversation_participants add column blocked boolean not null default false;
comment on column public.conversation_participants.blocked is
  'Either member blocked the other (kept by member_blocks'' trigger); what the open conversation listens to.';

update public.conversation_participants q set blocked = true
  from public.conversations c
  where c.id = q.conversation_id and private.blocked_between(c.member_a, c.member_b);

create function private.sync_conversation_block() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.member_blocks := coalesce(new, old);
  a uuid := least(v_row.blocker_id, v_row.blocked_id);
  b uuid := greatest(v_row.blocker_id, v_row.blocked_id);
  v_blocked boolean := private.blocked_between(a, b);
begin
  update public.conversation_participants q set blocked = v_blocked
    from public.conversations c
    where c.member_a = a and c.member_b = b and q.conversation_id = c.id and q.blocked is distinct from v_blocked;
  return null;
end;
$$;
revoke execute on function private.sync_conversation_block() from public, anon, authenticated;
create trigger member_blocks_sync_conversation after insert or delete on public.member_blocks
  for each row execute function private.sync_conversation_block();
