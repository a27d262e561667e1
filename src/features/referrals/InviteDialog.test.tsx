import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { ClientProvider } from '@/lib/client-context';
import { createQueryClient } from '@/lib/query-client';

const s = vi.hoisted(() => ({ rpc: vi.fn(), invoke: vi.fn(), toast: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: s.toast }));

import { InviteDialog } from './InviteDialog';
import { referralInvalidations } from './queries';

const stats = (sent: number) => ({
  single: () => Promise.resolve({ data: { sent_today: sent, daily_limit: 20 }, error: null }),
});

function renderDialog() {
  // As the app makes it: the referral mutations' stale queries come from their invalidation rows.
  const queryClient = createQueryClient(referralInvalidations);
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const client = { rpc: s.rpc, functions: { invoke: s.invoke } } as never;
  render(
    <QueryClientProvider client={queryClient}>
      <ClientProvider value={client}>
        <InviteDialog uid="u1" />
      </ClientProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => vi.clearAllMocks());

describe('InviteDialog', () => {
  it('shows the day’s count, checks the address, sends and counts again', async () => {
    s.rpc.mockReturnValueOnce(stats(2)).mockReturnValue(stats(3));
    s.invoke.mockResolvedValue({ data: { sent: true, sent_today: 3 }, error: null });
    const user = userEvent.setup();
    renderDialog();
    expect(await screen.findByText('2 invites sent · 18 left today')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a colleague' });
    await user.type(within(dialog).getByLabelText("Colleague's e-mail"), 'friend@');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(s.invoke).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText("Colleague's e-mail"), 'example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(s.invoke).toHaveBeenCalledWith('send-invite', { method: 'POST', body: { email: 'friend@example.org' } });
    expect(s.toast).toHaveBeenCalledWith({
      title: 'Invite sent',
      description: 'We e-mailed your referral link to friend@example.org.',
    });
    expect(await screen.findByText('3 invites sent · 17 left today')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the function’s refusal as it says it, and keeps the address', async () => {
    s.rpc.mockReturnValue(stats(19));
    const refusal = new Response(JSON.stringify({ error: 'You can send up to 20 invites a day' }), { status: 429 });
    s.invoke.mockResolvedValue({ data: null, error: new FunctionsHttpError(refusal) });
    const user = userEvent.setup();
    renderDialog();
    expect(await screen.findByText('19 invites sent · 1 left today')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText("Colleague's e-mail"), 'friend@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(s.toast).toHaveBeenCalledWith({
      title: 'Error sending invite',
      description: 'You can send up to 20 invites a day',
      variant: 'destructive',
    });
    expect(within(dialog).getByLabelText("Colleague's e-mail")).toHaveValue('friend@example.org');
  });

  it('at the limit: the button waits for tomorrow and says so', async () => {
    s.rpc.mockReturnValue(stats(20));
    renderDialog();
    expect(await screen.findByText('You have sent 20 invites today. You can send more tomorrow.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Invite' })).toBeDisabled();
  });
});
