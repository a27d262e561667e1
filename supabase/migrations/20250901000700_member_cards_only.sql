-- Administrators are staff, not members: they run the platform from /admin and must not appear in
-- members' lists (the dashboard ticker "New Member: Administrator ... has joined!", the Network
-- page, service providers' lists). The admin screens already count only role = 'member'.
-- Members read the cards of members, their own row (an administrator who opens a member screen
-- still finds it) and, as administrators, everyone. `role` stays unreadable to members: a policy
-- may consult it without granting it.
drop policy "Members read profile cards" on public.profiles;
create policy "Members read member cards" on public.profiles
  for select to authenticated
  using (role = 'member' or id = (select auth.uid()) or (select public.is_admin()));
