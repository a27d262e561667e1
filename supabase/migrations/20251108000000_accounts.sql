-- Accounts (issue 19): invitations members send by e-mail, and the rule that the platform always keeps
-- an administrator. Deleting an account is Auth's (the delete-account function removes the auth user
-- and their Storage objects through the APIs); the rows go as the foreign keys say (profiles cascade
-- from auth.users, and everything a member owns cascades from profiles).

-- ---------------------------------------------------------------------------------------------
-- Invitations: one row per invite sent, kept to count them. The address is not stored: the count is
-- all the product needs, and an invitee who never joins should leave nothing behind.
create table public.invites (
  id bigint generated always as identity primary key,
  inviter_id uuid not null references public.profiles (id) on delete cascade,
  sent_at timestamptz not null default now()
);
-- The daily count and the limit read the inviter's last day only.
create index invites_inviter_sent_idx on public.invites (inviter_id, sent_at desc);

alter table public.invites enable row level security;
-- Members read their own invites (the count on Refer & Earn); nobody writes them but record_invite.
create policy "Members read their own invites" on public.invites
  for select to authenticated using (inviter_id = (select auth.uid()));
revoke all on public.invites from anon, authenticated;
grant select on public.invites to authenticated;

-- Invites a member may send in any 24 hours (issue 19).
create function private.invite_daily_limit() returns integer
language sql immutable set search_path = '' as $$ select 20 $$;

-- Records one invite by the caller and returns how many they have sent in the last 24 hours. Called
-- by the send-invite function as the member (their JWT), before it mails. A lock per member makes
-- two simultaneous calls count one after the other, so the 21st is refused however they race.
create function public.record_invite() returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_sent integer;
begin
  if v_uid is null or not public.is_member(v_uid) then
    raise exception 'Only members can send invites' using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtext('invites'), hashtext(v_uid::text));
  select count(*)::integer into v_sent from public.invites i
    where i.inviter_id = v_uid and i.sent_at > now() - interval '24 hours';
  if v_sent >= private.invite_daily_limit() then
    raise exception 'You can send up to % invites a day', private.invite_daily_limit()
      using errcode = 'P0001', hint = 'Try again tomorrow.';
  end if;
  insert into public.invites (inviter_id) values (v_uid);
  return v_sent + 1;
end;
$$;
revoke execute on function public.record_invite() from public, anon;
grant execute on function public.record_invite() to authenticated, service_role;

-- Takes back the caller's newest invite of the last minute when its e-mail could not be sent, so a
-- mail server failure does not use up the member's allowance. Service role only (the function calls
-- it), so members cannot reset their count.
create function public.forget_invite(p_inviter uuid) returns void
language sql
volatile
security definer
set search_path = ''
as $$
  delete from public.invites where id = (
    select i.id from public.invites i
    where i.inviter_id = p_inviter and i.sent_at > now() - interval '1 minute'
    order by i.sent_at desc limit 1);
$$;
revoke execute on function public.forget_invite(uuid) from public, anon, authenticated;
grant execute on function public.forget_invite(uuid) to service_role;

-- The caller's invites of the last 24 hours ('3 invites sent') and the limit, read on Refer & Earn.
create function public.get_my_invite_stats()
returns table (sent_today integer, daily_limit integer)
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer, private.invite_daily_limit() from public.invites i
  where i.inviter_id = (select auth.uid()) and i.sent_at > now() - interval '24 hours';
$$;
revoke execute on function public.get_my_invite_stats() from public, anon;
grant execute on function public.get_my_invite_stats() to authenticated;
revoke execute on function private.invite_daily_limit() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The last administrator stays. Deleting an auth user cascades to the profile, so this refuses the
-- whole deletion, whoever asks (Auth's admin API, the dashboard, SQL). The lock orders concurrent
-- deletions of two administrators: the second sees the first gone and is refused.
create function private.keep_last_admin() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.role = 'admin' then
    perform pg_advisory_xact_lock(hashtext('last-admin'));
    if not exists (select 1 from public.profiles p where p.role = 'admin' and p.id <> old.id) then
      raise exception 'The last administrator cannot be deleted'
        using errcode = 'P0001', hint = 'Make another member an administrator first.';
    end if;
  end if;
  return old;
end;
$$;
revoke execute on function private.keep_last_admin() from public, anon, authenticated;

create trigger profiles_keep_last_admin before delete on public.profiles
  for each row execute function private.keep_last_admin();
