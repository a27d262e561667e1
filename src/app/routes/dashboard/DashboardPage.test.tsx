import { describe, expect, it, vi, beforeEach, afterEach } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

const auth = vi.hoisted(() => ({ value: {} as Record<string, unknown> }));
const mutate = vi.hoisted(() => vi.fn());
const undo = vi.hoisted(() => vi.fn());
const sent = vi.hoisted(() => ({ rows: [] as unknown[] }));
const toast = vi.hoisted(() => vi.fn());

vi.mock('@/lib/auth', () => ({ useAuth: () => auth.value }));
vi.mock('@/lib/toast', () => ({ toast }));
vi.mock('@/features/connections/queries', () => ({
  usePendingRequests: () => ({
    isPending: false,
    error: null,
    data: [
      {
        id: 'c1',
        created_at: '',
        requester: { id: 'r', full_name: 'Rita Req', avatar_url: null, position: 'CHRO', company: 'Acme' },
      },
    ],
  }),
  useAnswerRequest: () => ({ mutate, isPending: false, variables: undefined }),
  useSentRequests: () => ({
    isPending: false,
    isError: false,
    error: null,
    data: { pages: [sent.rows] },
    hasNextPage: false,
  }),
  useUndoRequest: () => ({ mutate: undo, isPending: false, variables: undefined }),
  useConnectionCounts: () => ({ isPending: false, error: null, data: { network: 4, pending: 1 } }),
}));
vi.mock('@/features/dashboard/queries', () => ({
  useTicker: () => ({
    data: [{ id: 'n1', full_name: 'New Person', position: 'Lead', company: 'Co', user_type: 'HR Professional' }],
    error: null,
  }),
}));
vi.mock('@/features/jobs/queries', () => ({
  useJobsPostedCount: () => ({ isPending: false, error: null, data: 2 }),
}));
vi.mock('@/features/referrals/queries', () => ({
  useReferralCount: () => ({ isPending: false, error: null, data: 3 }),
  referralLink: (o: string, c: string | null) => (c ? `${o}/register/${c}` : null),
  useInviteStats: () => ({ isPending: false, error: null, data: { sent_today: 3, daily_limit: 20 } }),
  useSendInvite: () => ({ mutateAsync: vi.fn() }),
}));
vi.mock('@/features/activity/components/ActivityCards', () => ({
  MemberActivityCard: ({ own }: { own: boolean }) => <p>{own ? 'own activity' : 'member activity'}</p>,
  AchievementsCard: ({ own }: { own: boolean }) => <p>{own ? 'own achievements' : 'member achievements'}</p>,
  NetworkActivity: () => <p>network activity</p>,
}));
vi.mock('@/features/news/components/LatestNews', () => ({ LatestNews: () => <p>latest news</p> }));
vi.mock('./ManageJobsTab', () => ({ ManageJobsTab: () => <p>manage jobs panel</p> }));
vi.mock('./Suggestions', () => ({ Suggestions: () => <p>suggestions</p> }));

import DashboardPage from './DashboardPage';

