import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ toast }));

import { stubClient, withClient } from '@/lib/mutation-harness';
import { useUpdateProfile } from './queries';

const values = { full_name: 'Ann Lee', position: 'HR Lead', company: 'Acme', description: '' };

beforeEach(() => toast.mockReset());

describe('useUpdateProfile (issue 24)', () => {
  it("confirms with 'Profile updated' once the profile is reloaded", async () => {
    const onSaved = vi.fn();
    const { result } = renderHook(() => useUpdateProfile('u1', onSaved), {
      wrapper: withClient(stubClient({ data: null, error: null })),
    });
    await act(() => result.current.mutateAsync(values));
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith({ title: 'Profile updated', description: 'Members now see your new details.' });
  });

  it('says the backend cannot be reached instead of "Failed to fetch"', async () => {
    const { result } = renderHook(() => useUpdateProfile('u1', vi.fn()), {
      wrapper: withClient(
        stubClient({ data: null, error: { message: 'TypeError: Failed to fetch', details: '', hint: '', code: '' } }),
      ),
    });
    await act(() => result.current.mutateAsync(values).catch(() => undefined));
    expect(toast).toHaveBeenCalledWith({
      title: 'Error updating profile',
      description: 'Cannot reach HR Connect. Check your connection and try again.',
      variant: 'destructive',
    });
  });
});
