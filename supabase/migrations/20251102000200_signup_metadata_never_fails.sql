-- The sign-up trigger never raises on what a member sends (issue 11). Hosted GoTrue turns any error
-- of a trigger on auth.users into HTTP 500 "Database error saving new user", so a sign-up with a
-- 121-character company, a user_type of 'admin' or 5, or an object where a name belongs failed as a
-- server error. Now:
--   * only JSON strings are read; any other value (number, object, array, null) is ignored;
--   * each text is trimmed and cut to its column's limit (one table of limits below, the same as
--     the columns' check constraints and the app's forms);
--   * user_type is 'HR Professional' or 'Service Provider' (any case); anything else, like no value,
--     gives 'HR Professional', which grants nothing a self-registered HR member would not have;
--   * an avatar that is not a web address, or is longer than 2048 characters, is dropped.
-- NULs cannot reach the trigger: jsonb refuses \u0000 before the row exists (22P05), and a
-- document nested deeper than the server's stack allows fails while it is parsed (54001), so both
-- are refused by the database before the trigger runs; the local stack answers them with 422
-- before it writes (stack/src/auth), hosted projects with the before-user-created hook below.
--
-- Refusing with a clear message is the job of the form and, on hosted projects, of the Auth
-- before-user-created hook: private.before_user_created_hook(event) applies the same limits and
-- answers 422 with a message instead of creating the user (supabase/API.md says how to enable it).

-- Longest accepted value of each sign-up metadata key; null for keys that are not read.
create function private.signup_field_limit(field text) returns integer
language sql
immutable
set search_path = ''
as $$
  select case field
    when 'full_name' then 120
    when 'company' then 120
    when 'position' then 120
    when 'service_type' then 120
    when 'description' then 4000
    when 'avatar_url' then 2048
    when 'user_type' then 40
    when 'referred_by_code' then 32
  end;
$$;

-- A metadata string, trimmed of white space and cut to its field's limit; null when the value is
-- missing, not a string or empty.
create function private.signup_text(meta jsonb, field text) returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(btrim(left(btrim(meta ->> field, E' \t\r\n'), private.signup_field_limit(field)), E' \t\r\n'), '')
  where jsonb_typeof(meta) = 'object' and jsonb_typeof(meta -> field) = 'string';
$$;

create or replace function public.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

-- ---------------------------------------------------------------------------------------------
-- Supabase Auth's before-user-created hook (Postgres function form; Auth v2.175.0 and later): Auth
-- calls it with {metadata, user} before it inserts the user and refuses the sign-up with the
-- returned error ({"error": {"http_code": 422, "message": ...}}) instead of creating it. {} lets
-- the sign-up through. The checks are the limits above, so what the hook lets through the trigger
-- stores unchanged.
create function private.before_user_created_hook(event jsonb) returns jsonb
language plpgsql
stable
set search_path = ''
as $$
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

revoke execute on function
  private.signup_field_limit(text),
  private.signup_text(jsonb, text),
  private.before_user_created_hook(jsonb)
  from public, anon, authenticated;
-- Auth calls the hook as its own role, as Supabase's documentation for Postgres-function hooks says.
grant usage on schema private to supabase_auth_admin;
grant execute on function private.before_user_created_hook(jsonb), private.signup_field_limit(text)
  to supabase_auth_admin;
