// The activity functions' rows are checked where they enter (src/lib/rows.ts): a row the SQL promises
// but does not send reaches the member as the screen's error panel with its retry, not as a crash or a
// line with 'undefined' in it.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { ClientProvider } from '@/lib/client-context';
import { createQueryClient } from '@/lib/query-client';
import { ACTIVITY_TEXT } from '@/config/messages';
import { NetworkActivity } from './ActivityCards';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));

const event = {
  kind: 'job_posted',
  at: '2026-11-20T10:00:00Z',
  actor_id: 'a1000000-0000-4000-8000-000000000001',
  actor_name: 'Olivia Hart',
  actor_avatar: null,
  subject_id: 'b1000000-0000-4000-8000-000000000001',
  subject_title: 'Payroll Lead',
  other_id: null,
  other_name: null,
};

function renderFeed(rows: unknown[]) {
  const rpc = vi.fn(() => Promise.resolve({ data: rows, error: null }));
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <QueryClientProvider client={queryClient}>
      <ClientProvider value={{ rpc } as never}>
        <MemoryRouter>
          <NetworkActivity uid="u1" />
        </MemoryRouter>
      </ClientProvider>
    </QueryClientProvider>,
  );
}

describe('Recent Activity: checked rows', () => {
  it('shows the events the function promises', async () => {
    renderFeed([event]);
    expect(await screen.findByText('Olivia Hart posted a job: Payroll Lead')).toBeInTheDocument();
  });

  it('answers a row without its actor with the error panel and a retry', async () => {
    renderFeed([event, { ...event, actor_id: null }]);
    expect(await screen.findByRole('alert')).toHaveTextContent(ACTIVITY_TEXT.error);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText(/posted a job/)).not.toBeInTheDocument();
  });

  it('answers a kind the app does not know with the error panel', async () => {
    renderFeed([{ ...event, kind: 'something_new' }]);
    expect(await screen.findByRole('alert')).toHaveTextContent(ACTIVITY_TEXT.error);
  });
});
