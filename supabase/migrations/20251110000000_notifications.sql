-- Notifications, broadcasts, the activity feed and achievements (issue 22).
--
-- Notifications are written by the database only: triggers on the events call private.notify, which
-- members cannot execute, and only the recipient reads their rows. Broadcasts cost one row to send
-- whatever the audience: who they reach is decided when a member reads (existed and matched at send
-- time, plans as they were then, through plan_changes), and read marks are written when read.

-- ---------------------------------------------------------------------------------------------
-- Kinds, in alphabetical order as every enum of the schema. Reviews add theirs when they land.
create type public.notification_kind as enum (
  'application_received', 'application_status', 'broadcast', 'connection_accepted', 'connection_request',
  'message');

create table public.notifications (
  id bigint generated always as identity primary key,
  recipient_id uuid not null references public.profiles (id) on delete cascade,
  kind public.notification_kind not null,
  -- Who caused it (the requester, the sender…); their notifications go with their account.
  actor_id uuid references public.profiles (id) on delete cascade,
  -- What it is about: the connection, the conversation, the job or the application.
  subject_id uuid not null,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  constraint notifications_not_broadcast_check check (kind <> 'broadcast')
);
-- The bell and /notifications: a member's newest first, keyset (created_at, id).
create index notifications_recipient_created_idx on public.notifications (recipient_id, created_at desc, id desc);
-- The unread count reads only unread rows.
create index notifications_recipient_unread_idx on public.notifications (recipient_id) where read_at is null;
-- One 'new message' per conversation until it is read, however many messages arrive.
create unique index notifications_one_unread_message_key
  on public.notifications (recipient_id, subject_id) where kind = 'message' and read_at is null;
-- Withdrawing a request finds its notification by the connection.
create index notifications_subject_idx on public.notifications (subject_id);
create index notifications_actor_idx on public.notifications (actor_id);

alter table public.notifications enable row level security;
revoke all on public.notifications from anon, authenticated;
grant select on public.notifications to authenticated;
grant update (read_at) on public.notifications to authenticated;
create policy "Members read their own notifications" on public.notifications
  for select to authenticated using (recipient_id = (select auth.uid()));
create policy "Members mark their own notifications read" on public.notifications
  for update to authenticated
  using (recipient_id = (select auth.uid())) with check (recipient_id = (select auth.uid()));

-- Kinds a member turned off (none by default).
create table public.notification_mutes (
  member_id uuid not null references public.profiles (id) on delete cascade,
  kind public.notification_kind not null,
  primary key (member_id, kind)
);
alter table public.notification_mutes enable row level security;
revoke all on public.notification_mutes from anon, authenticated;
grant select, insert, delete on public.notification_mutes to authenticated;
create policy "Members read their own notification settings" on public.notification_mutes
  for select to authenticated using (member_id = (select auth.uid()));
create policy "Members turn their own notifications off" on public.notification_mutes
  for insert to authenticated
  with check (member_id = (select auth.uid()) and (select public.is_member((select auth.uid()))));
create policy "Members turn their own notifications back on" on public.notification_mutes
  for delete to authenticated using (member_id = (select auth.uid()));

