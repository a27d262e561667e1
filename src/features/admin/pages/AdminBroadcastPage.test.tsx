import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../test-utils';

const s = vi.hoisted(() => ({ mutate: vi.fn(), reach: vi.fn() }));
vi.mock('../broadcasts', () => ({
  useBroadcastReach: (audience: string, plan: string | null) => s.reach(audience, plan),
  useSendBroadcast: () => ({ mutate: s.mutate, isPending: false }),
  useBroadcastHistory: () => ({
    isPending: false,
    isError: false,
    data: [
      {
        id: 1,
        title: 'Welcome week',
        message: 'Hi',
        audience: 'plan',
        plan: 'Premium',
        sent_at: '2026-11-01T10:00:00Z',
        reach: 1234,
        read_count: 56,
      },
    ],
  }),
}));

import AdminBroadcastPage from './AdminBroadcastPage';

beforeEach(() => {
  vi.clearAllMocks();
  s.reach.mockImplementation((audience: string, plan: string | null) => ({
    isPending: false,
    data: audience === 'all' ? 100 : audience === 'plan' ? (plan ? 7 : undefined) : 40,
  }));
});

describe('AdminBroadcastPage', () => {
  it('requires a title and a message, and a plan when the audience is a plan', async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminBroadcastPage />);
    await user.click(screen.getByRole('button', { name: 'Send Broadcast' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Title'), 'Plans');
    await user.type(screen.getByLabelText('Message'), 'News for you');
    await user.selectOptions(screen.getByLabelText('Audience'), 'plan');
    await user.click(screen.getByRole('button', { name: 'Send Broadcast' }));
    expect(await screen.findByText('Choose a plan', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('previews the reach of the audience, confirms, then sends the draft', async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminBroadcastPage />);
    expect(screen.getByText('Reaches 100 members')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Audience'), 'plan');
    await user.selectOptions(screen.getByLabelText('Plan'), 'Premium');
    expect(screen.getByText('Reaches 7 members')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'Premium perks');
    await user.type(screen.getByLabelText('Message'), 'New this month.');
    await user.click(screen.getByRole('button', { name: 'Send Broadcast' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('It goes to 7 members now and cannot be taken back.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Send Broadcast' }));
    expect(s.mutate).toHaveBeenCalledWith(
      { title: 'Premium perks', message: 'New this month.', audience: 'plan', plan: 'Premium' },
      expect.anything(),
    );
  });

  it('lists sent broadcasts with audience, reach and reads', () => {
    renderAdmin(<AdminBroadcastPage />);
    const row = screen.getByTestId('broadcast-row');
    expect(row).toHaveTextContent('Welcome week');
    expect(row).toHaveTextContent('Service Providers: Premium');
    expect(row).toHaveTextContent('1,234');
    expect(row).toHaveTextContent('56');
  });
});
