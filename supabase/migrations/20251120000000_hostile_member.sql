-- A hostile member gets a 4xx, never a 500 (issue 30).
--
--   private.raise_http(status, code, message, hint)   raises PostgREST's custom error
--                                                    (`raise sqlstate 'PGRST'`), so a function
--                                                    answers the HTTP status it means, with
--                                                    PostgREST's body {code, message, details, hint}
--   report_conversation, admin_close_report,        "not found" was P0002, which PostgREST (hosted
--   admin_set_review_hidden                         too) maps to 500: now 404 with code P0002 kept in
--                                                    the body; a null p_hidden is 400 (22004)
--   may_use_dm_topic                                 the pair's private typing/presence channel
--                                                    refuses the pair while either blocks the other

-- ---------------------------------------------------------------------------------------------
-- PostgREST answers `raise sqlstate 'PGRST'` with the status of DETAIL and the body of MESSAGE
-- (both JSON; DETAIL needs `status` and `headers`). Built with json functions, so a message can
-- hold any text. For functions that must answer 404 (or 409…) where Postgres has no SQLSTATE
-- PostgREST maps to it; a 4xx SQLSTATE (22023, 23514, 42501…) is enough everywhere else.
create function private.raise_http(p_status integer, p_code text, p_message text, p_hint text default null)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  raise sqlstate 'PGRST' using
    message = json_build_object('code', p_code, 'message', p_message, 'details', null, 'hint', p_hint)::text,
    detail = json_build_object('status', p_status, 'headers', json_build_object())::text;
end;
$$;
revoke execute on function private.raise_http(integer, text, text, text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Reporting a conversation: as 20251106000000_messaging.sql, with "not found" as a 404.
create or replace function public.report_conversation(
  p_conversation_id uuid, p_reason public.report_reason, p_note text default null)
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
    perform private.raise_http(404, 'P0002', 'Conversation not found.');
  end if;
  if p_reason is null then
    raise exception 'Choose a reason for the report.' using errcode = '22004';
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

create or replace function public.admin_close_report(p_report_id uuid) returns void
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
    perform private.raise_http(404, 'P0002', 'Report not found or already closed.');
  end if;
end;
$$;

-- As 20251111000000_reviews.sql; hidden or shown must be said (null is not "show").
create or replace function public.admin_set_review_hidden(p_review_id uuid, p_hidden boolean) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  if p_hidden is null then
    raise exception 'Say whether the review is hidden (true) or shown (false).' using errcode = '22004';
  end if;
  update public.reviews
  set hidden_at = case when p_hidden then coalesce(hidden_at, now()) end,
      hidden_by = case when p_hidden then (select auth.uid()) end
  where id = p_review_id;
  if not found then
    perform private.raise_http(404, 'P0002', 'Review not found');
  end if;
  update public.review_reports set status = 'closed', closed_at = now(), closed_by = (select auth.uid())
  where review_id = p_review_id and status = 'open';
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The pair's private channel (typing, presence): as 20251106000000_messaging.sql, and closed while
-- either member blocks the other (Realtime Authorization reads this through the policies on
-- realtime.messages, at every join and token refresh). Both directions of the block are one
-- primary-key lookup each.
create or replace function public.may_use_dm_topic(topic text) returns boolean
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
  return a < b and me in (a, b) and public.is_member(a) and public.is_member(b)
    and not exists (select 1 from public.member_blocks k
                    where (k.blocker_id = a and k.blocked_id = b) or (k.blocker_id = b and k.blocked_id = a));
end;
$$;
