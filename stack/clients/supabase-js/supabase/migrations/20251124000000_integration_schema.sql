-- What supabase-js's integration cases read and write, written for the port: a todos table anyone may
-- read, add to and delete from as anon, and a signed-in user only for their own rows; private Realtime
-- channels whose topic names a channel; a private bucket anyone may use.
create table public.todos (
  id uuid primary key default gen_random_uuid(),
  task text not null,
  is_complete boolean not null default false,
  created_at timestamptz not null default now(),
  user_id uuid references auth.users (id)
);
alter table public.todos enable row level security;
grant select, insert, update, delete on public.todos to anon, authenticated;

create policy todos_anon_read on public.todos for select to anon using (true);
create policy todos_anon_insert on public.todos for insert to anon with check (true);
create policy todos_anon_delete on public.todos for delete to anon using (true);
create policy todos_own_read on public.todos for select to authenticated using (user_id = auth.uid());
create policy todos_own_insert on public.todos for insert to authenticated with check (user_id = auth.uid());
create policy todos_own_update on public.todos for update to authenticated
  using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy todos_own_delete on public.todos for delete to authenticated using (user_id = auth.uid());

create policy channel_topics_read on realtime.messages for select to authenticated
  using (realtime.topic() like '%channel%');
create policy channel_topics_write on realtime.messages for insert to authenticated
  with check (realtime.topic() like '%channel%');

insert into storage.buckets (id, name, public) values ('test-bucket', 'test-bucket', false);
create policy test_bucket_anyone on storage.objects for all using (bucket_id = 'test-bucket');
