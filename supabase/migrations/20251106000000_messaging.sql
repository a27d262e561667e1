-- Conversations between members (issue 15).
--
-- Shape:
--   conversations              one row per pair of members (member_a < member_b), made by the first
--                              message of either, whatever the timing of two first messages.
--   conversation_participants  two rows per conversation, one per member: what that member's list
--                              shows (ordering key, unread count) and how far they have read. The
--                              conversation list and the unread badge read only these rows, through
--                              an index led by the member, so they cost the page, not the platform.
--   messages                   sender and recipient stored on the row, so row-level security (and
--                              Realtime's per-subscriber check) is one comparison, no join.
--   member_blocks              who blocked whom; a block stops messages and connection requests
--                              both ways.
--   conversation_reports       a report with a snapshot of the last 20 messages: administrators read
--                              reports, never conversations.
--
-- Who may write to whom is one function, public.can_message(sender, recipient). The plans issue
-- counts a Service Provider's contacts in one function too, private.on_first_message_in_conversation
-- (called once per sender and conversation, from the insert trigger below).

-- ---------------------------------------------------------------------------------------------
-- Tables

create table public.conversations (
  id uuid primary key default gen_random_uuid(),
  member_a uuid not null references public.profiles (id) on delete cascade,
  member_b uuid not null references public.profiles (id) on delete cascade,
  started_by uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_message_id uuid,
  last_message_at timestamptz,
  constraint conversations_pair_order_check check (member_a < member_b),
  constraint conversations_started_by_check check (started_by in (member_a, member_b))
);
-- One conversation per pair: the first message's insert relies on this to be race-free.
create unique index conversations_pair_key on public.conversations (member_a, member_b);
create index conversations_member_b_idx on public.conversations (member_b);
create index conversations_started_by_idx on public.conversations (started_by);

create table public.conversation_participants (
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  member_id uuid not null references public.profiles (id) on delete cascade,
  other_id uuid not null references public.profiles (id) on delete cascade,
  last_message_at timestamptz not null,
  unread_count integer not null default 0,
  last_read_at timestamptz,
  primary key (conversation_id, member_id),
  constraint conversation_participants_unread_check check (unread_count >= 0),
  constraint conversation_participants_not_self_check check (member_id <> other_id)
);
-- The conversation list: a member's conversations, newest first, keyset (last_message_at, id).
create index conversation_participants_list_idx
  on public.conversation_participants (member_id, last_message_at desc, conversation_id desc);
-- The unread badge: only conversations with something unread.
create index conversation_participants_unread_idx
  on public.conversation_participants (member_id) include (unread_count) where unread_count > 0;
create index conversation_participants_other_idx on public.conversation_participants (other_id);

create table public.messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  sender_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  recipient_id uuid not null references public.profiles (id) on delete cascade,
  body text not null,
  created_at timestamptz not null default now(),
  deleted_at timestamptz,
  -- A message says something (1–4000 characters, stored trimmed: the insert trigger trims) until its
  -- sender deletes it; then it says nothing at all.
  constraint messages_body_check check (
    (deleted_at is null and char_length(body) between 1 and 4000 and body ~ '^\S' and body ~ '\S$')
    or (deleted_at is not null and body = '')),
  constraint messages_not_self_check check (sender_id <> recipient_id)
);
-- History, paged backwards: keyset (created_at, id) within the conversation.
create index messages_conversation_created_idx on public.messages (conversation_id, created_at desc, id desc);
create index messages_sender_idx on public.messages (sender_id);
create index messages_recipient_idx on public.messages (recipient_id);

alter table public.conversations
  add constraint conversations_last_message_fkey foreign key (last_message_id)
  references public.messages (id) on delete set null;
create index conversations_last_message_idx on public.conversations (last_message_id);

create table public.member_blocks (
  blocker_id uuid not null references public.profiles (id) on delete cascade,
  blocked_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (blocker_id, blocked_id),
  constraint member_blocks_not_self_check check (blocker_id <> blocked_id)
);
create index member_blocks_blocked_idx on public.member_blocks (blocked_id);

