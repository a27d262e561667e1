import { describe, expect, it, vi, beforeEach } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

const s = vi.hoisted(() => ({
  profile: {} as { isPending: boolean; isSuccess: boolean; error: unknown; data: unknown },
  connection: null as unknown,
  conversation: null as unknown,
  send: vi.fn(),
  undo: vi.fn(),
  answer: vi.fn(),
  refusal: null as unknown,
  record: vi.fn(),
  toast: vi.fn(),
}));
vi.mock('@/lib/auth', () => ({ useAuth: () => ({ user: { id: '00000000-0000-4000-8000-000000000001' } }) }));
vi.mock('@/lib/toast', () => ({ toast: s.toast }));
vi.mock('@/features/profile/queries', () => ({
  useMemberProfile: () => s.profile,
  useRecordProfileView: () => s.record,
}));
vi.mock('@/features/connections/queries', () => ({
  useConnectionWith: () => ({ isPending: false, isError: false, data: s.connection }),
  useSendRequest: () => ({ mutate: s.send, isPending: false }),
  useUndoRequest: () => ({ mutate: s.undo, isPending: false }),
  useAnswerRequest: () => ({ mutate: s.answer, isPending: false }),
}));
// Reviews have their own tests; here: where the rating shows, and what the page hands the panel.
vi.mock('@/features/reviews/components/ProviderRating', () => ({
  ProviderRating: ({ providerId, size }: { providerId: string; size?: string }) => (
    <span>{`rating of ${providerId} (${size ?? 'md'})`}</span>
  ),
}));
vi.mock('@/features/reviews/components/ReviewsPanel', () => ({
  ReviewsPanel: ({ eligibility }: { eligibility?: (refusal: unknown) => React.ReactNode }) => (
    <div>reviews panel{s.refusal && eligibility ? eligibility(s.refusal) : null}</div>
  ),
}));
vi.mock('@/features/messaging/queries', () => ({
  useConversationWith: () => ({ data: s.conversation }),
}));
vi.mock('@/features/messaging/components/MemberSafetyMenu', () => ({
  MemberSafetyMenu: ({ blockedByMe }: { blockedByMe: boolean }) => (
    <button type="button">{blockedByMe ? 'menu: blocked' : 'menu: not blocked'}</button>
  ),
}));
vi.mock('@/features/activity/components/ActivityCards', () => ({
  MemberActivityCard: ({ own }: { own: boolean }) => <p>{own ? 'own activity' : 'member activity'}</p>,
  AchievementsCard: ({ own }: { own: boolean }) => <p>{own ? 'own achievements' : 'member achievements'}</p>,
  NetworkActivity: () => <p>network activity</p>,
}));
vi.mock('@/features/skills/SkillsEditor', () => ({ SkillsList: () => <p>skills list</p> }));
// The plan's contact gate and contact info have their own tests (unit, DB and e2e).
vi.mock('@/app/routes/contact-gate', () => ({
  useContactGate: () => ({ beforeConnect: async () => true, onConnectError: () => {}, counter: null, dialog: null }),
}));
vi.mock('@/features/plans/components/ContactInfoCard', () => ({ ContactInfoCard: () => <p>contact info</p> }));

import ProfilePage from './ProfilePage';

