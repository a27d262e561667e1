import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ClientProvider } from '@/lib/client-context';

const s = vi.hoisted(() => ({ rpc: vi.fn(), from: vi.fn(), insert: vi.fn(), toast: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: s.toast }));

import { RecommendedProviders } from './RecommendedProviders';
import { RecommendedHrMembers } from './RecommendedHrMembers';
import { PeopleYouMayKnow } from './PeopleYouMayKnow';
import { JobsForYou } from './JobsForYou';

// The member's needs, as member_needs answers .select().eq().maybeSingle().
function needsTable(needs: { category_ids: string[]; looking_for: string | null } | null) {
  s.from.mockImplementation((table: string) => {
    if (table === 'member_needs') {
      return { select: () => ({ eq: () => ({ maybeSingle: () => Promise.resolve({ data: needs, error: null }) }) }) };
    }
    if (table === 'suggestion_dismissals') return { insert: s.insert };
    throw new Error(`unexpected table ${table}`);
  });
}

function renderWithClient(ui: React.ReactNode) {
  const client = { rpc: s.rpc, from: s.from } as never;
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ClientProvider value={client}>
        <MemoryRouter>{ui}</MemoryRouter>
      </ClientProvider>
    </QueryClientProvider>,
  );
}

const provider = {
  id: 'p1',
  full_name: 'Pay Partners',
  avatar_url: null,
  company: 'Pay Partners Ltd',
  position: null,
  service_type: 'Payroll',
  subscription_plan: 'Premium',
  matched_categories: ['Payroll Services'],
  matched_terms: ['interim', 'payroll cover'],
  mutual_connections: 3,
  rating_average: 4.8,
  rating_count: 12,
  score: 0.9,
  connection_id: null,
  connection_status: null,
  is_requester: null,
};

beforeEach(() => vi.clearAllMocks());

describe('Recommended for you (HR)', () => {
  it('shows each provider with why it is recommended, linking to the profile', async () => {
    needsTable({ category_ids: ['c1'], looking_for: 'payroll' });
    s.rpc.mockResolvedValue({ data: [provider], error: null });
    renderWithClient(<RecommendedProviders uid="u1" />);
    const list = await screen.findByRole('list', { name: 'Recommended for you' });
    const item = within(list).getByTestId('suggestion');
    expect(within(item).getByRole('link', { name: 'Pay Partners' })).toHaveAttribute('href', '/profile/p1');
    expect(within(item).getByText('Payroll at Pay Partners Ltd')).toBeInTheDocument();
    expect(
      within(item).getByText('Payroll Services · interim, payroll cover · 3 mutual connections · 4.8★ (12)'),
    ).toBeInTheDocument();
    expect(s.rpc).toHaveBeenCalledWith('recommend_providers', { page_limit: 6 });
  });

  it('one card per provider; each says what matched, words alone for a need given only as text', async () => {
    needsTable({ category_ids: [], looking_for: 'interim payroll cover' });
    const textOnly = { ...provider, id: 'p2', full_name: 'Cover Co', matched_categories: [], mutual_connections: 0 };
    s.rpc.mockResolvedValue({ data: [provider, textOnly], error: null });
    renderWithClient(
      <RecommendedProviders uid="u1" actions={(p) => <button type="button">Act on {p.full_name}</button>} />,
    );
    const list = await screen.findByRole('list', { name: 'Recommended for you' });
    const items = within(list).getAllByTestId('suggestion');
    expect(items).toHaveLength(2);
    const reasons = within(list)
      .getAllByTestId('suggestion-why')
      .map((e) => e.textContent);
    expect(reasons).toEqual([
      'Payroll Services · interim, payroll cover · 3 mutual connections · 4.8★ (12)',
      'interim, payroll cover · 4.8★ (12)',
    ]);
    expect(screen.queryByText(/matches what you are looking for/i)).not.toBeInTheDocument();
    // The app's actions go on each card.
    expect(within(items[1]!).getByRole('button', { name: 'Act on Cover Co' })).toBeInTheDocument();
  });

  it('without needs, says how to get recommendations instead of showing nothing', async () => {
    needsTable(null);
    renderWithClient(<RecommendedProviders uid="u1" />);
    expect(
      await screen.findByText('Tell us what you are looking for and we will recommend providers who offer it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add what you need' })).toHaveAttribute('href', '/profile');
    expect(s.rpc).not.toHaveBeenCalled();
  });
});