-- Labels in alphabetical order, as every enum of the schema (20251102000000_enumerated_types.sql):
-- an enum sorts as its text does.
create type public.report_reason as enum ('harassment', 'inappropriate', 'other', 'scam', 'spam');
create type public.report_status as enum ('closed', 'open');

create table public.conversation_reports (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  reporter_id uuid not null references public.profiles (id) on delete cascade,
  reported_id uuid not null references public.profiles (id) on delete cascade,
  reason public.report_reason not null,
  note text,
  -- The last 20 messages when the report was made, oldest first: [{id, sender_id, sender_name, body,
  -- created_at, deleted}]. What administrators read; the conversation itself stays private.
  snapshot jsonb not null,
  status public.report_status not null default 'open',
  created_at timestamptz not null default now(),
  closed_at timestamptz,
  closed_by uuid references public.profiles (id) on delete set null,
  constraint conversation_reports_note_check check (note is null or char_length(note) <= 1000),
  constraint conversation_reports_closed_check check ((status = 'closed') = (closed_at is not null))
);
-- The admin 'Reports' list: open first... each status newest first, keyset (created_at, id).
create index conversation_reports_status_created_idx
  on public.conversation_reports (status, created_at desc, id desc);
create index conversation_reports_conversation_idx on public.conversation_reports (conversation_id);
create index conversation_reports_reporter_idx on public.conversation_reports (reporter_id);
create index conversation_reports_reported_idx on public.conversation_reports (reported_id);
create index conversation_reports_closed_by_idx on public.conversation_reports (closed_by);

-- ---------------------------------------------------------------------------------------------
-- The rules, each once.

-- Either member has blocked the other (internal: the triggers and can_message).
create function private.blocked_between(a uuid, b uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.member_blocks k
    where (k.blocker_id = a and k.blocked_id = b) or (k.blocker_id = b and k.blocked_id = a));
$$;

-- The same, for the caller and one member: what a policy may ask (it tells the caller nothing about
-- other pairs).
create function public.is_blocked_with(p_member uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select auth.uid()) is not null and private.blocked_between((select auth.uid()), p_member);
$$;

