import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ toast }));

import { stubClient, withClient } from '@/lib/mutation-harness';
import { useDeleteService, useSaveService } from './queries';

const values = { service_name: 'Payroll Audit', category_id: 'cat1', description: '' };

beforeEach(() => toast.mockReset());

describe('service mutations confirm what they did (issue 24)', () => {
  it("says 'Service saved' after an edit and after a new listed service", async () => {
    const { result } = renderHook(() => useSaveService('u1'), {
      wrapper: withClient(stubClient({ data: { showcased: true }, error: null })),
    });
    await act(() => result.current.mutateAsync({ id: 's1', values }));
    await act(() => result.current.mutateAsync({ id: null, values }));
    expect(toast.mock.calls.map(([t]) => t)).toEqual([
      { title: 'Service saved', description: 'Your service details are up to date.' },
      { title: 'Service saved', description: 'Your service details are up to date.' },
    ]);
  });

  it("says 'Saved as a draft' instead when the plan has no room to list a new one", async () => {
    const { result } = renderHook(() => useSaveService('u1'), {
      wrapper: withClient(stubClient({ data: { showcased: false }, error: null })),
    });
    await act(() => result.current.mutateAsync({ id: null, values }));
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Saved as a draft' }));
  });

  it("says 'Service deleted', and nothing of the kind when the delete failed", async () => {
    const ok = renderHook(() => useDeleteService(), { wrapper: withClient(stubClient({ data: null, error: null })) });
    await act(() => ok.result.current.mutateAsync('s1'));
    expect(toast).toHaveBeenCalledWith({
      title: 'Service deleted',
      description: 'It no longer shows on your profile or the Services page.',
    });

    toast.mockReset();
    const failed = renderHook(() => useDeleteService(), {
      wrapper: withClient(stubClient({ data: null, error: { message: 'permission denied' } })),
    });
    await act(() => failed.result.current.mutateAsync('s1').catch(() => undefined));
    expect(toast).toHaveBeenCalledWith({
      title: 'Error deleting service',
      description: 'permission denied',
      variant: 'destructive',
    });
  });
});