describe('Recommended for you (providers)', () => {
  it('a plan without contacts is told to upgrade; with contacts the matching HR members show', async () => {
    renderWithClient(<RecommendedHrMembers uid="p1" hasServices canContact={false} />);
    expect(await screen.findByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(s.rpc).not.toHaveBeenCalled();
  });

  it('lists HR members with what they look for', async () => {
    s.rpc.mockResolvedValue({
      data: [
        {
          id: 'h1',
          full_name: 'Hana Hr',
          avatar_url: null,
          company: 'Acme',
          position: 'HR Director',
          looking_for: 'Payroll',
          matched_categories: ['Payroll Services'],
          matched_terms: ['payroll'],
          mutual_connections: 1,
          score: 0.5,
        },
      ],
      error: null,
    });
    renderWithClient(<RecommendedHrMembers uid="p1" hasServices canContact />);
    expect(await screen.findByText('Looking for Payroll Services · payroll · 1 mutual connection')).toBeInTheDocument();
  });
});

describe('People you may know', () => {
  it('dismissing a member removes them, by keyboard, and confirms', async () => {
    needsTable(null);
    s.insert.mockResolvedValue({ error: null });
    s.rpc
      .mockResolvedValueOnce({
        data: [
          { id: 'a', full_name: 'Ada Able', avatar_url: null, company: null, position: null, mutual_connections: 2 },
          { id: 'b', full_name: 'Bo Bell', avatar_url: null, company: null, position: null, mutual_connections: 1 },
        ],
        error: null,
      })
      .mockResolvedValue({
        data: [
          { id: 'b', full_name: 'Bo Bell', avatar_url: null, company: null, position: null, mutual_connections: 1 },
        ],
        error: null,
      });
    const user = userEvent.setup();
    renderWithClient(<PeopleYouMayKnow uid="u1" />);
    expect(await screen.findByText('2 mutual connections')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Dismiss Ada Able' }).focus();
    await user.keyboard('{Enter}');
    expect(s.insert).toHaveBeenCalledWith({ profile_id: 'u1', dismissed_id: 'a' });
    expect(s.toast).toHaveBeenCalledWith({
      title: 'Suggestion dismissed',
      description: 'We will not suggest this member again.',
    });
    expect(screen.queryByText('Ada Able')).not.toBeInTheDocument();
    expect(screen.getByText('Bo Bell')).toBeInTheDocument();
  });

  it('with no connections yet, points to the Network', async () => {
    s.rpc.mockResolvedValue({ data: [], error: null });
    renderWithClient(<PeopleYouMayKnow uid="u1" />);
    expect(await screen.findByRole('link', { name: 'Find people' })).toHaveAttribute('href', '/network');
  });
});

describe('Jobs for you', () => {
  it('shows matching jobs with the skills they match', async () => {
    s.rpc.mockResolvedValue({
      data: [
        {
          id: 'j1',
          title: 'Payroll Lead',
          company_name: 'Acme',
          location: 'Remote',
          experience_required: '5+ years',
          compensation_range: null,
          created_at: '2026-11-01T00:00:00Z',
          matched_skills: ['Payroll'],
          matched_terms: ['payroll'],
          relevance: 0.5,
        },
      ],
      error: null,
    });
    renderWithClient(<JobsForYou uid="u1" hasSkillsOrPosition />);
    expect(await screen.findByRole('link', { name: 'Payroll Lead' })).toHaveAttribute('href', '/jobs/j1');
    expect(screen.getByText('Matches your skills: Payroll')).toBeInTheDocument();
    expect(screen.getByText('5+ years')).toBeInTheDocument();
  });
});