-- Who may write to whom: two different members with an accepted connection, neither blocking the
-- other. The plans issue extends this one function with what a Service Provider's plan allows.
-- Asked by a signed-in user it answers only about pairs that include them (no probing of others'
-- connections or blocks); the service role and internal callers (no JWT) may ask about any pair.
create function public.can_message(p_sender uuid, p_recipient uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select p_sender is not null and p_recipient is not null and p_sender <> p_recipient
    and ((select auth.uid()) is null or (select auth.uid()) in (p_sender, p_recipient))
    and public.is_member(p_sender) and public.is_member(p_recipient)
    and exists (
      select 1 from public.connections c
      where least(c.requester_id, c.addressee_id) = least(p_sender, p_recipient)
        and greatest(c.requester_id, c.addressee_id) = greatest(p_sender, p_recipient)
        and c.status = 'accepted')
    and not private.blocked_between(p_sender, p_recipient);
$$;

-- The plans issue's hook: called once when a member sends their first message in a conversation
-- (p_started: whether they also started it). It runs inside the message's insert, so raising here
-- refuses the message. Today it does nothing: contact limits are the plans issue's.
create function private.on_first_message_in_conversation(
  p_conversation_id uuid, p_sender uuid, p_recipient uuid, p_started boolean) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  return;
end;
$$;

-- The Realtime topic of a pair's private channel (typing, online): 'dm:<smaller id>:<larger id>'.
create function public.conversation_topic(a uuid, b uuid) returns text
language sql
immutable
set search_path = ''
as $$
  select 'dm:' || least(a, b)::text || ':' || greatest(a, b)::text;
$$;

-- Whether the caller is one of the two members a 'dm:' topic names (and both are members). Any
-- other topic, or a malformed one, is not theirs.
create function public.may_use_dm_topic(topic text) returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  parts text[];
  a uuid;
  b uuid;
  me uuid := (select auth.uid());
begin
  if me is null or topic !~ '^dm:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return false;
  end if;
  parts := string_to_array(topic, ':');
  a := parts[2]::uuid;
  b := parts[3]::uuid;
  return a < b and me in (a, b) and public.is_member(a) and public.is_member(b);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Sending: the client inserts {recipient_id, body}; the trigger fills in the rest.

create function private.before_message_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  a uuid := least(new.sender_id, new.recipient_id);
  b uuid := greatest(new.sender_id, new.recipient_id);
  conv public.conversations%rowtype;
  sent_before boolean;
begin
  if not public.can_message(new.sender_id, new.recipient_id) then
    raise exception 'You can only message members you are connected with.'
      using errcode = '42501', hint = 'Connect first, and check that neither of you has blocked the other.';
  end if;
  new.body := regexp_replace(new.body, '^\s+|\s+$', '', 'g');
  -- One conversation per pair even when both send their first message at once: the loser of the
  -- unique index waits for the winner's commit and then finds its row.
  insert into public.conversations (member_a, member_b, started_by)
    values (a, b, new.sender_id)
    on conflict (member_a, member_b) do nothing
    returning * into conv;
  if conv.id is null then
    select * into conv from public.conversations c where c.member_a = a and c.member_b = b;
  end if;
  new.conversation_id := conv.id;
  select exists (select 1 from public.messages m where m.conversation_id = conv.id and m.sender_id = new.sender_id)
    into sent_before;
  if not sent_before then
    perform private.on_first_message_in_conversation(conv.id, new.sender_id, new.recipient_id,
      conv.started_by = new.sender_id);
  end if;
  return new;
end;
$$;

create function private.after_message_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.conversations set last_message_id = new.id, last_message_at = new.created_at
    where id = new.conversation_id;
  -- The sender has read everything up to their own message; the recipient has one more unread.
  insert into public.conversation_participants as p
      (conversation_id, member_id, other_id, last_message_at, unread_count, last_read_at)
    values (new.conversation_id, new.sender_id, new.recipient_id, new.created_at, 0, new.created_at),
           (new.conversation_id, new.recipient_id, new.sender_id, new.created_at, 1, null)
    on conflict (conversation_id, member_id) do update
      set last_message_at = excluded.last_message_at,
          unread_count = case when p.member_id = new.sender_id then 0 else p.unread_count + 1 end,
          last_read_at = case when p.member_id = new.sender_id then excluded.last_read_at else p.last_read_at end;
  return null;
end;
$$;

create trigger messages_before_insert before insert on public.messages
  for each row execute function private.before_message_insert();
create trigger messages_after_insert after insert on public.messages
  for each row execute function private.after_message_insert();

-- Deleting is the only change: the sender clears the body and sets deleted_at; nothing else moves.
create function private.before_message_update() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.deleted_at is not null then
    raise exception 'This message has already been deleted.' using errcode = '22023';
  end if;
  if new.deleted_at is null or new.body <> '' then
    raise exception 'A message can only be deleted: clear its body and set deleted_at.' using errcode = '22023';
  end if;
  new.id := old.id;
  new.conversation_id := old.conversation_id;
  new.sender_id := old.sender_id;
  new.recipient_id := old.recipient_id;
  new.created_at := old.created_at;
  new.deleted_at := now();
  return new;
end;
$$;

create trigger messages_before_update before update on public.messages
  for each row execute function private.before_message_update();

-- ---------------------------------------------------------------------------------------------
-- Reading: keyset pages, as their owner, restating what the policies allow (the caller's own rows).

-- The caller's conversations, newest first, after the keyset (p_before_at, p_before_id). The page
-- of participant rows is taken first (index range on the member), then each row's conversation, other
-- member, last message and the other's read mark are looked up by key (LATERAL ... LIMIT 1 keeps
-- those nested loops: a plain join was planned as a hash join over whole tables on small networks).
create function public.list_conversations(
  p_before_at timestamptz default null, p_before_id uuid default null, page_limit integer default 20)
returns table (
  conversation_id uuid, other_id uuid, other_full_name text, other_avatar_url text,
  other_user_type public.user_type, last_message_at timestamptz, last_message_id uuid,
  last_message_body text, last_message_deleted boolean, last_message_sender_id uuid,
  unread_count integer, other_last_read_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select p.conversation_id, p.other_id, o.full_name, o.avatar_url, o.user_type, p.last_message_at,
         m.id, left(m.body, 140), m.deleted_at is not null, m.sender_id, p.unread_count, q.last_read_at
  from (
    select * from public.conversation_participants p
    where p.member_id = (select auth.uid())
      and (p_before_at is null or (p.last_message_at, p.conversation_id) < (p_before_at, p_before_id))
    order by p.last_message_at desc, p.conversation_id desc
    limit least(greatest(coalesce(page_limit, 20), 1), 100)) p
  cross join lateral (
    select x.full_name, x.avatar_url, x.user_type from public.profiles x where x.id = p.other_id limit 1) o
  left join lateral (
    select y.id, y.body, y.deleted_at, y.sender_id
    from public.conversations c join public.messages y on y.id = c.last_message_id
    where c.id = p.conversation_id limit 1) m on true
  left join lateral (
    select z.last_read_at from public.conversation_participants z
    where z.conversation_id = p.conversation_id and z.member_id = p.other_id limit 1) q on true
  order by p.last_message_at desc, p.conversation_id desc;
$$;

-- One page of a conversation's history, newest first, older than the keyset (p_before_at,
-- p_before_id). Only for its two participants; anyone else gets no rows.
create function public.list_messages(
  p_conversation_id uuid, p_before_at timestamptz default null, p_before_id uuid default null,
  page_limit integer default 30)
returns setof public.messages
language sql
stable
security definer
set search_path = ''
as $$
  select m.*
  from public.messages m
  where m.conversation_id = p_conversation_id
    and exists (
      select 1 from public.conversations c
      where c.id = p_conversation_id and (select auth.uid()) in (c.member_a, c.member_b))
    and (p_before_at is null or (m.created_at, m.id) < (p_before_at, p_before_id))
  order by m.created_at desc, m.id desc
  limit least(greatest(coalesce(page_limit, 30), 1), 100);
$$;

-- The unread badge: messages the caller has not read, over conversations with any unread.
create function public.unread_message_count() returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(p.unread_count), 0)::integer
  from public.conversation_participants p
  where p.member_id = (select auth.uid()) and p.unread_count > 0;
