-- The plans' contact rule governs messaging (issue 20): a Service Provider's first message in a
-- conversation they started reaches an HR Professional, so it is a contact of the month, counted by
-- private.record_contact like a connection request (once per HR member per UTC month) and refused
-- with PT402 'Upgrade required' when the plan has no contact left. Replies are free: a provider's
-- first message in a conversation the HR member started is not a contact. The messaging migration
-- (20251106000000) calls this hook inside the message's insert, so a refusal writes nothing and a
-- message that fails later takes its contact back with it.
create or replace function private.on_first_message_in_conversation(
  p_conversation_id uuid, p_sender uuid, p_recipient uuid, p_started boolean) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_started then
    -- record_contact ignores pairs that are not provider → HR Professional.
    perform private.record_contact(p_sender, p_recipient, 'message');
  end if;
end;
$$;
