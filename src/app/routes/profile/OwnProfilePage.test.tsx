import { describe, expect, it, vi, beforeEach } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { NavigateBridge } from '@/app/App';

const s = vi.hoisted(() => ({
  requestChange: vi.fn(),
  auth: {} as Record<string, unknown>,
  mutateAsync: vi.fn(),
  signOut: vi.fn(),
  toast: vi.fn(),
}));
vi.mock('@/lib/auth', () => ({ useAuth: () => s.auth }));
vi.mock('@/lib/toast', () => ({ toast: s.toast }));
vi.mock('@/features/profile/queries', () => ({
  useUpdateProfile: () => ({ mutateAsync: s.mutateAsync }),
  useProfilePhoto: () => ({ mutate: vi.fn(), mutateAsync: vi.fn(), isPending: false }),
  useProfileStats: () => ({ isPending: false, error: null, data: { connections: 7, profile_views: 12, posts: 3 } }),
}));
vi.mock('@/features/activity/components/ActivityCards', () => ({
  MemberActivityCard: ({ own }: { own: boolean }) => <p>{own ? 'own activity' : 'member activity'}</p>,
  AchievementsCard: ({ own }: { own: boolean }) => <p>{own ? 'own achievements' : 'member achievements'}</p>,
  NetworkActivity: () => <p>network activity</p>,
}));
vi.mock('@/features/skills/SkillsEditor', () => ({ SkillsList: () => <p>skills list</p> }));
vi.mock('@/features/matching/components/NeedsCard', () => ({ NeedsCard: () => <p>needs card</p> }));
vi.mock('@/features/reviews/components/ProviderRating', () => ({
  ProviderRating: () => <span>own rating</span>,
}));
vi.mock('@/features/services/components/MyServicesPanel', () => ({ MyServicesPanel: () => <p>my services panel</p> }));
vi.mock('@/features/plans/queries', () => ({
  useRequestPlanChange: () => ({ mutate: s.requestChange, isPending: false }),
  useMyPlan: () => ({
    isPending: false,
    isError: false,
    data: {
      subscription_plan: null,
      plan_name: 'Basic',
      contacts_per_month: 0,
      contacts_used: 0,
      showcased_services: 0,
      services_showcased: 0,
      services_total: 2,
      analytics: 'none',
      contact_info: false,
      priority_listing: false,
      featured: false,
      month: '2031-05-01',
      requested_plan: 'Premium',
      requested_at: '2031-05-03T10:00:00Z',
    },
  }),
  useMyPlanHistory: () => ({ isPending: false, isError: false, data: [] }),
}));

import OwnProfilePage from './OwnProfilePage';

const profile = {
  id: 'u1',
  full_name: 'Ann Lee',
  user_type: 'HR Professional',
  position: 'CHRO',
  company: 'Acme',
  description: 'Hello',
  avatar_url: null,
  subscription_plan: null,
};
const renderPage = () =>
  render(
    <MemoryRouter>
      <OwnProfilePage />
    </MemoryRouter>,
  );