-- The one writer. Nobody is notified of their own action, administrators are not members, and a
-- muted kind writes nothing. A message bumps the conversation's unread notification.
create function private.notify(p_recipient uuid, p_kind public.notification_kind, p_actor uuid, p_subject uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if p_recipient is null or p_recipient = p_actor or not public.is_member(p_recipient) then
    return;
  end if;
  if exists (select 1 from public.notification_mutes m where m.member_id = p_recipient and m.kind = p_kind) then
    return;
  end if;
  if p_kind = 'message' then
    insert into public.notifications (recipient_id, kind, actor_id, subject_id)
    values (p_recipient, p_kind, p_actor, p_subject)
    on conflict (recipient_id, subject_id) where kind = 'message' and read_at is null
    do update set actor_id = excluded.actor_id, created_at = now();
  else
    insert into public.notifications (recipient_id, kind, actor_id, subject_id)
    values (p_recipient, p_kind, p_actor, p_subject);
  end if;
end;
$$;
revoke execute on function private.notify(uuid, public.notification_kind, uuid, uuid) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The events.

-- Connection requests: received → the addressee; accepted → the requester. An answered request's
-- notification counts as read; a withdrawn one disappears (no request/withdraw spam).
create function private.notify_connection() returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if new.status = 'pending' then
      perform private.notify(new.addressee_id, 'connection_request', new.requester_id, new.id);
    end if;
  elsif tg_op = 'UPDATE' then
    if old.status = 'pending' and new.status <> 'pending' then
      update public.notifications set read_at = now()
        where subject_id = new.id and kind = 'connection_request' and read_at is null;
    end if;
    if old.status <> 'accepted' and new.status = 'accepted' then
      perform private.notify(new.requester_id, 'connection_accepted', new.addressee_id, new.id);
    end if;
  elsif tg_op = 'DELETE' then
    delete from public.notifications where subject_id = old.id and kind = 'connection_request';
    return old;
  end if;
  return new;
end;
$$;
revoke execute on function private.notify_connection() from public, anon, authenticated;
create trigger connections_notify after insert or update of status or delete on public.connections
  for each row execute function private.notify_connection();

-- Messages: one notification per conversation until the recipient reads it.
create function private.notify_message() returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.notify(new.recipient_id, 'message', new.sender_id, new.conversation_id);
  return null;
end;
$$;
revoke execute on function private.notify_message() from public, anon, authenticated;
create trigger messages_notify after insert on public.messages
  for each row execute function private.notify_message();

-- Reading the conversation (mark_conversation_read zeroes unread_count) reads its notification.
create function private.read_message_notification() returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  update public.notifications set read_at = now()
  where recipient_id = new.member_id and subject_id = new.conversation_id and kind = 'message' and read_at is null;
  return null;
end;
$$;
revoke execute on function private.read_message_notification() from public, anon, authenticated;
create trigger conversation_participants_read_notification after update of unread_count
  on public.conversation_participants
  for each row when (new.unread_count = 0 and old.unread_count > 0)
  execute function private.read_message_notification();

-- Applications: received → the poster (about the job); status changed → the applicant.
create function private.notify_application() returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.notify((select j.posted_by from public.jobs j where j.id = new.job_id),
      'application_received', new.applicant_id, new.job_id);
  elsif new.status is distinct from old.status and new.status <> 'withdrawn' then
    perform private.notify(new.applicant_id, 'application_status',
      (select j.posted_by from public.jobs j where j.id = new.job_id), new.id);
  end if;
  return null;
end;
$$;
revoke execute on function private.notify_application() from public, anon, authenticated;
create trigger applications_notify after insert or update of status on public.applications
  for each row execute function private.notify_application();

-- ---------------------------------------------------------------------------------------------
-- Broadcasts: one row per send, read marks per member written when read or dismissed.
create type public.broadcast_audience as enum ('all', 'hr', 'plan', 'provider');

create table public.broadcasts (
  id bigint generated always as identity primary key,
  title text not null,
  message text not null,
  audience public.broadcast_audience not null,
  plan public.subscription_plan,
  sent_by uuid references public.profiles (id) on delete set null,
  sent_at timestamptz not null default now(),
  -- Members it reached when sent (the preview's figure, kept).
  reach integer not null,
  constraint broadcasts_title_check check (char_length(btrim(title)) between 1 and 120),
  constraint broadcasts_message_check check (char_length(btrim(message)) between 1 and 2000),
  constraint broadcasts_plan_check check ((audience = 'plan') = (plan is not null))
);
create index broadcasts_sent_at_idx on public.broadcasts (sent_at desc, id desc);
create index broadcasts_sent_by_idx on public.broadcasts (sent_by);

create table public.broadcast_reads (
  broadcast_id bigint not null references public.broadcasts (id) on delete cascade,
  member_id uuid not null references public.profiles (id) on delete cascade,
  read_at timestamptz not null default now(),
  dismissed_at timestamptz,
  primary key (member_id, broadcast_id)
);
-- 'Read by' on the history: the reads of one broadcast.
create index broadcast_reads_broadcast_idx on public.broadcast_reads (broadcast_id);

-- The plan a member had at a moment: the last change before it, else the plan the first later change
-- started from, else the plan they have now. Index-backed (plan_changes_member_idx).
create function private.plan_at(p_member uuid, p_at timestamptz) returns public.subscription_plan
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select c.to_plan from public.plan_changes c
      where c.member_id = p_member and c.changed_at <= p_at order by c.changed_at desc, c.id limit 1),
    (select c.from_plan from public.plan_changes c
      where c.member_id = p_member and c.changed_at > p_at order by c.changed_at, c.id limit 1),
    (select p.subscription_plan from public.profiles p where p.id = p_member));
