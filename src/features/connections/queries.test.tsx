import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

// A stand-in for the supabase-js query builder: records each chained call and resolves to the
// response the test sets. (The integration tests run the same fetchers against the stack.)
const s = vi.hoisted(() => ({
  calls: [] as [string, unknown[]][],
  response: { data: null as unknown, error: null as unknown },
  toast: vi.fn(),
}));
const supabase = vi.hoisted(() => {
  const builder: Record<string, unknown> = {};
  for (const method of ['select', 'or', 'delete', 'update', 'insert', 'eq', 'in', 'order', 'range']) {
    builder[method] = (...args: unknown[]) => {
      s.calls.push([method, args]);
      return builder;
    };
  }
  builder.maybeSingle = async () => s.response;
  builder.then = (resolve: (v: unknown) => unknown) => Promise.resolve(s.response).then(resolve);
  return {
    from: (table: string) => {
      s.calls.push(['from', [table]]);
      return builder;
    },
  };
});
vi.mock('@/lib/toast', () => ({ toast: s.toast }));

import { ClientProvider } from '@/lib/client-context';
import { createQueryClient } from '@/lib/query-client';
import { useAnswerRequest, useConnectionWith, useRemoveConnection, useUndoRequest } from './queries';

const ME = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

function wrapper({ children }: { children: ReactNode }) {
  return (
    <ClientProvider value={supabase as never}>
      <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
    </ClientProvider>
  );
}

beforeEach(() => {
  s.calls = [];
  s.response = { data: null, error: null };
  s.toast.mockReset();
});

describe('useConnectionWith', () => {
  it('asks for the pair in either direction, not every row of the other member', async () => {
    s.response = { data: { id: 'c1', status: 'accepted', requester_id: ME, addressee_id: OTHER }, error: null };
    const { result } = renderHook(() => useConnectionWith(ME, OTHER), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(s.calls).toContainEqual([
      'or',
      [`and(requester_id.eq.${ME},addressee_id.eq.${OTHER}),and(requester_id.eq.${OTHER},addressee_id.eq.${ME})`],
    ]);
    expect(result.current.data).toEqual(s.response.data);
  });

  it('never puts a malformed id into the filter', () => {
    renderHook(() => useConnectionWith(ME, 'x),or(id.neq.0'), { wrapper });
    expect(s.calls.filter(([m]) => m === 'or')).toEqual([]);
  });
});

describe('useAnswerRequest', () => {
  it.each([
    ['accepted', 'Request accepted'],
    ['declined', 'Request declined'],
  ] as const)('says which answer was given: %s', async (status, title) => {
    const { result } = renderHook(() => useAnswerRequest(), { wrapper });
    await act(() => result.current.mutateAsync({ id: 'c1', status }));
    expect(s.calls).toContainEqual(['update', [{ status }]]);
    expect(s.toast).toHaveBeenCalledWith({ title, description: 'Your network has been updated.' });
  });
});

describe('useUndoRequest', () => {
  it('withdraws only a request still pending (or declined, which reads as pending to the requester)', async () => {
    s.response = { data: [{ id: 'c1' }], error: null };
    const { result } = renderHook(() => useUndoRequest(), { wrapper });
    await act(() => result.current.mutateAsync({ id: 'c1', event: 'withdraw' }));
    expect(s.calls).toEqual([
      ['from', ['connections']],
      ['delete', []],
      ['eq', ['id', 'c1']],
      ['in', ['status', ['pending', 'declined']]],
      ['select', ['id']],
    ]);
    expect(s.toast).toHaveBeenCalledWith({
      title: 'Request withdrawn',
      description: 'You can send a new request at any time.',
    });
  });

  it('clears only a declined request', async () => {
    s.response = { data: [{ id: 'c2' }], error: null };
    const { result } = renderHook(() => useUndoRequest(), { wrapper });
    await act(() => result.current.mutateAsync({ id: 'c2', event: 'clear' }));
    expect(s.calls).toContainEqual(['in', ['status', ['declined']]]);
    expect(s.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Request cleared' }));
  });

  it('says so when the request changed meanwhile (nothing removed)', async () => {
    s.response = { data: [], error: null };
    const { result } = renderHook(() => useUndoRequest(), { wrapper });
    await act(() => result.current.mutateAsync({ id: 'c3', event: 'withdraw' }));
    expect(s.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Request already answered' }));
  });

  it("toasts the server's message on failure", async () => {
    s.response = { data: null, error: { message: 'permission denied' } };
    const { result } = renderHook(() => useUndoRequest(), { wrapper });
    await act(() => result.current.mutateAsync({ id: 'c4', event: 'clear' }).catch(() => undefined));
    expect(s.toast).toHaveBeenCalledWith({
      title: 'Error clearing request',
      description: 'permission denied',
      variant: 'destructive',
    });
  });
});

describe('useRemoveConnection', () => {
  it("deletes the row and confirms with 'Connection removed' (issue 24)", async () => {
    const { result } = renderHook(() => useRemoveConnection(), { wrapper });
    await act(() => result.current.mutateAsync('c1'));
    expect(s.calls).toContainEqual(['from', ['connections']]);
    expect(s.calls).toContainEqual(['eq', ['id', 'c1']]);
    expect(s.toast).toHaveBeenCalledWith({
      title: 'Connection removed',
      description: 'You are no longer connected with this member.',
    });
  });
});