function renderPage() {
  const qc = new QueryClient();
  return render(
    <QueryClientProvider client={qc}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const hr = {
  id: 'u1',
  full_name: 'Olivia Hart',
  user_type: 'HR Professional',
  referral_code: 'ABCD1234',
  position: 'Head',
  company: 'NW',
  avatar_url: null,
};

describe('DashboardPage', () => {
  beforeEach(() => {
    mutate.mockReset();
    undo.mockReset();
    sent.rows = [];
    toast.mockReset();
    auth.value = { user: { id: 'u1' }, profile: hr, loading: false };
  });
  afterEach(() => vi.useRealTimers());

  it('greets with the first name and shows the stats and ticker', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(
      /^Good (morning|afternoon|evening), Olivia!$/,
    );
    expect(screen.getByText("Here's what's happening in your network today.")).toBeInTheDocument();
    expect(screen.getByTestId('stat-Your Network')).toHaveTextContent('4');
    expect(screen.getByRole('link', { name: /Your Network/ })).toHaveAttribute('href', '/my-connections');
    expect(screen.getByRole('link', { name: /Jobs Posted/ })).toHaveAttribute('href', '#jobs');
    expect(screen.getAllByText('🎉 New Member: New Person (Lead at Co) has joined!').length).toBeGreaterThan(0);
  });

  it('shows a generic welcome without a profile, and hides HR-only parts from providers', () => {
    auth.value = {
      user: { id: 'u1' },
      profile: { ...hr, full_name: '', user_type: 'Service Provider' },
      loading: false,
    };
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to your dashboard!');
    expect(screen.queryByText('Jobs Posted')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Manage Jobs' })).not.toBeInTheDocument();
  });

  it('accepts and declines requests', async () => {
    renderPage();
    const item = screen.getByTestId('connection-request');
    expect(within(item).getByText('CHRO at Acme')).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Accept Rita Req' }));
    expect(mutate).toHaveBeenCalledWith({ id: 'c1', status: 'accepted' });
    await userEvent.click(within(item).getByRole('button', { name: 'Decline Rita Req' }));
    expect(mutate).toHaveBeenCalledWith({ id: 'c1', status: 'declined' });
  });

  it('says when the member has no sent requests', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Sent requests' })).toBeInTheDocument();
    expect(screen.getByText('No sent requests.')).toBeInTheDocument();
  });

  it('withdraws a sent request', async () => {
    sent.rows = [
      {
        id: 's1',
        created_at: '',
        addressee: { id: 'a', full_name: 'Sam Sent', avatar_url: null, position: 'Lead', company: 'Co' },
      },
    ];
    renderPage();
    const item = screen.getByTestId('sent-request');
    expect(within(item).getByText('Lead at Co')).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Withdraw request to Sam Sent' }));
    expect(undo).toHaveBeenCalledWith({ id: 's1', event: 'withdraw' });
  });

  it('copies the referral link: "Copied" for 2 s with its toast; counts referrals', async () => {
    // Only timeouts are faked, so the clock moves only when the test says so.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage();
    expect(screen.getByLabelText('Your referral link')).toHaveValue(`${window.location.origin}/register/ABCD1234`);
    expect(screen.getByTestId('referral-count')).toHaveTextContent('3 members have joined through your link');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/register/ABCD1234`);
    expect(toast).toHaveBeenCalledWith({
      title: 'Copied to clipboard!',
      description: 'You can now share your referral link.',
    });
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('says so, and selects the link, when the clipboard refuses', async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(toast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Could not copy',
      description: 'Select the link and copy it by hand.',
    });
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Copied to clipboard!' }));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your referral link')).toHaveFocus();
  });

  it('explains a missing referral code and offers no invite without a link to send', async () => {
    auth.value = { user: { id: 'u1' }, profile: { ...hr, referral_code: null }, loading: false };
    renderPage();
    expect(
      screen.getByText('Referral code not available. Please complete your profile or try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Invite' })).not.toBeInTheDocument();
  });

  it('shows the day’s invites under Send Invite', () => {
    renderPage();
    expect(screen.getByRole('button', { name: 'Send Invite' })).toBeEnabled();
    expect(screen.getByTestId('invite-count')).toHaveTextContent('3 invites sent · 17 left today');
  });

  it('shows the overview: name, position at company (no dangling "at"), Complete Your Profile', () => {
    renderPage();
    const overview = screen.getByRole('tabpanel');
    expect(within(overview).getByText('Olivia Hart')).toBeInTheDocument();
    expect(within(overview).getByText('Head at NW')).toBeInTheDocument();
    expect(within(overview).getByRole('link', { name: 'Complete Your Profile' })).toHaveAttribute('href', '/profile');
    expect(within(overview).getByText('suggestions')).toBeInTheDocument();
  });

  it('shows only the position in the overview when the company is missing', () => {
    auth.value = { user: { id: 'u1' }, profile: { ...hr, company: null }, loading: false };
    renderPage();
    const overview = screen.getByRole('tabpanel');
    expect(within(overview).getByText('Head')).toBeInTheDocument();
    expect(within(overview).queryByText(/ at/)).not.toBeInTheDocument();
  });

  it("has the tabs: the network's activity, the latest news, Manage Jobs", async () => {
    renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Recent Activity' }));
    expect(screen.getByText('network activity')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Industry News' }));
    expect(screen.getByText('latest news')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Manage Jobs' }));
    expect(screen.getByText('manage jobs panel')).toBeInTheDocument();
  });
});
