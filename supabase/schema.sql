--
-- PostgreSQL database dump
--

\restrict schema


SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: private; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA private;


--
-- Name: public; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA public;


--
-- Name: SCHEMA public; Type: COMMENT; Schema: -; Owner: -
--

COMMENT ON SCHEMA public IS 'standard public schema';


--
-- Name: match_unit; Type: TYPE; Schema: private; Owner: -
--

CREATE TYPE private.match_unit AS (
	lexemes text[],
	weight real,
	label text,
	kind text,
	grp text
);


--
-- Name: application_status; Type: TYPE; Schema: public; Owner: -
--

CREATE TYPE public.application_status AS ENUM (
    'new',
    'shortlisted',
    'interview',
    'offer',
    'hired',
    'rejected',
    'withdrawn'
);


--
-- Name: broadcast_audience; Type: TYPE; Schema: public; Owner: -
--

CREATE TYPE public.broadcast_audience AS ENUM (
    'all',
    'hr',
    'plan',
    'provider'
);


--
-- Name: company_type; Type: TYPE; Schema: public; Owner: -
--

CREATE TYPE public.company_type AS ENUM (
    'Agency',
    'Large enterprise',
    'Mid-size company',
    'Non-profit',
    'Public sector',
    'Small business',
    'Startup'
);


--
-- Name: connection_status; Type: TYPE; Schema: public; Owner: -
--

CREATE TYPE public.connection_status AS ENUM (
    'accepted',
    'declined',
    'pending'
);


--
-- Name: data_export_status; Type: TYPE; Schema: public; Owner: -
--

CREATE TYPE public.data_export_status AS ENUM (
    'failed',
    'ready',
    'running'
);


--
-- Name: data_export_step; Type: TYPE; Schema: public; Owner: -
--

CREATE TYPE public.data_export_step AS ENUM (
    'applications',
    'connections',
    'files',
    'jobs',
    'messages',
    'notifications',
    'profile',
    'reviews',
    'saving'
);


--
-- Name: notification_kind; Type: TYPE; Schema: public; Owner: -
--

CREATE TYPE public.notification_kind AS ENUM (
    'application_received',
    'application_status',
    'broadcast',
    'connection_accepted',
    'connection_request',
    'message',
    'review_answered',
    'review_received'
);


--
-- Name: report_reason; Type: TYPE; Schema: public; Owner: -
--

CREATE TYPE public.report_reason AS ENUM (
    'harassment',
    'inappropriate',
    'other',
    'scam',
    'spam'
);


--
-- Name: report_status; Type: TYPE; Schema: public; Owner: -
--

CREATE TYPE public.report_status AS ENUM (
    'closed',
    'open'
);


--
-- Name: subscription_plan; Type: TYPE; Schema: public; Owner: -
--

CREATE TYPE public.subscription_plan AS ENUM (
    'Enterprise',
    'Free',
    'Premium',
    'Professional'
);


--
-- Name: user_role; Type: TYPE; Schema: public; Owner: -
--

CREATE TYPE public.user_role AS ENUM (
    'admin',
    'member'
);


--
-- Name: user_type; Type: TYPE; Schema: public; Owner: -
--

CREATE TYPE public.user_type AS ENUM (
    'HR Professional',
    'Service Provider'
);


--
-- Name: accepted_partners(uuid, integer); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.accepted_partners(p_member uuid, p_cap integer) RETURNS TABLE(partner uuid)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select x.partner from (
    (select c.addressee_id as partner, c.updated_at from public.connections c
     where c.requester_id = p_member and c.status = 'accepted' order by c.updated_at desc limit p_cap)
    union all
    (select c.requester_id, c.updated_at from public.connections c
     where c.addressee_id = p_member and c.status = 'accepted' order by c.updated_at desc limit p_cap)
  ) x
  order by x.updated_at desc
  limit p_cap;
$$;


--
-- Name: add_counter_delta(bigint, bigint, bigint); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.add_counter_delta(d_members bigint, d_services bigint, d_connections bigint) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if d_members = 0 and d_services = 0 and d_connections = 0 then
    return;
  end if;
  insert into private.platform_counter_deltas (members, services, accepted_connections)
  values (d_members, d_services, d_connections);
  if coalesce(current_setting('hr_connect.counters_folded', true), '') <> 'on'
     and current_setting('transaction_isolation') = 'read committed'
     and pg_try_advisory_xact_lock(hashtext('hr_connect.platform_counters')) then
    -- Once per transaction: a bulk load of many statements must not rescan its own dead rows.
    perform set_config('hr_connect.counters_folded', 'on', true);
    with folded as (delete from private.platform_counter_deltas returning *)
    insert into private.platform_counter_deltas (members, services, accepted_connections)
    select coalesce(sum(f.members), 0), coalesce(sum(f.services), 0), coalesce(sum(f.accepted_connections), 0)
    from folded f;
  end if;
end;
$$;


