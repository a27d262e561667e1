import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Unit test: the backend is stubbed; the e2e suite runs the same search against the real stack.
const rpc = vi.fn();
const backend = vi.hoisted(() => ({ error: null as { message: string } | null }));
const toast = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ toast }));
// A visitor: no 'Applied' marks to look up.
vi.mock('@/lib/auth', () => ({ useAuth: () => ({ user: null }) }));
const client = {
  rpc: (...args: unknown[]) => {
    rpc(...args);
    const result = backend.error ? { data: null, error: backend.error } : { data: [], error: null };
    const chain = { select: () => chain, order: () => Promise.resolve(result) };
    return chain;
  },
};

import JobsPage from './JobsPage';
import { ClientProvider } from '@/lib/client-context';
import { createQueryClient } from '@/lib/query-client';

function renderPage() {
  // The app's query client: failures reach the toast through its one error path.
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <ClientProvider value={client as never}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <JobsPage />
        </MemoryRouter>
      </QueryClientProvider>
    </ClientProvider>,
  );
}

describe('JobsPage search', () => {
  beforeEach(() => rpc.mockClear());
  afterEach(() => vi.useRealTimers());

  it('asks the server once 300 ms after the last keystroke, with the typed text', async () => {
    renderPage();
    expect(await screen.findByText('No Jobs Found')).toBeInTheDocument();
    expect(rpc).toHaveBeenLastCalledWith('search_jobs', {
      search_text: '',
      page_limit: 20,
      page_offset: 0,
      include_closed: false,
    });
    const calls = rpc.mock.calls.length;
    // From here only timeouts are faked, and they move only when the test says so (never with the
    // machine's clock). Faked earlier, Testing Library's findBy* would wait on a frozen setTimeout.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    const box = screen.getByLabelText('Search jobs');
    fireEvent.change(box, { target: { value: 'rec' } });
    await act(async () => vi.advanceTimersByTime(150));
    fireEvent.change(box, { target: { value: 'recruiter%' } });
    await act(async () => vi.advanceTimersByTime(299));
    expect(rpc.mock.calls.length).toBe(calls);

    await act(async () => vi.advanceTimersByTime(1));
    expect(rpc).toHaveBeenCalledTimes(calls + 1);
    expect(rpc).toHaveBeenLastCalledWith('search_jobs', {
      search_text: 'recruiter%',
      page_limit: 20,
      page_offset: 0,
      include_closed: false,
    });
  });

  it('leaves closed jobs out unless "Show closed jobs" is ticked', async () => {
    renderPage();
    expect(await screen.findByText('No Jobs Found')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Show closed jobs'));
    await vi.waitFor(() =>
      expect(rpc).toHaveBeenLastCalledWith('search_jobs', {
        search_text: '',
        page_limit: 20,
        page_offset: 0,
        include_closed: true,
      }),
    );
  });

  it('shows a failure as the catalogue toast and in the list area, with a retry', async () => {
    backend.error = { message: 'upstream timeout' };
    renderPage();
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith({
      title: 'Error fetching jobs',
      description: 'upstream timeout',
      variant: 'destructive',
    });
    backend.error = null;
  });
});