$$;
revoke execute on function private.plan_at(uuid, timestamptz) from public, anon, authenticated;

-- Did this broadcast reach this member: a member when it was sent, of its audience then.
create function private.broadcast_reaches(b public.broadcasts, p public.profiles) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select p.is_member and p.created_at <= b.sent_at and case b.audience
    when 'all' then true
    when 'hr' then p.user_type = 'HR Professional'
    when 'provider' then p.user_type = 'Service Provider'
    when 'plan' then p.user_type = 'Service Provider' and private.plan_at(p.id, b.sent_at) = b.plan
  end;
$$;
revoke execute on function private.broadcast_reaches(public.broadcasts, public.profiles) from public, anon, authenticated;

-- The broadcasts that reached the caller, newest first (a handful: administrators send them).
create function private.my_broadcasts() returns setof public.broadcasts
language sql
stable
security definer
set search_path = ''
as $$
  select b.* from public.profiles p
  join public.broadcasts b on b.sent_at >= p.created_at
  where p.id = (select auth.uid()) and private.broadcast_reaches(b, p)
  order by b.sent_at desc, b.id desc;
$$;
revoke execute on function private.my_broadcasts() from public, anon, authenticated;

alter table public.broadcasts enable row level security;
alter table public.broadcast_reads enable row level security;
revoke all on public.broadcasts, public.broadcast_reads from anon, authenticated;
grant select on public.broadcasts to authenticated;
grant select on public.broadcast_reads to authenticated;
-- Administrators read every broadcast; a member those that reached them (Realtime delivers by this).
create function public.can_read_broadcast(p_id bigint) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_admin() or exists (
    select 1 from public.broadcasts b, public.profiles p
    where b.id = p_id and p.id = (select auth.uid()) and private.broadcast_reaches(b, p));
$$;
revoke execute on function public.can_read_broadcast(bigint) from public, anon;
grant execute on function public.can_read_broadcast(bigint) to authenticated, service_role;
create policy "Administrators and the members reached read broadcasts" on public.broadcasts
  for select to authenticated using (public.can_read_broadcast(id));
