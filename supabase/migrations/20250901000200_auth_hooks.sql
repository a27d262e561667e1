-- Profiles follow auth.users: created at sign-up from whitelisted metadata, e-mail kept in sync.

-- A fresh random referral code (8 lowercase hex characters), retried until unused.
create function public.generate_referral_code() returns text
language plpgsql
volatile
set search_path = ''
as $$
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

-- Runs as the table owner because the inserting role is GoTrue's (supabase_auth_admin), which has no
-- rights on public. Only the keys listed here are read: metadata can never set role,
-- subscription_plan, referral_code or anything else.
create function public.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  v_user_type text := nullif(btrim(coalesce(meta ->> 'user_type', '')), '');
  v_full_name text := nullif(btrim(coalesce(meta ->> 'full_name', '')), '');
  v_code text := lower(nullif(btrim(coalesce(meta ->> 'referred_by_code', '')), ''));
  v_referrer uuid;
begin
  -- Users created without metadata (Auth admin API, dashboard) default to HR Professional, which
  -- grants nothing a self-registered HR member would not have. A wrong value is refused.
  if v_user_type is null then
    v_user_type := 'HR Professional';
  elsif v_user_type not in ('HR Professional', 'Service Provider') then
    raise exception 'Invalid user type "%": choose HR Professional or Service Provider', left(v_user_type, 40)
      using errcode = '22023';
  end if;

  if v_full_name is null then
    v_full_name := coalesce(nullif(split_part(coalesce(new.email, ''), '@', 1), ''), 'Member');
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
    left(v_full_name, 120),
    v_user_type,
    nullif(btrim(coalesce(meta ->> 'company', '')), ''),
    case when v_user_type = 'HR Professional' then nullif(btrim(coalesce(meta ->> 'position', '')), '') end,
    case when v_user_type = 'Service Provider' then nullif(btrim(coalesce(meta ->> 'service_type', '')), '') end,
    nullif(btrim(coalesce(meta ->> 'description', '')), ''),
    -- A generated-avatar address; anything that is not a web address is dropped, not fatal.
    case when btrim(coalesce(meta ->> 'avatar_url', '')) ~* '^https?://\S+$'
      then left(btrim(meta ->> 'avatar_url'), 2048) end,
    public.generate_referral_code(),
    v_referrer);
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

create function public.sync_profile_email() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = new.email where id = new.id;
  return new;
end;
$$;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function public.sync_profile_email();