$$;

-- What the open conversation with a member needs: the other's card, the conversation (if any), the
-- other's read mark, and whether the caller may write, or why not.
create function public.conversation_with(p_member uuid)
returns table (
  other_id uuid, other_full_name text, other_avatar_url text, other_user_type public.user_type,
  conversation_id uuid, other_last_read_at timestamptz, can_message boolean,
  blocked_by_me boolean, blocked_me boolean, connected boolean)
language sql
stable
security definer
set search_path = ''
as $$
  with me as (select (select auth.uid()) as id)
  select o.id, o.full_name, o.avatar_url, o.user_type, c.id, q.last_read_at,
         public.can_message(me.id, o.id),
         exists (select 1 from public.member_blocks k where k.blocker_id = me.id and k.blocked_id = o.id),
         exists (select 1 from public.member_blocks k where k.blocker_id = o.id and k.blocked_id = me.id),
         exists (
           select 1 from public.connections x
           where least(x.requester_id, x.addressee_id) = least(me.id, o.id)
             and greatest(x.requester_id, x.addressee_id) = greatest(me.id, o.id)
             and x.status = 'accepted')
  from me
  join public.profiles o on o.id = p_member and o.is_member and o.id <> me.id
  left join public.conversations c on c.member_a = least(me.id, o.id) and c.member_b = greatest(me.id, o.id)
  left join public.conversation_participants q on q.conversation_id = c.id and q.member_id = o.id
  where me.id is not null and public.is_member(me.id);
$$;

-- Opening a conversation marks it read up to its last message.
create function public.mark_conversation_read(p_conversation_id uuid) returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.conversation_participants p
     set unread_count = 0, last_read_at = greatest(p.last_read_at, p.last_message_at)
   where p.conversation_id = p_conversation_id and p.member_id = (select auth.uid())
     and (p.unread_count > 0 or p.last_read_at is distinct from greatest(p.last_read_at, p.last_message_at));