create policy "Members read their own broadcast read marks" on public.broadcast_reads
  for select to authenticated using (member_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- The member's side: the list, the count, read marks, the banner.

-- Personal notifications and the broadcasts that reached the caller, newest first, keyset by
-- (created_at, id) within each source. Muted kinds are left out, broadcasts included.
create function public.list_my_notifications(
  before_at timestamptz default null,
  page_limit integer default 20,
  unread_only boolean default false)
returns table (
  source text, id bigint, kind public.notification_kind, actor_id uuid, actor_name text, actor_avatar text,
  subject_id uuid, title text, body text, created_at timestamptz, read boolean)
language sql
stable
security definer
set search_path = ''
as $$
  with me as (select (select auth.uid()) as uid),
  personal as (
    select 'notification'::text as source, n.id, n.kind, n.actor_id, a.full_name as actor_name,
           a.avatar_url as actor_avatar, n.subject_id, null::text as title, null::text as body, n.created_at,
           n.read_at is not null as read
    from me join public.notifications n on n.recipient_id = me.uid
    left join public.profiles a on a.id = n.actor_id
    where (before_at is null or n.created_at < before_at) and (not unread_only or n.read_at is null)
    order by n.created_at desc, n.id desc
    limit least(greatest(page_limit, 1), 50)),
  announced as (
    select 'broadcast'::text, b.id, 'broadcast'::public.notification_kind, null::uuid, null::text, null::text,
           null::uuid, b.title, b.message, b.sent_at, r.member_id is not null
    from me cross join private.my_broadcasts() b
    left join public.broadcast_reads r on r.member_id = me.uid and r.broadcast_id = b.id
    where (before_at is null or b.sent_at < before_at) and (not unread_only or r.member_id is null)
      and not exists (select 1 from public.notification_mutes m where m.member_id = me.uid and m.kind = 'broadcast')
    limit least(greatest(page_limit, 1), 50))
  select * from (select * from personal union all select * from announced) x
  order by x.created_at desc, x.id desc
  limit least(greatest(page_limit, 1), 50);
$$;

-- The bell's figure: unread personal notifications (partial index) and unread broadcasts.
create function public.unread_notification_count() returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select (select count(*) from public.notifications n
          where n.recipient_id = (select auth.uid()) and n.read_at is null)::integer
       + (select count(*) from private.my_broadcasts() b
          where not exists (select 1 from public.broadcast_reads r
                            where r.member_id = (select auth.uid()) and r.broadcast_id = b.id)
            and not exists (select 1 from public.notification_mutes m
                            where m.member_id = (select auth.uid()) and m.kind = 'broadcast'))::integer;
$$;

-- Marks one notification (or broadcast) read; false when it is not the caller's.
create function public.mark_notification_read(p_source text, p_id bigint) returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
begin
  if p_source = 'broadcast' then
    if not exists (select 1 from private.my_broadcasts() b where b.id = p_id) then return false; end if;
    insert into public.broadcast_reads (broadcast_id, member_id) values (p_id, v_uid) on conflict do nothing;
    return true;
  elsif p_source = 'notification' then
    update public.notifications set read_at = coalesce(read_at, now()) where id = p_id and recipient_id = v_uid;
    return found;
  end if;
  raise exception 'Unknown notification source: %', p_source using errcode = '22023';
end;
$$;

create function public.mark_all_notifications_read() returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.notifications set read_at = now() where recipient_id = (select auth.uid()) and read_at is null;
  insert into public.broadcast_reads (broadcast_id, member_id)
    select b.id, (select auth.uid()) from private.my_broadcasts() b
  on conflict do nothing;
$$;

-- The banner: the newest broadcast of the last 30 days that reached the caller and was not dismissed.
create function public.my_broadcast_banner()
returns table (id bigint, title text, message text, sent_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select b.id, b.title, b.message, b.sent_at from private.my_broadcasts() b
  where b.sent_at > now() - interval '30 days'
    and not exists (select 1 from public.broadcast_reads r
                    where r.member_id = (select auth.uid()) and r.broadcast_id = b.id and r.dismissed_at is not null)
  limit 1;
$$;

create function public.dismiss_broadcast(p_id bigint) returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from private.my_broadcasts() b where b.id = p_id) then return false; end if;
  insert into public.broadcast_reads (broadcast_id, member_id, dismissed_at)
  values (p_id, (select auth.uid()), now())
  on conflict (member_id, broadcast_id) do update set dismissed_at = now();
  return true;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The administrator's side. Counting an audience reads an index of members (no write per member).
create index profiles_member_type_plan_idx on public.profiles (user_type, subscription_plan) where is_member;

create function public.admin_broadcast_reach(p_audience public.broadcast_audience, p_plan public.subscription_plan default null)
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  if (p_audience = 'plan') <> (p_plan is not null) then
    raise exception 'A plan is given exactly when the audience is a plan' using errcode = '22023';
  end if;
  return (select count(*) from public.profiles p
          where p.is_member and case p_audience
            when 'all' then true
            when 'hr' then p.user_type = 'HR Professional'
            when 'provider' then p.user_type = 'Service Provider'
            when 'plan' then p.user_type = 'Service Provider' and p.subscription_plan = p_plan
          end)::integer;
end;
$$;

create function public.admin_send_broadcast(
  p_title text, p_message text, p_audience public.broadcast_audience, p_plan public.subscription_plan default null)
returns public.broadcasts
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.broadcasts;
begin
  perform private.require_admin();
  insert into public.broadcasts (title, message, audience, plan, sent_by, reach)
  values (btrim(p_title), btrim(p_message), p_audience, p_plan, (select auth.uid()),
          public.admin_broadcast_reach(p_audience, p_plan))
  returning * into v_row;
  return v_row;
end;
$$;

create function public.admin_list_broadcasts(before_at timestamptz default null, page_limit integer default 20)
returns table (id bigint, title text, message text, audience public.broadcast_audience,
               plan public.subscription_plan, sent_at timestamptz, reach integer, read_count integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return query
    select b.id, b.title, b.message, b.audience, b.plan, b.sent_at, b.reach,
           (select count(*) from public.broadcast_reads r where r.broadcast_id = b.id)::integer
    from public.broadcasts b
    where before_at is null or b.sent_at < before_at
    order by b.sent_at desc, b.id desc
    limit least(greatest(page_limit, 1), 50);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Activity feed: fan-out on read. The member's first 500 accepted connections (20 at the scale
-- benchmark), and for each of them at most page_limit rows per kind through an index per kind, so a
-- page reads at most connections × kinds × page_limit rows however large the network grows.
create index connections_requester_accepted_idx
  on public.connections (requester_id, updated_at desc) where status = 'accepted';
create index connections_addressee_accepted_idx
  on public.connections (addressee_id, updated_at desc) where status = 'accepted';
create index user_services_user_showcased_created_idx
  on public.user_services (user_id, created_at desc) where showcased;

-- One member's events, as a viewer may see them: jobs they posted, showcased services they listed
-- (all of them when the viewer is the member), connections they made with members the viewer is not
-- blocked with.
create function private.member_events(p_member uuid, p_viewer uuid, before_at timestamptz, page_limit integer)
returns table (kind text, at timestamptz, actor_id uuid, subject_id uuid, subject_title text, other_id uuid)
language sql
stable
security definer
set search_path = ''
as $$
  (select 'job_posted', j.created_at, j.posted_by, j.id, j.title, null::uuid
   from public.jobs j
   where j.posted_by = p_member and (before_at is null or j.created_at < before_at)
   order by j.created_at desc limit page_limit)
  union all
  (select 'service_listed', s.created_at, s.user_id, s.id, s.service_name, null::uuid
   from public.user_services s
   where s.user_id = p_member and s.showcased and (before_at is null or s.created_at < before_at)
   order by s.created_at desc limit page_limit)
  union all
  (select 'service_listed', s.created_at, s.user_id, s.id, s.service_name, null::uuid
   from public.user_services s
   where p_viewer = p_member and s.user_id = p_member and not s.showcased
     and (before_at is null or s.created_at < before_at)
   order by s.created_at desc limit page_limit)
  union all
  (select 'connected', c.updated_at, p_member, c.id, null::text, c.addressee_id
   from public.connections c
   where c.requester_id = p_member and c.status = 'accepted' and (before_at is null or c.updated_at < before_at)
     and c.addressee_id <> p_viewer and not private.blocked_between(p_viewer, c.addressee_id)
   order by c.updated_at desc limit page_limit)
  union all
  (select 'connected', c.updated_at, p_member, c.id, null::text, c.requester_id
   from public.connections c
   where c.addressee_id = p_member and c.status = 'accepted' and (before_at is null or c.updated_at < before_at)
     and c.requester_id <> p_viewer and not private.blocked_between(p_viewer, c.requester_id)
   order by c.updated_at desc limit page_limit);
$$;
revoke execute on function private.member_events(uuid, uuid, timestamptz, integer) from public, anon, authenticated;

-- The dashboard's Recent Activity: events of the caller's connections, newest first.
create function public.get_activity_feed(before_at timestamptz default null, page_limit integer default 20)
returns table (kind text, at timestamptz, actor_id uuid, actor_name text, actor_avatar text,
               subject_id uuid, subject_title text, other_id uuid, other_name text)
language sql
stable
security definer
set search_path = ''
as $$
  with me as (select (select auth.uid()) as uid, least(greatest(page_limit, 1), 50) as lim),
  friends as (
    select f.id from me, lateral (
      (select c.addressee_id as id from public.connections c
        where c.requester_id = me.uid and c.status = 'accepted' order by c.updated_at desc limit 500)
      union all
      (select c.requester_id from public.connections c
        where c.addressee_id = me.uid and c.status = 'accepted' order by c.updated_at desc limit 500)) f
    where not private.blocked_between(me.uid, f.id)),
  events as (
    select e.* from me, friends, lateral private.member_events(friends.id, me.uid, before_at, me.lim) e)
  -- Names by primary key for the page's rows only (a join could hash the whole profiles table).
  select e.kind, e.at, e.actor_id, a.full_name, a.avatar_url, e.subject_id, e.subject_title, e.other_id, o.full_name
  from (select * from events order by at desc, subject_id limit (select lim from me)) e
  cross join lateral (select p.full_name, p.avatar_url from public.profiles p where p.id = e.actor_id) a
  left join lateral (select p.full_name, p.is_member from public.profiles p where p.id = e.other_id) o on true
  where e.other_id is null or o.is_member
  order by e.at desc, e.subject_id;
$$;

-- A profile's Recent Activity: that member's own events, when the caller may see the profile.
create function public.get_member_activity(p_member uuid, before_at timestamptz default null, page_limit integer default 20)
returns table (kind text, at timestamptz, actor_id uuid, actor_name text, actor_avatar text,
               subject_id uuid, subject_title text, other_id uuid, other_name text)
language sql
stable
security definer
set search_path = ''
as $$
  with me as (select (select auth.uid()) as uid, least(greatest(page_limit, 1), 50) as lim)
  select e.kind, e.at, e.actor_id, a.full_name, a.avatar_url, e.subject_id, e.subject_title, e.other_id, o.full_name
  from me
  join public.profiles a on a.id = p_member and a.is_member
  cross join lateral (
    select * from private.member_events(p_member, me.uid, before_at, me.lim) x
    order by x.at desc, x.subject_id limit me.lim) e
  left join lateral (select p.full_name, p.is_member from public.profiles p where p.id = e.other_id) o on true
  where public.can_view_profile(me.uid, p_member) and not private.blocked_between(me.uid, p_member)
    and (e.other_id is null or o.is_member)
  order by e.at desc, e.subject_id;
$$;

-- ---------------------------------------------------------------------------------------------
-- Achievements: badges computed from the member's data with the date each was earned; a badge not
-- earned is not returned. Each reads a bounded range of one index.
create function public.get_achievements(p_member uuid)
returns table (badge text, earned_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  with allowed as (
    select 1 from public.profiles p
    where p.id = p_member and p.is_member and public.can_view_profile((select auth.uid()), p_member)),
  connected as (
    select x.updated_at from (
      (select c.updated_at from public.connections c
        where c.requester_id = p_member and c.status = 'accepted' order by c.updated_at limit 10)
      union all
      (select c.updated_at from public.connections c
        where c.addressee_id = p_member and c.status = 'accepted' order by c.updated_at limit 10)) x
    order by x.updated_at limit 10),
  badges as (
    select 'first_connection'::text as badge, (select min(updated_at) from connected) as earned_at
    union all
    select 'ten_connections', (select updated_at from connected offset 9 limit 1)
    union all
    select 'first_job_posted', (select j.created_at from public.jobs j where j.posted_by = p_member
                                order by j.created_at limit 1)
    union all
    select 'first_service', (select s.created_at from public.user_services s where s.user_id = p_member
                             order by s.created_at limit 1)
    union all
    select 'first_application', (select a.created_at from public.applications a where a.applicant_id = p_member
                                 order by a.created_at limit 1))
  select b.badge, b.earned_at from badges b
  where b.earned_at is not null and exists (select 1 from allowed)
  order by b.earned_at;
$$;

-- ---------------------------------------------------------------------------------------------
-- Grants: members call the member functions, administrators the admin ones (checked inside).
do $$
declare
  f text;
begin
  foreach f in array array[
    'public.list_my_notifications(timestamptz, integer, boolean)',
    'public.unread_notification_count()',
    'public.mark_notification_read(text, bigint)',
    'public.mark_all_notifications_read()',
    'public.my_broadcast_banner()',
    'public.dismiss_broadcast(bigint)',
    'public.admin_broadcast_reach(public.broadcast_audience, public.subscription_plan)',
    'public.admin_send_broadcast(text, text, public.broadcast_audience, public.subscription_plan)',
    'public.admin_list_broadcasts(timestamptz, integer)',
    'public.get_activity_feed(timestamptz, integer)',
    'public.get_member_activity(uuid, timestamptz, integer)',
    'public.get_achievements(uuid)']
  loop
    execute format('revoke execute on function %s from public, anon', f);
    execute format('grant execute on function %s to authenticated, service_role', f);
  end loop;
end;
$$;

-- Live delivery: the bell hears its own rows (RLS decides who hears what).
alter publication supabase_realtime add table public.notifications, public.broadcasts;