describe('OwnProfilePage', () => {
  beforeEach(() => {
    s.mutateAsync.mockReset();
    s.toast.mockReset();
    s.signOut.mockReset().mockResolvedValue({ error: null });
    s.auth = { user: { id: 'u1' }, profile, loading: false, refreshProfile: vi.fn(), signOut: s.signOut };
  });

  it('asks to log in without a profile', () => {
    s.auth = { ...s.auth, profile: null };
    renderPage();
    expect(screen.getByText('You are not logged in or your profile could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it('shows real stats and no provider tabs for HR', () => {
    renderPage();
    expect(screen.getByTestId('profile-stat-Connections')).toHaveTextContent('7');
    expect(screen.getByTestId('profile-stat-Profile Views')).toHaveTextContent('12');
    expect(screen.getByTestId('profile-stat-Posts')).toHaveTextContent('3');
    expect(screen.queryByRole('tab', { name: 'My Services' })).not.toBeInTheDocument();
    // 'Sign Out' is an action beside the tabs, not one of them (issue 32).
    expect(screen.queryByRole('tab', { name: /Sign Out/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    // HR Professionals say what they are looking for on their profile.
    expect(screen.getByText('needs card')).toBeInTheDocument();
  });

  it('edits and saves; Cancel leaves edit mode', async () => {
    s.mutateAsync.mockResolvedValue(undefined);
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const name = screen.getByLabelText('Full Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Ann Marie Lee');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(s.mutateAsync).toHaveBeenCalledWith({
      full_name: 'Ann Marie Lee',
      position: 'CHRO',
      company: 'Acme',
      description: 'Hello',
    });
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('keeps the typed values when the server refuses', async () => {
    s.mutateAsync.mockRejectedValue(new Error('permission denied'));
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.type(screen.getByLabelText('About'), ' world');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByLabelText('About')).toHaveValue('Hello world');
  });

  it('refuses a blank name before asking the server', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.clear(screen.getByLabelText('Full Name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(s.mutateAsync).not.toHaveBeenCalled();
  });

  it('gives providers My Services and Subscription (Basic when none) tabs', async () => {
    s.auth = { ...s.auth, profile: { ...profile, user_type: 'Service Provider', service_type: 'Payroll Services' } };
    renderPage();
    expect(screen.getByText('Payroll Services')).toBeInTheDocument();
    // A provider sees their own rating under their name, as others see it.
    expect(screen.getByText('own rating')).toBeInTheDocument();
    expect(screen.queryByText('needs card')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Subscription' }));
    expect(screen.getByTestId('subscription-plan')).toHaveTextContent('Basic');
    // The plan's limits and the month's usage, and the open upgrade request.
    expect(screen.getByTestId('plan-limits')).toHaveTextContent('Not included in your plan');
    expect(screen.getByTestId('plan-limits')).toHaveTextContent('not included (your services stay drafts)');
    expect(screen.getByRole('status')).toHaveTextContent('You asked for Premium');
    expect(screen.getByText('No plan changes yet.')).toBeInTheDocument();
    // The plans: Basic is theirs; Premium is already asked for; Professional is an upgrade to request.
    const choices = screen.getByTestId('plan-choices');
    expect(within(choices).getByText('Basic').closest('li')).toHaveAttribute('aria-current', 'true');
    expect(within(choices).getByText('Requested')).toBeInTheDocument();
    await userEvent.click(within(choices).getByRole('button', { name: 'Request upgrade to Professional' }));
    expect(s.requestChange).toHaveBeenCalledWith({ plan: 'Professional', interval: 'monthly', current: null });
    await userEvent.click(screen.getByRole('tab', { name: 'My Services' }));
    expect(screen.getByText('my services panel')).toBeInTheDocument();
  });

  it('Sign Out is the next Tab stop after the tab list, and moving through the tabs signs nobody out', async () => {
    const user = userEvent.setup();
    renderPage();
    screen.getByRole('tab', { name: 'Profile' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toHaveFocus();
    expect(s.signOut).not.toHaveBeenCalled();
  });

  it('signs out from the Sign Out button and lands on / with the toast', async () => {
    // signOut runs its callback before the session state clears, as the real provider does.
    s.signOut.mockImplementation(async (then?: () => void) => {
      then?.();
      return { error: null };
    });
    render(
      <MemoryRouter initialEntries={['/profile']}>
        {/* The app's bridge: sign-out navigates through it, in place (src/lib/navigation.ts). */}
        <NavigateBridge>
          <Routes>
            <Route path="/profile" element={<OwnProfilePage />} />
            <Route path="/" element={<p>landing page</p>} />
          </Routes>
        </NavigateBridge>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('landing page')).toBeInTheDocument();
    expect(s.toast).toHaveBeenCalledWith({ title: 'Signed Out' });
  });
});