--
-- Name: after_message_insert(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.after_message_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: any_words_query(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.any_words_query(p_text text) RETURNS tsquery
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select private.tsquery_any(array(
    select pg_catalog.plainto_tsquery('simple', t.lexeme)
    from pg_catalog.unnest(pg_catalog.to_tsvector('english', coalesce(p_text, ''))) t
    limit 32));
$$;


--
-- Name: apply_plan_change(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.apply_plan_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: apply_status_change(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.apply_status_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  steps constant public.application_status[] := array['new', 'shortlisted', 'interview', 'offer', 'hired'];
begin
  if new.from_status = 'withdrawn' then
    raise exception 'This application was withdrawn.' using errcode = '23514';
  elsif new.from_status in ('hired', 'rejected') then
    raise exception 'This application is already decided.' using errcode = '23514';
  elsif new.to_status = new.from_status then
    raise exception 'The application already has this status.' using errcode = '23514';
  elsif new.to_status not in ('rejected', 'withdrawn')
        and array_position(steps, new.to_status) < array_position(steps, new.from_status) then
    raise exception 'An application only moves forward: New, Shortlisted, Interview, Offer, Hired (or Rejected).'
      using errcode = '23514';
  end if;
  update public.applications a
    set status = new.to_status, status_changed_at = new.changed_at
    where a.id = new.application_id;
  return null;
end;
$$;


--
-- Name: before_message_insert(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.before_message_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
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
$_$;


--
-- Name: before_message_update(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.before_message_update() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: before_review_insert(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.before_review_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: before_review_update(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.before_review_update() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: before_user_created_hook(jsonb); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.before_user_created_hook(event jsonb) RETURNS jsonb
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  meta jsonb := event -> 'user' -> 'user_metadata';
  field text;
  problem text;
begin
  if jsonb_typeof(meta) = 'object' then
    if octet_length(meta::text) > 16384 then
      problem := 'Sign-up details are too large.';
    end if;
    foreach field in array array['full_name', 'company', 'position', 'service_type', 'description',
                                 'avatar_url', 'user_type', 'referred_by_code'] loop
      exit when problem is not null;
      if meta ? field and jsonb_typeof(meta -> field) not in ('string', 'null') then
        problem := format('%s must be text.', field);
      elsif char_length(btrim(meta ->> field, E' \t\r\n')) > private.signup_field_limit(field) then
        problem := format('%s must be at most %s characters.', field, private.signup_field_limit(field));
      end if;
    end loop;
    if problem is null and meta ? 'user_type' and jsonb_typeof(meta -> 'user_type') = 'string'
       and lower(btrim(meta ->> 'user_type', E' \t\r\n')) not in ('hr professional', 'service provider') then
      problem := 'user_type must be HR Professional or Service Provider.';
    end if;
  elsif meta is not null and jsonb_typeof(meta) <> 'null' then
    problem := 'Sign-up details must be an object.';
  end if;
  if problem is null then
    return '{}'::jsonb;
  end if;
  return jsonb_build_object('error', jsonb_build_object('http_code', 422, 'message', problem));
end;
$$;


--
-- Name: blocked_between(uuid, uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.blocked_between(a uuid, b uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.member_blocks k
    where (k.blocker_id = a and k.blocked_id = b) or (k.blocker_id = b and k.blocked_id = a));
$$;


--
-- Name: listing_priority(public.subscription_plan); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.listing_priority(plan public.subscription_plan) RETURNS smallint
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when plan in ('Premium', 'Enterprise') then 1 else 0 end::smallint;
$$;


SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: broadcasts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.broadcasts (
    id bigint NOT NULL,
    title text NOT NULL,
    message text NOT NULL,
    audience public.broadcast_audience NOT NULL,
    plan public.subscription_plan,
    sent_by uuid,
    sent_at timestamp with time zone DEFAULT now() NOT NULL,
    reach integer NOT NULL,
    CONSTRAINT broadcasts_message_check CHECK (((char_length(btrim(message)) >= 1) AND (char_length(btrim(message)) <= 2000))),
    CONSTRAINT broadcasts_plan_check CHECK (((audience = 'plan'::public.broadcast_audience) = (plan IS NOT NULL))),
    CONSTRAINT broadcasts_title_check CHECK (((char_length(btrim(title)) >= 1) AND (char_length(btrim(title)) <= 120)))
);


--
-- Name: profiles; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.profiles (
    id uuid NOT NULL,
    email text,
    full_name text NOT NULL,
    user_type public.user_type,
    company text,
    "position" text,
    service_type text,
    description text,
    avatar_url text,
    referral_code text NOT NULL,
    referred_by uuid,
    subscription_plan public.subscription_plan,
    role public.user_role DEFAULT 'member'::public.user_role NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    is_member boolean GENERATED ALWAYS AS ((role = 'member'::public.user_role)) STORED,
    listing_priority smallint GENERATED ALWAYS AS (
CASE
    WHEN (user_type = 'Service Provider'::public.user_type) THEN (public.listing_priority(subscription_plan))::integer
    ELSE 0
END) STORED,
    directory_listed boolean DEFAULT true NOT NULL,
    directory_slug text,
    location text,
    company_type public.company_type,
    CONSTRAINT profiles_avatar_url_check CHECK (((avatar_url IS NULL) OR ((char_length(avatar_url) <= 200) AND (split_part(avatar_url, '/'::text, 1) = (id)::text) AND (avatar_url ~ '^[0-9a-f-]{36}/[A-Za-z0-9][A-Za-z0-9._-]*$'::text)))),
    CONSTRAINT profiles_company_check CHECK (((company IS NULL) OR (char_length(company) <= 120))),
    CONSTRAINT profiles_description_check CHECK (((description IS NULL) OR (char_length(description) <= 4000))),
    CONSTRAINT profiles_full_name_check CHECK (((char_length(btrim(full_name)) >= 1) AND (char_length(btrim(full_name)) <= 120))),
    CONSTRAINT profiles_location_check CHECK (((location IS NULL) OR ((char_length(btrim(location)) >= 1) AND (char_length(btrim(location)) <= 120)))),
    CONSTRAINT profiles_member_type_check CHECK ((is_member = (user_type IS NOT NULL))),
    CONSTRAINT profiles_position_check CHECK ((("position" IS NULL) OR (char_length("position") <= 120))),
    CONSTRAINT profiles_referral_code_check CHECK ((referral_code ~ '^[a-z0-9]{6,32}$'::text)),
    CONSTRAINT profiles_referred_by_check CHECK (((referred_by IS NULL) OR (referred_by <> id))),
    CONSTRAINT profiles_service_type_check CHECK (((service_type IS NULL) OR (char_length(service_type) <= 120)))
);


--
-- Name: broadcast_reaches(public.broadcasts, public.profiles); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.broadcast_reaches(b public.broadcasts, p public.profiles) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p.is_member and p.created_at <= b.sent_at and case b.audience
    when 'all' then true
    when 'hr' then p.user_type = 'HR Professional'
    when 'provider' then p.user_type = 'Service Provider'
    when 'plan' then p.user_type = 'Service Provider' and private.plan_at(p.id, b.sent_at) = b.plan
  end;
$$;


--
-- Name: check_avatar_object(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.check_avatar_object() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
begin
  if new.avatar_url is not null and new.avatar_url is distinct from old.avatar_url
     and split_part(new.avatar_url, '/', 1) = new.id::text
     and new.avatar_url ~ '^[0-9a-f-]{36}/[A-Za-z0-9][A-Za-z0-9._-]*$'
     and not exists (select 1 from storage.objects o where o.bucket_id = 'photos' and o.name = new.avatar_url) then
    raise exception 'avatar_url must name a photo you uploaded.' using errcode = '23503';
  end if;
  return new;
end;
$_$;


--
-- Name: check_new_application(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.check_new_application() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_job record;
begin
  select j.posted_by, j.closed_at into v_job from public.jobs j where j.id = new.job_id;
  if found and v_job.closed_at is not null then
    raise exception 'This job is closed: it no longer takes applications.' using errcode = '23514';
  end if;
  if found and v_job.posted_by = new.applicant_id then
    raise exception 'You cannot apply to a job you posted.' using errcode = '23514';
  end if;
  return new;
end;
$$;


--
-- Name: clock_now(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.clock_now() RETURNS timestamp with time zone
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce((select c.fixed_at from private.clock c), now());
$$;


--
-- Name: connection_request_rules(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.connection_request_rules() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: contacts_allowed_text(public.subscription_plan); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.contacts_allowed_text(p_plan public.subscription_plan) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when l.contacts_per_month = 0
    then 'Your Basic plan does not include contacting HR Professionals.'
    else format('Your %s plan includes %s contacts per month; you have used them all.', l.plan_name,
                l.contacts_per_month) end
  from public.plan_limits(p_plan) l;
$$;


--
-- Name: count_application_change(uuid, integer, integer); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.count_application_change(p_job uuid, d_total integer, d_new integer) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  insert into public.job_application_counts as c (job_id, total_count, new_count)
  values (p_job, greatest(d_total, 0), greatest(d_new, 0))
  on conflict (job_id) do update
    set total_count = c.total_count + d_total, new_count = c.new_count + d_new;
$$;


--
-- Name: count_applications(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.count_applications() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'INSERT' then
    perform private.count_application_change(new.job_id, 1, 1);
  elsif tg_op = 'DELETE' then
    -- A job's own deletion removes its counts row first (cascade): nothing left to count down.
    if old.status <> 'withdrawn' and exists (select 1 from public.jobs j where j.id = old.job_id) then
      perform private.count_application_change(old.job_id, -1, case when old.status = 'new' then -1 else 0 end);
    end if;
  elsif old.status is distinct from new.status then
    perform private.count_application_change(new.job_id,
      case when new.status = 'withdrawn' then -1 else 0 end,
      case when old.status = 'new' then -1 else 0 end);
  end if;
  return null;
end;
$$;


--
-- Name: count_platform_changes(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.count_platform_changes() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  added bigint := 0;
  removed bigint := 0;
begin
  if tg_table_name = 'profiles' then
    if tg_op <> 'DELETE' then select count(*) into added from new_rows r where r.is_member; end if;
    if tg_op <> 'INSERT' then select count(*) into removed from old_rows r where r.is_member; end if;
    perform private.add_counter_delta(added - removed, 0, 0);
  elsif tg_table_name = 'user_services' then
    if tg_op = 'INSERT' then select count(*) into added from new_rows; end if;
    if tg_op = 'DELETE' then select count(*) into removed from old_rows; end if;
    perform private.add_counter_delta(0, added - removed, 0);
  elsif tg_table_name = 'connections' then
    if tg_op <> 'DELETE' then select count(*) into added from new_rows r where r.status = 'accepted'; end if;
    if tg_op <> 'INSERT' then select count(*) into removed from old_rows r where r.status = 'accepted'; end if;
    perform private.add_counter_delta(0, 0, added - removed);
  end if;
  return null;
end;
$$;


--
-- Name: current_day(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.current_day() RETURNS date
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select (private.clock_now() at time zone 'UTC')::date;
$$;


--
-- Name: current_month(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.current_month() RETURNS date
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select date_trunc('month', private.clock_now() at time zone 'UTC')::date;
$$;


--
-- Name: data_export_interval(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.data_export_interval() RETURNS interval
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$ select interval '1 hour' $$;


--
-- Name: directory_count(uuid[], text, text, integer); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.directory_count(p_categories uuid[], p_location_key text, p_location text, p_delta integer) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if p_delta = 0 then
    return;
  end if;
  -- The rows first, then the deltas: an insert carrying a negative delta would fail the check before
  -- its conflict were seen.
  insert into private.directory_counts (scope)
  select unnest(array['all'] || array(select 'category:' || x from unnest(p_categories) x))
  on conflict do nothing;
  update private.directory_counts set provider_count = provider_count + p_delta
  where scope = any (array['all'] || array(select 'category:' || x from unnest(p_categories) x));
  if p_location_key is not null then
    insert into private.directory_locations (location_key, label) values (p_location_key, p_location)
    on conflict do nothing;
    update private.directory_locations set provider_count = provider_count + p_delta,
      -- The label of the latest listing with this location.
      label = case when p_delta > 0 then p_location else label end
    where location_key = p_location_key;
  end if;
end;
$$;


--
-- Name: directory_document_follow(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.directory_document_follow() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  -- A bulk rebuild (private.rebuild_directory_search) writes the corpus once instead.
  if coalesce(current_setting('private.match_bulk', true), '') = 'on' then
    return null;
  end if;
  perform private.refresh_directory_document(case when tg_op = 'DELETE' then old.provider_id else new.provider_id end);
  return null;
end;
$$;


--
-- Name: directory_listing_follow(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.directory_listing_follow() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  -- The trigger's argument names the column that holds the provider's id in this table.
  v_provider uuid := (to_jsonb(case when tg_op = 'DELETE' then old else new end) ->> tg_argv[0])::uuid;
begin
  -- A deleted account's rows go with it (cascade), its counts with the listing row's delete below.
  if exists (select 1 from public.profiles p where p.id = v_provider) then
    perform private.refresh_directory_listing(v_provider);
  end if;
  return null;
end;
$$;


--
-- Name: directory_listing_forget(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.directory_listing_forget() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.directory_count(old.category_ids, old.location_key, old.location, -1);
  return null;
end;
$$;


--
-- Name: directory_listing; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.directory_listing (
    provider_id uuid NOT NULL,
    slug text NOT NULL,
    company text NOT NULL,
    avatar_url text,
    summary text,
    location text,
    location_key text,
    category_ids uuid[] NOT NULL,
    category_names text[] NOT NULL,
    category_slugs text[] NOT NULL,
    review_count integer NOT NULL,
    rating_average numeric(2,1),
    rating_rank numeric NOT NULL,
    listing_priority smallint NOT NULL,
    listed_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);


--
-- Name: directory_listing_rows(uuid[]); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.directory_listing_rows(p_providers uuid[]) RETURNS SETOF private.directory_listing
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p.id, p.directory_slug, coalesce(nullif(btrim(p.company), ''), p.full_name), p.avatar_url,
         private.first_line(p.description), nullif(btrim(p.location), ''), private.location_key(p.location),
         coalesce(c.ids, '{}'), coalesce(c.names, '{}'), coalesce(c.slugs, '{}'),
         coalesce(pr.review_count, 0),
         case when pr.review_count > 0 then round(pr.rating_sum::numeric / pr.review_count, 1) end,
         public.bayesian_rating(pr.rating_sum, pr.review_count),
         public.listing_priority(p.subscription_plan),
         p.created_at, now()
  from public.profiles p
  left join public.provider_ratings pr on pr.provider_id = p.id
  left join lateral (
    -- The category the provider signed up under first: it names the provider's page.
    select array_agg(sc.id order by k.first desc, sc.name) as ids, array_agg(sc.name order by k.first desc, sc.name) as names,
           array_agg(private.slugify(sc.name) order by k.first desc, sc.name) as slugs
    from public.service_categories sc
    cross join lateral (select lower(sc.name) = lower(btrim(coalesce(p.service_type, ''))) as first) k
    where sc.id in (select s.category_id from public.user_services s where s.user_id = p.id and s.showcased)
       or k.first
  ) c on true
  where p.id = any (p_providers) and p.is_member and p.user_type = 'Service Provider' and p.directory_listed
    and p.directory_slug is not null;
$$;


--
-- Name: directory_slug_for(uuid, text, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.directory_slug_for(p_provider uuid, p_name text, p_current text) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  v_base text := private.slugify(p_name);
  v_pattern text := '^' || v_base || '(-[0-9]+)?$'; -- a base is [a-z0-9-] only: no regex syntax in it
  v_slug text;
  v_used integer;
begin
  if p_current is not null and p_current ~ v_pattern then
    return p_current;
  end if;
  select s.slug into v_slug from private.directory_slugs s
  where s.provider_id = p_provider and s.slug ~ v_pattern order by s.created_at desc limit 1;
  if found then
    return v_slug;
  end if;
  loop
    insert into private.directory_slug_counters as c (base, used) values (v_base, 1)
    on conflict (base) do update set used = c.used + 1
    returning c.used into v_used;
    v_slug := case when v_used = 1 then v_base else v_base || '-' || v_used end;
    -- A company literally named 'Acme 2' may hold acme-2 already: then the next number.
    insert into private.directory_slugs (slug, provider_id) values (v_slug, p_provider) on conflict do nothing;
    exit when found;
  end loop;
  return v_slug;
end;
$_$;


--
-- Name: drop_signup_avatar(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.drop_signup_avatar() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.avatar_url := null;
  return new;
end;
$$;


--
-- Name: fill_status_change(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.fill_status_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  select a.status into new.from_status from public.applications a where a.id = new.application_id for update;
  new.changed_by := (select auth.uid());
  new.changed_at := now();
  return new;
end;
$$;


--
-- Name: first_line(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.first_line(p_text text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $_$
  select case when char_length(l) <= 240 then l
              else pg_catalog.regexp_replace(left(l, 239), '\s+\S*$', '') || '…' end
  from (select nullif(btrim(split_part(btrim(coalesce(p_text, '')), E'\n', 1)), '') as l) x;
$_$;


--
-- Name: invite_daily_limit(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.invite_daily_limit() RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$ select 20 $$;


--
-- Name: is_contact_pair(uuid, uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_contact_pair(p_provider uuid, p_hr uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (select 1 from public.profiles p
                 where p.id = p_provider and p.is_member and p.user_type = 'Service Provider')
     and exists (select 1 from public.profiles h
                 where h.id = p_hr and h.is_member and h.user_type = 'HR Professional');
$$;


--
-- Name: jobs; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.jobs (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    title text NOT NULL,
    company_name text NOT NULL,
    location text NOT NULL,
    experience_required text,
    education_qualification text,
    other_criteria text,
    joining_time text,
    compensation_range text,
    description text NOT NULL,
    posted_by uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    closed_at timestamp with time zone,
    search_document tsvector GENERATED ALWAYS AS (((setweight(to_tsvector('english'::regconfig, COALESCE(title, ''::text)), 'A'::"char") || setweight(to_tsvector('english'::regconfig, COALESCE(company_name, ''::text)), 'B'::"char")) || setweight(to_tsvector('english'::regconfig, ((((description || ' '::text) || COALESCE(experience_required, ''::text)) || ' '::text) || COALESCE(other_criteria, ''::text))), 'C'::"char"))) STORED,
    CONSTRAINT jobs_company_name_check CHECK (((char_length(btrim(company_name)) >= 1) AND (char_length(btrim(company_name)) <= 160))),
    CONSTRAINT jobs_description_check CHECK (((char_length(btrim(description)) >= 1) AND (char_length(btrim(description)) <= 10000))),
    CONSTRAINT jobs_location_check CHECK (((char_length(btrim(location)) >= 1) AND (char_length(btrim(location)) <= 160))),
    CONSTRAINT jobs_short_fields_check CHECK (((COALESCE(char_length(experience_required), 0) <= 120) AND (COALESCE(char_length(education_qualification), 0) <= 160) AND (COALESCE(char_length(joining_time), 0) <= 120) AND (COALESCE(char_length(compensation_range), 0) <= 120) AND (COALESCE(char_length(other_criteria), 0) <= 4000))),
    CONSTRAINT jobs_title_check CHECK (((char_length(btrim(title)) >= 1) AND (char_length(btrim(title)) <= 160)))
);


--
-- Name: job_document(public.jobs); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.job_document(p_job public.jobs, OUT fields tsvector[], OUT lengths integer[], OUT words text[]) RETURNS record
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select f.fields, f.lengths, f.words
  from private.match_fields(array[p_job.title, p_job.description,
                                  concat_ws(' ', p_job.experience_required, p_job.education_qualification,
                                            p_job.other_criteria),
                                  p_job.company_name, null]) f;
$$;


--
-- Name: job_document_follow(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.job_document_follow() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    SET plan_cache_mode TO 'force_generic_plan'
    AS $$
declare
  v_doc record;
begin
  if tg_op = 'DELETE' or new.closed_at is not null then
    delete from private.match_documents
    where corpus = 'job' and doc_id = (case when tg_op = 'DELETE' then old.id else new.id end);
    return null;
  end if;
  select * into v_doc from private.job_document(new);
  insert into private.match_documents as d (corpus, doc_id, fields, lengths, words)
  values ('job', new.id, v_doc.fields, v_doc.lengths, v_doc.words)
  on conflict (corpus, doc_id) do update set fields = excluded.fields, lengths = excluded.lengths, words = excluded.words
  where d.fields is distinct from excluded.fields or d.words is distinct from excluded.words;
  return null;
end;
$$;


--
-- Name: keep_last_admin(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.keep_last_admin() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: keep_provider_rating(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.keep_provider_rating() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: location_key(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.location_key(p_text text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select nullif(lower(pg_catalog.regexp_replace(btrim(coalesce(p_text, '')), '\s+', ' ', 'g')), '');
$$;


--
-- Name: lock_showcase(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.lock_showcase(p_provider uuid) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select pg_advisory_xact_lock(hashtextextended('hr_connect.showcase:' || p_provider::text, 0));
$$;


--
-- Name: match_bounds(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.match_bounds(OUT max_units integer, OUT postings_per_unit integer, OUT max_candidates integer) RETURNS record
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$ select 40, 50, 100 $$;


--
-- Name: match_correction(text, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.match_correction(p_corpus text, p_word text) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    SET "pg_trgm.similarity_threshold" TO '0.2'
    AS $$
  select x.word from (
    (select w.word, w.df from private.match_words w
     where w.corpus = p_corpus and w.word operator(extensions.%) p_word
     order by extensions.similarity(w.word, p_word) desc, w.df desc, w.word limit 8)
    union all
    (select v.phrase, 0 from private.hr_vocabulary v
     where position(' ' in v.phrase) = 0 and v.phrase operator(extensions.%) p_word
     order by extensions.similarity(v.phrase, p_word) desc, v.phrase limit 8)) x
  where extensions.similarity(x.word, p_word) >= 0.4
     or private.match_edit_distance(x.word, p_word) <= case when char_length(p_word) >= 8 then 2 else 1 end
  order by extensions.similarity(x.word, p_word) desc, x.df desc, x.word
  limit 1;
$$;


--
-- Name: match_documents_follow(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.match_documents_follow() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    SET plan_cache_mode TO 'force_generic_plan'
    AS $$
declare
  v_corpus text := case when tg_op = 'DELETE' then old.corpus else new.corpus end;
  v_doc uuid := case when tg_op = 'DELETE' then old.doc_id else new.doc_id end;
  v_old_terms text[] := '{}';
  v_new_terms text[] := '{}';
  v_old_words text[] := '{}';
  v_new_words text[] := '{}';
  v_old_lengths integer[] := '{0, 0, 0, 0, 0}';
  v_new_lengths integer[] := '{0, 0, 0, 0, 0}';
begin
  if coalesce(current_setting('private.match_bulk', true), '') = 'on' then
    return null;
  end if;
  if tg_op = 'UPDATE' and old.fields = new.fields and old.words = new.words then
    return null;
  end if;
  if tg_op <> 'INSERT' then
    v_old_terms := array(select distinct l.lexeme from unnest(old.fields) f(vec) cross join lateral unnest(f.vec) l
                         order by 1);
    v_old_words := old.words;
    v_old_lengths := old.lengths;
  end if;
  if tg_op <> 'DELETE' then
    v_new_terms := array(select distinct l.lexeme from unnest(new.fields) f(vec) cross join lateral unnest(f.vec) l
                         order by 1);
    v_new_words := new.words;
    v_new_lengths := new.lengths;
  end if;

  update private.match_corpus c
  set docs = c.docs + case tg_op when 'INSERT' then 1 when 'DELETE' then -1 else 0 end,
      total_lengths = array(select c.total_lengths[i] + v_new_lengths[i] - v_old_lengths[i]
                            from generate_series(1, 5) i order by i)
  where c.corpus = v_corpus;

  -- Document frequencies: +1 for lexemes the document gained, −1 for those it lost (in term order, so
  -- two writers lock rows in the same order).
  insert into private.match_terms as t (corpus, term, df)
  select v_corpus, x, 1 from unnest(v_new_terms) x where not (x = any (v_old_terms)) order by x
  on conflict (corpus, term) do update set df = t.df + 1;
  -- Rows at 1 go first, then the others drop by one (the other order would delete the rows it just
  -- brought down to 1).
  delete from private.match_terms t
  where t.corpus = v_corpus and t.term = any (array(select x from unnest(v_old_terms) x where not (x = any (v_new_terms))))
    and t.df <= 1;
  update private.match_terms t set df = t.df - 1
  where t.corpus = v_corpus and t.term = any (array(select x from unnest(v_old_terms) x where not (x = any (v_new_terms))))
    and t.df > 1;

  insert into private.match_words as w (corpus, word, df)
  select v_corpus, x, 1 from unnest(v_new_words) x where not (x = any (v_old_words)) order by x
  on conflict (corpus, word) do update set df = w.df + 1;
  -- Rows at 1 go first, then the others drop by one (the other order would delete the rows it just
  -- brought down to 1).
  delete from private.match_words w
  where w.corpus = v_corpus and w.word = any (array(select x from unnest(v_old_words) x where not (x = any (v_new_words))))
    and w.df <= 1;
  update private.match_words w set df = w.df - 1
  where w.corpus = v_corpus and w.word = any (array(select x from unnest(v_old_words) x where not (x = any (v_new_words))))
    and w.df > 1;

  -- Postings: the old ones by key, the new ones with their impact.
  delete from private.match_postings p where p.corpus = v_corpus and p.term = any (v_old_terms) and p.doc_id = v_doc;
  if tg_op <> 'DELETE' then
    insert into private.match_postings (corpus, term, doc_id, impact)
    select v_corpus, i.term, v_doc, i.impact from private.match_impacts(v_corpus, new.fields, new.lengths) i;
  end if;
  return null;
end;
$$;


--
-- Name: match_edit_distance(text, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.match_edit_distance(a text, b text) RETURNS integer
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
declare
  la integer := char_length(a);
  lb integer := char_length(b);
  w integer := char_length(b) + 1;
  d integer[];
  i integer;
  j integer;
  v integer;
begin
  if abs(la - lb) > 2 then
    return 3;
  end if;
  d := array_fill(0, array[(la + 1) * w]);
  for i in 0 .. la loop d[i * w + 1] := i; end loop;
  for j in 0 .. lb loop d[j + 1] := j; end loop;
  for i in 1 .. la loop
    for j in 1 .. lb loop
      v := least(d[(i - 1) * w + j + 1] + 1, d[i * w + j] + 1,
                 d[(i - 1) * w + j] + case when substr(a, i, 1) = substr(b, j, 1) then 0 else 1 end);
      if i > 1 and j > 1 and substr(a, i, 1) = substr(b, j - 1, 1) and substr(a, i - 1, 1) = substr(b, j, 1) then
        v := least(v, d[(i - 2) * w + j - 1] + 1);
      end if;
      d[i * w + j + 1] := v;
    end loop;
  end loop;
  return d[la * w + lb + 1];
end;
$$;


--
-- Name: match_field_length(tsvector); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.match_field_length(p_vector tsvector) RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$ select coalesce(sum(coalesce(cardinality(l.positions), 1)), 0)::int from unnest(p_vector) l $$;


--
-- Name: match_fields(text[]); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.match_fields(p_texts text[], OUT fields tsvector[], OUT lengths integer[], OUT words text[]) RETURNS record
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  with v as (
    select array(select to_tsvector('english'::regconfig, coalesce(t, '')) from unnest(p_texts) with ordinality u(t, i)
                 order by i) as v)
  select v.v,
         array(select coalesce((select sum(coalesce(cardinality(l.positions), 1)) from unnest(x) l), 0)::int
               from unnest(v.v) with ordinality u(x, i) order by i),
         private.match_surface_words(array_to_string(p_texts, ' '))
  from v;
$$;


--
-- Name: match_impacts(text, tsvector[], integer[]); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.match_impacts(p_corpus text, p_fields tsvector[], p_lengths integer[]) RETURNS TABLE(term text, impact real)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  with params as (select * from private.match_params(p_corpus)),
  corpus as (select c.docs, c.total_lengths from private.match_corpus c where c.corpus = p_corpus),
  tf as (
    select l.lexeme, f.i::int as i, coalesce(cardinality(l.positions), 1) as tf
    from unnest(p_fields) with ordinality f(vec, i)
    cross join lateral unnest(f.vec) l
  ), weighted as (
    select tf.lexeme,
           sum(pa.field_weights[tf.i] * tf.tf
               / (1 - pa.field_b[tf.i] + pa.field_b[tf.i] * p_lengths[tf.i]
                  / greatest(c.total_lengths[tf.i]::real / greatest(c.docs, 1), 1))) as x
    from tf cross join params pa cross join corpus c
    group by tf.lexeme
  )
  select w.lexeme, (w.x / (pa.k1 + w.x))::real from weighted w cross join params pa where w.x > 0;
$$;


--
-- Name: match_key(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.match_key(p_text text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select string_agg(l.lexeme, ' ' order by l.positions[1], l.lexeme)
  from unnest(to_tsvector('english'::regconfig, coalesce(p_text, ''))) l;
$$;


--
-- Name: match_lexeme(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.match_lexeme(p_word text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$ select (tsvector_to_array(to_tsvector('english'::regconfig, coalesce(p_word, ''))))[1] $$;


--
-- Name: match_normalise(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.match_normalise(p_text text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $_$
  select btrim(regexp_replace(regexp_replace(
           regexp_replace(lower(coalesce(p_text, '')), '[^[:alnum:]&]+', ' ', 'g'),
           '(^| )&+|&+( |$)', ' ', 'g'), ' +', ' ', 'g'));
$_$;


--
-- Name: match_params(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.match_params(p_corpus text, OUT k1 real, OUT field_weights real[], OUT field_b real[]) RETURNS record
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select 1.2::real,
         case when p_corpus in ('provider', 'directory') then '{3, 1, 2, 2, 1}'::real[]
              else '{3, 1, 1, 1, 0}'::real[] end,
         '{0.75, 0.75, 0.75, 0.75, 0.75}'::real[];
$$;


--
-- Name: match_query(text, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.match_query(p_corpus text, p_text text) RETURNS private.match_unit[]
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $_$
declare
  v_words text[];
  v_n integer;
  v_removed integer[];
  v_rest text[];
  v_kinds text[];
  v_lexemes text[];
  v_m integer;
  v_covered integer[] := '{}';
  v_units private.match_unit[] := '{}';
  v_concepts text[] := '{}';
  v_same_concepts text[] := '{}';
  v_word text;
  v_lexeme text;
  v_fix text;
  v_i integer;
  v_len integer;
  v_phrase text;
begin
  v_words := array(select w from unnest(regexp_split_to_array(private.match_normalise(p_text), ' ')) with ordinality t(w, i)
                   where w <> '' order by i limit 48);
  v_n := cardinality(v_words);
  if v_n = 0 then
    return v_units;
  end if;

  -- 1. Need phrasing out.
  v_removed := array(
    select distinct p
    from generate_series(1, v_n) i cross join generate_series(1, 4) len
    join private.need_phrasing np on np.phrase = array_to_string(v_words[i:i + len - 1], ' ') and np.kind = 'phrasing'
    cross join generate_series(i, i + len - 1) p
    where i + len - 1 <= v_n);
  v_rest := array(select v_words[i] from generate_series(1, v_n) i where not (i = any (v_removed)) order by i);
  v_m := coalesce(cardinality(v_rest), 0);
  if v_m = 0 then
    return v_units;
  end if;

  -- 2. Corrections of unknown words.
  v_kinds := array_fill('word'::text, array[v_m]);
  v_lexemes := array_fill(null::text, array[v_m]);
  for v_i in 1 .. v_m loop
    v_word := v_rest[v_i];
    v_lexeme := case when v_word ~ '[[:alpha:]]' then private.match_lexeme(v_word) end;
    if v_lexeme is not null and v_word ~ '^[[:alpha:]]{4,}$'
       and not exists (select 1 from private.match_terms t where t.corpus = p_corpus and t.term = v_lexeme)
       and not exists (select 1 from private.hr_vocabulary v where v.lexemes @> array[v_lexeme])
       and not exists (select 1 from private.hr_vocabulary v where v.phrase = v_word) then
      v_fix := private.match_correction(p_corpus, v_word);
      if v_fix is not null then
        v_rest[v_i] := v_fix;
        v_kinds[v_i] := 'typo';
        v_lexeme := private.match_lexeme(v_fix);
      end if;
    end if;
    v_lexemes[v_i] := v_lexeme;
  end loop;

  -- 3. Vocabulary phrases, longest first; a word belongs to at most one matched phrase.
  for v_i, v_len, v_phrase in
    with grams as materialized (
      select i, len, array_to_string(v_rest[i:i + len - 1], ' ') as surface,
             (select string_agg(l, ' ' order by k) from unnest(v_lexemes[i:i + len - 1]) with ordinality x(l, k)
              where l is not null) as lexkey,
             v_lexemes[i] is not null and v_lexemes[i + len - 1] is not null as bounded
      from generate_series(1, v_m) i cross join generate_series(1, 4) len
      where i + len - 1 <= v_m)
    -- Two index lookups per n-gram: by the letters, and by the lexemes.
    select g.i, g.len, v.phrase from grams g
    cross join lateral (select x.phrase from private.hr_vocabulary x where x.phrase = g.surface offset 0) v
    union
    select g.i, g.len, v.phrase from grams g
    cross join lateral (select x.phrase from private.hr_vocabulary x where x.match_key = g.lexkey offset 0) v
    where g.bounded
    order by 2 desc, 1, 3
  loop
    if not exists (select 1 from generate_series(v_i, v_i + v_len - 1) p where p = any (v_covered)) then
      v_covered := v_covered || array(select generate_series(v_i, v_i + v_len - 1));
    end if;
    -- Overlapping matches of the same words still name their concepts (a phrase in two concepts).
    v_concepts := v_concepts || array(select v.concept from private.hr_vocabulary v where v.phrase = v_phrase);
    v_same_concepts := v_same_concepts
      || array(select v.concept from private.hr_vocabulary v where v.phrase = v_phrase and v.relation = 'same');
  end loop;

  -- 4. The words, then the expansions.
  for v_i in 1 .. v_m loop
    v_lexeme := v_lexemes[v_i];
    continue when v_lexeme is null or char_length(v_lexeme) < 2 or v_lexeme ~ '^[[:digit:]]+$'
      or exists (select 1 from private.need_phrasing np where np.kind = 'generic' and np.phrase = v_rest[v_i]);
    v_units := v_units || row(array[v_lexeme], private.match_unit_weight(v_kinds[v_i]), v_rest[v_i], v_kinds[v_i],
                              'w:' || v_lexeme)::private.match_unit;
  end loop;
  v_units := v_units || array(
    select row(v.lexemes,
               private.match_unit_weight(case when v.relation = 'same' and v.concept = any (v_same_concepts)
                                              then 'same' else 'related' end),
               v.phrase,
               case when v.relation = 'same' and v.concept = any (v_same_concepts) then 'same' else 'related' end,
               'c:' || v.concept)::private.match_unit
    from private.hr_vocabulary v
    -- An expansion that is one short lexeme ('d' of 'd&i', 'oh') would match noise.
    where v.concept = any (v_concepts)
      and (cardinality(v.lexemes) > 1 or char_length(v.lexemes[1]) >= 3)
    order by (v.relation = 'same' and v.concept = any (v_same_concepts)) desc, v.concept, v.phrase);

  -- The same lexemes once, at their highest weight (the query's own word before an expansion).
  return array(
    select row(u.lexemes, u.weight, u.label, u.kind, u.grp)::private.match_unit
    from (select distinct on (k.key) k.lexemes, k.weight, k.label, k.kind, k.grp, k.ord
          from (select array(select distinct y from unnest(x.lexemes) y order by 1) as key, x.*
                from unnest(v_units) with ordinality x(lexemes, weight, label, kind, grp, ord)) k
          order by k.key, k.weight desc, char_length(k.label), k.ord) u
    order by u.weight desc, u.ord
    limit (select b.max_units from private.match_bounds() b));
end;
$_$;


--
-- Name: match_rank(text, private.match_unit[], integer, uuid[], boolean); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.match_rank(p_corpus text, p_units private.match_unit[], p_limit integer, p_also uuid[] DEFAULT '{}'::uuid[], p_generate boolean DEFAULT true) RETURNS TABLE(doc_id uuid, score real, coverage real, matched text[])
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  with params as (select * from private.match_params(p_corpus)),
  bounds as (select * from private.match_bounds()),
  corpus as (select c.docs, c.total_lengths from private.match_corpus c where c.corpus = p_corpus),
  units as (
    select u.ord, array(select distinct x from unnest(u.lexemes) x) as lexemes, u.weight, u.label, u.grp
    from unnest(p_units) with ordinality u(lexemes, weight, label, kind, grp, ord)
    where cardinality(u.lexemes) > 0
  ), unit_terms as (
    select u.ord, l.lexeme, coalesce(t.df, 0) as df
    from units u cross join lateral unnest(u.lexemes) l(lexeme)
    left join private.match_terms t on t.corpus = p_corpus and t.term = l.lexeme
  ), unit_stats as (
    -- A unit whose lexemes do not all occur in the corpus matches nothing.
    select u.ord, u.weight, u.label, u.lexemes, u.grp,
           ln(1 + (c.docs - min(ut.df) + 0.5) / (min(ut.df) + 0.5))::real as idf,
           (array_agg(ut.lexeme order by ut.df, ut.lexeme))[1] as rarest
    from units u join unit_terms ut on ut.ord = u.ord cross join corpus c
    group by u.ord, u.weight, u.label, u.lexemes, u.grp, c.docs
    having min(ut.df) > 0
  ), generated as (
    select x.doc_id, max(s.weight * s.idf * x.impact) as promise
    from unit_stats s
    cross join lateral (
      select p.doc_id, p.impact from private.match_postings p
      where p_generate and p.corpus = p_corpus and p.term = s.rarest
      order by p.impact desc, p.doc_id
      limit greatest((select b.postings_per_unit from bounds b), p_limit)) x
    group by x.doc_id
  ), candidates as (
    select g.doc_id from (select g.doc_id from generated g order by g.promise desc, g.doc_id
                          limit greatest((select b.max_candidates from bounds b), p_limit)) g
    union
    select a from unnest(p_also) a
  ), fields as (
    -- One primary-key lookup per candidate (the fence keeps a hash join over the whole corpus away).
    select cd.doc_id, f.i::int as i, f.vec, d.lengths[f.i] as len
    from candidates cd
    cross join lateral (select x.fields, x.lengths from private.match_documents x
                        where x.corpus = p_corpus and x.doc_id = cd.doc_id offset 0) d
    cross join lateral unnest(d.fields) with ordinality f(vec, i)
  ), hits as materialized (
    -- Materialized: each candidate's document is read once. Inlined, the planner ran the per-candidate
    -- lookups above as the inner side of a nested loop over the units found in the corpus, once per unit
    -- (888 reads of 148 candidates for recommend_providers at 1,000 members).
    select fd.doc_id, fd.i, fd.len, l.lexeme, coalesce(cardinality(l.positions), 1) as tf
    from fields fd cross join lateral unnest(fd.vec) l
    where l.lexeme = any (array(select ut.lexeme from unit_terms ut))
  ), unit_fields as (
    -- A unit occurs in a field when all its lexemes do; as often as its rarest-occurring lexeme.
    select h.doc_id, s.ord, h.i, h.len, min(h.tf) as tf
    from unit_stats s cross join lateral unnest(s.lexemes) l(lexeme)
    join hits h on h.lexeme = l.lexeme
    group by h.doc_id, s.ord, h.i, h.len, cardinality(s.lexemes)
    having count(*) = cardinality(s.lexemes)
  ), unit_docs as (
    select uf.doc_id, uf.ord,
           sum(pa.field_weights[uf.i] * uf.tf
               / (1 - pa.field_b[uf.i] + pa.field_b[uf.i] * uf.len
                  / greatest(c.total_lengths[uf.i]::real / greatest(c.docs, 1), 1))) as tft
    from unit_fields uf cross join params pa cross join corpus c
    group by uf.doc_id, uf.ord
  ), parts as (
    -- Of a group's units, the best-matching one counts.
    select distinct on (ud.doc_id, s.grp) ud.doc_id, s.label, s.weight * s.idf * ud.tft / (pa.k1 + ud.tft) as part
    from unit_docs ud join unit_stats s on s.ord = ud.ord cross join params pa
    where ud.tft > 0
    order by ud.doc_id, s.grp, part desc, cardinality(s.lexemes) desc, s.label
  ), weighed as (
    select p.*, max(p.part) over (partition by p.doc_id) as best from parts p
  ), total as (
    select sum(g.most) as most from (select max(s.weight * s.idf) as most from unit_stats s group by s.grp) g
  )
  -- What the explanation names: the labels of the parts worth at least a quarter of the document's best.
  select p.doc_id, sum(p.part)::real, (sum(p.part) / nullif(t.most, 0))::real,
         array_agg(p.label order by p.part desc, p.label) filter (where p.part >= 0.25 * p.best)
  from weighed p cross join total t
  group by p.doc_id, t.most
  order by 2 desc, p.doc_id
  limit greatest(coalesce(p_limit, 50), 0);
$$;


--
-- Name: match_rebuild(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.match_rebuild(p_corpus text) RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_docs bigint;
begin
  delete from private.match_postings p where p.corpus = p_corpus;
  delete from private.match_terms t where t.corpus = p_corpus;
  delete from private.match_words w where w.corpus = p_corpus;
  update private.match_corpus c
  set docs = s.docs, total_lengths = s.totals
  from (select count(*)::int as docs,
               array[coalesce(sum(d.lengths[1]), 0), coalesce(sum(d.lengths[2]), 0), coalesce(sum(d.lengths[3]), 0),
                     coalesce(sum(d.lengths[4]), 0), coalesce(sum(d.lengths[5]), 0)]::bigint[] as totals
        from private.match_documents d where d.corpus = p_corpus) s
  where c.corpus = p_corpus;
  insert into private.match_terms (corpus, term, df)
  select p_corpus, l.lexeme, count(distinct d.doc_id)
  from private.match_documents d cross join lateral unnest(d.fields) f(vec) cross join lateral unnest(f.vec) l
  where d.corpus = p_corpus
  group by l.lexeme;
  insert into private.match_words (corpus, word, df)
  select p_corpus, w, count(*) from private.match_documents d cross join lateral unnest(d.words) w
  where d.corpus = p_corpus group by w;
  insert into private.match_postings (corpus, term, doc_id, impact)
  select p_corpus, i.term, d.doc_id, i.impact
  from private.match_documents d cross join lateral private.match_impacts(p_corpus, d.fields, d.lengths) i
  where d.corpus = p_corpus;
  select c.docs into v_docs from private.match_corpus c where c.corpus = p_corpus;
  return v_docs;
end;
$$;


--
-- Name: match_score_needs(uuid, uuid[]); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.match_score_needs(p_doc uuid, p_needs uuid[]) RETURNS TABLE(profile_id uuid, score real, coverage real, matched text[])
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  with params as (select * from private.match_params('provider')),
  corpus as (select c.docs, c.total_lengths from private.match_corpus c where c.corpus = 'provider'),
  doc as (
    select f.i::int as i, l.lexeme, coalesce(cardinality(l.positions), 1) as tf, d.lengths[f.i] as len
    from private.match_documents d
    cross join lateral unnest(d.fields) with ordinality f(vec, i)
    cross join lateral unnest(f.vec) l
    where d.corpus = 'provider' and d.doc_id = p_doc
  ), units as (
    select t.profile_id, u.ord, array(select distinct x from unnest(u.lexemes) x) as lexemes, u.weight, u.label, u.grp
    from private.need_terms t
    cross join lateral unnest(t.units) with ordinality u(lexemes, weight, label, kind, grp, ord)
    where t.profile_id = any (p_needs) and cardinality(u.lexemes) > 0
  ), lexeme_df as (
    select x.lexeme, coalesce(mt.df, 0) as df
    from (select distinct l.lexeme from units u cross join lateral unnest(u.lexemes) l(lexeme)) x
    left join private.match_terms mt on mt.corpus = 'provider' and mt.term = x.lexeme
  ), unit_stats as (
    select u.profile_id, u.ord, u.weight, u.label, u.grp, u.lexemes,
           ln(1 + (c.docs - min(ld.df) + 0.5) / (min(ld.df) + 0.5))::real as idf
    from units u cross join lateral unnest(u.lexemes) l(lexeme)
    join lexeme_df ld on ld.lexeme = l.lexeme cross join corpus c
    group by u.profile_id, u.ord, u.weight, u.label, u.grp, u.lexemes, c.docs
    having min(ld.df) > 0
  ), unit_fields as (
    select s.profile_id, s.ord, d.i, d.len, min(d.tf) as tf
    from unit_stats s cross join lateral unnest(s.lexemes) l(lexeme)
    join doc d on d.lexeme = l.lexeme
    group by s.profile_id, s.ord, d.i, d.len, cardinality(s.lexemes)
    having count(*) = cardinality(s.lexemes)
  ), unit_docs as (
    select uf.profile_id, uf.ord,
           sum(pa.field_weights[uf.i] * uf.tf
               / (1 - pa.field_b[uf.i] + pa.field_b[uf.i] * uf.len
                  / greatest(c.total_lengths[uf.i]::real / greatest(c.docs, 1), 1))) as tft
    from unit_fields uf cross join params pa cross join corpus c
    group by uf.profile_id, uf.ord
  ), parts as (
    select distinct on (ud.profile_id, s.grp) ud.profile_id, s.label, s.weight * s.idf * ud.tft / (pa.k1 + ud.tft) as part
    from unit_docs ud join unit_stats s on s.profile_id = ud.profile_id and s.ord = ud.ord cross join params pa
    where ud.tft > 0
    order by ud.profile_id, s.grp, part desc, cardinality(s.lexemes) desc, s.label
  ), weighed as (
    select p.*, max(p.part) over (partition by p.profile_id) as best from parts p
  ), totals as (
    select g.profile_id, sum(g.most) as most
    from (select s.profile_id, max(s.weight * s.idf) as most from unit_stats s group by s.profile_id, s.grp) g
    group by g.profile_id
  )
  select p.profile_id, sum(p.part)::real, (sum(p.part) / nullif(t.most, 0))::real,
         array_agg(p.label order by p.part desc, p.label) filter (where p.part >= 0.25 * p.best)
  from weighed p join totals t on t.profile_id = p.profile_id
  group by p.profile_id, t.most;
$$;


--
-- Name: match_surface_words(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.match_surface_words(p_text text) RETURNS text[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $_$
  select coalesce(array_agg(distinct w order by w), '{}')
  from regexp_split_to_table(private.match_normalise(p_text), ' ') w
  where w ~ '^[[:alpha:]]{3,40}$';
$_$;


--
-- Name: match_unit_weight(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.match_unit_weight(p_kind text) RETURNS real
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select case p_kind when 'word' then 1.0 when 'typo' then 0.8 when 'same' then 0.8 when 'related' then 0.4 end::real;
$$;


--
-- Name: may_contact(uuid, uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.may_contact(p_provider uuid, p_hr uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: member_events(uuid, uuid, timestamp with time zone, integer); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.member_events(p_member uuid, p_viewer uuid, before_at timestamp with time zone, page_limit integer) RETURNS TABLE(kind text, at timestamp with time zone, actor_id uuid, subject_id uuid, subject_title text, other_id uuid)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: member_needs_rules(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.member_needs_rules() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not exists (select 1 from public.profiles p
                 where p.id = new.profile_id and p.is_member and p.user_type = 'HR Professional') then
    raise exception 'Only HR Professionals say what they are looking for' using errcode = '42501';
  end if;
  new.category_ids := array(select distinct c from unnest(new.category_ids) c order by c);
  if exists (select 1 from unnest(new.category_ids) c
             where not exists (select 1 from public.service_categories sc where sc.id = c)) then
    raise exception 'Unknown service category' using errcode = '23503';
  end if;
  new.looking_for := nullif(btrim(new.looking_for), '');
  new.updated_at := now();
  return new;
end;
$$;


--
-- Name: mutual_counts(uuid, uuid[]); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.mutual_counts(p_member uuid, p_candidates uuid[]) RETURNS TABLE(candidate uuid, mutual integer)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  with mine as materialized (select m.partner from private.accepted_partners(p_member, 500) m)
  select c.id, (select count(*)::int from private.accepted_partners(c.id, 500) t
                where t.partner in (select partner from mine))
  from unnest(p_candidates) as c(id);
$$;


--
-- Name: my_broadcasts(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.my_broadcasts() RETURNS SETOF public.broadcasts
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select b.* from public.profiles p
  join public.broadcasts b on b.sent_at >= p.created_at
  where p.id = (select auth.uid()) and private.broadcast_reaches(b, p)
  order by b.sent_at desc, b.id desc;
$$;


--
-- Name: need_terms_follow(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.need_terms_follow() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_units private.match_unit[] := private.match_query('provider', new.looking_for);
begin
  insert into private.need_terms as t (profile_id, units, terms, updated_at)
  values (new.profile_id, v_units,
          coalesce(array_to_tsvector(array(select distinct l from unnest(v_units) u cross join lateral unnest(u.lexemes) l
                                           order by 1)), ''::tsvector),
          new.updated_at)
  on conflict (profile_id) do update set units = excluded.units, terms = excluded.terms, updated_at = excluded.updated_at;
  return null;
end;
$$;


--
-- Name: notify(uuid, public.notification_kind, uuid, uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notify(p_recipient uuid, p_kind public.notification_kind, p_actor uuid, p_subject uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: notify_application(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notify_application() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: notify_connection(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notify_connection() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: notify_message(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notify_message() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.notify(new.recipient_id, 'message', new.sender_id, new.conversation_id);
  return null;
end;
$$;


--
-- Name: notify_review(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notify_review() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'INSERT' then
    perform private.notify(new.provider_id, 'review_received'::text::public.notification_kind, new.reviewer_id, new.id);
  elsif old.answer is null and new.answer is not null then
    perform private.notify(new.reviewer_id, 'review_answered'::text::public.notification_kind, new.provider_id, new.id);
  end if;
  return null;
end;
$$;


--
-- Name: on_first_message_in_conversation(uuid, uuid, uuid, boolean); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.on_first_message_in_conversation(p_conversation_id uuid, p_sender uuid, p_recipient uuid, p_started boolean) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if p_started then
    -- record_contact ignores pairs that are not provider → HR Professional.
    perform private.record_contact(p_sender, p_recipient, 'message');
  end if;
end;
$$;


--
-- Name: orphan_cvs(integer); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.orphan_cvs(p_limit integer) RETURNS TABLE(bucket_id text, name text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select o.bucket_id, o.name
  from storage.objects o
  where o.bucket_id = 'cvs'
    and o.created_at < now() - interval '24 hours'
    and not exists (select 1 from public.applications a where a.cv_path = o.name)
  order by o.name
  limit p_limit;
$$;


--
-- Name: orphan_photos(integer); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.orphan_photos(p_limit integer) RETURNS TABLE(bucket_id text, name text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
  select o.bucket_id, o.name
  from storage.objects o
  where o.bucket_id = 'photos'
    and o.created_at < now() - interval '24 hours'
    and (storage.foldername(o.name))[1] ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    -- (the case casts only what the line above let through: WHERE has no evaluation order)
    and not exists (select 1 from public.profiles p
                    where p.id = case when (storage.foldername(o.name))[1]
                                           ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                                      then ((storage.foldername(o.name))[1])::uuid end)
  order by o.name
  limit p_limit;
$_$;


--
-- Name: plan_at(uuid, timestamp with time zone); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.plan_at(p_member uuid, p_at timestamp with time zone) RETURNS public.subscription_plan
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(
    (select c.to_plan from public.plan_changes c
      where c.member_id = p_member and c.changed_at <= p_at order by c.changed_at desc, c.id limit 1),
    (select c.from_plan from public.plan_changes c
      where c.member_id = p_member and c.changed_at > p_at order by c.changed_at, c.id limit 1),
    (select p.subscription_plan from public.profiles p where p.id = p_member));
$$;


--
-- Name: prefix_query(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.prefix_query(p_text text) RETURNS tsquery
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select private.tsquery_any(array(
    select pg_catalog.to_tsquery('english', w.word || ':*') || pg_catalog.to_tsquery('simple', w.word || ':*')
    from (select word from pg_catalog.regexp_split_to_table(lower(coalesce(p_text, '')), '[^[:alnum:]]+') word
          where word <> '' limit 8) w));
$$;


--
-- Name: profiles_directory_slug(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.profiles_directory_slug() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.user_type = 'Service Provider' then
    new.directory_slug := private.directory_slug_for(
      new.id, coalesce(nullif(btrim(new.company), ''), new.full_name),
      case when tg_op = 'UPDATE' then old.directory_slug end);
  else
    new.directory_slug := case when tg_op = 'UPDATE' then old.directory_slug end;
  end if;
  return new;
end;
$$;


--
-- Name: provider_document(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.provider_document(p_provider uuid, OUT fields tsvector[], OUT lengths integer[], OUT words text[]) RETURNS record
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select f.fields, f.lengths, f.words
  from private.provider_texts t
  cross join lateral private.match_fields(array[t.names, t.services, t.skills, t.title, t.about]) f
  where t.provider_id = p_provider;
$$;


--
-- Name: provider_match_follow(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.provider_match_follow() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  -- The trigger's argument names the column that holds the provider's id in this table.
  v_provider uuid := (to_jsonb(case when tg_op = 'DELETE' then old else new end) ->> tg_argv[0])::uuid;
begin
  -- A deleted account's rows go with it (cascade); nothing to refresh.
  if exists (select 1 from public.profiles p where p.id = v_provider) then
    perform private.refresh_provider_match(v_provider);
  end if;
  return null;
end;
$$;


--
-- Name: provider_match; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.provider_match (
    provider_id uuid NOT NULL,
    category_ids uuid[] NOT NULL,
    rating_rank numeric NOT NULL,
    listing_priority smallint NOT NULL,
    review_count integer DEFAULT 0 NOT NULL,
    rating_sum integer DEFAULT 0 NOT NULL,
    member_since timestamp with time zone
);


--
-- Name: provider_match_rows(uuid[]); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.provider_match_rows(p_providers uuid[]) RETURNS SETOF private.provider_match
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p.id,
         coalesce(array(select distinct s.category_id from public.user_services s where s.user_id = p.id
                        order by s.category_id), '{}'),
         public.bayesian_rating(pr.rating_sum, pr.review_count),
         public.listing_priority(p.subscription_plan),
         coalesce(pr.review_count, 0), coalesce(pr.rating_sum, 0), p.created_at
  from public.profiles p
  left join public.provider_ratings pr on pr.provider_id = p.id
  where p.id = any (p_providers) and p.is_member and p.user_type = 'Service Provider';
$$;


--
-- Name: provider_relevance(text, integer); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.provider_relevance(p_query text, p_limit integer DEFAULT 50) RETURNS TABLE(provider_id uuid, score real, coverage real, matched_terms text[])
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select r.doc_id, r.score, r.coverage, r.matched
  from private.match_rank('provider', private.match_query('provider', p_query), least(greatest(coalesce(p_limit, 50), 1), 300)) r;
$$;


--
-- Name: prune_analytics_seen(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.prune_analytics_seen() RETURNS bigint
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  with gone as (delete from private.analytics_seen s where s.day < private.current_day() - 1 returning 1)
  select count(*) from gone;
$$;


--
-- Name: published_provider_relevance(text, integer, uuid[]); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.published_provider_relevance(p_query text, p_limit integer DEFAULT 50, p_also uuid[] DEFAULT '{}'::uuid[]) RETURNS TABLE(provider_id uuid, score real, coverage real, matched_terms text[])
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select r.doc_id, r.score, r.coverage, r.matched
  from private.match_rank('directory', private.match_query('directory', p_query),
                          least(greatest(coalesce(p_limit, 50), 1), 300), coalesce(p_also, '{}')) r;
$$;


--
-- Name: published_provider_texts(uuid[]); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.published_provider_texts(p_providers uuid[]) RETURNS TABLE(provider_id uuid, texts text[])
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select l.provider_id,
         array[s.names, s.services, k.skills, concat_ws(' ', l.company, p.service_type),
               concat_ws(' ', p.description, l.location)]
  from private.directory_listing l
  join public.profiles p on p.id = l.provider_id
  cross join lateral (
    select string_agg(x.service_name, ' ' order by x.created_at, x.id) as names,
           string_agg(x.description, ' ' order by x.created_at, x.id) as services
    from (select s.service_name, s.description, s.created_at, s.id from public.user_services s
          where s.user_id = l.provider_id and s.showcased
          order by s.created_at desc, s.id limit 50) x) s
  cross join lateral (
    select string_agg(x.skill_name, ' ' order by x.skill_name) as skills
    from (select k.skill_name from public.skills k where k.profile_id = l.provider_id
          order by lower(k.skill_name) limit 50) x) k
  where l.provider_id = any (p_providers);
$$;


--
-- Name: raise_http(integer, text, text, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.raise_http(p_status integer, p_code text, p_message text, p_hint text DEFAULT NULL::text) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  raise sqlstate 'PGRST' using
    message = json_build_object('code', p_code, 'message', p_message, 'details', null, 'hint', p_hint)::text,
    detail = json_build_object('status', p_status, 'headers', json_build_object())::text;
end;
$$;


--
-- Name: read_message_notification(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.read_message_notification() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.notifications set read_at = now()
  where recipient_id = new.member_id and subject_id = new.conversation_id and kind = 'message' and read_at is null;
  return null;
end;
$$;


--
-- Name: rebuild_directory_documents(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.rebuild_directory_documents() RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_docs bigint;
begin
  perform set_config('private.match_bulk', 'on', true);
  delete from private.match_documents where corpus = 'directory';
  insert into private.match_documents (corpus, doc_id, fields, lengths, words)
  select 'directory', t.provider_id, f.fields, f.lengths, f.words
  from private.published_provider_texts(array(select l.provider_id from private.directory_listing l)) t
  cross join lateral private.match_fields(t.texts) f;
  v_docs := private.match_rebuild('directory');
  perform set_config('private.match_bulk', 'off', true);
  return v_docs;
end;
$$;


--
-- Name: rebuild_directory_listing(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.rebuild_directory_listing() RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_rows bigint;
begin
  delete from private.directory_listing;
  insert into private.directory_listing
  select * from private.directory_listing_rows(array(
    select p.id from public.profiles p
    where p.is_member and p.user_type = 'Service Provider' and p.directory_listed));
  get diagnostics v_rows = row_count;
  insert into private.directory_listing_categories
    (category_id, provider_id, listing_priority, rating_rank, rating_average, listed_at, location_key)
  select unnest(l.category_ids), l.provider_id, l.listing_priority, l.rating_rank, l.rating_average, l.listed_at,
         l.location_key
  from private.directory_listing l;
  delete from private.directory_counts;
  insert into private.directory_counts (scope, provider_count)
  select 'all', count(*) from private.directory_listing
  union all
  select 'category:' || c.category_id, count(*) from private.directory_listing_categories c group by c.category_id;
  delete from private.directory_locations;
  insert into private.directory_locations (location_key, label, provider_count)
  select l.location_key, min(l.location), count(*) from private.directory_listing l
  where l.location_key is not null group by l.location_key;
  return v_rows;
end;
$$;


--
-- Name: rebuild_directory_search(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.rebuild_directory_search() RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_rows bigint;
begin
  perform set_config('private.match_bulk', 'on', true);
  v_rows := private.rebuild_directory_listing();
  perform private.rebuild_directory_documents();
  return v_rows;
end;
$$;


--
-- Name: rebuild_job_documents(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.rebuild_job_documents() RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform set_config('private.match_bulk', 'on', true);
  delete from private.match_documents where corpus = 'job';
  insert into private.match_documents (corpus, doc_id, fields, lengths, words)
  select 'job', j.id, d.fields, d.lengths, d.words
  from public.jobs j cross join lateral private.job_document(j) d
  where j.closed_at is null;
  perform set_config('private.match_bulk', 'off', true);
  return private.match_rebuild('job');
end;
$$;


--
-- Name: rebuild_provider_match(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.rebuild_provider_match() RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_rows bigint;
begin
  perform set_config('private.match_bulk', 'on', true);
  delete from private.provider_match;
  insert into private.provider_match
  select * from private.provider_match_rows(array(
    select p.id from public.profiles p where p.is_member and p.user_type = 'Service Provider'));
  get diagnostics v_rows = row_count;
  insert into private.provider_match_categories (category_id, provider_id, rating_rank, listing_priority)
  select unnest(pm.category_ids), pm.provider_id, pm.rating_rank, pm.listing_priority from private.provider_match pm;
  delete from private.match_documents where corpus = 'provider';
  insert into private.match_documents (corpus, doc_id, fields, lengths, words)
  select 'provider', t.provider_id, f.fields, f.lengths, f.words
  from private.provider_texts t
  cross join lateral private.match_fields(array[t.names, t.services, t.skills, t.title, t.about]) f;
  perform private.match_rebuild('provider');
  perform set_config('private.match_bulk', 'off', true);
  return v_rows;
end;
$$;


--
-- Name: record_contact(uuid, uuid, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.record_contact(p_provider uuid, p_hr uuid, p_via text DEFAULT 'connection_request'::text) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: record_events(uuid[], uuid, smallint); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.record_events(p_providers uuid[], p_viewer uuid, p_kind smallint) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    SET plan_cache_mode TO 'force_generic_plan'
    AS $$
declare
  d date;
  v_type public.user_type;
  v_company text;
  hr integer;
  sp integer;
  v_fresh uuid[];
begin
  if p_providers is null or cardinality(p_providers) = 0 then
    return;
  end if;
  select p.user_type, nullif(btrim(p.company), '') into v_type, v_company
    from public.profiles p where p.id = p_viewer and p.is_member;
  if not found then
    return;
  end if;
  d := private.current_day();
  with fresh as (
    insert into private.analytics_seen (day, provider_id, viewer_id, kind)
    select d, t.id, p_viewer, p_kind
    from public.profiles t
    where t.id = any (p_providers) and t.id <> p_viewer and t.is_member and t.user_type = 'Service Provider'
    on conflict do nothing
    returning provider_id
  )
  select array_agg(f.provider_id) into v_fresh from fresh f;
  if v_fresh is null then
    return;
  end if;
  hr := (v_type = 'HR Professional')::integer;
  sp := 1 - hr;
  insert into public.provider_analytics_daily as a (
    provider_id, day, profile_views_hr, profile_views_sp, service_views_hr, service_views_sp,
    search_appearances_hr, search_appearances_sp, contact_requests_hr, contact_requests_sp)
  select f.id, d,
         (p_kind = 1)::integer * hr, (p_kind = 1)::integer * sp, (p_kind = 2)::integer * hr, (p_kind = 2)::integer * sp,
         (p_kind = 3)::integer * hr, (p_kind = 3)::integer * sp, (p_kind = 4)::integer * hr, (p_kind = 4)::integer * sp
  from unnest(v_fresh) f(id)
  on conflict (provider_id, day) do update set
    profile_views_hr = a.profile_views_hr + excluded.profile_views_hr,
    profile_views_sp = a.profile_views_sp + excluded.profile_views_sp,
    service_views_hr = a.service_views_hr + excluded.service_views_hr,
    service_views_sp = a.service_views_sp + excluded.service_views_sp,
    search_appearances_hr = a.search_appearances_hr + excluded.search_appearances_hr,
    search_appearances_sp = a.search_appearances_sp + excluded.search_appearances_sp,
    contact_requests_hr = a.contact_requests_hr + excluded.contact_requests_hr,
    contact_requests_sp = a.contact_requests_sp + excluded.contact_requests_sp;
  if p_kind <> 3 then
    insert into public.provider_analytics_companies as c (
      provider_id, month, company_key, company, profile_views, service_views, contact_requests)
    select f.id, date_trunc('month', d)::date, lower(coalesce(v_company, '')),
           coalesce(v_company, ''), (p_kind = 1)::integer, (p_kind = 2)::integer, (p_kind = 4)::integer
    from unnest(v_fresh) f(id)
    on conflict (provider_id, month, company_key) do update set
      profile_views = c.profile_views + excluded.profile_views,
      service_views = c.service_views + excluded.service_views,
      contact_requests = c.contact_requests + excluded.contact_requests;
  end if;
end;
$$;


--
-- Name: record_plan_change(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.record_plan_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  insert into public.plan_changes (member_id, changed_by, from_plan, to_plan, reason)
  values (new.id, (select auth.uid()), old.subscription_plan, new.subscription_plan,
          coalesce(nullif(current_setting('hr_connect.plan_change_reason', true), ''), 'Changed by the platform'));
  return null;
end;
$$;


--
-- Name: recount_platform_counters(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.recount_platform_counters() RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  lock table public.profiles, public.user_services, public.connections in share mode;
  delete from private.platform_counter_deltas;
  insert into private.platform_counter_deltas (members, services, accepted_connections)
  select (select count(*) from public.profiles p where p.is_member),
         (select count(*) from public.user_services),
         (select count(*) from public.connections c where c.status = 'accepted');
end;
$$;


--
-- Name: refresh_directory_document(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.refresh_directory_document(p_provider uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_doc record;
begin
  select f.fields, f.lengths, f.words into v_doc
  from private.published_provider_texts(array[p_provider]) t
  cross join lateral private.match_fields(t.texts) f;
  if not found then
    delete from private.match_documents where corpus = 'directory' and doc_id = p_provider;
    return;
  end if;
  insert into private.match_documents as d (corpus, doc_id, fields, lengths, words)
  values ('directory', p_provider, v_doc.fields, v_doc.lengths, v_doc.words)
  on conflict (corpus, doc_id) do update set fields = excluded.fields, lengths = excluded.lengths, words = excluded.words
  where d.fields is distinct from excluded.fields or d.words is distinct from excluded.words;
end;
$$;


--
-- Name: refresh_directory_listing(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.refresh_directory_listing(p_provider uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    SET plan_cache_mode TO 'force_generic_plan'
    AS $$
declare
  v_old private.directory_listing;
  v_new private.directory_listing;
begin
  -- One refresh of a provider at a time, so two transactions never count the same change twice.
  perform pg_advisory_xact_lock(hashtextextended('directory:' || p_provider::text, 0));
  select * into v_old from private.directory_listing where provider_id = p_provider;
  select * into v_new from private.directory_listing_rows(array[p_provider]);
  if v_new.provider_id is null then
    -- Counted out by the listing's delete trigger.
    delete from private.directory_listing where provider_id = p_provider;
    return;
  end if;
  insert into private.directory_listing values (v_new.*)
  on conflict (provider_id) do update set
    slug = excluded.slug, company = excluded.company, avatar_url = excluded.avatar_url,
    summary = excluded.summary, location = excluded.location, location_key = excluded.location_key,
    category_ids = excluded.category_ids, category_names = excluded.category_names,
    category_slugs = excluded.category_slugs, review_count = excluded.review_count,
    rating_average = excluded.rating_average, rating_rank = excluded.rating_rank,
    listing_priority = excluded.listing_priority, listed_at = excluded.listed_at,
    updated_at = excluded.updated_at;
  if v_old.provider_id is null
     or v_old.category_ids is distinct from v_new.category_ids
     or v_old.listing_priority is distinct from v_new.listing_priority
     or v_old.rating_rank is distinct from v_new.rating_rank
     or v_old.rating_average is distinct from v_new.rating_average
     or v_old.listed_at is distinct from v_new.listed_at
     or v_old.location_key is distinct from v_new.location_key then
    delete from private.directory_listing_categories where provider_id = p_provider;
    insert into private.directory_listing_categories
      (category_id, provider_id, listing_priority, rating_rank, rating_average, listed_at, location_key)
    select unnest(v_new.category_ids), p_provider, v_new.listing_priority, v_new.rating_rank, v_new.rating_average,
           v_new.listed_at, v_new.location_key;
  end if;
  if v_old.provider_id is not null and v_old.category_ids is not distinct from v_new.category_ids
     and v_old.location_key is not distinct from v_new.location_key
     and v_old.location is not distinct from v_new.location then
    -- Counted in already: only the label, which the count in would have set.
    if v_new.location_key is not null then
      update private.directory_locations set label = v_new.location
      where location_key = v_new.location_key and label is distinct from v_new.location;
    end if;
    return;
  end if;
  if v_old.provider_id is not null then
    perform private.directory_count(v_old.category_ids, v_old.location_key, v_old.location, -1);
  end if;
  perform private.directory_count(v_new.category_ids, v_new.location_key, v_new.location, 1);
end;
$$;


--
-- Name: refresh_provider_match(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.refresh_provider_match(p_provider uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    SET plan_cache_mode TO 'force_generic_plan'
    AS $$
declare
  v_doc record;
begin
  insert into private.provider_match
  select * from private.provider_match_rows(array[p_provider])
  on conflict (provider_id) do update set
    category_ids = excluded.category_ids, rating_rank = excluded.rating_rank,
    listing_priority = excluded.listing_priority, review_count = excluded.review_count,
    rating_sum = excluded.rating_sum, member_since = excluded.member_since;
  if not found then
    delete from private.provider_match where provider_id = p_provider;
    delete from private.match_documents where corpus = 'provider' and doc_id = p_provider;
    return;
  end if;
  delete from private.provider_match_categories where provider_id = p_provider;
  insert into private.provider_match_categories (category_id, provider_id, rating_rank, listing_priority)
  select unnest(pm.category_ids), pm.provider_id, pm.rating_rank, pm.listing_priority
  from private.provider_match pm where pm.provider_id = p_provider;
  -- The text: rewritten only when it changed (a new rating leaves it alone), so the statistics' trigger
  -- runs for text changes only.
  select * into v_doc from private.provider_document(p_provider);
  insert into private.match_documents as d (corpus, doc_id, fields, lengths, words)
  values ('provider', p_provider, v_doc.fields, v_doc.lengths, v_doc.words)
  on conflict (corpus, doc_id) do update set fields = excluded.fields, lengths = excluded.lengths, words = excluded.words
  where d.fields is distinct from excluded.fields or d.words is distinct from excluded.words;
end;
$$;


--
-- Name: relevance_window(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.relevance_window() RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$ select 40 $$;


--
-- Name: request_export_cleanup(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.request_export_cleanup() RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  project_url text;
  service_key text;
begin
  select s.decrypted_secret into project_url from vault.decrypted_secrets s where s.name = 'project_url';
  select s.decrypted_secret into service_key from vault.decrypted_secrets s where s.name = 'service_role_key';
  if project_url is null or service_key is null then
    raise exception 'The export cleanup needs the Vault secrets project_url and service_role_key (README.md, Deploy).'
      using errcode = '22023';
  end if;
  return net.http_post(
    url := rtrim(project_url, '/') || '/functions/v1/export-cleanup',
    body := '{}'::jsonb,
    -- apikey as well: the local stack's gateway asks for one on /functions (hosted Kong does not).
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || service_key,
                                  'apikey', service_key),
    timeout_milliseconds := 60000);
end;
$$;


--
-- Name: request_storage_sweep(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.request_storage_sweep(p_sweep text) RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  project_url text;
  service_key text;
begin
  select s.decrypted_secret into project_url from vault.decrypted_secrets s where s.name = 'project_url';
  select s.decrypted_secret into service_key from vault.decrypted_secrets s where s.name = 'service_role_key';
  if project_url is null or service_key is null then
    raise exception 'Storage sweeps need the Vault secrets project_url and service_role_key (README.md, Deploy).'
      using errcode = '22023';
  end if;
  return net.http_post(
    url := rtrim(project_url, '/') || '/functions/v1/storage-sweep',
    body := jsonb_build_object('sweep', p_sweep),
    -- apikey as well: the local stack's gateway asks for one on /functions (hosted Kong does not).
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || service_key,
                                  'apikey', service_key),
    timeout_milliseconds := 60000);
end;
$$;


--
-- Name: require_admin(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.require_admin() RETURNS void
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not public.is_admin() then
    raise exception 'You do not have administrative privileges.' using errcode = '42501';
  end if;
end;
$$;


--
-- Name: review_refusal(uuid, uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.review_refusal(p_reviewer uuid, p_provider uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: signup_field_limit(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.signup_field_limit(field text) RETURNS integer
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  return case field
    when 'full_name' then 120
    when 'company' then 120
    when 'position' then 120
    when 'service_type' then 120
    when 'description' then 4000
    when 'avatar_url' then 2048
    when 'user_type' then 40
    when 'referred_by_code' then 32
  end;
end;
$$;


--
-- Name: signup_text(jsonb, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.signup_text(meta jsonb, field text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  if jsonb_typeof(meta) = 'object' and jsonb_typeof(meta -> field) = 'string' then
    return nullif(btrim(left(btrim(meta ->> field, E' \t\r\n'), private.signup_field_limit(field)), E' \t\r\n'), '');
  end if;
  return null;
end;
$$;


--
-- Name: skills_follow(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.skills_follow() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_member uuid := case when tg_op = 'DELETE' then old.profile_id else new.profile_id end;
  v_provider boolean;
begin
  select p.is_member and p.user_type = 'Service Provider' into v_provider from public.profiles p where p.id = v_member;
  if not found then
    -- A deleted account's rows go with it (cascade); nothing to refresh.
    return null;
  end if;
  -- The directory first, then matching: the order of the two triggers this replaces.
  if v_provider or exists (select 1 from private.directory_listing l where l.provider_id = v_member) then
    perform private.refresh_directory_listing(v_member);
  end if;
  if v_provider or exists (select 1 from private.provider_match m where m.provider_id = v_member)
     or exists (select 1 from private.match_documents d where d.corpus = 'provider' and d.doc_id = v_member) then
    perform private.refresh_provider_match(v_member);
  end if;
  return null;
end;
$$;


--
-- Name: slugify(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.slugify(p_text text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select coalesce(nullif(btrim(left(btrim(pg_catalog.regexp_replace(
           pg_catalog.regexp_replace(
             replace(lower(normalize(coalesce(p_text, ''), NFKD)), '&', ' and '),
             '[\u0300-\u036f]', '', 'g'),
           '[^a-z0-9]+', '-', 'g'), '-'), 60), '-'), ''), 'provider');
$$;


--
-- Name: stamp_job_closed_at(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.stamp_job_closed_at() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.closed_at := case
    when new.closed_at is null then null
    when old.closed_at is null then now()
    else old.closed_at end;
  return new;
end;
$$;


--
-- Name: star_delta(smallint, smallint, integer); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.star_delta(p_new smallint, p_old smallint, star integer) RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select coalesce((p_new = star)::int, 0) - coalesce((p_old = star)::int, 0);
$$;


--
-- Name: sync_conversation_block(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.sync_conversation_block() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: track_sign_in(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.track_sign_in() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.last_sign_in_at is null then
    delete from private.user_sign_ins s where s.user_id = new.id;
  else
    insert into private.user_sign_ins (user_id, last_sign_in_at) values (new.id, new.last_sign_in_at)
    on conflict (user_id) do update set last_sign_in_at = excluded.last_sign_in_at;
  end if;
  return null;
end;
$$;


--
-- Name: tsquery_any(tsquery[]); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.tsquery_any(p_queries tsquery[]) RETURNS tsquery
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
declare
  v_query tsquery;
  v_result tsquery;
begin
  foreach v_query in array coalesce(p_queries, '{}') loop
    v_result := case when v_result is null then v_query else v_result || v_query end;
  end loop;
  return v_result;
end;
$$;


--
-- Name: upgrade_required(text, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.upgrade_required(what text, allowed text) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  raise exception 'Upgrade required' using errcode = 'PT402', detail = allowed, hint = what;
end;
$$;


--
-- Name: user_services_showcase_rules(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.user_services_showcase_rules() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: zero_platform_counter(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.zero_platform_counter() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  t record;
begin
  select coalesce(sum(d.members), 0) as members, coalesce(sum(d.services), 0) as services,
         coalesce(sum(d.accepted_connections), 0) as accepted_connections
    into t from private.platform_counter_deltas d;
  perform private.add_counter_delta(
    case when tg_table_name = 'profiles' then -t.members else 0 end,
    case when tg_table_name = 'user_services' then -t.services else 0 end,
    case when tg_table_name = 'connections' then -t.accepted_connections else 0 end);
  return null;
end;
$$;


--
-- Name: admin_broadcast_reach(public.broadcast_audience, public.subscription_plan); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.admin_broadcast_reach(p_audience public.broadcast_audience, p_plan public.subscription_plan DEFAULT NULL::public.subscription_plan) RETURNS integer
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: admin_close_report(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.admin_close_report(p_report_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: admin_close_sales_inquiry(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.admin_close_sales_inquiry(inquiry_id uuid) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_admin();
  update public.sales_inquiries s set status = 'closed', closed_at = now(), closed_by = (select auth.uid())
    where s.id = inquiry_id and s.status = 'open';
  return found;
end;
$$;


--
-- Name: admin_close_upgrade_request(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.admin_close_upgrade_request(request_id uuid) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_admin();
  update public.upgrade_requests r set status = 'closed', closed_at = now(), closed_by = (select auth.uid())
    where r.id = request_id and r.status = 'open';
  return found;
end;
$$;


--
-- Name: admin_dashboard_stats(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.admin_dashboard_stats() RETURNS TABLE(total_members bigint, total_services bigint, accepted_connections bigint, active_today bigint, new_members_this_month bigint, members_at_month_start bigint, member_change_pct numeric)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  month_start timestamptz := date_trunc('month', now());
  total bigint;
  services bigint;
  accepted bigint;
  joined bigint;
begin
  if not public.is_admin() then
    raise exception 'You do not have administrative privileges.' using errcode = '42501';
  end if;
  select coalesce(sum(d.members), 0)::bigint, coalesce(sum(d.services), 0)::bigint,
         coalesce(sum(d.accepted_connections), 0)::bigint
    into total, services, accepted
    from private.platform_counter_deltas d;
  -- Members who joined this month (profiles_created_at_idx range); the rest were there at its start.
  select count(*) into joined from public.profiles p
    where p.created_at >= month_start and p.is_member;
  return query select
    total,
    services,
    accepted,
    -- "Today" is the current day of the database's time zone (UTC on Supabase). The LATERAL ...
    -- LIMIT 1 keeps this a nested loop: one primary-key look-up per sign-in of today, where a plain
    -- join was planned as a hash join over every profile.
    (select count(*) from private.user_sign_ins s
      cross join lateral (
        select 1 from public.profiles p where p.id = s.user_id and p.is_member limit 1) m
      where s.last_sign_in_at >= date_trunc('day', now())),
    joined,
    total - joined,
    case when total - joined = 0 then null
      else round(joined * 100.0 / (total - joined), 1) end;
end;
$$;


--
-- Name: admin_exists(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.admin_exists() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (select 1 from public.profiles p where p.role = 'admin');
$$;


--
-- Name: admin_list_broadcasts(timestamp with time zone, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.admin_list_broadcasts(before_at timestamp with time zone DEFAULT NULL::timestamp with time zone, page_limit integer DEFAULT 20) RETURNS TABLE(id bigint, title text, message text, audience public.broadcast_audience, plan public.subscription_plan, sent_at timestamp with time zone, reach integer, read_count integer)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: admin_list_reported_reviews(public.report_status, integer, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.admin_list_reported_reviews(p_status public.report_status DEFAULT 'open'::public.report_status, page_limit integer DEFAULT 20, page_offset integer DEFAULT 0) RETURNS TABLE(review_id uuid, provider_id uuid, provider_name text, reviewer_id uuid, reviewer_name text, rating smallint, title text, body text, hidden boolean, report_count integer, reasons public.report_reason[], last_reported_at timestamp with time zone)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: admin_list_reports(public.report_status, timestamp with time zone, uuid, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.admin_list_reports(p_status public.report_status DEFAULT 'open'::public.report_status, p_before_at timestamp with time zone DEFAULT NULL::timestamp with time zone, p_before_id uuid DEFAULT NULL::uuid, page_limit integer DEFAULT 20) RETURNS TABLE(id uuid, conversation_id uuid, reason public.report_reason, note text, snapshot jsonb, status public.report_status, created_at timestamp with time zone, closed_at timestamp with time zone, reporter_id uuid, reporter_name text, reported_id uuid, reported_name text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: admin_list_sales_inquiries(text, integer, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.admin_list_sales_inquiries(inquiry_status text DEFAULT 'open'::text, page_limit integer DEFAULT 20, page_offset integer DEFAULT 0) RETURNS TABLE(id uuid, name text, company text, email text, message text, status text, created_at timestamp with time zone, closed_at timestamp with time zone)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: admin_list_upgrade_requests(text, integer, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.admin_list_upgrade_requests(request_status text DEFAULT 'open'::text, page_limit integer DEFAULT 20, page_offset integer DEFAULT 0) RETURNS TABLE(id uuid, member_id uuid, full_name text, email text, company text, current_plan public.subscription_plan, plan public.subscription_plan, billing_interval text, status text, created_at timestamp with time zone, closed_at timestamp with time zone)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: admin_list_users(text, integer, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.admin_list_users(search_text text DEFAULT NULL::text, page_limit integer DEFAULT 20, page_offset integer DEFAULT 0) RETURNS TABLE(id uuid, email text, full_name text, user_type public.user_type, company text, "position" text, service_type text, role public.user_role, subscription_plan public.subscription_plan, created_at timestamp with time zone, last_sign_in_at timestamp with time zone)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  pat text := public.like_pattern(search_text);
  -- For the index: the search's words of 3+ letters in order, anything between them (a superset
  -- of pat, without word-start trigrams); pat itself when there is no such word.
  loose text := coalesce(
    '%' || nullif(array_to_string(array(
      select w from regexp_split_to_table(btrim(search_text), '[^[:alnum:]]+') as w
      where char_length(w) >= 3), '%'), '') || '%',
    pat);
begin
  if not public.is_admin() then
    raise exception 'You do not have administrative privileges.' using errcode = '42501';
  end if;
  return query
  select pg.id, pg.email, pg.full_name, pg.user_type, pg.company, pg.position, pg.service_type,
         pg.role, pg.subscription_plan, pg.created_at, u.last_sign_in_at
  from (
    select p.id, p.email, p.full_name, p.user_type, p.company, p.position, p.service_type, p.role,
           p.subscription_plan, p.created_at
    from public.profiles p
    -- (col || '') keeps the exact test out of the index condition (it would bring the
    -- word-start trigrams back).
    where pat is null
       or (p.full_name ilike loose and (loose = pat or (p.full_name || '') ilike pat))
       or (p.email ilike loose and (loose = pat or (p.email || '') ilike pat))
       or (p.company ilike loose and (loose = pat or (p.company || '') ilike pat))
    order by p.created_at desc, p.id
    limit least(greatest(coalesce(page_limit, 20), 1), 100)
    offset greatest(coalesce(page_offset, 0), 0)
  ) pg
  left join auth.users u on u.id = pg.id
  order by pg.created_at desc, pg.id;
end;
$$;


--
-- Name: admin_plan_history(uuid, integer, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.admin_plan_history(member_id uuid, page_limit integer DEFAULT 20, page_offset integer DEFAULT 0) RETURNS TABLE(id uuid, from_plan public.subscription_plan, to_plan public.subscription_plan, reason text, changed_at timestamp with time zone, changed_by uuid, changed_by_name text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: admin_send_broadcast(text, text, public.broadcast_audience, public.subscription_plan); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.admin_send_broadcast(p_title text, p_message text, p_audience public.broadcast_audience, p_plan public.subscription_plan DEFAULT NULL::public.subscription_plan) RETURNS public.broadcasts
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: admin_set_plan(uuid, public.subscription_plan, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.admin_set_plan(member_id uuid, plan public.subscription_plan, reason text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: admin_set_review_hidden(uuid, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.admin_set_review_hidden(p_review_id uuid, p_hidden boolean) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: bayesian_rating(integer, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.bayesian_rating(p_sum integer, p_count integer) RETURNS numeric
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select round((3.5 * 5 + coalesce(p_sum, 0))::numeric / (5 + coalesce(p_count, 0)), 4);
$$;


--
-- Name: can_contact(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.can_contact(hr uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select (select auth.uid()) is not null and private.may_contact((select auth.uid()), hr);
$$;


--
-- Name: can_message(uuid, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.can_message(p_sender uuid, p_recipient uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: can_read_broadcast(bigint); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.can_read_broadcast(p_id bigint) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select public.is_admin() or exists (
    select 1 from public.broadcasts b, public.profiles p
    where b.id = p_id and p.id = (select auth.uid()) and private.broadcast_reaches(b, p));
$$;


--
-- Name: can_review(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.can_review(p_provider uuid) RETURNS TABLE(allowed boolean, reason text, reason_code text, review_id uuid)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: can_view_profile(uuid, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.can_view_profile(viewer uuid, target uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce((
    select viewer = target
        or v.role = 'admin'
        or (t.is_member and (
              v.user_type = 'HR Professional'
           or t.user_type = 'Service Provider'
           or coalesce(v.subscription_plan, 'Free') <> 'Free'))
    from public.profiles v, public.profiles t
    where v.id = viewer and t.id = target), false);
$$;


--
-- Name: claim_admin(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.claim_admin(target_user_id uuid) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  promoted boolean;
begin
  perform pg_advisory_xact_lock(hashtext('hr_connect.claim_admin'));
  if exists (select 1 from public.profiles p where p.role = 'admin') then
    return false;
  end if;
  update public.profiles set role = 'admin', user_type = null, subscription_plan = null
    where id = target_user_id;
  promoted := found;
  if promoted then
    delete from public.connections c where target_user_id in (c.requester_id, c.addressee_id);
    delete from public.jobs j where j.posted_by = target_user_id;
    delete from public.user_services s where s.user_id = target_user_id;
    delete from public.profile_views v where target_user_id in (v.viewer_id, v.viewed_id);
  end if;
  return promoted;
end;
$$;


--
-- Name: conversation_topic(uuid, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.conversation_topic(a uuid, b uuid) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select 'dm:' || least(a, b)::text || ':' || greatest(a, b)::text;
$$;


--
-- Name: conversation_with(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.conversation_with(p_member uuid) RETURNS TABLE(other_id uuid, other_full_name text, other_avatar_url text, other_user_type public.user_type, conversation_id uuid, other_last_read_at timestamp with time zone, can_message boolean, blocked_by_me boolean, blocked_me boolean, connected boolean)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: current_user_type(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.current_user_type() RETURNS public.user_type
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p.user_type from public.profiles p where p.id = (select auth.uid());
$$;


--
-- Name: directory_categories(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.directory_categories() RETURNS TABLE(id uuid, name text, slug text, provider_count integer)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select sc.id, sc.name, private.slugify(sc.name), coalesce(c.provider_count, 0)
  from public.service_categories sc
  left join private.directory_counts c on c.scope = 'category:' || sc.id
  order by sc.name;
$$;


--
-- Name: directory_count(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.directory_count() RETURNS integer
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce((select provider_count from private.directory_counts where scope = 'all'), 0);
$$;


--
-- Name: directory_locations(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.directory_locations() RETURNS TABLE(location text, provider_count integer)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select l.label, l.provider_count
  from (select * from private.directory_locations where provider_count > 0
        order by provider_count desc, location_key limit 100) l
  order by l.location_key;
$$;


--
-- Name: directory_provider(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.directory_provider(p_slug text) RETURNS TABLE(id uuid, slug text, company text, avatar_url text, description text, service_type text, location text, category_names text[], category_slugs text[], featured boolean, listed_at timestamp with time zone, updated_at timestamp with time zone, rating_average numeric, review_count integer, rating_distribution integer[], services jsonb, skills text[])
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select l.provider_id, l.slug, l.company, l.avatar_url, nullif(btrim(p.description), ''), p.service_type,
         l.location, l.category_names, l.category_slugs, l.listing_priority > 0, l.listed_at, l.updated_at,
         l.rating_average, l.review_count,
         array[coalesce(pr.stars_1, 0), coalesce(pr.stars_2, 0), coalesce(pr.stars_3, 0), coalesce(pr.stars_4, 0),
               coalesce(pr.stars_5, 0)],
         -- The services the provider showcases (as on the Services page), at most 50.
         coalesce((select jsonb_agg(jsonb_build_object('name', s.service_name, 'category', sc.name,
                                                       'category_slug', private.slugify(sc.name),
                                                       'description', s.description) order by s.created_at desc, s.id)
                   from (select * from public.user_services s where s.user_id = l.provider_id and s.showcased
                         order by s.created_at desc, s.id limit 50) s
                   join public.service_categories sc on sc.id = s.category_id), '[]'::jsonb),
         array(select k.skill_name from public.skills k where k.profile_id = l.provider_id
               order by lower(k.skill_name) limit 50)
  from private.directory_slugs ds
  join private.directory_listing l on l.provider_id = ds.provider_id
  join public.profiles p on p.id = l.provider_id
  left join public.provider_ratings pr on pr.provider_id = l.provider_id
  where ds.slug = lower(btrim(p_slug)) and char_length(p_slug) <= 100;
$$;


--
-- Name: directory_reviews(uuid, integer, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.directory_reviews(p_provider uuid, page_limit integer DEFAULT 10, page_offset integer DEFAULT 0) RETURNS TABLE(id uuid, rating smallint, title text, body text, created_at timestamp with time zone, edited boolean, answer text, answered_at timestamp with time zone, reviewer_position text, reviewer_company_type public.company_type)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if coalesce(page_limit, 10) not between 1 and 50 then
    raise exception 'page_limit is between 1 and 50' using errcode = '22023';
  end if;
  if coalesce(page_offset, 0) not between 0 and 1000 then
    raise exception 'page_offset is between 0 and 1000' using errcode = '22023';
  end if;
  return query
  select r.id, r.rating, r.title, r.body, r.created_at, r.edited_at is not null, r.answer, r.answered_at,
         nullif(btrim(a.position), ''), a.company_type
  from public.reviews r
  join public.profiles a on a.id = r.reviewer_id
  where r.provider_id = p_provider and r.hidden_at is null
    and exists (select 1 from private.directory_listing l where l.provider_id = p_provider)
  order by r.created_at desc, r.id
  limit coalesce(page_limit, 10) offset coalesce(page_offset, 0);
end;
$$;


--
-- Name: directory_search(text, text, text, numeric, text, integer, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.directory_search(search_text text DEFAULT NULL::text, category_slug text DEFAULT NULL::text, location_filter text DEFAULT NULL::text, min_rating numeric DEFAULT NULL::numeric, sort_by text DEFAULT 'relevance'::text, page_limit integer DEFAULT 20, page_offset integer DEFAULT 0) RETURNS TABLE(slug text, company text, avatar_url text, summary text, location text, category_names text[], category_slugs text[], rating_average numeric, review_count integer, featured boolean, listed_at timestamp with time zone)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    SET plan_cache_mode TO 'force_custom_plan'
    AS $_$
declare
  v_text text := nullif(btrim(coalesce(search_text, '')), '');
  v_category uuid;
  v_location text := private.location_key(location_filter);
  v_limit integer := coalesce(page_limit, 20);
  v_offset integer := coalesce(page_offset, 0);
  v_sort text := coalesce(sort_by, 'relevance');
  v_order text;
  v_from text;
  v_where text := 'true';
begin
  if v_sort not in ('relevance', 'rating', 'newest') then
    raise exception 'sort_by is relevance, rating or newest' using errcode = '22023';
  end if;
  if v_limit not between 1 and 50 then
    raise exception 'page_limit is between 1 and 50' using errcode = '22023';
  end if;
  if v_offset not between 0 and 1000 then
    raise exception 'page_offset is between 0 and 1000: narrow the search to see more' using errcode = '22023';
  end if;
  if min_rating is not null and min_rating not between 1 and 5 then
    raise exception 'min_rating is between 1 and 5' using errcode = '22023';
  end if;
  if char_length(v_text) > 200 then
    raise exception 'search_text is at most 200 characters' using errcode = '22023';
  end if;
  if char_length(location_filter) > 120 then
    raise exception 'location_filter is at most 120 characters' using errcode = '22023';
  end if;
  if nullif(btrim(coalesce(category_slug, '')), '') is not null then
    select sc.id into v_category from public.service_categories sc
    where private.slugify(sc.name) = lower(btrim(category_slug));
    if not found then
      raise exception 'No such category' using errcode = '22023';
    end if;
  end if;
  -- A text without a word to search for (punctuation only) browses, as before.
  if v_text is not null and private.prefix_query(v_text) is null then
    v_text := null;
  end if;

  if v_text is null then
    -- Browsing: one index walked in the page's order, filtered.
    if v_category is null then
      v_from := 'private.directory_listing f';
    else
      v_from := 'private.directory_listing_categories f';
      v_where := 'f.category_id = $2';
    end if;
    v_where := v_where || ' and ($3::text is null or f.location_key = $3) and ($4::numeric is null or f.rating_average >= $4)';
    v_order := case v_sort
      when 'rating' then 'f.rating_rank desc, f.listing_priority desc, f.listed_at desc, f.provider_id'
      when 'newest' then 'f.listed_at desc, f.provider_id'
      else 'f.listing_priority desc, f.rating_rank desc, f.listed_at desc, f.provider_id' end;
    if v_category is not null then
      v_order := 'f.category_id, ' || v_order;
    end if;
    return query execute format($q$
      with page as materialized (
        select f.provider_id, row_number() over () as n
        from (select f.provider_id from %1$s where %2$s order by %3$s limit $5 offset $6) f
      )
      select l.slug, l.company, l.avatar_url, l.summary, l.location, l.category_names, l.category_slugs,
             l.rating_average, l.review_count, l.listing_priority > 0, l.listed_at
      from page g join private.directory_listing l on l.provider_id = g.provider_id
      order by g.n$q$, v_from, v_where, v_order)
    using v_text, v_category, v_location, min_rating, v_limit, v_offset;
  else
    -- Searching: matching's model ranks the published text's best providers (at most 300: its bound;
    -- with a category, that category's 100 best rated are scored too), of which those that pass the
    -- filters are put in the asked order.
    v_order := case v_sort
      when 'rating' then 'l.rating_rank desc, l.listing_priority desc, l.listed_at desc, l.provider_id'
      when 'newest' then 'l.listed_at desc, l.provider_id'
      else 'r.score desc, l.listing_priority desc, l.rating_rank desc, l.provider_id' end;
    return query execute format($q$
      with relevant as materialized (
        select r.provider_id, r.score
        from private.published_provider_relevance($1, 300, array(
          select c.provider_id from private.directory_listing_categories c
          where $2::uuid is not null and c.category_id = $2
          order by c.rating_rank desc, c.listing_priority desc, c.listed_at desc, c.provider_id
          limit 100)) r
      )
      select l.slug, l.company, l.avatar_url, l.summary, l.location, l.category_names, l.category_slugs,
             l.rating_average, l.review_count, l.listing_priority > 0, l.listed_at
      from relevant r
      -- One lookup by key per scored provider.
      cross join lateral (select x.* from private.directory_listing x where x.provider_id = r.provider_id offset 0) l
      where ($2::uuid is null or l.category_ids @> array[$2::uuid])
        and ($3::text is null or l.location_key = $3) and ($4::numeric is null or l.rating_average >= $4)
      order by %1$s
      limit $5 offset $6$q$, v_order)
    using v_text, v_category, v_location, min_rating, v_limit, v_offset;
  end if;
end;
$_$;


--
-- Name: dismiss_broadcast(bigint); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.dismiss_broadcast(p_id bigint) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not exists (select 1 from private.my_broadcasts() b where b.id = p_id) then return false; end if;
  insert into public.broadcast_reads (broadcast_id, member_id, dismissed_at)
  values (p_id, (select auth.uid()), now())
  on conflict (member_id, broadcast_id) do update set dismissed_at = now();
  return true;
end;
$$;


--
-- Name: export_application_history(uuid[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.export_application_history(p_application_ids uuid[]) RETURNS TABLE(application_id uuid, from_status public.application_status, to_status public.application_status, changed_at timestamp with time zone, changed_by_me boolean)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if p_application_ids is null or cardinality(p_application_ids) > 100 then
    raise exception 'Ask for 1 to 100 applications at a time' using errcode = '22023';
  end if;
  return query
    select c.application_id, c.from_status, c.to_status, c.changed_at, c.changed_by = (select auth.uid())
    from public.applications a
    join public.application_status_changes c on c.application_id = a.id
    where a.id = any (p_application_ids) and a.applicant_id = (select auth.uid())
    order by c.application_id, c.changed_at, c.id;
end;
$$;


--
-- Name: forget_invite(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.forget_invite(p_inviter uuid) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  delete from public.invites where id = (
    select i.id from public.invites i
    where i.inviter_id = p_inviter and i.sent_at > now() - interval '1 minute'
    order by i.sent_at desc limit 1);
$$;


--
-- Name: generate_referral_code(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.generate_referral_code() RETURNS text
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  code text;
begin
  loop
    code := substr(md5(gen_random_uuid()::text), 1, 8);
    exit when not exists (select 1 from public.profiles p where p.referral_code = code);
  end loop;
  return code;
end;
$$;


--
-- Name: get_achievements(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_achievements(p_member uuid) RETURNS TABLE(badge text, earned_at timestamp with time zone)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: get_activity_feed(timestamp with time zone, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_activity_feed(before_at timestamp with time zone DEFAULT NULL::timestamp with time zone, page_limit integer DEFAULT 20) RETURNS TABLE(kind text, at timestamp with time zone, actor_id uuid, actor_name text, actor_avatar text, subject_id uuid, subject_title text, other_id uuid, other_name text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: get_contact_email(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_contact_email(target_id uuid) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: get_member_activity(uuid, timestamp with time zone, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_member_activity(p_member uuid, before_at timestamp with time zone DEFAULT NULL::timestamp with time zone, page_limit integer DEFAULT 20) RETURNS TABLE(kind text, at timestamp with time zone, actor_id uuid, actor_name text, actor_avatar text, subject_id uuid, subject_title text, other_id uuid, other_name text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: get_my_invite_stats(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_my_invite_stats() RETURNS TABLE(sent_today integer, daily_limit integer)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select count(*)::integer, private.invite_daily_limit() from public.invites i
  where i.inviter_id = (select auth.uid()) and i.sent_at > now() - interval '24 hours';
$$;


--
-- Name: get_my_plan(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_my_plan() RETURNS TABLE(subscription_plan public.subscription_plan, plan_name text, contacts_per_month integer, contacts_used integer, showcased_services integer, services_showcased integer, services_total integer, analytics text, contact_info boolean, priority_listing boolean, featured boolean, month date, requested_plan public.subscription_plan, requested_at timestamp with time zone)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: get_my_plan_history(integer, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_my_plan_history(page_limit integer DEFAULT 20, page_offset integer DEFAULT 0) RETURNS TABLE(id uuid, from_plan public.subscription_plan, to_plan public.subscription_plan, reason text, changed_at timestamp with time zone)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select c.id, c.from_plan, c.to_plan, c.reason, c.changed_at
  from public.plan_changes c
  where c.member_id = (select auth.uid())
  order by c.changed_at desc, c.id desc
  limit least(greatest(coalesce(page_limit, 20), 1), 100)
  offset greatest(coalesce(page_offset, 0), 0);
$$;


--
-- Name: get_my_profile(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_my_profile() RETURNS SETOF public.profiles
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select * from public.profiles p where p.id = (select auth.uid());
$$;


--
-- Name: get_my_referral_count(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_my_referral_count() RETURNS integer
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select count(*)::integer from public.profiles p where p.referred_by = (select auth.uid()) and p.is_member;
$$;


--
-- Name: get_profile(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_profile(target_id uuid) RETURNS TABLE(id uuid, full_name text, user_type public.user_type, company text, "position" text, service_type text, avatar_url text, subscription_plan public.subscription_plan, created_at timestamp with time zone, description text, can_view boolean)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p.id, p.full_name, p.user_type, p.company, p.position, p.service_type, p.avatar_url,
         p.subscription_plan, p.created_at,
         case when v.allowed then p.description end,
         v.allowed
  from public.profiles p
  cross join lateral (select public.can_view_profile((select auth.uid()), p.id) as allowed) v
  where p.id = target_id and (select auth.uid()) is not null
    and (p.is_member or p.id = (select auth.uid()) or public.is_admin());
$$;


--
-- Name: get_profile_stats(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_profile_stats(target_id uuid) RETURNS TABLE(connections bigint, profile_views bigint, posts bigint)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select
    (select count(*) from public.connections c
      where c.status = 'accepted' and target_id in (c.requester_id, c.addressee_id)),
    (select count(*) from public.profile_views pv where pv.viewed_id = target_id),
    (select count(*) from public.jobs j where j.posted_by = target_id)
      + (select count(*) from public.user_services s where s.user_id = target_id)
  where public.can_view_profile((select auth.uid()), target_id);
$$;


--
-- Name: get_provider_analytics(integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_provider_analytics(days integer DEFAULT 30) RETURNS TABLE(day date, profile_views integer, service_views integer, search_appearances integer, contact_requests integer, profile_views_hr integer, service_views_hr integer, search_appearances_hr integer, contact_requests_hr integer)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: get_provider_top_companies(integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_provider_top_companies(per_month integer DEFAULT 5) RETURNS TABLE(month date, company text, profile_views integer, service_views integer, contact_requests integer, interactions integer)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: handle_new_user(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.handle_new_user() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  meta jsonb := new.raw_user_meta_data;
  v_type_text text := lower(private.signup_text(meta, 'user_type'));
  v_user_type public.user_type :=
    case when v_type_text = 'service provider' then 'Service Provider' else 'HR Professional' end;
  v_full_name text := private.signup_text(meta, 'full_name');
  v_avatar text := btrim(meta ->> 'avatar_url', E' \t\r\n');
  v_code text := lower(private.signup_text(meta, 'referred_by_code'));
  v_referrer uuid;
begin
  if v_full_name is null then
    v_full_name := coalesce(left(nullif(btrim(split_part(coalesce(new.email, ''), '@', 1)), ''), 120), 'Member');
  end if;
  if jsonb_typeof(meta -> 'avatar_url') <> 'string' or char_length(v_avatar) > private.signup_field_limit('avatar_url')
     or v_avatar !~* '^https?://\S+$' then
    v_avatar := null;
  end if;
  if v_code is not null then
    select p.id into v_referrer from public.profiles p where p.referral_code = v_code;
  end if;

  insert into public.profiles (
    id, email, full_name, user_type, company, position, service_type, description, avatar_url,
    referral_code, referred_by)
  values (
    new.id,
    new.email,
    v_full_name,
    v_user_type,
    private.signup_text(meta, 'company'),
    case when v_user_type = 'HR Professional' then private.signup_text(meta, 'position') end,
    case when v_user_type = 'Service Provider' then private.signup_text(meta, 'service_type') end,
    private.signup_text(meta, 'description'),
    v_avatar,
    public.generate_referral_code(),
    v_referrer);
  return new;
end;
$_$;


--
-- Name: is_admin(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.is_admin() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.profiles p where p.id = (select auth.uid()) and p.role = 'admin');
$$;


--
-- Name: is_blocked_with(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.is_blocked_with(p_member uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select (select auth.uid()) is not null and private.blocked_between((select auth.uid()), p_member);
$$;


--
-- Name: is_cv_sent_to_me(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.is_cv_sent_to_me(object_name text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.applications a join public.jobs j on j.id = a.job_id
    where a.cv_path = object_name and a.status <> 'withdrawn' and j.posted_by = (select auth.uid()));
$$;


--
-- Name: is_member(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.is_member(uid uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce((select p.is_member from public.profiles p where p.id = uid), false);
$$;


--
-- Name: jobs_for_you(integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.jobs_for_you(page_limit integer DEFAULT 6) RETURNS TABLE(id uuid, title text, company_name text, location text, experience_required text, compensation_range text, created_at timestamp with time zone, matched_skills text[], matched_terms text[], relevance numeric)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me uuid := (select auth.uid());
  v_units private.match_unit[];
begin
  if me is null or not public.is_member(me) then
    return;
  end if;
  v_units := private.match_query('job', concat_ws(' ', (select p.position from public.profiles p where p.id = me),
    (select string_agg(k.skill_name, ' ') from public.skills k where k.profile_id = me)));
  if cardinality(v_units) = 0 then
    return;
  end if;
  return query
  with ranked as materialized (
    select r.doc_id, r.score, r.matched from private.match_rank('job', v_units, 60) r
  )
  select j.id, j.title, j.company_name, j.location, j.experience_required, j.compensation_range, j.created_at,
         array(select k.skill_name from public.skills k
               where k.profile_id = me
                 and exists (select 1 from private.match_documents d cross join lateral unnest(d.fields) f(vec)
                             where d.corpus = 'job' and d.doc_id = j.id
                               and f.vec @@ plainto_tsquery('english', k.skill_name))
               order by lower(k.skill_name)),
         coalesce(r.matched[1:4], '{}'),
         round(r.score::numeric, 4)
  from ranked r
  cross join lateral (select x.* from public.jobs x where x.id = r.doc_id offset 0) j
  where j.closed_at is null and j.posted_by <> me
    and not exists (select 1 from public.applications a where a.job_id = j.id and a.applicant_id = me)
  order by r.score desc, j.created_at desc, j.id
  limit least(greatest(coalesce(page_limit, 6), 1), 20);
end;
$$;


--
-- Name: like_pattern(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.like_pattern(search_text text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when nullif(btrim(coalesce(search_text, '')), '') is null then null
    else '%' || replace(replace(replace(btrim(search_text), '\', '\\'), '%', '\%'), '_', '\_') || '%' end;
$$;


--
-- Name: list_conversations(timestamp with time zone, uuid, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.list_conversations(p_before_at timestamp with time zone DEFAULT NULL::timestamp with time zone, p_before_id uuid DEFAULT NULL::uuid, page_limit integer DEFAULT 20) RETURNS TABLE(conversation_id uuid, other_id uuid, other_full_name text, other_avatar_url text, other_user_type public.user_type, last_message_at timestamp with time zone, last_message_id uuid, last_message_body text, last_message_deleted boolean, last_message_sender_id uuid, unread_count integer, other_last_read_at timestamp with time zone)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: messages; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.messages (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    conversation_id uuid NOT NULL,
    sender_id uuid DEFAULT auth.uid() NOT NULL,
    recipient_id uuid NOT NULL,
    body text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    CONSTRAINT messages_body_check CHECK ((((deleted_at IS NULL) AND ((char_length(body) >= 1) AND (char_length(body) <= 4000)) AND (body ~ '^\S'::text) AND (body ~ '\S$'::text)) OR ((deleted_at IS NOT NULL) AND (body = ''::text)))),
    CONSTRAINT messages_not_self_check CHECK ((sender_id <> recipient_id))
);


--
-- Name: list_messages(uuid, timestamp with time zone, uuid, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.list_messages(p_conversation_id uuid, p_before_at timestamp with time zone DEFAULT NULL::timestamp with time zone, p_before_id uuid DEFAULT NULL::uuid, page_limit integer DEFAULT 30) RETURNS SETOF public.messages
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: list_my_connections(integer, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.list_my_connections(page_limit integer DEFAULT 20, page_offset integer DEFAULT 0) RETURNS TABLE(connection_id uuid, connected_at timestamp with time zone, id uuid, full_name text, user_type public.user_type, company text, "position" text, service_type text, avatar_url text, subscription_plan public.subscription_plan, can_view boolean)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select c.id, c.updated_at, p.id, p.full_name, p.user_type, p.company, p.position, p.service_type,
         p.avatar_url, p.subscription_plan, public.can_view_profile((select auth.uid()), p.id)
  from public.connections c
  join public.profiles p
    on p.id = case when c.requester_id = (select auth.uid()) then c.addressee_id else c.requester_id end
  where c.status = 'accepted' and (select auth.uid()) in (c.requester_id, c.addressee_id) and p.is_member
  order by c.updated_at desc, c.id
  limit least(greatest(coalesce(page_limit, 20), 1), 100)
  offset greatest(coalesce(page_offset, 0), 0);
$$;


--
-- Name: list_my_notifications(timestamp with time zone, integer, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.list_my_notifications(before_at timestamp with time zone DEFAULT NULL::timestamp with time zone, page_limit integer DEFAULT 20, unread_only boolean DEFAULT false) RETURNS TABLE(source text, id bigint, kind public.notification_kind, actor_id uuid, actor_name text, actor_avatar text, subject_id uuid, title text, body text, created_at timestamp with time zone, read boolean)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: mark_all_notifications_read(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.mark_all_notifications_read() RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  update public.notifications set read_at = now() where recipient_id = (select auth.uid()) and read_at is null;
  insert into public.broadcast_reads (broadcast_id, member_id)
    select b.id, (select auth.uid()) from private.my_broadcasts() b
  on conflict do nothing;
$$;


--
-- Name: mark_conversation_read(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.mark_conversation_read(p_conversation_id uuid) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  update public.conversation_participants p
     set unread_count = 0, last_read_at = greatest(p.last_read_at, p.last_message_at)
   where p.conversation_id = p_conversation_id and p.member_id = (select auth.uid())
     and (p.unread_count > 0 or p.last_read_at is distinct from greatest(p.last_read_at, p.last_message_at));
$$;


--
-- Name: mark_notification_read(text, bigint); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.mark_notification_read(p_source text, p_id bigint) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: match_score(numeric, numeric, numeric, integer, smallint); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.match_score(category_share numeric, text_share numeric, rating numeric, mutual integer, priority smallint) RETURNS numeric
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select round(0.72 * coalesce(text_share, 0) + 0.15 * coalesce(category_share, 0)
               + 0.07 * coalesce(greatest(least((rating - 1) / 4, 1), 0), 0)
               + 0.03 * least(coalesce(mutual, 0), 5) / 5.0 + 0.03 * coalesce(priority, 0), 4);
$$;


--
-- Name: may_use_dm_topic(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.may_use_dm_topic(topic text) RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
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
$_$;


--
-- Name: my_broadcast_banner(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.my_broadcast_banner() RETURNS TABLE(id bigint, title text, message text, sent_at timestamp with time zone)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select b.id, b.title, b.message, b.sent_at from private.my_broadcasts() b
  where b.sent_at > now() - interval '30 days'
    and not exists (select 1 from public.broadcast_reads r
                    where r.member_id = (select auth.uid()) and r.broadcast_id = b.id and r.dismissed_at is not null)
  limit 1;
$$;


--
-- Name: people_you_may_know(integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.people_you_may_know(page_limit integer DEFAULT 6) RETURNS TABLE(id uuid, full_name text, avatar_url text, company text, "position" text, user_type public.user_type, mutual_connections integer)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me uuid := (select auth.uid());
begin
  if me is null or not public.is_member(me) then
    return;
  end if;
  return query
  with mine as materialized (select m.partner from private.accepted_partners(me, 200) m),
  friends_of_friends as (
    select x.partner as candidate, count(*)::int as mutual
    from mine m cross join lateral private.accepted_partners(m.partner, 100) x
    where x.partner <> me
    group by x.partner
  )
  select p.id, p.full_name, p.avatar_url, p.company, p.position, p.user_type, f.mutual
  from friends_of_friends f
  join public.profiles p on p.id = f.candidate and p.is_member
  where not exists (select 1 from public.connections c
                    where least(c.requester_id, c.addressee_id) = least(me, f.candidate)
                      and greatest(c.requester_id, c.addressee_id) = greatest(me, f.candidate))
    and not exists (select 1 from public.suggestion_dismissals d where d.profile_id = me and d.dismissed_id = f.candidate)
    and not private.blocked_between(me, f.candidate)
  order by f.mutual desc, p.created_at desc, p.id
  limit least(greatest(coalesce(page_limit, 6), 1), 20);
end;
$$;


--
-- Name: plan_limits(public.subscription_plan); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.plan_limits(plan public.subscription_plan) RETURNS TABLE(plan_name text, contacts_per_month integer, showcased_services integer, analytics text, contact_info boolean, priority_listing boolean, featured boolean)
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
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


--
-- Name: recommend_hr_members(integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.recommend_hr_members(page_limit integer DEFAULT 10) RETURNS TABLE(id uuid, full_name text, avatar_url text, company text, "position" text, looking_for text, matched_categories text[], matched_terms text[], mutual_connections integer, score numeric, connection_id uuid, connection_status public.connection_status, is_requester boolean)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me uuid := (select auth.uid());
  v_me private.provider_match;
  v_query tsquery;
begin
  if me is null or public.current_user_type() is distinct from 'Service Provider' then
    return;
  end if;
  select * into v_me from private.provider_match pm where pm.provider_id = me;
  if v_me.provider_id is null then
    return;
  end if;
  v_query := private.tsquery_any(array(
    select plainto_tsquery('simple', l.lexeme)
    from private.match_documents d
    cross join lateral unnest(array[d.fields[1], d.fields[3], d.fields[4]]) f(vec)
    cross join lateral unnest(f.vec) l
    left join private.match_terms t on t.corpus = 'provider' and t.term = l.lexeme
    where d.corpus = 'provider' and d.doc_id = me
    group by l.lexeme
    order by min(coalesce(t.df, 0)), l.lexeme
    limit 32));
  return query
  with pool as materialized (
    (select n.profile_id from public.member_needs n where n.category_ids && v_me.category_ids
     order by n.updated_at desc limit 100)
    union
    (select t.profile_id from private.need_terms t where v_query is not null and t.terms @@ v_query
     order by t.updated_at desc limit 100)
  ), text_scores as materialized (
    select * from private.match_score_needs(me, array(select g.profile_id from pool g))
  ), scored as (
    select g.profile_id, n.category_ids, n.looking_for, coalesce(r.coverage, 0) as coverage, r.matched,
           case when cardinality(n.category_ids) = 0 then 0
                else cardinality(array(select unnest(n.category_ids) intersect select unnest(v_me.category_ids)))::numeric
                     / cardinality(n.category_ids) end as category_share
    from pool g
    cross join lateral (select x.category_ids, x.looking_for from public.member_needs x
                        where x.profile_id = g.profile_id offset 0) n
    cross join lateral (select 1 from public.profiles x
                        where x.id = g.profile_id and x.is_member and x.user_type = 'HR Professional' offset 0) p
    left join text_scores r on r.profile_id = g.profile_id
    where g.profile_id <> me
  ), relevant as (
    -- Only needs the provider answers in words or categories: each card can say why.
    select s.* from scored s where s.coverage > 0 or s.category_share > 0
  ), ordered as materialized (
    select s.*, public.match_score(s.category_share,
             coalesce((s.coverage / nullif(max(s.coverage) over (), 0))::numeric, 0), null, 0, 0::smallint)
             as base_score
    from relevant s
    order by base_score desc, s.profile_id
  ), ranked as materialized (
    -- The plan and block checks run down the ordered list only until 30 pass.
    select o.* from ordered o
    where not private.blocked_between(me, o.profile_id) and private.may_contact(me, o.profile_id)
    limit 30
  )
  select p.id, p.full_name, p.avatar_url, p.company, p.position, r.looking_for,
         array(select sc.name from public.service_categories sc
               where sc.id = any (r.category_ids) and sc.id = any (v_me.category_ids) order by sc.name),
         coalesce(r.matched[1:4], '{}'),
         mc.mutual,
         round(r.base_score + 0.03 * least(mc.mutual, 5) / 5.0, 4) as score,
         c.id, c.status, c.requester_id = me
  from ranked r
  join private.mutual_counts(me, array(select profile_id from ranked)) mc on mc.candidate = r.profile_id
  join public.profiles p on p.id = r.profile_id
  left join public.connections c
    on least(c.requester_id, c.addressee_id) = least(r.profile_id, me)
   and greatest(c.requester_id, c.addressee_id) = greatest(r.profile_id, me)
  order by score desc, p.created_at desc, r.profile_id
  limit least(greatest(coalesce(page_limit, 10), 1), 20);
end;
$$;


--
-- Name: recommend_providers(integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.recommend_providers(page_limit integer DEFAULT 10) RETURNS TABLE(id uuid, full_name text, avatar_url text, company text, "position" text, service_type text, subscription_plan public.subscription_plan, matched_categories text[], matched_terms text[], mutual_connections integer, rating_average numeric, rating_count integer, score numeric, connection_id uuid, connection_status public.connection_status, is_requester boolean)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me uuid := (select auth.uid());
  v_needs public.member_needs;
  v_cats integer;
  v_units private.match_unit[];
begin
  if me is null or public.current_user_type() is distinct from 'HR Professional' then
    return;
  end if;
  select * into v_needs from public.member_needs n where n.profile_id = me;
  v_cats := coalesce(cardinality(v_needs.category_ids), 0);
  -- Parsed now, against the corpus as it is (a misspelling is corrected to a word providers use today).
  v_units := private.match_query('provider', v_needs.looking_for);
  if v_cats = 0 and cardinality(v_units) = 0 then
    return;
  end if;
  return query
  with by_category as materialized (
    select distinct m.provider_id from unnest(v_needs.category_ids) c(id)
    cross join lateral (
      select pc.provider_id from private.provider_match_categories pc where pc.category_id = c.id
      order by pc.rating_rank desc, pc.listing_priority desc, pc.provider_id limit 60) m
  ), by_text as materialized (
    select r.doc_id, r.score, r.matched
    from private.match_rank('provider', v_units, 100, array(select b.provider_id from by_category b)) r
  ), best as (
    select t.doc_id, t.score, pm.category_ids from by_text t
    join private.provider_match pm on pm.provider_id = t.doc_id
    where t.doc_id <> me
    order by t.score desc, t.doc_id limit 5
  ), inferred as (
    -- The categories the need's words point to: those of its five best text matches, weighted by their
    -- relevance. Evidence where no category was picked, so such a need works as well as one with the right
    -- category: the inferred categories' best-rated providers join the pool as a picked category's do.
    select c.id, (sum(t.score) / (select sum(x.score) from best x))::numeric as weight
    from best t cross join unnest(t.category_ids) c(id)
    where v_cats = 0
    group by c.id
  ), by_inferred as (
    select m.provider_id from inferred i
    cross join lateral (
      select pc.provider_id from private.provider_match_categories pc where pc.category_id = i.id
      order by pc.rating_rank desc, pc.listing_priority desc, pc.provider_id limit 30) m
    where i.weight >= 0.5
  ), pool as (
    select coalesce(t.doc_id, o.provider_id) as provider_id, coalesce(t.score, 0) as text_score, t.matched
    from by_text t
    full join (select b.provider_id from by_category b union select b.provider_id from by_inferred b) o
      on o.provider_id = t.doc_id
  ), base as (
    select g.provider_id, g.matched, pm.category_ids, pm.rating_rank, pm.listing_priority, pm.review_count,
           pm.rating_sum, pm.member_since,
           coalesce((g.text_score / nullif(max(g.text_score) over (), 0))::numeric, 0) as text_share
    from pool g
    -- One lookup by key per pooled provider (offset 0 keeps the planner from hashing the whole table), and
    -- the only one: the tie-break's review count and join date are kept in provider_match too.
    cross join lateral (select x.category_ids, x.rating_rank, x.listing_priority, x.review_count, x.rating_sum,
                               x.member_since
                        from private.provider_match x where x.provider_id = g.provider_id offset 0) pm
    where g.provider_id <> me and not private.blocked_between(me, g.provider_id)
  ), scored as (
    select b.*,
           case when v_cats = 0
                then coalesce((select max(i.weight) from inferred i where i.id = any (b.category_ids)), 0)
                else cardinality(array(select unnest(b.category_ids) intersect select unnest(v_needs.category_ids)))::numeric
                     / v_cats end as category_share
    from base b
  ), ranked as materialized (
    select s.*, public.match_score(s.category_share, s.text_share, s.rating_rank, 0, s.listing_priority) as base_score,
           s.review_count as reviews, s.member_since as created_at
    from scored s
    order by base_score desc, reviews desc, s.member_since desc, s.provider_id
    limit 30
  ), with_network as (
    select r.*, mc.mutual,
           public.match_score(r.category_share, r.text_share, r.rating_rank, mc.mutual, r.listing_priority) as final_score
    from ranked r
    join private.mutual_counts(me, array(select provider_id from ranked)) mc on mc.candidate = r.provider_id
  )
  -- The card says why: the categories picked (or, without any, those the need's words point to) that the
  -- provider offers, and the words that matched.
  select p.id, p.full_name, p.avatar_url, p.company, p.position, p.service_type, p.subscription_plan,
         array(select sc.name from public.service_categories sc
               where sc.id = any (w.category_ids)
                 and (sc.id = any (v_needs.category_ids)
                      or (v_cats = 0 and sc.id in (select i.id from inferred i where i.weight >= 0.5)))
               order by sc.name),
         coalesce(w.matched[1:4], '{}'),
         w.mutual,
         case when w.reviews > 0 then round(w.rating_sum::numeric / w.reviews, 1) end,
         w.reviews,
         w.final_score,
         c.id, c.status, c.requester_id = me
  from with_network w
  -- The page's profiles by key (a hash join would read every profile).
  cross join lateral (select x.* from public.profiles x where x.id = w.provider_id offset 0) p
  left join public.connections c
    on least(c.requester_id, c.addressee_id) = least(w.provider_id, me)
   and greatest(c.requester_id, c.addressee_id) = greatest(w.provider_id, me)
  order by w.final_score desc, w.reviews desc, w.created_at desc, w.provider_id
  limit least(greatest(coalesce(page_limit, 10), 1), 20);
end;
$$;


--
-- Name: record_invite(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.record_invite() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: record_profile_view(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.record_profile_view(target_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me uuid := (select auth.uid());
begin
  if me is null or me = target_id
     or (select count(*) from public.profiles p where p.id in (me, target_id) and p.is_member) < 2 then
    return;
  end if;
  insert into public.profile_views (viewer_id, viewed_id) values (me, target_id)
  on conflict (viewer_id, viewed_id) do update set viewed_at = now();
  perform private.record_events(array[target_id], me, 1::smallint);
end;
$$;


--
-- Name: report_conversation(uuid, public.report_reason, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.report_conversation(p_conversation_id uuid, p_reason public.report_reason, p_note text DEFAULT NULL::text) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: upgrade_requests; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.upgrade_requests (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    member_id uuid NOT NULL,
    plan public.subscription_plan NOT NULL,
    billing_interval text NOT NULL,
    status text DEFAULT 'open'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    closed_at timestamp with time zone,
    closed_by uuid,
    CONSTRAINT upgrade_requests_billing_interval_check CHECK ((billing_interval = ANY (ARRAY['monthly'::text, 'yearly'::text]))),
    CONSTRAINT upgrade_requests_plan_check CHECK ((plan = ANY (ARRAY['Free'::public.subscription_plan, 'Professional'::public.subscription_plan, 'Premium'::public.subscription_plan]))),
    CONSTRAINT upgrade_requests_status_check CHECK ((status = ANY (ARRAY['open'::text, 'closed'::text])))
);


--
-- Name: request_plan_change(public.subscription_plan, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.request_plan_change(plan public.subscription_plan, billing_interval text DEFAULT 'monthly'::text) RETURNS public.upgrade_requests
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: request_plan_upgrade(public.subscription_plan, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.request_plan_upgrade(plan public.subscription_plan, billing_interval text DEFAULT 'monthly'::text) RETURNS public.upgrade_requests
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: search_jobs(text, integer, integer, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.search_jobs(search_text text DEFAULT NULL::text, page_limit integer DEFAULT 20, page_offset integer DEFAULT 0, include_closed boolean DEFAULT false) RETURNS SETOF public.jobs
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    SET plan_cache_mode TO 'force_custom_plan'
    SET cpu_operator_cost TO '0.025'
    AS $$
declare
  pat text := public.like_pattern(search_text);
begin
  if coalesce(include_closed, false) then
    return query
    select j.*
    from public.jobs j
    where pat is null or (j.title || E'\x1f' || j.company_name || E'\x1f' || j.description) ilike pat
    order by j.created_at desc, j.id
    limit least(greatest(coalesce(page_limit, 20), 1), 100)
    offset greatest(coalesce(page_offset, 0), 0);
  else
    return query
    select j.*
    from public.jobs j
    where j.closed_at is null
      and (pat is null or (j.title || E'\x1f' || j.company_name || E'\x1f' || j.description) ilike pat)
    order by j.created_at desc, j.id
    limit least(greatest(coalesce(page_limit, 20), 1), 100)
    offset greatest(coalesce(page_offset, 0), 0);
  end if;
end;
$$;


--
-- Name: search_network(text, text, integer, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.search_network(search_text text DEFAULT NULL::text, type_filter text DEFAULT NULL::text, page_limit integer DEFAULT 20, page_offset integer DEFAULT 0) RETURNS TABLE(id uuid, full_name text, user_type public.user_type, company text, "position" text, service_type text, avatar_url text, subscription_plan public.subscription_plan, created_at timestamp with time zone, connection_id uuid, connection_status public.connection_status, is_requester boolean, can_view boolean)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  me uuid := (select auth.uid());
  pat text := public.like_pattern(search_text);
  kind text := nullif(nullif(btrim(coalesce(type_filter, '')), ''), 'all');
  v_limit integer := least(greatest(coalesce(page_limit, 20), 1), 100);
  v_offset integer := greatest(coalesce(page_offset, 0), 0);
  v_window integer;
  sees_all boolean;
begin
  if me is null then
    return;
  end if;
  -- Null when the viewer has no profile (then can_view is false throughout).
  select coalesce(v.role = 'admin', false) or coalesce(v.user_type = 'HR Professional', false)
         or coalesce(v.subscription_plan, 'Free') <> 'Free'
    into sees_all
    from public.profiles v where v.id = me;
  if pat is null then
    -- Without a search text: the page in the listing's order, one plan for every call.
    return query
    with page as materialized (
      select p.id, p.full_name, p.user_type, p.company, p.position, p.service_type, p.avatar_url,
             p.subscription_plan, p.created_at, p.listing_priority
      from public.profiles p
      where p.id <> me and p.is_member and (kind is null or p.user_type::text = kind)
      order by p.listing_priority desc, p.created_at desc, p.id
      limit v_limit offset v_offset
    ), recorded as (
      select private.record_events(
        array(select g.id from page g where g.user_type = 'Service Provider'), me, 3::smallint)
    )
    select g.id, g.full_name, g.user_type, g.company, g.position, g.service_type, g.avatar_url,
           g.subscription_plan, g.created_at, c.id, c.status, c.requester_id = me,
           case when sees_all is null then false else sees_all or g.user_type = 'Service Provider' end
    from page g cross join recorded
    left join public.connections c
      on least(c.requester_id, c.addressee_id) = least(g.id, me)
     and greatest(c.requester_id, c.addressee_id) = greatest(g.id, me)
    order by g.listing_priority desc, g.created_at desc, g.id;
    return;
  end if;
  v_window := private.relevance_window();
  -- With a text the plan depends on its words (how many members each matches): EXECUTE plans this
  -- statement with its values on each call.
  return query execute $q$
  with matches as materialized (
    select p.id, p.full_name, p.user_type, p.company, p.position, p.service_type, p.avatar_url,
           p.subscription_plan, p.created_at, p.listing_priority
    from public.profiles p
    where p.id <> $1 and p.is_member
      and ($2::text is null or p.user_type::text = $2)
      and (p.full_name ilike $3 or p.company ilike $3 or p.position ilike $3 or p.service_type ilike $3)
    order by p.listing_priority desc, p.created_at desc, p.id
    -- The relevance window holding the page.
    limit $4 offset $5
  ), ranked as (
    select m.*,
           case when $6::tsquery is null then 0
                else ts_rank(setweight(to_tsvector('english', m.full_name), 'A')
                             || setweight(to_tsvector('english', coalesce(m.position, '') || ' '
                                                               || coalesce(m.service_type, '')), 'B')
                             || setweight(to_tsvector('english', coalesce(m.company, '')), 'C'), $6) end
             as relevance
    from matches m
  ), page as materialized (
    select r.*, c.id as cid, c.status, c.requester_id = $1 as is_req,
           case when $7::boolean is null then false else $7::boolean or r.user_type = 'Service Provider' end
             as can_view
    from ranked r
    left join public.connections c
      on least(c.requester_id, c.addressee_id) = least(r.id, $1)
     and greatest(c.requester_id, c.addressee_id) = greatest(r.id, $1)
    order by r.relevance desc, r.listing_priority desc, r.created_at desc, r.id
    limit $8 offset $9
  ), recorded as (
    select private.record_events(
      array(select g.id from page g where g.user_type = 'Service Provider'), $1, 3::smallint)
  )
  select g.id, g.full_name, g.user_type, g.company, g.position, g.service_type, g.avatar_url,
         g.subscription_plan, g.created_at, g.cid, g.status, g.is_req, g.can_view
  from page g cross join recorded
  order by g.relevance desc, g.listing_priority desc, g.created_at desc, g.id$q$
  using me, kind, pat, v_window, v_offset - v_offset % v_window, private.prefix_query(search_text), sees_all,
        v_limit, v_offset % v_window;
end;
$_$;


--
-- Name: search_services(text, uuid, integer, integer, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.search_services(search_text text DEFAULT NULL::text, category_filter uuid DEFAULT NULL::uuid, page_limit integer DEFAULT 20, page_offset integer DEFAULT 0, sort_by text DEFAULT 'featured'::text) RETURNS TABLE(id uuid, service_name text, description text, category_id uuid, category_name text, created_at timestamp with time zone, provider_id uuid, provider_full_name text, provider_avatar_url text, provider_company text, provider_position text, provider_service_type text, provider_subscription_plan public.subscription_plan, can_view_provider boolean, rating_average numeric, rating_count integer)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  me uuid := (select auth.uid());
  pat text := public.like_pattern(search_text);
  my_type public.user_type;
  admin boolean := false;
  by_rating boolean := sort_by = 'rating';
  v_limit integer := least(greatest(coalesce(page_limit, 20), 1), 100);
  v_offset integer := greatest(coalesce(page_offset, 0), 0);
  v_window integer := private.relevance_window();
  -- 'Featured' with a search text orders by relevance (in windows, see above); 'rating' stays by rating.
  by_relevance boolean := pat is not null and not by_rating;
  v_query tsquery;
begin
  if me is null then
    return;
  end if;
  if sort_by not in ('featured', 'rating') then
    raise exception 'sort_by is featured or rating' using errcode = '22023';
  end if;
  select p.user_type, p.role = 'admin' into my_type, admin from public.profiles p where p.id = me;
  admin := coalesce(admin, false);
  if pat is null and category_filter is null and not by_rating then
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
      order by s.listing_priority desc, s.created_at desc, s.id
      limit v_limit offset v_offset
    ), recorded as (
      select private.record_events(array(select distinct g.pid from page g), me, 3::smallint)
    )
    select g.id, g.service_name, g.description, g.category_id, g.name, g.created_at, g.pid, g.full_name,
           g.avatar_url, g.company, g.position, g.service_type, g.subscription_plan, g.can_view,
           case when coalesce(pr.review_count, 0) > 0
                then round(pr.rating_sum::numeric / pr.review_count, 1) end,
           coalesce(pr.review_count, 0)
    from page g cross join recorded
    left join public.provider_ratings pr on pr.provider_id = g.pid
    order by g.listing_priority desc, g.created_at desc, g.id;
    return;
  end if;
  if by_relevance then
    v_query := private.prefix_query(search_text);
  end if;
  -- One query, three orders: the order is one of fixed clauses (no value enters the text; values are
  -- parameters), so each order gets a plan that walks its own index instead of sorting every match.
  return query execute format($q$
  with matches as materialized (
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
    limit $6 offset $7
  ), ranked as (
    select m.*,
           case when $8::tsquery is null then 0
                else ts_rank(setweight(to_tsvector('english', m.service_name), 'A')
                             || setweight(to_tsvector('english', m.name), 'B')
                             || setweight(to_tsvector('english', coalesce(m.description, '')), 'C'), $8) end
             as relevance
    from matches m
  ), page as materialized (
    select * from ranked g order by %2$s limit $9 offset $10
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
         when by_relevance then 'g.relevance desc, g.listing_priority desc, g.created_at desc, g.id'
         else 'g.listing_priority desc, g.created_at desc, g.id' end)
  using me, admin, my_type, category_filter, pat,
        case when by_relevance then v_window else v_limit end,
        case when by_relevance then v_offset - v_offset % v_window else v_offset end,
        v_query, v_limit,
        case when by_relevance then v_offset % v_window else 0 end;
end;
$_$;


--
-- Name: set_updated_at(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.set_updated_at() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.updated_at := now();
  return new;
end;
$$;


--
-- Name: sitemap_part(text, integer, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.sitemap_part(p_kind text, p_part integer DEFAULT 1, p_size integer DEFAULT 50000) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_size integer := coalesce(p_size, 50000);
  v_offset integer;
begin
  if v_size not between 1 and 50000 then
    raise exception 'p_size is between 1 and 50000' using errcode = '22023';
  end if;
  if coalesce(p_part, 1) not between 1 and 1000 then
    raise exception 'p_part is between 1 and 1000' using errcode = '22023';
  end if;
  v_offset := (coalesce(p_part, 1) - 1) * v_size;
  if p_kind = 'providers' then
    return (select coalesce(string_agg('/providers/' || l.slug || E'\t' || to_char(l.updated_at at time zone 'UTC',
                                         'YYYY-MM-DD"T"HH24:MI:SS"Z"'), E'\n' order by l.slug), '')
            from (select slug, updated_at from private.directory_listing order by slug
                  limit v_size offset v_offset) l);
  elsif p_kind = 'jobs' then
    return (select coalesce(string_agg('/jobs/' || j.id || E'\t' || to_char(j.updated_at at time zone 'UTC',
                                         'YYYY-MM-DD"T"HH24:MI:SS"Z"'), E'\n' order by j.created_at desc, j.id), '')
            from (select id, updated_at, created_at from public.jobs where closed_at is null
                  order by created_at desc, id limit v_size offset v_offset) j);
  elsif p_kind = 'categories' then
    return (select coalesce(string_agg('/providers/category/' || private.slugify(sc.name) || E'\t', E'\n'
                                       order by sc.name), '')
            from public.service_categories sc
            join private.directory_counts c on c.scope = 'category:' || sc.id and c.provider_count > 0
            where v_offset = 0);
  end if;
  raise exception 'p_kind is providers, jobs or categories' using errcode = '22023';
end;
$$;


--
-- Name: sitemap_sizes(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.sitemap_sizes() RETURNS TABLE(providers integer, jobs integer, categories integer)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select public.directory_count(),
         (select count(*)::integer from public.jobs j where j.closed_at is null),
         (select count(*)::integer from private.directory_counts c where c.scope like 'category:%' and c.provider_count > 0);
$$;


--
-- Name: data_exports; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.data_exports (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    member_id uuid NOT NULL,
    status public.data_export_status DEFAULT 'running'::public.data_export_status NOT NULL,
    steps public.data_export_step[] DEFAULT ARRAY['profile'::public.data_export_step, 'connections'::public.data_export_step, 'messages'::public.data_export_step, 'applications'::public.data_export_step, 'jobs'::public.data_export_step, 'reviews'::public.data_export_step, 'notifications'::public.data_export_step, 'files'::public.data_export_step, 'saving'::public.data_export_step] NOT NULL,
    steps_done smallint DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    finished_at timestamp with time zone,
    archive_path text,
    archive_bytes bigint,
    download_url text,
    url_expires_at timestamp with time zone,
    mailed_at timestamp with time zone,
    CONSTRAINT data_exports_archive_path_check CHECK (((archive_path IS NULL) OR (split_part(archive_path, '/'::text, 1) = (member_id)::text))),
    CONSTRAINT data_exports_ready_check CHECK (((status <> 'ready'::public.data_export_status) OR ((finished_at IS NOT NULL) AND (archive_path IS NOT NULL) AND (download_url IS NOT NULL) AND (url_expires_at IS NOT NULL) AND (steps_done = cardinality(steps))))),
    CONSTRAINT data_exports_steps_done_check CHECK (((steps_done >= 0) AND (steps_done <= cardinality(steps))))
);


--
-- Name: start_my_export(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.start_my_export() RETURNS public.data_exports
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_uid uuid := (select auth.uid());
  v_last timestamptz;
  v_next timestamptz;
  v_row public.data_exports;
begin
  if v_uid is null or not public.is_member(v_uid) then
    raise exception 'Only members can download their data' using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtext('data_exports'), hashtext(v_uid::text));
  select max(e.created_at) into v_last from public.data_exports e
    where e.member_id = v_uid and e.status <> 'failed' and e.created_at > now() - private.data_export_interval();
  if v_last is not null then
    v_next := v_last + private.data_export_interval();
    -- detail: when the next one may start (ISO 8601), for the app to say it in the member's time.
    raise exception 'You can download your data once an hour'
      using errcode = 'P0001',
            detail = to_json(v_next)#>>'{}',
            hint = format('Try again in %s minutes.', greatest(1, ceil(extract(epoch from v_next - now()) / 60)::integer));
  end if;
  insert into public.data_exports (member_id) values (v_uid) returning * into v_row;
  return v_row;
end;
$$;


--
-- Name: storage_sweep_candidates(text, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.storage_sweep_candidates(p_sweep text, p_limit integer DEFAULT 500) RETURNS TABLE(bucket_id text, name text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  fn regproc;
begin
  if p_limit is null or p_limit < 1 or p_limit > 1000 then
    raise exception 'p_limit is 1 to 1000' using errcode = '22023';
  end if;
  -- to_regproc: a name that no longer resolves is no sweep (404), not an error.
  select to_regproc(s.candidates) into fn from private.storage_sweeps s where s.name = p_sweep;
  if fn is null then
    perform private.raise_http(404, 'P0002', 'No sweep is called that.');
  end if;
  -- fn is a regproc: its text is a quoted, schema-qualified function name.
  return query execute format('select c.bucket_id::text, c.name::text from %s($1) c', fn) using p_limit;
end;
$_$;


--
-- Name: submit_sales_inquiry(text, text, text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.submit_sales_inquiry(name text, company text, email text, message text) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
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
$_$;


--
-- Name: sync_profile_email(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.sync_profile_email() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.profiles set email = new.email where id = new.id;
  return new;
end;
$$;


--
-- Name: unread_message_count(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.unread_message_count() RETURNS integer
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(sum(p.unread_count), 0)::integer
  from public.conversation_participants p
  where p.member_id = (select auth.uid()) and p.unread_count > 0;
$$;


--
-- Name: unread_notification_count(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.unread_notification_count() RETURNS integer
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select (select count(*) from public.notifications n
          where n.recipient_id = (select auth.uid()) and n.read_at is null)::integer
       + (select count(*) from private.my_broadcasts() b
          where not exists (select 1 from public.broadcast_reads r
                            where r.member_id = (select auth.uid()) and r.broadcast_id = b.id)
            and not exists (select 1 from public.notification_mutes m
                            where m.member_id = (select auth.uid()) and m.kind = 'broadcast'))::integer;
$$;


--
-- Name: view_service(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.view_service(service_id uuid) RETURNS TABLE(id uuid, service_name text, description text, category_id uuid, category_name text, created_at timestamp with time zone, provider_id uuid, provider_full_name text, provider_avatar_url text, provider_company text, provider_position text, provider_subscription_plan public.subscription_plan, can_view_provider boolean)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: analytics_seen; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.analytics_seen (
    day date NOT NULL,
    provider_id uuid NOT NULL,
    viewer_id uuid NOT NULL,
    kind smallint NOT NULL,
    CONSTRAINT analytics_seen_kind_check CHECK (((kind >= 1) AND (kind <= 4)))
);


--
-- Name: clock; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.clock (
    singleton boolean DEFAULT true NOT NULL,
    fixed_at timestamp with time zone NOT NULL,
    CONSTRAINT clock_singleton_check CHECK (singleton)
);


--
-- Name: contact_months; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.contact_months (
    provider_id uuid NOT NULL,
    month date NOT NULL,
    used integer DEFAULT 0 NOT NULL,
    CONSTRAINT contact_months_used_check CHECK ((used >= 0))
);


--
-- Name: contacts; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.contacts (
    provider_id uuid NOT NULL,
    month date NOT NULL,
    hr_id uuid NOT NULL,
    via text NOT NULL,
    first_at timestamp with time zone NOT NULL,
    CONSTRAINT contacts_via_check CHECK ((via = ANY (ARRAY['connection_request'::text, 'message'::text])))
);


--
-- Name: directory_counts; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.directory_counts (
    scope text NOT NULL,
    provider_count integer DEFAULT 0 NOT NULL,
    CONSTRAINT directory_counts_provider_count_check CHECK ((provider_count >= 0))
);


--
-- Name: directory_listing_categories; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.directory_listing_categories (
    category_id uuid NOT NULL,
    provider_id uuid NOT NULL,
    listing_priority smallint NOT NULL,
    rating_rank numeric NOT NULL,
    rating_average numeric(2,1),
    listed_at timestamp with time zone NOT NULL,
    location_key text
);


--
-- Name: directory_locations; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.directory_locations (
    location_key text NOT NULL,
    label text NOT NULL,
    provider_count integer DEFAULT 0 NOT NULL,
    CONSTRAINT directory_locations_provider_count_check CHECK ((provider_count >= 0))
);


--
-- Name: directory_slug_counters; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.directory_slug_counters (
    base text NOT NULL,
    used integer NOT NULL
);


--
-- Name: directory_slugs; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.directory_slugs (
    slug text NOT NULL,
    provider_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT directory_slugs_slug_check CHECK (((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text) AND (char_length(slug) <= 72)))
);


--
-- Name: hr_vocabulary; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.hr_vocabulary (
    concept text NOT NULL,
    phrase text NOT NULL,
    relation text DEFAULT 'same'::text NOT NULL,
    lexemes text[] GENERATED ALWAYS AS (tsvector_to_array(to_tsvector('english'::regconfig, phrase))) STORED,
    match_key text GENERATED ALWAYS AS (
CASE
    WHEN (POSITION(('&'::text) IN (phrase)) = 0) THEN private.match_key(phrase)
    ELSE NULL::text
END) STORED,
    CONSTRAINT hr_vocabulary_concept_check CHECK ((concept ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text)),
    CONSTRAINT hr_vocabulary_phrase_check CHECK (((phrase = private.match_normalise(phrase)) AND (phrase <> ''::text))),
    CONSTRAINT hr_vocabulary_relation_check CHECK ((relation = ANY (ARRAY['same'::text, 'related'::text])))
);


--
-- Name: match_corpus; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.match_corpus (
    corpus text NOT NULL,
    docs integer DEFAULT 0 NOT NULL,
    total_lengths bigint[] DEFAULT '{0,0,0,0,0}'::bigint[] NOT NULL,
    CONSTRAINT match_corpus_corpus_check CHECK ((corpus = ANY (ARRAY['provider'::text, 'job'::text, 'directory'::text])))
);


--
-- Name: match_documents; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.match_documents (
    corpus text NOT NULL,
    doc_id uuid NOT NULL,
    fields tsvector[] NOT NULL,
    lengths integer[] NOT NULL,
    words text[] NOT NULL,
    CONSTRAINT match_documents_corpus_check CHECK ((corpus = ANY (ARRAY['provider'::text, 'job'::text, 'directory'::text]))),
    CONSTRAINT match_documents_fields_check CHECK ((cardinality(fields) = 5)),
    CONSTRAINT match_documents_lengths_check CHECK ((cardinality(lengths) = 5))
);


--
-- Name: match_postings; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.match_postings (
    corpus text NOT NULL,
    term text NOT NULL,
    doc_id uuid NOT NULL,
    impact real NOT NULL
);


--
-- Name: match_terms; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.match_terms (
    corpus text NOT NULL,
    term text NOT NULL,
    df integer NOT NULL,
    CONSTRAINT match_terms_df_check CHECK ((df > 0))
);


--
-- Name: match_words; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.match_words (
    corpus text NOT NULL,
    word text NOT NULL,
    df integer NOT NULL,
    CONSTRAINT match_words_df_check CHECK ((df > 0))
);


--
-- Name: need_phrasing; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.need_phrasing (
    phrase text NOT NULL,
    kind text DEFAULT 'phrasing'::text NOT NULL,
    CONSTRAINT need_phrasing_check CHECK (((kind = 'phrasing'::text) OR (POSITION((' '::text) IN (phrase)) = 0))),
    CONSTRAINT need_phrasing_kind_check CHECK ((kind = ANY (ARRAY['phrasing'::text, 'generic'::text]))),
    CONSTRAINT need_phrasing_phrase_check CHECK (((phrase = private.match_normalise(phrase)) AND (phrase <> ''::text)))
);


--
-- Name: need_terms; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.need_terms (
    profile_id uuid NOT NULL,
    units private.match_unit[] NOT NULL,
    terms tsvector NOT NULL,
    updated_at timestamp with time zone NOT NULL
);


--
-- Name: platform_counter_deltas; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.platform_counter_deltas (
    members bigint DEFAULT 0 NOT NULL,
    services bigint DEFAULT 0 NOT NULL,
    accepted_connections bigint DEFAULT 0 NOT NULL
);


--
-- Name: provider_match_categories; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.provider_match_categories (
    category_id uuid NOT NULL,
    provider_id uuid NOT NULL,
    rating_rank numeric NOT NULL,
    listing_priority smallint NOT NULL
);


--
-- Name: skills; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.skills (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    profile_id uuid NOT NULL,
    skill_name text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT skills_skill_name_check CHECK (((char_length(btrim(skill_name)) >= 1) AND (char_length(btrim(skill_name)) <= 60)))
);


--
-- Name: user_services; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_services (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    service_name text NOT NULL,
    category_id uuid NOT NULL,
    description text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    showcased boolean DEFAULT true NOT NULL,
    showcased_at timestamp with time zone,
    listing_priority smallint DEFAULT 0 NOT NULL,
    rating_rank numeric DEFAULT 3.5 NOT NULL,
    CONSTRAINT user_services_description_check CHECK (((description IS NULL) OR (char_length(description) <= 4000))),
    CONSTRAINT user_services_service_name_check CHECK (((char_length(btrim(service_name)) >= 1) AND (char_length(btrim(service_name)) <= 120)))
);


--
-- Name: provider_texts; Type: VIEW; Schema: private; Owner: -
--

CREATE VIEW private.provider_texts AS
 SELECT p.id AS provider_id,
    s.names,
    s.services,
    k.skills,
    concat_ws(' '::text, p.company, p.service_type) AS title,
    p.description AS about
   FROM ((public.profiles p
     LEFT JOIN ( SELECT s_1.user_id,
            string_agg(s_1.service_name, ' '::text ORDER BY s_1.created_at, s_1.id) AS names,
            string_agg(s_1.description, ' '::text ORDER BY s_1.created_at, s_1.id) AS services
           FROM public.user_services s_1
          GROUP BY s_1.user_id) s ON ((s.user_id = p.id)))
     LEFT JOIN ( SELECT k_1.profile_id,
            string_agg(k_1.skill_name, ' '::text ORDER BY k_1.skill_name) AS skills
           FROM public.skills k_1
          GROUP BY k_1.profile_id) k ON ((k.profile_id = p.id)))
  WHERE (p.is_member AND (p.user_type = 'Service Provider'::public.user_type));


--
-- Name: storage_sweeps; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.storage_sweeps (
    name text NOT NULL,
    candidates text NOT NULL,
    description text NOT NULL,
    CONSTRAINT storage_sweeps_candidates_check CHECK ((candidates ~ '^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*$'::text)),
    CONSTRAINT storage_sweeps_name_check CHECK ((name ~ '^[a-z0-9][a-z0-9-]{0,62}$'::text))
);


--
-- Name: user_sign_ins; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.user_sign_ins (
    user_id uuid NOT NULL,
    last_sign_in_at timestamp with time zone NOT NULL
);


--
-- Name: application_status_changes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.application_status_changes (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    application_id uuid NOT NULL,
    from_status public.application_status,
    to_status public.application_status NOT NULL,
    note text,
    changed_by uuid,
    changed_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT application_status_changes_note_check CHECK (((note IS NULL) OR (char_length(note) <= 1000)))
);


--
-- Name: applications; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.applications (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    job_id uuid NOT NULL,
    applicant_id uuid NOT NULL,
    cover_note text,
    contact_email text NOT NULL,
    cv_path text NOT NULL,
    cv_name text NOT NULL,
    status public.application_status DEFAULT 'new'::public.application_status NOT NULL,
    status_changed_at timestamp with time zone DEFAULT now() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT applications_contact_email_check CHECK (((char_length(contact_email) <= 254) AND (contact_email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'::text))),
    CONSTRAINT applications_cover_note_check CHECK (((cover_note IS NULL) OR (char_length(cover_note) <= 4000))),
    CONSTRAINT applications_cv_name_check CHECK (((char_length(btrim(cv_name)) >= 1) AND (char_length(btrim(cv_name)) <= 200))),
    CONSTRAINT applications_cv_path_check CHECK (((char_length(cv_path) <= 300) AND (split_part(cv_path, '/'::text, 1) = (applicant_id)::text) AND (cv_path ~ '^[0-9a-f-]{36}/[A-Za-z0-9][A-Za-z0-9._-]*$'::text)))
);


--
-- Name: broadcast_reads; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.broadcast_reads (
    broadcast_id bigint NOT NULL,
    member_id uuid NOT NULL,
    read_at timestamp with time zone DEFAULT now() NOT NULL,
    dismissed_at timestamp with time zone
);


--
-- Name: broadcasts_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.broadcasts ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.broadcasts_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: connections; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.connections (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    requester_id uuid NOT NULL,
    addressee_id uuid NOT NULL,
    status public.connection_status DEFAULT 'pending'::public.connection_status NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT connections_not_self_check CHECK ((requester_id <> addressee_id))
);


--
-- Name: conversation_participants; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.conversation_participants (
    conversation_id uuid NOT NULL,
    member_id uuid NOT NULL,
    other_id uuid NOT NULL,
    last_message_at timestamp with time zone NOT NULL,
    unread_count integer DEFAULT 0 NOT NULL,
    last_read_at timestamp with time zone,
    blocked boolean DEFAULT false NOT NULL,
    CONSTRAINT conversation_participants_not_self_check CHECK ((member_id <> other_id)),
    CONSTRAINT conversation_participants_unread_check CHECK ((unread_count >= 0))
);


--
-- Name: COLUMN conversation_participants.blocked; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.conversation_participants.blocked IS 'Either member blocked the other (kept by member_blocks'' trigger); what the open conversation listens to.';


--
-- Name: conversation_reports; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.conversation_reports (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    conversation_id uuid NOT NULL,
    reporter_id uuid NOT NULL,
    reported_id uuid NOT NULL,
    reason public.report_reason NOT NULL,
    note text,
    snapshot jsonb NOT NULL,
    status public.report_status DEFAULT 'open'::public.report_status NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    closed_at timestamp with time zone,
    closed_by uuid,
    CONSTRAINT conversation_reports_closed_check CHECK (((status = 'closed'::public.report_status) = (closed_at IS NOT NULL))),
    CONSTRAINT conversation_reports_note_check CHECK (((note IS NULL) OR (char_length(note) <= 1000)))
);


--
-- Name: conversations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.conversations (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    member_a uuid NOT NULL,
    member_b uuid NOT NULL,
    started_by uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_message_id uuid,
    last_message_at timestamp with time zone,
    CONSTRAINT conversations_pair_order_check CHECK ((member_a < member_b)),
    CONSTRAINT conversations_started_by_check CHECK (((started_by = member_a) OR (started_by = member_b)))
);


--
-- Name: invites; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.invites (
    id bigint NOT NULL,
    inviter_id uuid NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: invites_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.invites ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.invites_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: job_application_counts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.job_application_counts (
    job_id uuid NOT NULL,
    total_count integer DEFAULT 0 NOT NULL,
    new_count integer DEFAULT 0 NOT NULL,
    CONSTRAINT job_application_counts_check CHECK (((total_count >= 0) AND ((new_count >= 0) AND (new_count <= total_count))))
);


--
-- Name: member_blocks; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.member_blocks (
    blocker_id uuid DEFAULT auth.uid() NOT NULL,
    blocked_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT member_blocks_not_self_check CHECK ((blocker_id <> blocked_id))
);


--
-- Name: member_needs; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.member_needs (
    profile_id uuid DEFAULT auth.uid() NOT NULL,
    category_ids uuid[] DEFAULT '{}'::uuid[] NOT NULL,
    looking_for text,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT member_needs_categories_check CHECK ((cardinality(category_ids) <= 8)),
    CONSTRAINT member_needs_looking_for_check CHECK (((looking_for IS NULL) OR (char_length(looking_for) <= 500)))
);


--
-- Name: news_articles; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.news_articles (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    title text NOT NULL,
    content text NOT NULL,
    image_url text,
    published_at timestamp with time zone DEFAULT now() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT news_articles_title_check CHECK (((char_length(btrim(title)) >= 1) AND (char_length(btrim(title)) <= 200)))
);


--
-- Name: notification_mutes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.notification_mutes (
    member_id uuid NOT NULL,
    kind public.notification_kind NOT NULL
);


--
-- Name: notifications; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.notifications (
    id bigint NOT NULL,
    recipient_id uuid NOT NULL,
    kind public.notification_kind NOT NULL,
    actor_id uuid,
    subject_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    read_at timestamp with time zone,
    CONSTRAINT notifications_not_broadcast_check CHECK ((kind <> 'broadcast'::public.notification_kind))
);


--
-- Name: notifications_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.notifications ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.notifications_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: plan_changes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.plan_changes (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    member_id uuid NOT NULL,
    changed_by uuid,
    from_plan public.subscription_plan,
    to_plan public.subscription_plan,
    reason text NOT NULL,
    changed_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: profile_views; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.profile_views (
    viewer_id uuid NOT NULL,
    viewed_id uuid NOT NULL,
    viewed_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT profile_views_not_self_check CHECK ((viewer_id <> viewed_id))
);


--
-- Name: provider_analytics_companies; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.provider_analytics_companies (
    provider_id uuid NOT NULL,
    month date NOT NULL,
    company_key text NOT NULL,
    company text NOT NULL,
    profile_views integer DEFAULT 0 NOT NULL,
    service_views integer DEFAULT 0 NOT NULL,
    contact_requests integer DEFAULT 0 NOT NULL,
    interactions integer GENERATED ALWAYS AS (((profile_views + service_views) + contact_requests)) STORED
);


--
-- Name: provider_analytics_daily; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.provider_analytics_daily (
    provider_id uuid NOT NULL,
    day date NOT NULL,
    profile_views_hr integer DEFAULT 0 NOT NULL,
    profile_views_sp integer DEFAULT 0 NOT NULL,
    service_views_hr integer DEFAULT 0 NOT NULL,
    service_views_sp integer DEFAULT 0 NOT NULL,
    search_appearances_hr integer DEFAULT 0 NOT NULL,
    search_appearances_sp integer DEFAULT 0 NOT NULL,
    contact_requests_hr integer DEFAULT 0 NOT NULL,
    contact_requests_sp integer DEFAULT 0 NOT NULL
);


--
-- Name: provider_ratings; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.provider_ratings (
    provider_id uuid NOT NULL,
    review_count integer DEFAULT 0 NOT NULL,
    rating_sum integer DEFAULT 0 NOT NULL,
    stars_1 integer DEFAULT 0 NOT NULL,
    stars_2 integer DEFAULT 0 NOT NULL,
    stars_3 integer DEFAULT 0 NOT NULL,
    stars_4 integer DEFAULT 0 NOT NULL,
    stars_5 integer DEFAULT 0 NOT NULL,
    CONSTRAINT provider_ratings_nonnegative_check CHECK (((review_count >= 0) AND (rating_sum >= 0) AND (LEAST(stars_1, stars_2, stars_3, stars_4, stars_5) >= 0)))
);


--
-- Name: review_reports; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.review_reports (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    review_id uuid NOT NULL,
    reporter_id uuid DEFAULT auth.uid() NOT NULL,
    reason public.report_reason NOT NULL,
    note text,
    status public.report_status DEFAULT 'open'::public.report_status NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    closed_at timestamp with time zone,
    closed_by uuid,
    CONSTRAINT review_reports_note_check CHECK (((note IS NULL) OR (char_length(note) <= 500)))
);


--
-- Name: reviews; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.reviews (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    provider_id uuid NOT NULL,
    reviewer_id uuid DEFAULT auth.uid() NOT NULL,
    rating smallint NOT NULL,
    title text NOT NULL,
    body text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    edited_at timestamp with time zone,
    answer text,
    answered_at timestamp with time zone,
    answer_edited_at timestamp with time zone,
    hidden_at timestamp with time zone,
    hidden_by uuid,
    CONSTRAINT reviews_answer_check CHECK (((answer IS NULL) OR ((char_length(btrim(answer)) >= 1) AND (char_length(btrim(answer)) <= 2000)))),
    CONSTRAINT reviews_body_check CHECK (((char_length(btrim(body)) >= 20) AND (char_length(btrim(body)) <= 2000))),
    CONSTRAINT reviews_not_self_check CHECK ((reviewer_id <> provider_id)),
    CONSTRAINT reviews_rating_check CHECK (((rating >= 1) AND (rating <= 5))),
    CONSTRAINT reviews_title_check CHECK (((char_length(btrim(title)) >= 1) AND (char_length(btrim(title)) <= 120)))
);


--
-- Name: sales_inquiries; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sales_inquiries (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    member_id uuid,
    name text NOT NULL,
    company text NOT NULL,
    email text NOT NULL,
    message text NOT NULL,
    status text DEFAULT 'open'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    closed_at timestamp with time zone,
    closed_by uuid,
    CONSTRAINT sales_inquiries_company_check CHECK (((char_length(btrim(company)) >= 1) AND (char_length(btrim(company)) <= 120))),
    CONSTRAINT sales_inquiries_email_check CHECK (((char_length(email) <= 254) AND (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text))),
    CONSTRAINT sales_inquiries_message_check CHECK (((char_length(btrim(message)) >= 1) AND (char_length(btrim(message)) <= 2000))),
    CONSTRAINT sales_inquiries_name_check CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 120))),
    CONSTRAINT sales_inquiries_status_check CHECK ((status = ANY (ARRAY['open'::text, 'closed'::text])))
);


--
-- Name: service_categories; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.service_categories (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT service_categories_name_check CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 80)))
);


--
-- Name: suggestion_dismissals; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.suggestion_dismissals (
    profile_id uuid DEFAULT auth.uid() NOT NULL,
    dismissed_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT suggestion_dismissals_not_self_check CHECK ((profile_id <> dismissed_id))
);


--
-- Name: analytics_seen analytics_seen_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.analytics_seen
    ADD CONSTRAINT analytics_seen_pkey PRIMARY KEY (day, provider_id, viewer_id, kind);


--
-- Name: clock clock_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.clock
    ADD CONSTRAINT clock_pkey PRIMARY KEY (singleton);


--
-- Name: contact_months contact_months_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.contact_months
    ADD CONSTRAINT contact_months_pkey PRIMARY KEY (provider_id, month);


--
-- Name: contacts contacts_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.contacts
    ADD CONSTRAINT contacts_pkey PRIMARY KEY (provider_id, month, hr_id);


--
-- Name: directory_counts directory_counts_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.directory_counts
    ADD CONSTRAINT directory_counts_pkey PRIMARY KEY (scope);


--
-- Name: directory_listing_categories directory_listing_categories_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.directory_listing_categories
    ADD CONSTRAINT directory_listing_categories_pkey PRIMARY KEY (category_id, provider_id);


--
-- Name: directory_listing directory_listing_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.directory_listing
    ADD CONSTRAINT directory_listing_pkey PRIMARY KEY (provider_id);


--
-- Name: directory_locations directory_locations_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.directory_locations
    ADD CONSTRAINT directory_locations_pkey PRIMARY KEY (location_key);


--
-- Name: directory_slug_counters directory_slug_counters_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.directory_slug_counters
    ADD CONSTRAINT directory_slug_counters_pkey PRIMARY KEY (base);


--
-- Name: directory_slugs directory_slugs_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.directory_slugs
    ADD CONSTRAINT directory_slugs_pkey PRIMARY KEY (slug);


--
-- Name: hr_vocabulary hr_vocabulary_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.hr_vocabulary
    ADD CONSTRAINT hr_vocabulary_pkey PRIMARY KEY (phrase, concept);


--
-- Name: match_corpus match_corpus_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.match_corpus
    ADD CONSTRAINT match_corpus_pkey PRIMARY KEY (corpus);


--
-- Name: match_documents match_documents_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.match_documents
    ADD CONSTRAINT match_documents_pkey PRIMARY KEY (corpus, doc_id);


--
-- Name: match_postings match_postings_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.match_postings
    ADD CONSTRAINT match_postings_pkey PRIMARY KEY (corpus, term, doc_id);


--
-- Name: match_terms match_terms_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.match_terms
    ADD CONSTRAINT match_terms_pkey PRIMARY KEY (corpus, term);


--
-- Name: match_words match_words_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.match_words
    ADD CONSTRAINT match_words_pkey PRIMARY KEY (corpus, word);


--
-- Name: need_phrasing need_phrasing_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.need_phrasing
    ADD CONSTRAINT need_phrasing_pkey PRIMARY KEY (phrase);


--
-- Name: need_terms need_terms_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.need_terms
    ADD CONSTRAINT need_terms_pkey PRIMARY KEY (profile_id);


--
-- Name: provider_match_categories provider_match_categories_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.provider_match_categories
    ADD CONSTRAINT provider_match_categories_pkey PRIMARY KEY (category_id, provider_id);


--
-- Name: provider_match provider_match_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.provider_match
    ADD CONSTRAINT provider_match_pkey PRIMARY KEY (provider_id);


--
-- Name: storage_sweeps storage_sweeps_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.storage_sweeps
    ADD CONSTRAINT storage_sweeps_pkey PRIMARY KEY (name);


--
-- Name: user_sign_ins user_sign_ins_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.user_sign_ins
    ADD CONSTRAINT user_sign_ins_pkey PRIMARY KEY (user_id);


--
-- Name: application_status_changes application_status_changes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.application_status_changes
    ADD CONSTRAINT application_status_changes_pkey PRIMARY KEY (id);


--
-- Name: applications applications_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.applications
    ADD CONSTRAINT applications_pkey PRIMARY KEY (id);


--
-- Name: broadcast_reads broadcast_reads_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.broadcast_reads
    ADD CONSTRAINT broadcast_reads_pkey PRIMARY KEY (member_id, broadcast_id);


--
-- Name: broadcasts broadcasts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.broadcasts
    ADD CONSTRAINT broadcasts_pkey PRIMARY KEY (id);


--
-- Name: connections connections_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.connections
    ADD CONSTRAINT connections_pkey PRIMARY KEY (id);


--
-- Name: conversation_participants conversation_participants_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.conversation_participants
    ADD CONSTRAINT conversation_participants_pkey PRIMARY KEY (conversation_id, member_id);


--
-- Name: conversation_reports conversation_reports_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.conversation_reports
    ADD CONSTRAINT conversation_reports_pkey PRIMARY KEY (id);


--
-- Name: conversations conversations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.conversations
    ADD CONSTRAINT conversations_pkey PRIMARY KEY (id);


--
-- Name: data_exports data_exports_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.data_exports
    ADD CONSTRAINT data_exports_pkey PRIMARY KEY (id);


--
-- Name: invites invites_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invites
    ADD CONSTRAINT invites_pkey PRIMARY KEY (id);


--
-- Name: job_application_counts job_application_counts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.job_application_counts
    ADD CONSTRAINT job_application_counts_pkey PRIMARY KEY (job_id);


--
-- Name: jobs jobs_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.jobs
    ADD CONSTRAINT jobs_pkey PRIMARY KEY (id);


--
-- Name: member_blocks member_blocks_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.member_blocks
    ADD CONSTRAINT member_blocks_pkey PRIMARY KEY (blocker_id, blocked_id);


--
-- Name: member_needs member_needs_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.member_needs
    ADD CONSTRAINT member_needs_pkey PRIMARY KEY (profile_id);


--
-- Name: messages messages_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.messages
    ADD CONSTRAINT messages_pkey PRIMARY KEY (id);


--
-- Name: news_articles news_articles_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.news_articles
    ADD CONSTRAINT news_articles_pkey PRIMARY KEY (id);


--
-- Name: notification_mutes notification_mutes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notification_mutes
    ADD CONSTRAINT notification_mutes_pkey PRIMARY KEY (member_id, kind);


--
-- Name: notifications notifications_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_pkey PRIMARY KEY (id);


--
-- Name: plan_changes plan_changes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.plan_changes
    ADD CONSTRAINT plan_changes_pkey PRIMARY KEY (id);


--
-- Name: profile_views profile_views_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.profile_views
    ADD CONSTRAINT profile_views_pkey PRIMARY KEY (viewer_id, viewed_id);


--
-- Name: profiles profiles_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.profiles
    ADD CONSTRAINT profiles_pkey PRIMARY KEY (id);


--
-- Name: provider_analytics_companies provider_analytics_companies_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.provider_analytics_companies
    ADD CONSTRAINT provider_analytics_companies_pkey PRIMARY KEY (provider_id, month, company_key);


--
-- Name: provider_analytics_daily provider_analytics_daily_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.provider_analytics_daily
    ADD CONSTRAINT provider_analytics_daily_pkey PRIMARY KEY (provider_id, day);


--
-- Name: provider_ratings provider_ratings_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.provider_ratings
    ADD CONSTRAINT provider_ratings_pkey PRIMARY KEY (provider_id);


--
-- Name: review_reports review_reports_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.review_reports
    ADD CONSTRAINT review_reports_pkey PRIMARY KEY (id);


--
-- Name: reviews reviews_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reviews
    ADD CONSTRAINT reviews_pkey PRIMARY KEY (id);


--
-- Name: sales_inquiries sales_inquiries_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sales_inquiries
    ADD CONSTRAINT sales_inquiries_pkey PRIMARY KEY (id);


--
-- Name: service_categories service_categories_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.service_categories
    ADD CONSTRAINT service_categories_pkey PRIMARY KEY (id);


--
-- Name: skills skills_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.skills
    ADD CONSTRAINT skills_pkey PRIMARY KEY (id);


--
-- Name: suggestion_dismissals suggestion_dismissals_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.suggestion_dismissals
    ADD CONSTRAINT suggestion_dismissals_pkey PRIMARY KEY (profile_id, dismissed_id);


--
-- Name: upgrade_requests upgrade_requests_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.upgrade_requests
    ADD CONSTRAINT upgrade_requests_pkey PRIMARY KEY (id);


--
-- Name: user_services user_services_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_services
    ADD CONSTRAINT user_services_pkey PRIMARY KEY (id);


--
-- Name: contacts_hr_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX contacts_hr_idx ON private.contacts USING btree (hr_id);


--
-- Name: directory_listing_categories_featured_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX directory_listing_categories_featured_idx ON private.directory_listing_categories USING btree (category_id, listing_priority DESC, rating_rank DESC, listed_at DESC, provider_id);


--
-- Name: directory_listing_categories_location_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX directory_listing_categories_location_idx ON private.directory_listing_categories USING btree (category_id, location_key);


--
-- Name: directory_listing_categories_newest_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX directory_listing_categories_newest_idx ON private.directory_listing_categories USING btree (category_id, listed_at DESC, provider_id);


--
-- Name: directory_listing_categories_provider_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX directory_listing_categories_provider_idx ON private.directory_listing_categories USING btree (provider_id);


--
-- Name: directory_listing_categories_rating_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX directory_listing_categories_rating_idx ON private.directory_listing_categories USING btree (category_id, rating_rank DESC, listing_priority DESC, listed_at DESC, provider_id);


--
-- Name: directory_listing_featured_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX directory_listing_featured_idx ON private.directory_listing USING btree (listing_priority DESC, rating_rank DESC, listed_at DESC, provider_id);


--
-- Name: directory_listing_location_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX directory_listing_location_idx ON private.directory_listing USING btree (location_key);


--
-- Name: directory_listing_newest_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX directory_listing_newest_idx ON private.directory_listing USING btree (listed_at DESC, provider_id);


--
-- Name: directory_listing_rating_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX directory_listing_rating_idx ON private.directory_listing USING btree (rating_rank DESC, listing_priority DESC, listed_at DESC, provider_id);


--
-- Name: directory_listing_slug_key; Type: INDEX; Schema: private; Owner: -
--

CREATE UNIQUE INDEX directory_listing_slug_key ON private.directory_listing USING btree (slug);


--
-- Name: directory_locations_count_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX directory_locations_count_idx ON private.directory_locations USING btree (provider_count DESC, location_key);


--
-- Name: directory_slugs_provider_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX directory_slugs_provider_idx ON private.directory_slugs USING btree (provider_id, created_at DESC);


--
-- Name: hr_vocabulary_concept_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX hr_vocabulary_concept_idx ON private.hr_vocabulary USING btree (concept);


--
-- Name: hr_vocabulary_key_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX hr_vocabulary_key_idx ON private.hr_vocabulary USING btree (match_key);


--
-- Name: hr_vocabulary_lexemes_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX hr_vocabulary_lexemes_idx ON private.hr_vocabulary USING gin (lexemes);


--
-- Name: hr_vocabulary_word_trgm_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX hr_vocabulary_word_trgm_idx ON private.hr_vocabulary USING gin (phrase extensions.gin_trgm_ops) WHERE (POSITION((' '::text) IN (phrase)) = 0);


--
-- Name: match_postings_impact_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX match_postings_impact_idx ON private.match_postings USING btree (corpus, term, impact DESC, doc_id);


--
-- Name: match_words_trgm_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX match_words_trgm_idx ON private.match_words USING gin (word extensions.gin_trgm_ops);


--
-- Name: need_terms_terms_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX need_terms_terms_idx ON private.need_terms USING gin (terms);


--
-- Name: need_terms_updated_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX need_terms_updated_idx ON private.need_terms USING btree (updated_at DESC);


--
-- Name: provider_match_categories_provider_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX provider_match_categories_provider_idx ON private.provider_match_categories USING btree (provider_id);


--
-- Name: provider_match_categories_rank_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX provider_match_categories_rank_idx ON private.provider_match_categories USING btree (category_id, rating_rank DESC, listing_priority DESC, provider_id);


--
-- Name: user_sign_ins_last_sign_in_at_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX user_sign_ins_last_sign_in_at_idx ON private.user_sign_ins USING btree (last_sign_in_at);


--
-- Name: application_status_changes_application_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX application_status_changes_application_idx ON public.application_status_changes USING btree (application_id, changed_at DESC);


--
-- Name: application_status_changes_changed_by_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX application_status_changes_changed_by_idx ON public.application_status_changes USING btree (changed_by);


--
-- Name: applications_applicant_created_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX applications_applicant_created_idx ON public.applications USING btree (applicant_id, created_at DESC, id DESC);


--
-- Name: applications_applicant_job_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX applications_applicant_job_key ON public.applications USING btree (applicant_id, job_id);


--
-- Name: applications_cv_path_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX applications_cv_path_key ON public.applications USING btree (cv_path);


--
-- Name: applications_job_created_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX applications_job_created_idx ON public.applications USING btree (job_id, created_at DESC, id DESC);


--
-- Name: broadcast_reads_broadcast_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX broadcast_reads_broadcast_idx ON public.broadcast_reads USING btree (broadcast_id);


--
-- Name: broadcasts_sent_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX broadcasts_sent_at_idx ON public.broadcasts USING btree (sent_at DESC, id DESC);


--
-- Name: broadcasts_sent_by_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX broadcasts_sent_by_idx ON public.broadcasts USING btree (sent_by);


--
-- Name: connections_addressee_accepted_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX connections_addressee_accepted_idx ON public.connections USING btree (addressee_id, updated_at DESC) WHERE (status = 'accepted'::public.connection_status);


--
-- Name: connections_addressee_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX connections_addressee_status_idx ON public.connections USING btree (addressee_id, status);


--
-- Name: connections_pair_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX connections_pair_key ON public.connections USING btree (LEAST(requester_id, addressee_id), GREATEST(requester_id, addressee_id));


--
-- Name: connections_requester_accepted_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX connections_requester_accepted_idx ON public.connections USING btree (requester_id, updated_at DESC) WHERE (status = 'accepted'::public.connection_status);


--
-- Name: connections_requester_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX connections_requester_status_idx ON public.connections USING btree (requester_id, status);


--
-- Name: conversation_participants_list_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX conversation_participants_list_idx ON public.conversation_participants USING btree (member_id, last_message_at DESC, conversation_id DESC);


--
-- Name: conversation_participants_other_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX conversation_participants_other_idx ON public.conversation_participants USING btree (other_id);


--
-- Name: conversation_participants_unread_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX conversation_participants_unread_idx ON public.conversation_participants USING btree (member_id) INCLUDE (unread_count) WHERE (unread_count > 0);


--
-- Name: conversation_reports_closed_by_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX conversation_reports_closed_by_idx ON public.conversation_reports USING btree (closed_by);


--
-- Name: conversation_reports_conversation_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX conversation_reports_conversation_idx ON public.conversation_reports USING btree (conversation_id);


--
-- Name: conversation_reports_reported_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX conversation_reports_reported_idx ON public.conversation_reports USING btree (reported_id);


--
-- Name: conversation_reports_reporter_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX conversation_reports_reporter_idx ON public.conversation_reports USING btree (reporter_id);


--
-- Name: conversation_reports_status_created_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX conversation_reports_status_created_idx ON public.conversation_reports USING btree (status, created_at DESC, id DESC);


--
-- Name: conversations_last_message_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX conversations_last_message_idx ON public.conversations USING btree (last_message_id);


--
-- Name: conversations_member_b_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX conversations_member_b_idx ON public.conversations USING btree (member_b);


--
-- Name: conversations_pair_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX conversations_pair_key ON public.conversations USING btree (member_a, member_b);


--
-- Name: conversations_started_by_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX conversations_started_by_idx ON public.conversations USING btree (started_by);


--
-- Name: data_exports_created_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX data_exports_created_idx ON public.data_exports USING btree (created_at);


--
-- Name: data_exports_member_created_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX data_exports_member_created_idx ON public.data_exports USING btree (member_id, created_at DESC);


--
-- Name: invites_inviter_sent_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invites_inviter_sent_idx ON public.invites USING btree (inviter_id, sent_at DESC);


--
-- Name: jobs_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX jobs_created_at_idx ON public.jobs USING btree (created_at DESC);


--
-- Name: jobs_open_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX jobs_open_created_at_idx ON public.jobs USING btree (created_at DESC, id) WHERE (closed_at IS NULL);


--
-- Name: jobs_posted_by_created_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX jobs_posted_by_created_idx ON public.jobs USING btree (posted_by, created_at DESC);


--
-- Name: jobs_search_document_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX jobs_search_document_idx ON public.jobs USING gin (search_document) WHERE (closed_at IS NULL);


--
-- Name: jobs_search_trgm_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX jobs_search_trgm_idx ON public.jobs USING gin ((((((title || ''::text) || company_name) || ''::text) || description)) extensions.gin_trgm_ops);
ALTER INDEX public.jobs_search_trgm_idx ALTER COLUMN 1 SET STATISTICS 1000;


--
-- Name: member_blocks_blocked_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX member_blocks_blocked_idx ON public.member_blocks USING btree (blocked_id);


--
-- Name: member_needs_categories_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX member_needs_categories_idx ON public.member_needs USING gin (category_ids);


--
-- Name: member_needs_updated_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX member_needs_updated_idx ON public.member_needs USING btree (updated_at DESC);


--
-- Name: messages_conversation_created_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX messages_conversation_created_idx ON public.messages USING btree (conversation_id, created_at DESC, id DESC);


--
-- Name: messages_recipient_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX messages_recipient_idx ON public.messages USING btree (recipient_id);


--
-- Name: messages_sender_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX messages_sender_idx ON public.messages USING btree (sender_id);


--
-- Name: news_articles_published_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX news_articles_published_at_idx ON public.news_articles USING btree (published_at DESC);


--
-- Name: notifications_actor_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notifications_actor_idx ON public.notifications USING btree (actor_id);


--
-- Name: notifications_one_unread_message_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX notifications_one_unread_message_key ON public.notifications USING btree (recipient_id, subject_id) WHERE ((kind = 'message'::public.notification_kind) AND (read_at IS NULL));


--
-- Name: notifications_recipient_created_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notifications_recipient_created_idx ON public.notifications USING btree (recipient_id, created_at DESC, id DESC);


--
-- Name: notifications_recipient_unread_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notifications_recipient_unread_idx ON public.notifications USING btree (recipient_id) WHERE (read_at IS NULL);


--
-- Name: notifications_subject_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notifications_subject_idx ON public.notifications USING btree (subject_id);


--
-- Name: plan_changes_changed_by_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX plan_changes_changed_by_idx ON public.plan_changes USING btree (changed_by);


--
-- Name: plan_changes_member_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX plan_changes_member_idx ON public.plan_changes USING btree (member_id, changed_at DESC, id);


--
-- Name: profile_views_viewed_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX profile_views_viewed_idx ON public.profile_views USING btree (viewed_id);


--
-- Name: profiles_admin_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX profiles_admin_idx ON public.profiles USING btree (id) WHERE (role = 'admin'::public.user_role);


--
-- Name: profiles_company_trgm_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX profiles_company_trgm_idx ON public.profiles USING gin (company extensions.gin_trgm_ops);


--
-- Name: profiles_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX profiles_created_at_idx ON public.profiles USING btree (created_at DESC);


--
-- Name: profiles_directory_slug_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX profiles_directory_slug_key ON public.profiles USING btree (directory_slug);


--
-- Name: profiles_email_trgm_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX profiles_email_trgm_idx ON public.profiles USING gin (email extensions.gin_trgm_ops);


--
-- Name: profiles_full_name_trgm_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX profiles_full_name_trgm_idx ON public.profiles USING gin (full_name extensions.gin_trgm_ops);


--
-- Name: profiles_listing_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX profiles_listing_idx ON public.profiles USING btree (listing_priority DESC, created_at DESC, id) WHERE is_member;


--
-- Name: profiles_member_type_plan_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX profiles_member_type_plan_idx ON public.profiles USING btree (user_type, subscription_plan) WHERE is_member;


--
-- Name: profiles_position_trgm_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX profiles_position_trgm_idx ON public.profiles USING gin ("position" extensions.gin_trgm_ops);


--
-- Name: profiles_referral_code_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX profiles_referral_code_key ON public.profiles USING btree (referral_code);


--
-- Name: profiles_referred_by_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX profiles_referred_by_idx ON public.profiles USING btree (referred_by);


--
-- Name: profiles_service_type_trgm_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX profiles_service_type_trgm_idx ON public.profiles USING gin (service_type extensions.gin_trgm_ops);


--
-- Name: provider_analytics_companies_top_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX provider_analytics_companies_top_idx ON public.provider_analytics_companies USING btree (provider_id, month, interactions DESC, company_key);


--
-- Name: review_reports_closed_by_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX review_reports_closed_by_idx ON public.review_reports USING btree (closed_by);


--
-- Name: review_reports_once_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX review_reports_once_key ON public.review_reports USING btree (review_id, reporter_id);


--
-- Name: review_reports_reporter_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX review_reports_reporter_idx ON public.review_reports USING btree (reporter_id);


--
-- Name: review_reports_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX review_reports_status_idx ON public.review_reports USING btree (status, created_at DESC, id);


--
-- Name: reviews_hidden_by_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX reviews_hidden_by_idx ON public.reviews USING btree (hidden_by);


--
-- Name: reviews_pair_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX reviews_pair_key ON public.reviews USING btree (provider_id, reviewer_id);


--
-- Name: reviews_provider_highest_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX reviews_provider_highest_idx ON public.reviews USING btree (provider_id, rating DESC, created_at DESC, id) WHERE (hidden_at IS NULL);


--
-- Name: reviews_provider_newest_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX reviews_provider_newest_idx ON public.reviews USING btree (provider_id, created_at DESC, id) WHERE (hidden_at IS NULL);


--
-- Name: reviews_reviewer_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX reviews_reviewer_idx ON public.reviews USING btree (reviewer_id);


--
-- Name: sales_inquiries_closed_by_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sales_inquiries_closed_by_idx ON public.sales_inquiries USING btree (closed_by);


--
-- Name: sales_inquiries_member_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sales_inquiries_member_idx ON public.sales_inquiries USING btree (member_id);


--
-- Name: sales_inquiries_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sales_inquiries_status_idx ON public.sales_inquiries USING btree (status, created_at DESC, id);


--
-- Name: service_categories_name_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX service_categories_name_key ON public.service_categories USING btree (name);


--
-- Name: skills_profile_skill_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX skills_profile_skill_key ON public.skills USING btree (profile_id, lower(skill_name));


--
-- Name: suggestion_dismissals_dismissed_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX suggestion_dismissals_dismissed_idx ON public.suggestion_dismissals USING btree (dismissed_id);


--
-- Name: upgrade_requests_closed_by_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX upgrade_requests_closed_by_idx ON public.upgrade_requests USING btree (closed_by);


--
-- Name: upgrade_requests_member_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX upgrade_requests_member_idx ON public.upgrade_requests USING btree (member_id);


--
-- Name: upgrade_requests_one_open_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX upgrade_requests_one_open_key ON public.upgrade_requests USING btree (member_id) WHERE (status = 'open'::text);


--
-- Name: upgrade_requests_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX upgrade_requests_status_idx ON public.upgrade_requests USING btree (status, created_at DESC, id);


--
-- Name: user_services_category_created_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_services_category_created_idx ON public.user_services USING btree (category_id, created_at DESC);


--
-- Name: user_services_category_listing_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_services_category_listing_idx ON public.user_services USING btree (category_id, listing_priority DESC, created_at DESC, id) WHERE showcased;


--
-- Name: user_services_category_rating_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_services_category_rating_idx ON public.user_services USING btree (category_id, rating_rank DESC, listing_priority DESC, created_at DESC, id) WHERE showcased;


--
-- Name: user_services_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_services_created_at_idx ON public.user_services USING btree (created_at DESC);


--
-- Name: user_services_listing_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_services_listing_idx ON public.user_services USING btree (listing_priority DESC, created_at DESC, id) WHERE showcased;


--
-- Name: user_services_rating_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_services_rating_idx ON public.user_services USING btree (rating_rank DESC, listing_priority DESC, created_at DESC, id) WHERE showcased;


--
-- Name: user_services_search_trgm_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_services_search_trgm_idx ON public.user_services USING gin ((((service_name || ''::text) || COALESCE(description, ''::text))) extensions.gin_trgm_ops);
ALTER INDEX public.user_services_search_trgm_idx ALTER COLUMN 1 SET STATISTICS 1000;


--
-- Name: user_services_user_created_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_services_user_created_idx ON public.user_services USING btree (user_id, created_at DESC);


--
-- Name: user_services_user_showcased_created_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_services_user_showcased_created_idx ON public.user_services USING btree (user_id, created_at DESC) WHERE showcased;


--
-- Name: user_services_user_showcased_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_services_user_showcased_idx ON public.user_services USING btree (user_id) WHERE showcased;


--
-- Name: directory_listing directory_listing_document; Type: TRIGGER; Schema: private; Owner: -
--

CREATE TRIGGER directory_listing_document AFTER INSERT OR DELETE OR UPDATE ON private.directory_listing FOR EACH ROW EXECUTE FUNCTION private.directory_document_follow();


--
-- Name: directory_listing directory_listing_forget; Type: TRIGGER; Schema: private; Owner: -
--

CREATE TRIGGER directory_listing_forget AFTER DELETE ON private.directory_listing FOR EACH ROW EXECUTE FUNCTION private.directory_listing_forget();


--
-- Name: match_documents match_documents_follow; Type: TRIGGER; Schema: private; Owner: -
--

CREATE TRIGGER match_documents_follow AFTER INSERT OR DELETE OR UPDATE ON private.match_documents FOR EACH ROW EXECUTE FUNCTION private.match_documents_follow();


--
-- Name: application_status_changes application_status_changes_apply; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER application_status_changes_apply AFTER INSERT ON public.application_status_changes FOR EACH ROW EXECUTE FUNCTION private.apply_status_change();


--
-- Name: application_status_changes application_status_changes_fill; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER application_status_changes_fill BEFORE INSERT ON public.application_status_changes FOR EACH ROW EXECUTE FUNCTION private.fill_status_change();


--
-- Name: applications applications_check_new; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER applications_check_new BEFORE INSERT ON public.applications FOR EACH ROW EXECUTE FUNCTION private.check_new_application();


--
-- Name: applications applications_count; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER applications_count AFTER INSERT OR DELETE OR UPDATE OF status ON public.applications FOR EACH ROW EXECUTE FUNCTION private.count_applications();


--
-- Name: applications applications_notify; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER applications_notify AFTER INSERT OR UPDATE OF status ON public.applications FOR EACH ROW EXECUTE FUNCTION private.notify_application();


--
-- Name: connections connections_count_deletes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER connections_count_deletes AFTER DELETE ON public.connections REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.count_platform_changes();


--
-- Name: connections connections_count_inserts; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER connections_count_inserts AFTER INSERT ON public.connections REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.count_platform_changes();


--
-- Name: connections connections_count_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER connections_count_truncate AFTER TRUNCATE ON public.connections FOR EACH STATEMENT EXECUTE FUNCTION private.zero_platform_counter();


--
-- Name: connections connections_count_updates; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER connections_count_updates AFTER UPDATE ON public.connections REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.count_platform_changes();


--
-- Name: connections connections_notify; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER connections_notify AFTER INSERT OR DELETE OR UPDATE OF status ON public.connections FOR EACH ROW EXECUTE FUNCTION private.notify_connection();


--
-- Name: connections connections_request_rules; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER connections_request_rules BEFORE INSERT ON public.connections FOR EACH ROW EXECUTE FUNCTION private.connection_request_rules();


--
-- Name: connections connections_set_updated_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER connections_set_updated_at BEFORE UPDATE ON public.connections FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();


--
-- Name: conversation_participants conversation_participants_read_notification; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER conversation_participants_read_notification AFTER UPDATE OF unread_count ON public.conversation_participants FOR EACH ROW WHEN (((new.unread_count = 0) AND (old.unread_count > 0))) EXECUTE FUNCTION private.read_message_notification();


--
-- Name: jobs jobs_match_document; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER jobs_match_document AFTER INSERT OR DELETE OR UPDATE OF title, description, company_name, experience_required, education_qualification, other_criteria, closed_at ON public.jobs FOR EACH ROW EXECUTE FUNCTION private.job_document_follow();


--
-- Name: jobs jobs_set_updated_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER jobs_set_updated_at BEFORE UPDATE ON public.jobs FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();


--
-- Name: jobs jobs_stamp_closed_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER jobs_stamp_closed_at BEFORE UPDATE OF closed_at ON public.jobs FOR EACH ROW EXECUTE FUNCTION private.stamp_job_closed_at();


--
-- Name: member_blocks member_blocks_sync_conversation; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER member_blocks_sync_conversation AFTER INSERT OR DELETE ON public.member_blocks FOR EACH ROW EXECUTE FUNCTION private.sync_conversation_block();


--
-- Name: member_needs member_needs_rules; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER member_needs_rules BEFORE INSERT OR UPDATE ON public.member_needs FOR EACH ROW EXECUTE FUNCTION private.member_needs_rules();


--
-- Name: member_needs member_needs_terms; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER member_needs_terms AFTER INSERT OR UPDATE ON public.member_needs FOR EACH ROW EXECUTE FUNCTION private.need_terms_follow();


--
-- Name: messages messages_after_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER messages_after_insert AFTER INSERT ON public.messages FOR EACH ROW EXECUTE FUNCTION private.after_message_insert();


--
-- Name: messages messages_before_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER messages_before_insert BEFORE INSERT ON public.messages FOR EACH ROW EXECUTE FUNCTION private.before_message_insert();


--
-- Name: messages messages_before_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER messages_before_update BEFORE UPDATE ON public.messages FOR EACH ROW EXECUTE FUNCTION private.before_message_update();


--
-- Name: messages messages_notify; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER messages_notify AFTER INSERT ON public.messages FOR EACH ROW EXECUTE FUNCTION private.notify_message();


--
-- Name: profiles profiles_apply_plan_change; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER profiles_apply_plan_change AFTER UPDATE OF subscription_plan ON public.profiles FOR EACH ROW WHEN ((old.subscription_plan IS DISTINCT FROM new.subscription_plan)) EXECUTE FUNCTION private.apply_plan_change();


--
-- Name: profiles profiles_check_avatar_object; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER profiles_check_avatar_object BEFORE UPDATE OF avatar_url ON public.profiles FOR EACH ROW EXECUTE FUNCTION private.check_avatar_object();


--
-- Name: profiles profiles_count_deletes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER profiles_count_deletes AFTER DELETE ON public.profiles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.count_platform_changes();


--
-- Name: profiles profiles_count_inserts; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER profiles_count_inserts AFTER INSERT ON public.profiles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.count_platform_changes();


--
-- Name: profiles profiles_count_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER profiles_count_truncate AFTER TRUNCATE ON public.profiles FOR EACH STATEMENT EXECUTE FUNCTION private.zero_platform_counter();


--
-- Name: profiles profiles_count_updates; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER profiles_count_updates AFTER UPDATE ON public.profiles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.count_platform_changes();


--
-- Name: profiles profiles_directory_listing; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER profiles_directory_listing AFTER INSERT OR UPDATE OF user_type, role, company, full_name, description, avatar_url, subscription_plan, service_type, location, directory_listed, directory_slug, created_at ON public.profiles FOR EACH ROW EXECUTE FUNCTION private.directory_listing_follow('id');


--
-- Name: profiles profiles_directory_slug; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER profiles_directory_slug BEFORE INSERT OR UPDATE OF company, full_name, user_type, directory_slug ON public.profiles FOR EACH ROW EXECUTE FUNCTION private.profiles_directory_slug();


--
-- Name: profiles profiles_drop_signup_avatar; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER profiles_drop_signup_avatar BEFORE INSERT ON public.profiles FOR EACH ROW EXECUTE FUNCTION private.drop_signup_avatar();


--
-- Name: profiles profiles_keep_last_admin; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER profiles_keep_last_admin BEFORE DELETE ON public.profiles FOR EACH ROW EXECUTE FUNCTION private.keep_last_admin();


--
-- Name: profiles profiles_provider_match; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER profiles_provider_match AFTER INSERT OR UPDATE OF user_type, role, company, service_type, description, subscription_plan, created_at ON public.profiles FOR EACH ROW EXECUTE FUNCTION private.provider_match_follow('id');


--
-- Name: profiles profiles_record_plan_change; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER profiles_record_plan_change AFTER UPDATE OF subscription_plan ON public.profiles FOR EACH ROW WHEN ((old.subscription_plan IS DISTINCT FROM new.subscription_plan)) EXECUTE FUNCTION private.record_plan_change();


--
-- Name: profiles profiles_set_updated_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER profiles_set_updated_at BEFORE UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();


--
-- Name: provider_ratings provider_ratings_directory_listing; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER provider_ratings_directory_listing AFTER INSERT OR UPDATE ON public.provider_ratings FOR EACH ROW EXECUTE FUNCTION private.directory_listing_follow('provider_id');


--
-- Name: provider_ratings provider_ratings_provider_match; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER provider_ratings_provider_match AFTER INSERT OR UPDATE ON public.provider_ratings FOR EACH ROW EXECUTE FUNCTION private.provider_match_follow('provider_id');


--
-- Name: applications realtime_stack_capture; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER realtime_stack_capture AFTER INSERT OR DELETE OR UPDATE ON public.applications FOR EACH ROW EXECUTE FUNCTION realtime.stack_capture();


--
-- Name: broadcasts realtime_stack_capture; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER realtime_stack_capture AFTER INSERT OR DELETE OR UPDATE ON public.broadcasts FOR EACH ROW EXECUTE FUNCTION realtime.stack_capture();


--
-- Name: conversation_participants realtime_stack_capture; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER realtime_stack_capture AFTER INSERT OR DELETE OR UPDATE ON public.conversation_participants FOR EACH ROW EXECUTE FUNCTION realtime.stack_capture();


--
-- Name: messages realtime_stack_capture; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER realtime_stack_capture AFTER INSERT OR DELETE OR UPDATE ON public.messages FOR EACH ROW EXECUTE FUNCTION realtime.stack_capture();


--
-- Name: notifications realtime_stack_capture; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER realtime_stack_capture AFTER INSERT OR DELETE OR UPDATE ON public.notifications FOR EACH ROW EXECUTE FUNCTION realtime.stack_capture();


--
-- Name: reviews reviews_before_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER reviews_before_insert BEFORE INSERT ON public.reviews FOR EACH ROW EXECUTE FUNCTION private.before_review_insert();


--
-- Name: reviews reviews_before_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER reviews_before_update BEFORE UPDATE ON public.reviews FOR EACH ROW EXECUTE FUNCTION private.before_review_update();


--
-- Name: reviews reviews_keep_rating; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER reviews_keep_rating AFTER INSERT OR DELETE OR UPDATE OF rating, hidden_at ON public.reviews FOR EACH ROW EXECUTE FUNCTION private.keep_provider_rating();


--
-- Name: reviews reviews_notify; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER reviews_notify AFTER INSERT OR UPDATE OF answer ON public.reviews FOR EACH ROW EXECUTE FUNCTION private.notify_review();


--
-- Name: skills skills_follow; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER skills_follow AFTER INSERT OR DELETE OR UPDATE OF skill_name ON public.skills FOR EACH ROW EXECUTE FUNCTION private.skills_follow();


--
-- Name: user_services user_services_count_deletes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER user_services_count_deletes AFTER DELETE ON public.user_services REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.count_platform_changes();


--
-- Name: user_services user_services_count_inserts; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER user_services_count_inserts AFTER INSERT ON public.user_services REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.count_platform_changes();


--
-- Name: user_services user_services_count_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER user_services_count_truncate AFTER TRUNCATE ON public.user_services FOR EACH STATEMENT EXECUTE FUNCTION private.zero_platform_counter();


--
-- Name: user_services user_services_directory_listing; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER user_services_directory_listing AFTER INSERT OR DELETE OR UPDATE OF service_name, description, category_id, showcased ON public.user_services FOR EACH ROW EXECUTE FUNCTION private.directory_listing_follow('user_id');


--
-- Name: user_services user_services_provider_match; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER user_services_provider_match AFTER INSERT OR DELETE OR UPDATE OF service_name, description, category_id ON public.user_services FOR EACH ROW EXECUTE FUNCTION private.provider_match_follow('user_id');


--
-- Name: user_services user_services_set_updated_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER user_services_set_updated_at BEFORE UPDATE ON public.user_services FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();


--
-- Name: user_services user_services_showcase_rules; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER user_services_showcase_rules BEFORE INSERT OR UPDATE OF showcased ON public.user_services FOR EACH ROW EXECUTE FUNCTION private.user_services_showcase_rules();


--
-- Name: contact_months contact_months_provider_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.contact_months
    ADD CONSTRAINT contact_months_provider_id_fkey FOREIGN KEY (provider_id) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: contacts contacts_hr_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.contacts
    ADD CONSTRAINT contacts_hr_id_fkey FOREIGN KEY (hr_id) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: contacts contacts_provider_id_month_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.contacts
    ADD CONSTRAINT contacts_provider_id_month_fkey FOREIGN KEY (provider_id, month) REFERENCES private.contact_months(provider_id, month) ON DELETE CASCADE;


--
-- Name: directory_listing_categories directory_listing_categories_category_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.directory_listing_categories
    ADD CONSTRAINT directory_listing_categories_category_id_fkey FOREIGN KEY (category_id) REFERENCES public.service_categories(id) ON DELETE CASCADE;


--
-- Name: directory_listing_categories directory_listing_categories_provider_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.directory_listing_categories
    ADD CONSTRAINT directory_listing_categories_provider_id_fkey FOREIGN KEY (provider_id) REFERENCES private.directory_listing(provider_id) ON DELETE CASCADE;


--
-- Name: directory_listing directory_listing_provider_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.directory_listing
    ADD CONSTRAINT directory_listing_provider_id_fkey FOREIGN KEY (provider_id) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: directory_slugs directory_slugs_provider_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.directory_slugs
    ADD CONSTRAINT directory_slugs_provider_id_fkey FOREIGN KEY (provider_id) REFERENCES public.profiles(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED;


--
-- Name: need_terms need_terms_profile_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.need_terms
    ADD CONSTRAINT need_terms_profile_id_fkey FOREIGN KEY (profile_id) REFERENCES public.member_needs(profile_id) ON DELETE CASCADE;


--
-- Name: provider_match_categories provider_match_categories_category_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.provider_match_categories
    ADD CONSTRAINT provider_match_categories_category_id_fkey FOREIGN KEY (category_id) REFERENCES public.service_categories(id) ON DELETE CASCADE;


--
-- Name: provider_match_categories provider_match_categories_provider_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.provider_match_categories
    ADD CONSTRAINT provider_match_categories_provider_id_fkey FOREIGN KEY (provider_id) REFERENCES private.provider_match(provider_id) ON DELETE CASCADE;


--
-- Name: provider_match provider_match_provider_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.provider_match
    ADD CONSTRAINT provider_match_provider_id_fkey FOREIGN KEY (provider_id) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: user_sign_ins user_sign_ins_user_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.user_sign_ins
    ADD CONSTRAINT user_sign_ins_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;


--
-- Name: application_status_changes application_status_changes_application_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.application_status_changes
    ADD CONSTRAINT application_status_changes_application_id_fkey FOREIGN KEY (application_id) REFERENCES public.applications(id) ON DELETE CASCADE;


--
-- Name: application_status_changes application_status_changes_changed_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.application_status_changes
    ADD CONSTRAINT application_status_changes_changed_by_fkey FOREIGN KEY (changed_by) REFERENCES public.profiles(id) ON DELETE SET NULL;


--
-- Name: applications applications_applicant_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.applications
    ADD CONSTRAINT applications_applicant_id_fkey FOREIGN KEY (applicant_id) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: applications applications_job_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.applications
    ADD CONSTRAINT applications_job_id_fkey FOREIGN KEY (job_id) REFERENCES public.jobs(id) ON DELETE CASCADE;


--
-- Name: broadcast_reads broadcast_reads_broadcast_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.broadcast_reads
    ADD CONSTRAINT broadcast_reads_broadcast_id_fkey FOREIGN KEY (broadcast_id) REFERENCES public.broadcasts(id) ON DELETE CASCADE;


--
-- Name: broadcast_reads broadcast_reads_member_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.broadcast_reads
    ADD CONSTRAINT broadcast_reads_member_id_fkey FOREIGN KEY (member_id) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: broadcasts broadcasts_sent_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.broadcasts
    ADD CONSTRAINT broadcasts_sent_by_fkey FOREIGN KEY (sent_by) REFERENCES public.profiles(id) ON DELETE SET NULL;


--
-- Name: connections connections_addressee_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.connections
    ADD CONSTRAINT connections_addressee_id_fkey FOREIGN KEY (addressee_id) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: connections connections_requester_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.connections
    ADD CONSTRAINT connections_requester_id_fkey FOREIGN KEY (requester_id) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: conversation_participants conversation_participants_conversation_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.conversation_participants
    ADD CONSTRAINT conversation_participants_conversation_id_fkey FOREIGN KEY (conversation_id) REFERENCES public.conversations(id) ON DELETE CASCADE;


--
-- Name: conversation_participants conversation_participants_member_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.conversation_participants
    ADD CONSTRAINT conversation_participants_member_id_fkey FOREIGN KEY (member_id) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: conversation_participants conversation_participants_other_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.conversation_participants
    ADD CONSTRAINT conversation_participants_other_id_fkey FOREIGN KEY (other_id) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: conversation_reports conversation_reports_closed_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.conversation_reports
    ADD CONSTRAINT conversation_reports_closed_by_fkey FOREIGN KEY (closed_by) REFERENCES public.profiles(id) ON DELETE SET NULL;


--
-- Name: conversation_reports conversation_reports_conversation_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.conversation_reports
    ADD CONSTRAINT conversation_reports_conversation_id_fkey FOREIGN KEY (conversation_id) REFERENCES public.conversations(id) ON DELETE CASCADE;


--
-- Name: conversation_reports conversation_reports_reported_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.conversation_reports
    ADD CONSTRAINT conversation_reports_reported_id_fkey FOREIGN KEY (reported_id) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: conversation_reports conversation_reports_reporter_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.conversation_reports
    ADD CONSTRAINT conversation_reports_reporter_id_fkey FOREIGN KEY (reporter_id) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: conversations conversations_last_message_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.conversations
    ADD CONSTRAINT conversations_last_message_fkey FOREIGN KEY (last_message_id) REFERENCES public.messages(id) ON DELETE SET NULL;


--
-- Name: conversations conversations_member_a_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.conversations
    ADD CONSTRAINT conversations_member_a_fkey FOREIGN KEY (member_a) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: conversations conversations_member_b_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.conversations
    ADD CONSTRAINT conversations_member_b_fkey FOREIGN KEY (member_b) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: conversations conversations_started_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.conversations
    ADD CONSTRAINT conversations_started_by_fkey FOREIGN KEY (started_by) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: data_exports data_exports_member_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.data_exports
    ADD CONSTRAINT data_exports_member_id_fkey FOREIGN KEY (member_id) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: invites invites_inviter_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invites
    ADD CONSTRAINT invites_inviter_id_fkey FOREIGN KEY (inviter_id) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: job_application_counts job_application_counts_job_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.job_application_counts
    ADD CONSTRAINT job_application_counts_job_id_fkey FOREIGN KEY (job_id) REFERENCES public.jobs(id) ON DELETE CASCADE;


--
-- Name: jobs jobs_posted_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.jobs
    ADD CONSTRAINT jobs_posted_by_fkey FOREIGN KEY (posted_by) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: member_blocks member_blocks_blocked_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.member_blocks
    ADD CONSTRAINT member_blocks_blocked_id_fkey FOREIGN KEY (blocked_id) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: member_blocks member_blocks_blocker_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.member_blocks
    ADD CONSTRAINT member_blocks_blocker_id_fkey FOREIGN KEY (blocker_id) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: member_needs member_needs_profile_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.member_needs
    ADD CONSTRAINT member_needs_profile_id_fkey FOREIGN KEY (profile_id) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: messages messages_conversation_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.messages
    ADD CONSTRAINT messages_conversation_id_fkey FOREIGN KEY (conversation_id) REFERENCES public.conversations(id) ON DELETE CASCADE;


--
-- Name: messages messages_recipient_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.messages
    ADD CONSTRAINT messages_recipient_id_fkey FOREIGN KEY (recipient_id) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: messages messages_sender_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.messages
    ADD CONSTRAINT messages_sender_id_fkey FOREIGN KEY (sender_id) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: notification_mutes notification_mutes_member_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notification_mutes
    ADD CONSTRAINT notification_mutes_member_id_fkey FOREIGN KEY (member_id) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: notifications notifications_actor_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: notifications notifications_recipient_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_recipient_id_fkey FOREIGN KEY (recipient_id) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: plan_changes plan_changes_changed_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.plan_changes
    ADD CONSTRAINT plan_changes_changed_by_fkey FOREIGN KEY (changed_by) REFERENCES public.profiles(id) ON DELETE SET NULL;


--
-- Name: plan_changes plan_changes_member_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.plan_changes
    ADD CONSTRAINT plan_changes_member_id_fkey FOREIGN KEY (member_id) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: profile_views profile_views_viewed_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.profile_views
    ADD CONSTRAINT profile_views_viewed_id_fkey FOREIGN KEY (viewed_id) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: profile_views profile_views_viewer_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.profile_views
    ADD CONSTRAINT profile_views_viewer_id_fkey FOREIGN KEY (viewer_id) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: profiles profiles_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.profiles
    ADD CONSTRAINT profiles_id_fkey FOREIGN KEY (id) REFERENCES auth.users(id) ON DELETE CASCADE;


--
-- Name: profiles profiles_referred_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.profiles
    ADD CONSTRAINT profiles_referred_by_fkey FOREIGN KEY (referred_by) REFERENCES public.profiles(id) ON DELETE SET NULL;


--
-- Name: provider_analytics_companies provider_analytics_companies_provider_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.provider_analytics_companies
    ADD CONSTRAINT provider_analytics_companies_provider_id_fkey FOREIGN KEY (provider_id) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: provider_analytics_daily provider_analytics_daily_provider_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.provider_analytics_daily
    ADD CONSTRAINT provider_analytics_daily_provider_id_fkey FOREIGN KEY (provider_id) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: provider_ratings provider_ratings_provider_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.provider_ratings
    ADD CONSTRAINT provider_ratings_provider_id_fkey FOREIGN KEY (provider_id) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: review_reports review_reports_closed_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.review_reports
    ADD CONSTRAINT review_reports_closed_by_fkey FOREIGN KEY (closed_by) REFERENCES public.profiles(id) ON DELETE SET NULL;


--
-- Name: review_reports review_reports_reporter_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.review_reports
    ADD CONSTRAINT review_reports_reporter_id_fkey FOREIGN KEY (reporter_id) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: review_reports review_reports_review_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.review_reports
    ADD CONSTRAINT review_reports_review_id_fkey FOREIGN KEY (review_id) REFERENCES public.reviews(id) ON DELETE CASCADE;


--
-- Name: reviews reviews_hidden_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reviews
    ADD CONSTRAINT reviews_hidden_by_fkey FOREIGN KEY (hidden_by) REFERENCES public.profiles(id) ON DELETE SET NULL;


--
-- Name: reviews reviews_provider_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reviews
    ADD CONSTRAINT reviews_provider_id_fkey FOREIGN KEY (provider_id) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: reviews reviews_reviewer_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reviews
    ADD CONSTRAINT reviews_reviewer_id_fkey FOREIGN KEY (reviewer_id) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: sales_inquiries sales_inquiries_closed_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sales_inquiries
    ADD CONSTRAINT sales_inquiries_closed_by_fkey FOREIGN KEY (closed_by) REFERENCES public.profiles(id) ON DELETE SET NULL;


--
-- Name: sales_inquiries sales_inquiries_member_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sales_inquiries
    ADD CONSTRAINT sales_inquiries_member_id_fkey FOREIGN KEY (member_id) REFERENCES public.profiles(id) ON DELETE SET NULL;


--
-- Name: skills skills_profile_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.skills
    ADD CONSTRAINT skills_profile_id_fkey FOREIGN KEY (profile_id) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: suggestion_dismissals suggestion_dismissals_dismissed_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.suggestion_dismissals
    ADD CONSTRAINT suggestion_dismissals_dismissed_id_fkey FOREIGN KEY (dismissed_id) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: suggestion_dismissals suggestion_dismissals_profile_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.suggestion_dismissals
    ADD CONSTRAINT suggestion_dismissals_profile_id_fkey FOREIGN KEY (profile_id) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: upgrade_requests upgrade_requests_closed_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.upgrade_requests
    ADD CONSTRAINT upgrade_requests_closed_by_fkey FOREIGN KEY (closed_by) REFERENCES public.profiles(id) ON DELETE SET NULL;


--
-- Name: upgrade_requests upgrade_requests_member_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.upgrade_requests
    ADD CONSTRAINT upgrade_requests_member_id_fkey FOREIGN KEY (member_id) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: user_services user_services_category_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_services
    ADD CONSTRAINT user_services_category_id_fkey FOREIGN KEY (category_id) REFERENCES public.service_categories(id) ON DELETE RESTRICT;


--
-- Name: user_services user_services_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_services
    ADD CONSTRAINT user_services_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE;


--
-- Name: analytics_seen; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.analytics_seen ENABLE ROW LEVEL SECURITY;

--
-- Name: clock; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.clock ENABLE ROW LEVEL SECURITY;

--
-- Name: contact_months; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.contact_months ENABLE ROW LEVEL SECURITY;

--
-- Name: contacts; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.contacts ENABLE ROW LEVEL SECURITY;

--
-- Name: directory_counts; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.directory_counts ENABLE ROW LEVEL SECURITY;

--
-- Name: directory_listing; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.directory_listing ENABLE ROW LEVEL SECURITY;

--
-- Name: directory_listing_categories; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.directory_listing_categories ENABLE ROW LEVEL SECURITY;

--
-- Name: directory_locations; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.directory_locations ENABLE ROW LEVEL SECURITY;

--
-- Name: directory_slug_counters; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.directory_slug_counters ENABLE ROW LEVEL SECURITY;

--
-- Name: directory_slugs; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.directory_slugs ENABLE ROW LEVEL SECURITY;

--
-- Name: hr_vocabulary; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.hr_vocabulary ENABLE ROW LEVEL SECURITY;

--
-- Name: match_corpus; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.match_corpus ENABLE ROW LEVEL SECURITY;

--
-- Name: match_documents; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.match_documents ENABLE ROW LEVEL SECURITY;

--
-- Name: match_postings; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.match_postings ENABLE ROW LEVEL SECURITY;

--
-- Name: match_terms; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.match_terms ENABLE ROW LEVEL SECURITY;

--
-- Name: match_words; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.match_words ENABLE ROW LEVEL SECURITY;

--
-- Name: need_phrasing; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.need_phrasing ENABLE ROW LEVEL SECURITY;

--
-- Name: need_terms; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.need_terms ENABLE ROW LEVEL SECURITY;

--
-- Name: platform_counter_deltas; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.platform_counter_deltas ENABLE ROW LEVEL SECURITY;

--
-- Name: provider_match; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.provider_match ENABLE ROW LEVEL SECURITY;

--
-- Name: provider_match_categories; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.provider_match_categories ENABLE ROW LEVEL SECURITY;

--
-- Name: user_sign_ins; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.user_sign_ins ENABLE ROW LEVEL SECURITY;

--
-- Name: connections Addressees answer pending requests; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Addressees answer pending requests" ON public.connections FOR UPDATE TO authenticated USING (((addressee_id = ( SELECT auth.uid() AS uid)) AND (status = 'pending'::public.connection_status))) WITH CHECK (((addressee_id = ( SELECT auth.uid() AS uid)) AND (status = ANY (ARRAY['accepted'::public.connection_status, 'declined'::public.connection_status]))));


--
-- Name: broadcasts Administrators and the members reached read broadcasts; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Administrators and the members reached read broadcasts" ON public.broadcasts FOR SELECT TO authenticated USING (public.can_read_broadcast(id));


--
-- Name: conversation_reports Administrators read reports; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Administrators read reports" ON public.conversation_reports FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: sales_inquiries Administrators read sales inquiries; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Administrators read sales inquiries" ON public.sales_inquiries FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: applications Applicants and posters read applications; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Applicants and posters read applications" ON public.applications FOR SELECT TO authenticated USING (((applicant_id = ( SELECT auth.uid() AS uid)) OR (EXISTS ( SELECT 1
   FROM public.jobs j
  WHERE ((j.id = applications.job_id) AND (j.posted_by = ( SELECT auth.uid() AS uid)))))));


--
-- Name: reviews Authors delete their reviews; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Authors delete their reviews" ON public.reviews FOR DELETE TO authenticated USING ((reviewer_id = ( SELECT auth.uid() AS uid)));


--
-- Name: reviews Authors edit their reviews; providers answer them; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Authors edit their reviews; providers answer them" ON public.reviews FOR UPDATE TO authenticated USING (((reviewer_id = ( SELECT auth.uid() AS uid)) OR (provider_id = ( SELECT auth.uid() AS uid)))) WITH CHECK (((reviewer_id = ( SELECT auth.uid() AS uid)) OR (provider_id = ( SELECT auth.uid() AS uid))));


--
-- Name: connections Either member removes a connection; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Either member removes a connection" ON public.connections FOR DELETE TO authenticated USING (((( SELECT auth.uid() AS uid) = requester_id) OR (( SELECT auth.uid() AS uid) = addressee_id)));


--
-- Name: jobs Everyone reads jobs; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Everyone reads jobs" ON public.jobs FOR SELECT TO anon, authenticated USING (true);


--
-- Name: news_articles Everyone reads news; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Everyone reads news" ON public.news_articles FOR SELECT TO anon, authenticated USING (true);


--
-- Name: service_categories Everyone reads service categories; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Everyone reads service categories" ON public.service_categories FOR SELECT TO anon, authenticated USING (true);


--
-- Name: jobs HR Professionals post jobs as themselves; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "HR Professionals post jobs as themselves" ON public.jobs FOR INSERT TO authenticated WITH CHECK (((posted_by = ( SELECT auth.uid() AS uid)) AND ( SELECT public.is_member(( SELECT auth.uid() AS uid)) AS is_member) AND (( SELECT public.current_user_type() AS current_user_type) = 'HR Professional'::public.user_type)));


--
-- Name: skills Members add their own skills; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Members add their own skills" ON public.skills FOR INSERT TO authenticated WITH CHECK ((profile_id = ( SELECT auth.uid() AS uid)));


--
-- Name: applications Members apply as themselves with their own CV; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Members apply as themselves with their own CV" ON public.applications FOR INSERT TO authenticated WITH CHECK (((applicant_id = ( SELECT auth.uid() AS uid)) AND ( SELECT public.is_member(( SELECT auth.uid() AS uid)) AS is_member) AND ((storage.foldername(cv_path))[1] = (( SELECT auth.uid() AS uid))::text) AND (EXISTS ( SELECT 1
   FROM public.jobs j
  WHERE ((j.id = applications.job_id) AND (j.closed_at IS NULL) AND (j.posted_by <> ( SELECT auth.uid() AS uid))))) AND (EXISTS ( SELECT 1
   FROM storage.objects o
  WHERE ((o.bucket_id = 'cvs'::text) AND (o.name = applications.cv_path))))));


--
-- Name: member_blocks Members block as themselves; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Members block as themselves" ON public.member_blocks FOR INSERT TO authenticated WITH CHECK (((blocker_id = ( SELECT auth.uid() AS uid)) AND public.is_member(blocked_id)));


--
-- Name: member_needs Members change their own needs; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Members change their own needs" ON public.member_needs FOR UPDATE TO authenticated USING ((profile_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((profile_id = ( SELECT auth.uid() AS uid)));


--
-- Name: member_needs Members clear their own needs; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Members clear their own needs" ON public.member_needs FOR DELETE TO authenticated USING ((profile_id = ( SELECT auth.uid() AS uid)));


--
-- Name: suggestion_dismissals Members dismiss suggestions; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Members dismiss suggestions" ON public.suggestion_dismissals FOR INSERT TO authenticated WITH CHECK (((profile_id = ( SELECT auth.uid() AS uid)) AND public.is_member(( SELECT auth.uid() AS uid))));


--
-- Name: member_blocks Members lift their blocks; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Members lift their blocks" ON public.member_blocks FOR DELETE TO authenticated USING ((blocker_id = ( SELECT auth.uid() AS uid)));


--
-- Name: notifications Members mark their own notifications read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Members mark their own notifications read" ON public.notifications FOR UPDATE TO authenticated USING ((recipient_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((recipient_id = ( SELECT auth.uid() AS uid)));


--
-- Name: profiles Members read member cards; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Members read member cards" ON public.profiles FOR SELECT TO authenticated USING ((is_member OR (id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.is_admin() AS is_admin)));


--
-- Name: provider_ratings Members read ratings; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Members read ratings" ON public.provider_ratings FOR SELECT TO authenticated USING (true);


--
-- Name: user_services Members read showcased services and their own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Members read showcased services and their own" ON public.user_services FOR SELECT TO authenticated USING ((showcased OR (user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.is_admin() AS is_admin)));


--
-- Name: skills Members read skills of profiles they may view; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Members read skills of profiles they may view" ON public.skills FOR SELECT TO authenticated USING (( SELECT public.can_view_profile(( SELECT auth.uid() AS uid), skills.profile_id) AS can_view_profile));


--
-- Name: profile_views Members read the visits they made; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Members read the visits they made" ON public.profile_views FOR SELECT TO authenticated USING (((viewer_id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.is_admin() AS is_admin)));


--
-- Name: member_blocks Members read their blocks; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Members read their blocks" ON public.member_blocks FOR SELECT TO authenticated USING ((blocker_id = ( SELECT auth.uid() AS uid)));


--
-- Name: broadcast_reads Members read their own broadcast read marks; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Members read their own broadcast read marks" ON public.broadcast_reads FOR SELECT TO authenticated USING ((member_id = ( SELECT auth.uid() AS uid)));


--
-- Name: connections Members read their own connections; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Members read their own connections" ON public.connections FOR SELECT TO authenticated USING ((((( SELECT auth.uid() AS uid) = requester_id) OR (( SELECT auth.uid() AS uid) = addressee_id)) OR ( SELECT public.is_admin() AS is_admin)));


--
-- Name: suggestion_dismissals Members read their own dismissals; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Members read their own dismissals" ON public.suggestion_dismissals FOR SELECT TO authenticated USING ((profile_id = ( SELECT auth.uid() AS uid)));


--
-- Name: data_exports Members read their own exports; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Members read their own exports" ON public.data_exports FOR SELECT TO authenticated USING ((member_id = ( SELECT auth.uid() AS uid)));


--
-- Name: invites Members read their own invites; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Members read their own invites" ON public.invites FOR SELECT TO authenticated USING ((inviter_id = ( SELECT auth.uid() AS uid)));


--
-- Name: member_needs Members read their own needs; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Members read their own needs" ON public.member_needs FOR SELECT TO authenticated USING ((profile_id = ( SELECT auth.uid() AS uid)));


--
-- Name: notification_mutes Members read their own notification settings; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Members read their own notification settings" ON public.notification_mutes FOR SELECT TO authenticated USING ((member_id = ( SELECT auth.uid() AS uid)));


--
-- Name: notifications Members read their own notifications; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Members read their own notifications" ON public.notifications FOR SELECT TO authenticated USING ((recipient_id = ( SELECT auth.uid() AS uid)));


--
-- Name: plan_changes Members read their own plan history; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Members read their own plan history" ON public.plan_changes FOR SELECT TO authenticated USING (((member_id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.is_admin() AS is_admin)));


--
-- Name: upgrade_requests Members read their own upgrade requests; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Members read their own upgrade requests" ON public.upgrade_requests FOR SELECT TO authenticated USING (((member_id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.is_admin() AS is_admin)));


--
-- Name: reviews Members read visible reviews; authors, providers and administra; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Members read visible reviews; authors, providers and administra" ON public.reviews FOR SELECT TO authenticated USING (((hidden_at IS NULL) OR (reviewer_id = ( SELECT auth.uid() AS uid)) OR (provider_id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.is_admin() AS is_admin)));


--
-- Name: skills Members remove their own skills; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Members remove their own skills" ON public.skills FOR DELETE TO authenticated USING ((profile_id = ( SELECT auth.uid() AS uid)));


--
-- Name: review_reports Members report reviews they can see, once; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Members report reviews they can see, once" ON public.review_reports FOR INSERT TO authenticated WITH CHECK (((reporter_id = ( SELECT auth.uid() AS uid)) AND ( SELECT public.is_member(( SELECT auth.uid() AS uid)) AS is_member) AND (EXISTS ( SELECT 1
   FROM public.reviews r
  WHERE ((r.id = review_reports.review_id) AND (r.hidden_at IS NULL))))));


--
-- Name: messages Members send messages as themselves; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Members send messages as themselves" ON public.messages FOR INSERT TO authenticated WITH CHECK (((sender_id = ( SELECT auth.uid() AS uid)) AND public.can_message(( SELECT auth.uid() AS uid), recipient_id)));


--
-- Name: connections Members send requests as themselves to members; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Members send requests as themselves to members" ON public.connections FOR INSERT TO authenticated WITH CHECK (((requester_id = ( SELECT auth.uid() AS uid)) AND (status = 'pending'::public.connection_status) AND ( SELECT public.is_member(( SELECT auth.uid() AS uid)) AS is_member) AND public.is_member(addressee_id)));


--
-- Name: suggestion_dismissals Members take dismissals back; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Members take dismissals back" ON public.suggestion_dismissals FOR DELETE TO authenticated USING ((profile_id = ( SELECT auth.uid() AS uid)));


--
-- Name: notification_mutes Members turn their own notifications back on; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Members turn their own notifications back on" ON public.notification_mutes FOR DELETE TO authenticated USING ((member_id = ( SELECT auth.uid() AS uid)));


--
-- Name: notification_mutes Members turn their own notifications off; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Members turn their own notifications off" ON public.notification_mutes FOR INSERT TO authenticated WITH CHECK (((member_id = ( SELECT auth.uid() AS uid)) AND ( SELECT public.is_member(( SELECT auth.uid() AS uid)) AS is_member)));


--
-- Name: profiles Members update their own profile; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Members update their own profile" ON public.profiles FOR UPDATE TO authenticated USING ((id = ( SELECT auth.uid() AS uid))) WITH CHECK ((id = ( SELECT auth.uid() AS uid)));


--
-- Name: reviews Members write reviews as themselves; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Members write reviews as themselves" ON public.reviews FOR INSERT TO authenticated WITH CHECK ((reviewer_id = ( SELECT auth.uid() AS uid)));


--
-- Name: member_needs Members write their own needs; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Members write their own needs" ON public.member_needs FOR INSERT TO authenticated WITH CHECK ((profile_id = ( SELECT auth.uid() AS uid)));


--
-- Name: connections No requests between blocked members; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "No requests between blocked members" ON public.connections AS RESTRICTIVE FOR INSERT TO authenticated WITH CHECK ((NOT public.is_blocked_with(addressee_id)));


--
-- Name: conversation_participants Participants read both sides of their conversations; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Participants read both sides of their conversations" ON public.conversation_participants FOR SELECT TO authenticated USING (((( SELECT auth.uid() AS uid) = member_id) OR (( SELECT auth.uid() AS uid) = other_id)));


--
-- Name: conversations Participants read their conversations; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Participants read their conversations" ON public.conversations FOR SELECT TO authenticated USING (((( SELECT auth.uid() AS uid) = member_a) OR (( SELECT auth.uid() AS uid) = member_b)));


--
-- Name: messages Participants read their messages; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Participants read their messages" ON public.messages FOR SELECT TO authenticated USING (((( SELECT auth.uid() AS uid) = sender_id) OR (( SELECT auth.uid() AS uid) = recipient_id)));


--
-- Name: application_status_changes Posters change status and applicants withdraw; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Posters change status and applicants withdraw" ON public.application_status_changes FOR INSERT TO authenticated WITH CHECK ((EXISTS ( SELECT 1
   FROM (public.applications a
     JOIN public.jobs j ON ((j.id = a.job_id)))
  WHERE ((a.id = application_status_changes.application_id) AND
        CASE
            WHEN (application_status_changes.to_status = 'withdrawn'::public.application_status) THEN (a.applicant_id = ( SELECT auth.uid() AS uid))
            ELSE (j.posted_by = ( SELECT auth.uid() AS uid))
        END))));


--
-- Name: jobs Posters delete their jobs; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Posters delete their jobs" ON public.jobs FOR DELETE TO authenticated USING ((posted_by = ( SELECT auth.uid() AS uid)));


--
-- Name: job_application_counts Posters read the counts of their jobs; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Posters read the counts of their jobs" ON public.job_application_counts FOR SELECT TO authenticated USING ((EXISTS ( SELECT 1
   FROM public.jobs j
  WHERE ((j.id = job_application_counts.job_id) AND (j.posted_by = ( SELECT auth.uid() AS uid))))));


--
-- Name: application_status_changes Posters read the history of applications to their jobs; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Posters read the history of applications to their jobs" ON public.application_status_changes FOR SELECT TO authenticated USING ((EXISTS ( SELECT 1
   FROM (public.applications a
     JOIN public.jobs j ON ((j.id = a.job_id)))
  WHERE ((a.id = application_status_changes.application_id) AND (j.posted_by = ( SELECT auth.uid() AS uid))))));


--
-- Name: jobs Posters update their jobs; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Posters update their jobs" ON public.jobs FOR UPDATE TO authenticated USING ((posted_by = ( SELECT auth.uid() AS uid))) WITH CHECK ((posted_by = ( SELECT auth.uid() AS uid)));


--
-- Name: user_services Providers add their own services; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Providers add their own services" ON public.user_services FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT public.is_member(( SELECT auth.uid() AS uid)) AS is_member) AND (( SELECT public.current_user_type() AS current_user_type) = 'Service Provider'::public.user_type)));


--
-- Name: user_services Providers delete their own services; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Providers delete their own services" ON public.user_services FOR DELETE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: user_services Providers update their own services; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Providers update their own services" ON public.user_services FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: provider_analytics_daily Read only through get_provider_analytics; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Read only through get_provider_analytics" ON public.provider_analytics_daily FOR SELECT TO authenticated USING (false);


--
-- Name: provider_analytics_companies Read only through get_provider_top_companies; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Read only through get_provider_top_companies" ON public.provider_analytics_companies FOR SELECT TO authenticated USING (false);


--
-- Name: messages Senders delete their own messages; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Senders delete their own messages" ON public.messages FOR UPDATE TO authenticated USING ((sender_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((sender_id = ( SELECT auth.uid() AS uid)));


--
-- Name: profiles Visitors read job poster cards; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Visitors read job poster cards" ON public.profiles FOR SELECT TO anon USING ((EXISTS ( SELECT 1
   FROM public.jobs j
  WHERE (j.posted_by = profiles.id))));


--
-- Name: application_status_changes; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.application_status_changes ENABLE ROW LEVEL SECURITY;

--
-- Name: applications; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.applications ENABLE ROW LEVEL SECURITY;

--
-- Name: broadcast_reads; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.broadcast_reads ENABLE ROW LEVEL SECURITY;

--
-- Name: broadcasts; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.broadcasts ENABLE ROW LEVEL SECURITY;

--
-- Name: connections; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.connections ENABLE ROW LEVEL SECURITY;

--
-- Name: conversation_participants; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.conversation_participants ENABLE ROW LEVEL SECURITY;

--
-- Name: conversation_reports; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.conversation_reports ENABLE ROW LEVEL SECURITY;

--
-- Name: conversations; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.conversations ENABLE ROW LEVEL SECURITY;

--
-- Name: data_exports; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.data_exports ENABLE ROW LEVEL SECURITY;

--
-- Name: invites; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.invites ENABLE ROW LEVEL SECURITY;

--
-- Name: job_application_counts; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.job_application_counts ENABLE ROW LEVEL SECURITY;

--
-- Name: jobs; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.jobs ENABLE ROW LEVEL SECURITY;

--
-- Name: member_blocks; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.member_blocks ENABLE ROW LEVEL SECURITY;

--
-- Name: member_needs; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.member_needs ENABLE ROW LEVEL SECURITY;

--
-- Name: messages; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.messages ENABLE ROW LEVEL SECURITY;

--
-- Name: news_articles; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.news_articles ENABLE ROW LEVEL SECURITY;

--
-- Name: notification_mutes; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.notification_mutes ENABLE ROW LEVEL SECURITY;

--
-- Name: notifications; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.notifications ENABLE ROW LEVEL SECURITY;

--
-- Name: plan_changes; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.plan_changes ENABLE ROW LEVEL SECURITY;

--
-- Name: profile_views; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.profile_views ENABLE ROW LEVEL SECURITY;

--
-- Name: profiles; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.profiles ENABLE ROW LEVEL SECURITY;

--
-- Name: provider_analytics_companies; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.provider_analytics_companies ENABLE ROW LEVEL SECURITY;

--
-- Name: provider_analytics_daily; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.provider_analytics_daily ENABLE ROW LEVEL SECURITY;

--
-- Name: provider_ratings; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.provider_ratings ENABLE ROW LEVEL SECURITY;

--
-- Name: review_reports; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.review_reports ENABLE ROW LEVEL SECURITY;

--
-- Name: reviews; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.reviews ENABLE ROW LEVEL SECURITY;

--
-- Name: sales_inquiries; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.sales_inquiries ENABLE ROW LEVEL SECURITY;

--
-- Name: service_categories; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.service_categories ENABLE ROW LEVEL SECURITY;

--
-- Name: skills; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.skills ENABLE ROW LEVEL SECURITY;

--
-- Name: suggestion_dismissals; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.suggestion_dismissals ENABLE ROW LEVEL SECURITY;

--
-- Name: upgrade_requests; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.upgrade_requests ENABLE ROW LEVEL SECURITY;

--
-- Name: user_services; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.user_services ENABLE ROW LEVEL SECURITY;

--
-- PostgreSQL database dump complete
--

\unrestrict schema

--
-- PostgreSQL database dump
--

\restrict schema


SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: users on_auth_user_created; Type: TRIGGER; Schema: auth; Owner: -
--

CREATE TRIGGER on_auth_user_created AFTER INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION public.handle_new_user();


--
-- Name: users on_auth_user_email_changed; Type: TRIGGER; Schema: auth; Owner: -
--

CREATE TRIGGER on_auth_user_email_changed AFTER UPDATE OF email ON auth.users FOR EACH ROW WHEN (((old.email)::text IS DISTINCT FROM (new.email)::text)) EXECUTE FUNCTION public.sync_profile_email();


--
-- Name: users on_auth_user_signed_in; Type: TRIGGER; Schema: auth; Owner: -
--

CREATE TRIGGER on_auth_user_signed_in AFTER INSERT OR UPDATE OF last_sign_in_at ON auth.users FOR EACH ROW EXECUTE FUNCTION private.track_sign_in();


--
-- Name: messages realtime_stack_broadcast; Type: TRIGGER; Schema: realtime; Owner: -
--

CREATE TRIGGER realtime_stack_broadcast AFTER INSERT ON realtime.messages FOR EACH ROW EXECUTE FUNCTION realtime.stack_capture_message();


--
-- Name: buckets enforce_bucket_name_length_trigger; Type: TRIGGER; Schema: storage; Owner: -
--

CREATE TRIGGER enforce_bucket_name_length_trigger BEFORE INSERT OR UPDATE OF name ON storage.buckets FOR EACH ROW EXECUTE FUNCTION storage.enforce_bucket_name_length();


--
-- Name: buckets protect_buckets_delete; Type: TRIGGER; Schema: storage; Owner: -
--

CREATE TRIGGER protect_buckets_delete BEFORE DELETE ON storage.buckets FOR EACH STATEMENT EXECUTE FUNCTION storage.protect_delete();


--
-- Name: objects protect_objects_delete; Type: TRIGGER; Schema: storage; Owner: -
--

CREATE TRIGGER protect_objects_delete BEFORE DELETE ON storage.objects FOR EACH STATEMENT EXECUTE FUNCTION storage.protect_delete();


--
-- Name: objects update_objects_updated_at; Type: TRIGGER; Schema: storage; Owner: -
--

CREATE TRIGGER update_objects_updated_at BEFORE UPDATE ON storage.objects FOR EACH ROW EXECUTE FUNCTION storage.update_updated_at_column();


--
-- Name: messages Pairs read their direct channel; Type: POLICY; Schema: realtime; Owner: -
--

CREATE POLICY "Pairs read their direct channel" ON realtime.messages FOR SELECT TO authenticated USING (((realtime.topic() ~~ 'dm:%'::text) AND public.may_use_dm_topic(realtime.topic())));


--
-- Name: messages Pairs write on their direct channel; Type: POLICY; Schema: realtime; Owner: -
--

CREATE POLICY "Pairs write on their direct channel" ON realtime.messages FOR INSERT TO authenticated WITH CHECK (((realtime.topic() ~~ 'dm:%'::text) AND public.may_use_dm_topic(realtime.topic())));


--
-- Name: objects Applicants and the poster of an application read CVs; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY "Applicants and the poster of an application read CVs" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'cvs'::text) AND (((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text) OR public.is_cv_sent_to_me(name))));


--
-- Name: objects Applicants remove CVs no live application names; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY "Applicants remove CVs no live application names" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = 'cvs'::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text) AND (NOT (EXISTS ( SELECT 1
   FROM public.applications a
  WHERE ((a.cv_path = objects.name) AND (a.status <> 'withdrawn'::public.application_status)))))));


--
-- Name: objects Members read their own photo objects; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY "Members read their own photo objects" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'photos'::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));


--
-- Name: objects Members remove photos from their own folder; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY "Members remove photos from their own folder" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = 'photos'::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));


--
-- Name: objects Members replace photos in their own folder; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY "Members replace photos in their own folder" ON storage.objects FOR UPDATE TO authenticated USING (((bucket_id = 'photos'::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text))) WITH CHECK (((bucket_id = 'photos'::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));


--
-- Name: objects Members upload CVs to their own folder; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY "Members upload CVs to their own folder" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = 'cvs'::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text) AND ( SELECT public.is_member(( SELECT auth.uid() AS uid)) AS is_member)));


--
-- Name: objects Members upload photos to their own folder; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY "Members upload photos to their own folder" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = 'photos'::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));


--
-- PostgreSQL database dump complete
--

\unrestrict schema

