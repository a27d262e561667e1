import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { ClientProvider } from '@/lib/client-context';
import { createQueryClient } from '@/lib/query-client';
import { dataExportInvalidations, type DataExport } from '../queries';

const s = vi.hoisted(() => ({ invoke: vi.fn(), toast: vi.fn(), latest: null as unknown }));
vi.mock('@/lib/toast', () => ({ toast: s.toast }));

import { YourDataCard } from './YourDataCard';

const STEPS: DataExport['steps'] = ['profile', 'connections', 'messages', 'saving'];
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

function exportRow(over: Partial<DataExport> = {}): DataExport {
  return {
    id: 'e1',
    status: 'running',
    steps: STEPS,
    steps_done: 0,
    created_at: minutesAgo(0),
    finished_at: null,
    archive_bytes: null,
    download_url: null,
    url_expires_at: null,
    ...over,
  };
}

function renderCard() {
  // from('data_exports').select(...).eq(...).order(...).limit(1).maybeSingle(): the latest row.
  const chain = {
    select: () => chain,
    eq: () => chain,
    order: () => chain,
    limit: () => chain,
    maybeSingle: () => Promise.resolve({ data: s.latest, error: null }),
  };
  const client = { from: () => chain, functions: { invoke: s.invoke } };
  const queryClient = createQueryClient(dataExportInvalidations);
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <QueryClientProvider client={queryClient}>
      <ClientProvider value={client as never}>
        <YourDataCard uid="u1" />
      </ClientProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  s.latest = null;
});

describe('YourDataCard', () => {
  it('asks for an archive, then follows its steps', async () => {
    const user = userEvent.setup();
    renderCard();
    const button = await screen.findByRole('button', { name: 'Download my data' });
    s.invoke.mockImplementation(async () => {
      s.latest = exportRow({ steps_done: 1 });
      return { data: { export: s.latest }, error: null };
    });
    await user.click(button);
    expect(s.invoke).toHaveBeenCalledWith('export-my-data', { method: 'POST', body: {} });
    expect(s.toast).toHaveBeenCalledWith({
      title: 'Preparing your archive',
      description: 'We will e-mail you when it is ready.',
    });
    const status = (await screen.findByText('Preparing your archive…')).closest('[role="status"]') as HTMLElement;
    expect(within(status).getByText('Preparing your archive…')).toBeInTheDocument();
    const steps = within(status).getAllByRole('listitem');
    expect(steps.map((li) => li.textContent)).toEqual([
      'Your profile, skills and services (done)',
      'Your connections (in progress)',
      'Your messages (to do)',
      'Saving the archive (to do)',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('button', { name: 'Download my data' })).not.toBeInTheDocument();
  });

  it('gives the link when ready, and says when the next archive may be asked for', async () => {
    s.latest = exportRow({
      status: 'ready',
      steps_done: STEPS.length,
      created_at: minutesAgo(5),
      finished_at: minutesAgo(4),
      download_url: 'http://127.0.0.1:1/storage/v1/object/sign/exports/u1/e1.zip?token=t',
      url_expires_at: new Date(Date.now() + 24 * 3600_000).toISOString(),
      archive_bytes: 3 * 1024 * 1024,
    });
    renderCard();
    const link = await screen.findByRole('link', { name: 'Download archive (3 MB)' });
    expect(link).toHaveAttribute('href', s.latest && (s.latest as DataExport).download_url);
    expect(screen.getByText('Your archive is ready')).toBeInTheDocument();
    expect(screen.getByText(/^The link works until .+\. We also sent you an e-mail\.$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeDisabled();
    expect(screen.getByText(/^You can ask for a new archive at .+\.$/)).toBeInTheDocument();
  });

  it('says when the archive failed, and offers the button again at once', async () => {
    s.latest = exportRow({ status: 'failed', created_at: minutesAgo(3) });
    renderCard();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not prepare your archive. Please try again.');
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('a refusal within the hour says when to come back, in the member’s time', async () => {
    const user = userEvent.setup();
    renderCard();
    const retryAt = new Date(Date.now() + 30 * 60_000);
    s.invoke.mockResolvedValue({
      data: null,
      error: new FunctionsHttpError(
        new Response(
          JSON.stringify({ error: 'You can download your data once an hour', retry_at: retryAt.toISOString() }),
          {
            status: 429,
          },
        ),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    await vi.waitFor(() => expect(s.toast).toHaveBeenCalled());
    const shown = s.toast.mock.calls[0]![0] as { title: string; description: string; variant: string };
    expect(shown.title).toBe('Error preparing your data');
    expect(shown.description).toMatch(/^You can download your data once an hour\. Try again at .+\.$/);
    expect(shown.variant).toBe('destructive');
  });
});
