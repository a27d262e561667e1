import { createElement, type ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

// Records every query the hooks build: table, then each builder call with its arguments.
const calls = vi.hoisted(() => [] as { table: string; ops: [string, unknown[]][] }[]);
const supabase = vi.hoisted(() => ({
  from: (table: string) => {
    const rec = { table, ops: [] as [string, unknown[]][] };
    calls.push(rec);
    // Each query answers a different count (3 for the first made, 4 for the second…).
    const chain: Record<string, unknown> = {
      then: (resolve: (r: unknown) => unknown) =>
        Promise.resolve({ count: calls.indexOf(rec) + 3, error: null }).then(resolve),
    };
    for (const op of ['select', 'eq', 'or']) {
      chain[op] = (...args: unknown[]) => {
        rec.ops.push([op, args]);
        return chain;
      };
    }
    return chain;
  },
}));

import { ClientProvider } from '@/lib/client-context';
import { useConnectionCounts } from './queries';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return createElement(
    ClientProvider,
    { value: supabase as never },
    createElement(QueryClientProvider, { client }, children),
  );
}

describe('useConnectionCounts', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('counts accepted connections naming the member, so the count is index-backed, not left to RLS', async () => {
    const { result } = renderHook(() => useConnectionCounts('u-1'), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    const network = calls.find((c) =>
      c.ops.some(([op, args]) => op === 'eq' && args[0] === 'status' && args[1] === 'accepted'),
    );
    expect(network?.table).toBe('connections');
    expect(network?.ops).toContainEqual(['select', ['id', { count: 'exact', head: true }]]);
    expect(network?.ops).toContainEqual(['or', ['requester_id.eq.u-1,addressee_id.eq.u-1']]);
    const pending = calls.find((c) => c !== network);
    expect(pending?.ops).toContainEqual(['eq', ['addressee_id', 'u-1']]);
    expect(pending?.ops).toContainEqual(['eq', ['status', 'pending']]);
    expect(result.current.data).toEqual({ network: 3, pending: 4 });
  });

  it('makes no call without a signed-in member', () => {
    renderHook(() => useConnectionCounts(undefined), { wrapper });
    expect(calls).toEqual([]);
  });
});
