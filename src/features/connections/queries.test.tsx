import { describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

const s = vi.hoisted(() => ({ or: vi.fn(), row: null as unknown }));
const supabase = vi.hoisted(() => ({
  from: () => ({
    select: () => ({
      or: (filter: string) => {
        s.or(filter);
        return { maybeSingle: async () => ({ data: s.row, error: null }) };
      },
    }),
  }),
}));

import { ClientProvider } from '@/lib/client-context';
import { useConnectionWith } from './queries';

const ME = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

function wrapper({ children }: { children: ReactNode }) {
  return (
    <ClientProvider value={supabase as never}>
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    </ClientProvider>
  );
}

describe('useConnectionWith', () => {
  it('asks for the pair in either direction, not every row of the other member', async () => {
    s.row = { id: 'c1', status: 'accepted', requester_id: ME, addressee_id: OTHER };
    const { result } = renderHook(() => useConnectionWith(ME, OTHER), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(s.or).toHaveBeenCalledWith(
      `and(requester_id.eq.${ME},addressee_id.eq.${OTHER}),and(requester_id.eq.${OTHER},addressee_id.eq.${ME})`,
    );
    expect(result.current.data).toEqual(s.row);
  });

  it('never puts a malformed id into the filter', () => {
    s.or.mockClear();
    renderHook(() => useConnectionWith(ME, 'x),or(id.neq.0'), { wrapper });
    expect(s.or).not.toHaveBeenCalled();
  });
});
