import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { AuthProvider, useAuth } from '@/lib/auth';
import { resetToasts, useToast } from '@/lib/toast';

// A stand-in for the supabase-js client: only what AuthProvider uses (unit test; e2e uses the real stack).
function fakeClient(profileResult: { data: unknown; error: { code: string; message: string } | null }) {
  let listener: ((event: AuthChangeEvent, session: Session | null) => void) | null = null;
  const client = {
    auth: {
      onAuthStateChange(cb: (event: AuthChangeEvent, session: Session | null) => void) {
        listener = cb;
        return { data: { subscription: { unsubscribe: () => (listener = null) } } };
      },
      signOut: async () => {
        listener?.('SIGNED_OUT', null);
        return { error: null };
      },
    },
    rpc: () => ({ single: async () => profileResult }),
  };
  const emit = (event: AuthChangeEvent, session: Session | null) => act(() => listener?.(event, session));
  return { client, emit };
}

const session = { user: { id: 'user-1', email: 'a@example.com' } } as unknown as Session;

function Probe() {
  const { loading, session: s, profile, profileLoading } = useAuth();
  const { toasts } = useToast();
  return (
    <>
      <p>{loading ? 'loading' : `${s ? 'session' : 'none'}:${profile ? profile.full_name : 'no-profile'}`}</p>
      <p>{profileLoading ? 'profile-loading' : 'profile-idle'}</p>
      <p>{toasts.map((t) => t.title).join(',') || 'no-toast'}</p>
    </>
  );
}

function renderWith(client: unknown) {
  render(
    <AuthProvider client={Promise.resolve(client as never)}>
      <Probe />
    </AuthProvider>,
  );
}

describe('AuthProvider', () => {
  it('loads the profile when a session appears and clears it on sign-out', async () => {
    const { client, emit } = fakeClient({ data: { full_name: 'Ada Lovelace', role: 'member' }, error: null });
    renderWith(client);
    await waitFor(() => expect(screen.getByText(/none|loading/)).toBeInTheDocument());
    await emit('INITIAL_SESSION', null);
    expect(screen.getByText('none:no-profile')).toBeInTheDocument();
    await emit('SIGNED_IN', session);
    expect(await screen.findByText('session:Ada Lovelace')).toBeInTheDocument();
    await emit('SIGNED_OUT', null);
    expect(screen.getByText('none:no-profile')).toBeInTheDocument();
  });

  it('tolerates a missing profile row (PGRST116)', async () => {
    const { client, emit } = fakeClient({ data: null, error: { code: 'PGRST116', message: 'no rows' } });
    renderWith(client);
    await waitFor(() => expect(screen.getByText(/none|loading/)).toBeInTheDocument());
    await emit('SIGNED_IN', session);
    await waitFor(() => expect(screen.getByText('profile-idle')).toBeInTheDocument());
    expect(screen.getByText('session:no-profile')).toBeInTheDocument();
    expect(screen.getByText('no-toast')).toBeInTheDocument();
  });

  it('reports any other profile error with the catalogue toast', async () => {
    resetToasts();
    const { client, emit } = fakeClient({ data: null, error: { code: '42501', message: 'permission denied' } });
    renderWith(client);
    await waitFor(() => expect(screen.getByText(/none|loading/)).toBeInTheDocument());
    await emit('SIGNED_IN', session);
    expect(await screen.findByText('Error fetching profile')).toBeInTheDocument();
    expect(screen.getByText('session:no-profile')).toBeInTheDocument();
    resetToasts();
  });
});
