-- Realtime's objects in the project database, as a Supabase project has them before its migrations
-- run (`realtime.messages`, `realtime.topic()`, `realtime.send()`, `realtime.broadcast_changes()`, an
-- empty `supabase_realtime` publication), plus the local stack's change capture. Supabase Realtime
-- reads the write-ahead log through a logical replication slot; PGlite has no logical replication and
-- a PostgreSQL server given by URL may run with wal_level=replica, so here an AFTER ROW trigger on
-- every table of the publication hands each committed change to the stack by NOTIFY (rows too large
-- for a notification go through an overflow table). Idempotent; runs on PGlite (PG 18) and PG 15.

create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;

-- ── Realtime Authorization and Broadcast from Database ───────────────────────────────────────────
create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now(),
  id uuid not null default gen_random_uuid(),
  primary key (id, inserted_at)
);
create index if not exists messages_inserted_at_topic_index on realtime.messages (inserted_at desc, topic);
alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;

-- The channel topic while Realtime checks a user's policies on realtime.messages.
create or replace function realtime.topic() returns text
language sql stable
as $$
  select nullif(current_setting('realtime.topic', true), '')::text;
$$;

create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void
language plpgsql
as $$
declare
  generated_id uuid;
  final_payload jsonb;
begin
  begin
    generated_id := gen_random_uuid();
    if payload ? 'id' then
      final_payload := payload;
    else
      final_payload := jsonb_set(payload, '{id}', to_jsonb(generated_id));
    end if;
    perform set_config('realtime.topic', topic, true);
    insert into realtime.messages (id, payload, event, topic, private, extension)
    values (generated_id, final_payload, event, topic, private, 'broadcast');
  exception
    when others then
      raise warning 'ErrorSendingBroadcastMessage: %', sqlerrm;
  end;
end;
$$;

create or replace function realtime.broadcast_changes(
  topic_name text, event_name text, operation text, table_name text, table_schema text,
  new record, old record, level text default 'ROW'
) returns void
language plpgsql
as $$
declare
  row_data jsonb := '{}'::jsonb;
begin
  if level = 'STATEMENT' then
    raise exception 'function can only be triggered for each row, not for each statement';
  end if;
  if operation = 'INSERT' or operation = 'UPDATE' or operation = 'DELETE' then
    row_data := jsonb_build_object('old_record', old, 'record', new, 'operation', operation, 'table', table_name,
      'schema', table_schema);
    perform realtime.send(row_data, event_name, topic_name);
  else
    raise exception 'Unexpected operation type: %', operation;
  end if;
exception
  when others then
    raise exception 'Failed to process the row: %', sqlerrm;
end;
$$;

-- A Supabase project starts with this publication, empty; migrations add tables to it.
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end $$;

-- ── Change capture for the local stack ───────────────────────────────────────────────────────────
-- Notifications carry at most 8000 bytes; larger changes wait here until the stack has read them.
create unlogged table if not exists realtime.stack_overflow (
  id bigserial primary key,
  payload text not null,
  created_at timestamptz not null default now()
);
revoke all on realtime.stack_overflow from public, anon, authenticated, service_role;
-- Numbers each change so two identical changes in one transaction stay two notifications.
create sequence if not exists realtime.stack_change_seq;
revoke all on sequence realtime.stack_change_seq from public, anon, authenticated, service_role;

create or replace function realtime.stack_notify(payload text) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  overflow_id bigint;
begin
  if octet_length(payload) <= 7900 then
    perform pg_notify('realtime_stack', payload);
  else
    insert into realtime.stack_overflow (payload) values (payload) returning id into overflow_id;
    perform pg_notify('realtime_stack', json_build_object('overflow', overflow_id)::text);
  end if;
end;
$$;
revoke all on function realtime.stack_notify(text) from public, anon, authenticated, service_role;