const ID = '00000000-0000-4000-8000-0000000000aa';
const base = {
  id: ID,
  full_name: 'Ann Lee',
  user_type: 'HR Professional',
  company: 'Acme',
  position: 'CHRO',
  service_type: null,
  avatar_url: null,
  subscription_plan: null,
  created_at: null,
  description: 'About Ann',
  can_view: true,
};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/profile/:userId" element={<ProfilePage />} />
        <Route path="/network" element={<p>network page</p>} />
        <Route path="/profile" element={<p>own profile</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ProfilePage', () => {
  beforeEach(() => {
    s.send.mockReset();
    s.undo.mockReset();
    s.record.mockReset();
    s.toast.mockReset();
    s.connection = null;
    s.conversation = null;
    s.refusal = null;
    s.answer.mockReset();
  });

  it('shows a viewable profile, records the view and offers Connect', async () => {
    s.profile = { isPending: false, isSuccess: true, error: null, data: base };
    renderAt(`/profile/${ID}`);
    expect(screen.getByRole('heading', { name: 'Ann Lee' })).toBeInTheDocument();
    expect(document.title).toBe('Ann Lee | HR Connect');
    expect(screen.getByText('About Ann')).toBeInTheDocument();
    expect(screen.getByText('skills list')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Network/ })).toHaveAttribute('href', '/network');
    expect(s.record).toHaveBeenCalledWith(ID);
    await userEvent.click(screen.getByRole('button', { name: /Connect Ann Lee/ }));
    await waitFor(() => expect(s.send).toHaveBeenCalledWith(ID, expect.anything()));
  });

  it('shows the connect state of an existing request', () => {
    s.profile = { isPending: false, isSuccess: true, error: null, data: base };
    s.connection = { id: 'c', status: 'accepted', requester_id: ID, addressee_id: 'x' };
    renderAt(`/profile/${ID}`);
    expect(screen.getByRole('button', { name: /Connected/ })).toBeDisabled();
  });

  it('lets the viewer withdraw a request they sent, or clear one they declined', async () => {
    s.profile = { isPending: false, isSuccess: true, error: null, data: base };
    const me = '00000000-0000-4000-8000-000000000001';
    s.connection = { id: 'sent', status: 'pending', requester_id: me, addressee_id: ID };
    const { unmount } = renderAt(`/profile/${ID}`);
    expect(screen.getByRole('button', { name: /Request Sent/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw request to Ann Lee' }));
    expect(s.undo).toHaveBeenLastCalledWith({ id: 'sent', event: 'withdraw' });
    unmount();

    s.connection = { id: 'declined', status: 'declined', requester_id: ID, addressee_id: me };
    renderAt(`/profile/${ID}`);
    await userEvent.click(screen.getByRole('button', { name: 'Clear declined request from Ann Lee' }));
    expect(s.undo).toHaveBeenLastCalledWith({ id: 'declined', event: 'clear' });
  });

  it('shows the upgrade panel when the viewer may not see it', () => {
    s.profile = {
      isPending: false,
      isSuccess: true,
      error: null,
      data: { ...base, can_view: false, description: null },
    };
    renderAt(`/profile/${ID}`);
    expect(screen.getByRole('link', { name: 'Upgrade to View' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByText('skills list')).not.toBeInTheDocument();
    expect(s.record).not.toHaveBeenCalled();
  });

  it('toasts the server message and goes to /network when loading fails', async () => {
    s.profile = { isPending: false, isSuccess: false, error: { message: 'boom' }, data: undefined };
    renderAt(`/profile/${ID}`);
    expect(await screen.findByText('network page')).toBeInTheDocument();
    expect(s.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Error fetching profile', description: 'boom', variant: 'destructive' }),
    );
  });

  it('goes to /network for an unknown or malformed id', async () => {
    s.profile = { isPending: false, isSuccess: true, error: null, data: null };
    renderAt('/profile/not-a-uuid');
    expect(await screen.findByText('network page')).toBeInTheDocument();
  });

  it('offers Message to a connected member who may be written to, and the block menu', async () => {
    s.profile = { isPending: false, isSuccess: true, error: null, data: base };
    s.connection = {
      id: 'c1',
      status: 'accepted',
      requester_id: '00000000-0000-4000-8000-000000000001',
      addressee_id: ID,
    };
    s.conversation = { can_message: true, blocked_by_me: false, conversation_id: null };
    const { unmount } = renderAt(`/profile/${ID}`);
    expect(await screen.findByRole('link', { name: 'Message Ann Lee' })).toHaveAttribute('href', `/messages/${ID}`);
    expect(screen.getByRole('button', { name: 'menu: not blocked' })).toBeInTheDocument();
    unmount();
    // Blocked: no Message button; the menu offers the unblock.
    s.conversation = { can_message: false, blocked_by_me: true, conversation_id: null };
    renderAt(`/profile/${ID}`);
    expect(await screen.findByRole('button', { name: 'menu: blocked' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Message Ann Lee' })).not.toBeInTheDocument();
  });

  describe('a provider', () => {
    const provider = { ...base, user_type: 'Service Provider', service_type: 'Payroll Services' };
    const notConnected = { allowed: false, reason: 'x', reasonCode: 'not_connected', review_id: null };

    it('shows the rating in the header and on Overview, which leads to the Reviews tab', async () => {
      s.profile = { isPending: false, isSuccess: true, error: null, data: provider };
      renderAt(`/profile/${ID}`);
      expect(screen.getByText(`rating of ${ID} (md)`)).toBeInTheDocument();
      expect(screen.getByText(`rating of ${ID} (lg)`)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Read the reviews' }));
      expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByText('reviews panel')).toBeInTheDocument();
    });

    it('an HR member not connected is told why and can connect to review', async () => {
      s.profile = { isPending: false, isSuccess: true, error: null, data: provider };
      s.refusal = notConnected;
      renderAt(`/profile/${ID}?tab=reviews`);
      expect(screen.getByTestId('review-eligibility')).toHaveTextContent(
        'Reviews come from HR Professionals who work with Ann Lee. Connect with them to write one.',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Connect to review' }));
      await waitFor(() => expect(s.send).toHaveBeenCalledWith(ID, expect.anything()));
    });

    it('with a request from the provider: accept it to review; with one sent: wait for them', async () => {
      s.profile = { isPending: false, isSuccess: true, error: null, data: provider };
      s.refusal = notConnected;
      const me = '00000000-0000-4000-8000-000000000001';
      s.connection = { id: 'in', status: 'pending', requester_id: ID, addressee_id: me };
      const { unmount } = renderAt(`/profile/${ID}?tab=reviews`);
      await userEvent.click(screen.getByRole('button', { name: 'Accept request' }));
      expect(s.answer).toHaveBeenCalledWith({ id: 'in', status: 'accepted' });
      unmount();
      s.connection = { id: 'out', status: 'pending', requester_id: me, addressee_id: ID };
      renderAt(`/profile/${ID}?tab=reviews`);
      expect(screen.getByTestId('review-eligibility')).toHaveTextContent(
        'Your connection request is waiting for Ann Lee',
      );
      expect(screen.queryByRole('button', { name: 'Connect to review' })).not.toBeInTheDocument();
    });

    it('another provider is told only HR Professionals review', () => {
      s.profile = { isPending: false, isSuccess: true, error: null, data: provider };
      s.refusal = {
        allowed: false,
        reason: 'Only HR Professionals can write reviews',
        reasonCode: 'not_hr',
        review_id: null,
      };
      renderAt(`/profile/${ID}?tab=reviews`);
      expect(screen.getByTestId('review-eligibility')).toHaveTextContent('Only HR Professionals write reviews.');
      expect(screen.queryByRole('button', { name: 'Connect to review' })).not.toBeInTheDocument();
    });
  });
});