$$;

-- ---------------------------------------------------------------------------------------------
-- Reports: the reporter's snapshot of the last 20 messages; administrators list and close them.

create function public.report_conversation(p_conversation_id uuid, p_reason public.report_reason, p_note text default null)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  conv public.conversations%rowtype;
  report_id uuid;
begin
  select * into conv from public.conversations c where c.id = p_conversation_id and me in (c.member_a, c.member_b);
  if conv.id is null or not public.is_member(me) then
    raise exception 'Conversation not found.' using errcode = 'P0002';
  end if;
  if p_note is not null and char_length(btrim(p_note)) > 1000 then
    raise exception 'The note is too long (1000 characters at most).' using errcode = '22001';
  end if;
  insert into public.conversation_reports (conversation_id, reporter_id, reported_id, reason, note, snapshot)
  select conv.id, me, case when conv.member_a = me then conv.member_b else conv.member_a end, p_reason,
         nullif(btrim(coalesce(p_note, '')), ''),
         coalesce((
           select jsonb_agg(jsonb_build_object(
                    'id', m.id, 'sender_id', m.sender_id, 'sender_name', s.full_name, 'body', m.body,
                    'created_at', m.created_at, 'deleted', m.deleted_at is not null)
                  order by m.created_at, m.id)
           from (select * from public.messages x where x.conversation_id = conv.id
                 order by x.created_at desc, x.id desc limit 20) m
           join public.profiles s on s.id = m.sender_id), '[]'::jsonb)
  returning id into report_id;
  return report_id;
end;
$$;

-- The 'Reports' list of the admin area: one status, newest first, keyset (created_at, id).
create function public.admin_list_reports(
  p_status public.report_status default 'open', p_before_at timestamptz default null,
  p_before_id uuid default null, page_limit integer default 20)