-- AFTER ROW on each table of supabase_realtime: the row as to_jsonb() renders it, in UTC as
-- Realtime's own session renders it. The stack decides what of the old row a subscriber sees.
create or replace function realtime.stack_capture() returns trigger
language plpgsql
security definer
set search_path = ''
set timezone to 'UTC'
as $$
begin
  perform realtime.stack_notify(json_build_object(
    'seq', nextval('realtime.stack_change_seq'),
    'schema', tg_table_schema,
    'table', tg_table_name,
    'type', tg_op,
    'commit_timestamp', to_char(clock_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'record', case when tg_op <> 'DELETE' then to_jsonb(new) end,
    'old', case when tg_op <> 'INSERT' then to_jsonb(old) end
  )::text);
  return null;
end;
$$;
revoke all on function realtime.stack_capture() from public, anon, authenticated, service_role;

-- Broadcast from Database: rows realtime.send() commits reach the topic's subscribers.
create or replace function realtime.stack_capture_message() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.extension = 'broadcast' and new.event is not null then
    perform realtime.stack_notify(json_build_object(
      'broadcast', json_build_object('id', new.id, 'topic', new.topic, 'event', new.event,
        'private', coalesce(new.private, false), 'payload', new.payload)
    )::text);
  end if;
  return null;
end;
$$;
revoke all on function realtime.stack_capture_message() from public, anon, authenticated, service_role;
drop trigger if exists realtime_stack_broadcast on realtime.messages;
create trigger realtime_stack_broadcast after insert on realtime.messages
  for each row execute function realtime.stack_capture_message();

-- Keeps exactly the tables of supabase_realtime under capture: adds the trigger to new members,
-- drops it from tables that left. Run by the event trigger below and by the stack when it starts.
create or replace function realtime.stack_sync_publication() returns void
language plpgsql
set search_path = ''
as $$
declare
  rel regclass;
begin
  for rel in
    select c.oid::regclass
    from pg_catalog.pg_publication_tables p
    join pg_catalog.pg_namespace n on n.nspname = p.schemaname
    join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
    where p.pubname = 'supabase_realtime'
      and c.relkind = 'r'
      and not exists (
        select 1 from pg_catalog.pg_trigger t where t.tgrelid = c.oid and t.tgname = 'realtime_stack_capture'
      )
  loop
    execute format(
      'create trigger realtime_stack_capture after insert or update or delete on %s '
      'for each row execute function realtime.stack_capture()', rel);
  end loop;
  for rel in
    select t.tgrelid::regclass
    from pg_catalog.pg_trigger t
    where t.tgname = 'realtime_stack_capture'
      and not exists (
        select 1
        from pg_catalog.pg_publication_tables p
        join pg_catalog.pg_namespace n on n.nspname = p.schemaname
        join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
        where p.pubname = 'supabase_realtime' and c.oid = t.tgrelid
      )
  loop
    execute format('drop trigger realtime_stack_capture on %s', rel);
  end loop;
end;
$$;
revoke all on function realtime.stack_sync_publication() from public, anon, authenticated, service_role;

-- DDL that can change what the stack knows of a table (columns, grants, RLS, replica identity,
-- publication membership): resync the triggers and tell the stack (one notification per transaction).
create or replace function realtime.stack_on_ddl() returns event_trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_tag in ('CREATE PUBLICATION', 'ALTER PUBLICATION', 'DROP PUBLICATION', 'CREATE TABLE') then
    perform realtime.stack_sync_publication();
  end if;
  perform pg_notify('realtime_stack', '{"schema":true}');
end;
$$;

do $$
begin
  drop event trigger if exists realtime_stack_ddl;
  create event trigger realtime_stack_ddl on ddl_command_end
    when tag in ('CREATE PUBLICATION', 'ALTER PUBLICATION', 'DROP PUBLICATION', 'CREATE TABLE', 'ALTER TABLE',
      'DROP TABLE', 'GRANT', 'REVOKE', 'CREATE POLICY', 'ALTER POLICY', 'DROP POLICY')
    execute function realtime.stack_on_ddl();
exception
  when insufficient_privilege then
    -- Not a superuser: the stack resyncs when it starts and on NOTIFY pgrst instead.
    raise notice 'realtime: no event trigger (%), publication changes apply on reload', sqlerrm;
end $$;

-- ── What the stack asks per change ───────────────────────────────────────────────────────────────
-- A subscription's filter operand as the trigger renders row values (to_jsonb, UTC), so the stack
-- compares like with like; raises as Realtime does when the operand does not fit the column type.
create or replace function realtime.stack_operand(value text, type_ regtype) returns jsonb
language plpgsql stable
set search_path = ''
set timezone to 'UTC'
as $$
declare
  res jsonb;
begin
  execute format('select to_jsonb($1::%s)', type_) into res using value;
  return res;
end;
$$;

-- For one change, the subscribers the stack's own filter checks left: each one's remaining filters
-- (SQL the stack built over the row `r` and operands $2[i], for what it leaves to Postgres: like,
-- ilike, match, imatch, and types it does not compare itself), then, when `rls`, whether that
-- subscriber's role and JWT claims may SELECT the row, as Realtime's apply_rls checks it: the row
-- looked up by primary key under the subscriber's role and request.jwt.claims, one prepared lookup
-- per change. One call per change. Returns per subscriber 0 = filtered out, 1 = not visible,
-- 2 = visible.
create or replace function realtime.stack_visibility(
  entity regclass, record jsonb, key jsonb, rls boolean, roles text[], claims text[], filters text[], operands jsonb[]
) returns smallint[]
language plpgsql volatile
as $$
declare
  n int := coalesce(array_length(roles, 1), 0);
  result smallint[] := array_fill(0::smallint, array[n]);
  checks int[] := '{}';
  lookup text;
  run_lookup text;
  passes boolean;
  visible boolean;
  i int;
begin
  if n = 0 then
    return result;
  end if;
  for i in 1 .. n loop
    passes := true;
    if filters[i] is not null then
      begin
        execute format('select coalesce((%s), false) from jsonb_populate_record(null::%s, $1) r', filters[i], entity)
          into passes
          using record, array(select x from jsonb_array_elements_text(operands[i]) with ordinality as o(x, j) order by j);
      exception
        when others then
          passes := false;
      end;
    end if;
    if passes then
      if rls then
        checks := checks || i;
      else
        result[i] := 2;
      end if;
    end if;
  end loop;
  if not rls or cardinality(checks) = 0 then
    return result;
  end if;

  select 'prepare realtime_stack_rls(text[]) as select exists (select 1 from ' || entity::text || ' where '
      || string_agg(format('%I = ($1[%s])::%s', k, o,
        (select pg_catalog.format_type(a.atttypid, null) from pg_catalog.pg_attribute a
          where a.attrelid = entity and a.attname = k and not a.attisdropped)), ' and ' order by o) || ')',
      -- EXECUTE takes no bind parameters: the key goes in as one quoted array literal.
      format('execute realtime_stack_rls(%L)', array_agg(key ->> k order by o))
    into lookup, run_lookup
    from jsonb_object_keys(key) with ordinality as t(k, o);
  if exists (select 1 from pg_catalog.pg_prepared_statements where name = 'realtime_stack_rls') then
    deallocate realtime_stack_rls;
  end if;
  execute lookup;
  -- Legacy per-claim settings would win over request.jwt.claims in auth.uid(): clear them.
  perform set_config('request.jwt.claim.sub', '', true), set_config('request.jwt.claim.role', '', true);
  begin
    -- All subscribers in one go; a failing policy sends everyone through the careful loop below.
    foreach i in array checks loop
      perform set_config('role', roles[i], true), set_config('request.jwt.claims', claims[i], true);
      execute run_lookup into visible;
      result[i] := case when visible then 2 else 1 end;
    end loop;
    perform set_config('role', 'none', true);
  exception
    when others then
      foreach i in array checks loop
        begin
          perform set_config('role', roles[i], true), set_config('request.jwt.claims', claims[i], true);
          execute run_lookup into visible;
          perform set_config('role', 'none', true);
        exception
          when others then
            -- A policy that fails for this subscriber hides the row from them, not from the others.
            visible := false;
        end;
        result[i] := case when visible then 2 else 1 end;
      end loop;
  end;
  perform set_config('role', 'none', true), set_config('request.jwt.claims', '', true);
  deallocate realtime_stack_rls;
  return result;
end;
$$;
revoke all on function realtime.stack_visibility(regclass, jsonb, jsonb, boolean, text[], text[], text[], jsonb[])
  from public, anon, authenticated, service_role;

-- Realtime Authorization for one user and topic, as Realtime checks it: read = the user's SELECT
-- policies on realtime.messages let them see a probe row of that topic (per extension); write = their
-- INSERT policies let them insert one. Probe rows and settings are rolled back before returning.
create or replace function realtime.stack_channel_policies(
  topic text, role text, claims text, headers text, check_read boolean, check_write boolean, with_presence boolean
) returns jsonb
language plpgsql volatile
as $$
declare
  broadcast_id uuid := gen_random_uuid();
  presence_id uuid := gen_random_uuid();
  read_broadcast boolean;
  read_presence boolean;
  write_broadcast boolean;
  write_presence boolean;
begin
  begin
    if check_read then
      insert into realtime.messages (id, topic, extension) values (broadcast_id, topic, 'broadcast');
      if with_presence then
        insert into realtime.messages (id, topic, extension) values (presence_id, topic, 'presence');
      end if;
    end if;
    perform set_config('role', role, true), set_config('realtime.topic', topic, true),
      set_config('request.jwt.claims', claims, true),
      set_config('request.jwt.claim.sub', coalesce(claims::jsonb ->> 'sub', ''), true),
      set_config('request.jwt.claim.role', role, true), set_config('request.headers', headers, true);
    if check_read then
      read_broadcast := exists (select 1 from realtime.messages m where m.id = broadcast_id);
      if with_presence then
        read_presence := exists (select 1 from realtime.messages m where m.id = presence_id);
      end if;
    end if;
    if check_write then
      begin
        insert into realtime.messages (topic, extension) values (topic, 'broadcast');
        write_broadcast := true;
      exception
        when insufficient_privilege then
          write_broadcast := false;
      end;
      if with_presence then
        begin
          insert into realtime.messages (topic, extension) values (topic, 'presence');
          write_presence := true;
        exception
          when insufficient_privilege then
            write_presence := false;
        end;
      else
        write_presence := false;
      end if;
    end if;
    raise exception using errcode = 'RTSRB', message = 'roll back the probes';
  exception
    when sqlstate 'RTSRB' then
      null;
  end;
  return jsonb_build_object('broadcast', jsonb_build_object('read', read_broadcast, 'write', write_broadcast),
    'presence', jsonb_build_object('read', read_presence, 'write', write_presence));
end;
$$;
revoke all on function realtime.stack_channel_policies(text, text, text, text, boolean, boolean, boolean)
  from public, anon, authenticated, service_role;