returns table (
  id uuid, conversation_id uuid, reason public.report_reason, note text, snapshot jsonb,
  status public.report_status, created_at timestamptz, closed_at timestamptz,
  reporter_id uuid, reporter_name text, reported_id uuid, reported_name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'You do not have administrative privileges.' using errcode = '42501';
  end if;
  return query
  select r.id, r.conversation_id, r.reason, r.note, r.snapshot, r.status, r.created_at, r.closed_at,
         r.reporter_id, a.full_name, r.reported_id, b.full_name
  from public.conversation_reports r
  join public.profiles a on a.id = r.reporter_id
  join public.profiles b on b.id = r.reported_id
  where r.status = p_status
    and (p_before_at is null or (r.created_at, r.id) < (p_before_at, p_before_id))
  order by r.created_at desc, r.id desc
  limit least(greatest(coalesce(page_limit, 20), 1), 100);
end;
$$;

create function public.admin_close_report(p_report_id uuid) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'You do not have administrative privileges.' using errcode = '42501';
  end if;
  update public.conversation_reports
     set status = 'closed', closed_at = now(), closed_by = (select auth.uid())
   where id = p_report_id and status = 'open';
  if not found then
    raise exception 'Report not found or already closed.' using errcode = 'P0002';
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Row-level security and grants.

alter table public.conversations enable row level security;
alter table public.conversation_participants enable row level security;
alter table public.messages enable row level security;
alter table public.member_blocks enable row level security;
alter table public.conversation_reports enable row level security;

revoke all on table public.conversations, public.conversation_participants, public.messages,
  public.member_blocks, public.conversation_reports from public, anon, authenticated;
grant all on table public.conversations, public.conversation_participants, public.messages,
  public.member_blocks, public.conversation_reports to service_role;

-- Conversations and their rows: the two participants only (an administrator is never one).
grant select on public.conversations to authenticated;
create policy "Participants read their conversations" on public.conversations
  for select to authenticated
  using ((select auth.uid()) in (member_a, member_b));

-- Both participant rows of a conversation: one's own (unread, list) and the other's (read mark).
grant select on public.conversation_participants to authenticated;
create policy "Participants read both sides of their conversations" on public.conversation_participants
  for select to authenticated
  using ((select auth.uid()) in (member_id, other_id));

grant select on public.messages to authenticated;
grant insert (recipient_id, body) on public.messages to authenticated;
grant update (body, deleted_at) on public.messages to authenticated;
create policy "Participants read their messages" on public.messages
  for select to authenticated
  using ((select auth.uid()) in (sender_id, recipient_id));
-- The sender is the caller, the recipient someone they may write to (the trigger says so again
-- with a clearer message, and files the message in the pair's conversation).
create policy "Members send messages as themselves" on public.messages
  for insert to authenticated
  with check (sender_id = (select auth.uid()) and public.can_message((select auth.uid()), recipient_id));
create policy "Senders delete their own messages" on public.messages
  for update to authenticated
  using (sender_id = (select auth.uid()))
  with check (sender_id = (select auth.uid()));

-- Blocks: the blocker's own rows. The blocked member is not told; they only find they cannot write.
grant select, delete on public.member_blocks to authenticated;
grant insert (blocked_id) on public.member_blocks to authenticated;
alter table public.member_blocks alter column blocker_id set default auth.uid();
create policy "Members read their blocks" on public.member_blocks
  for select to authenticated using (blocker_id = (select auth.uid()));
create policy "Members block as themselves" on public.member_blocks
  for insert to authenticated
  with check (blocker_id = (select auth.uid()) and public.is_member(blocked_id));
create policy "Members lift their blocks" on public.member_blocks
  for delete to authenticated using (blocker_id = (select auth.uid()));

-- Reports: made through report_conversation; administrators read them (admin_list_reports).
grant select on public.conversation_reports to authenticated;
create policy "Administrators read reports" on public.conversation_reports
  for select to authenticated using ((select public.is_admin()));

-- A block stops connection requests both ways (restrictive: it narrows whatever allows the insert).
create policy "No requests between blocked members" on public.connections
  as restrictive for insert to authenticated
  with check (not public.is_blocked_with(addressee_id));

-- Functions: the API calls these; the rest are internal.
revoke execute on function
  public.can_message(uuid, uuid),
  public.is_blocked_with(uuid),
  public.may_use_dm_topic(text),
  public.conversation_topic(uuid, uuid),
  public.list_conversations(timestamptz, uuid, integer),
  public.list_messages(uuid, timestamptz, uuid, integer),
  public.unread_message_count(),
  public.conversation_with(uuid),
  public.mark_conversation_read(uuid),
  public.report_conversation(uuid, public.report_reason, text),
  public.admin_list_reports(public.report_status, timestamptz, uuid, integer),
  public.admin_close_report(uuid)
  from public, anon;
grant execute on function
  public.can_message(uuid, uuid),
  public.is_blocked_with(uuid),
  public.may_use_dm_topic(text),
  public.conversation_topic(uuid, uuid),
  public.list_conversations(timestamptz, uuid, integer),
  public.list_messages(uuid, timestamptz, uuid, integer),
  public.unread_message_count(),
  public.conversation_with(uuid),
  public.mark_conversation_read(uuid),
  public.report_conversation(uuid, public.report_reason, text),
  public.admin_list_reports(public.report_status, timestamptz, uuid, integer),
  public.admin_close_report(uuid)
  to authenticated, service_role;
revoke execute on function
  private.blocked_between(uuid, uuid),
  private.on_first_message_in_conversation(uuid, uuid, uuid, boolean),
  private.before_message_insert(),
  private.after_message_insert(),
  private.before_message_update()
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Realtime: new and deleted messages, unread counts and read marks reach the participants'
-- open tabs (postgres_changes, checked against the policies above per subscriber).
alter publication supabase_realtime add table public.messages, public.conversation_participants;

-- Typing and online dots: a private channel per pair, 'dm:<a>:<b>', that only the two may join
-- (read) or send on (insert), as Realtime Authorization asks.
create policy "Pairs read their direct channel" on realtime.messages
  for select to authenticated
  using (realtime.topic() like 'dm:%' and public.may_use_dm_topic(realtime.topic()));
create policy "Pairs write on their direct channel" on realtime.messages
  for insert to authenticated
  with check (realtime.topic() like 'dm:%' and public.may_use_dm_topic(realtime.topic()));
