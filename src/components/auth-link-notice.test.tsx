import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthContext, type AuthContextValue } from '@/lib/auth';
import { authLanding, resetAuthLanding, takeAuthLanding, type AuthLandingError } from '@/lib/auth-landing';

const s = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: s.toast }));

import { AuthLinkNotice, authLinkOutcome } from './auth-link-notice';

const expired = (path: string): AuthLandingError & { path: string } => ({
  kind: 'error',
  error: 'access_denied',
  code: 'otp_expired',
  description: 'Email link is invalid or has expired',
  path,
});

afterEach(() => {
  resetAuthLanding();
  window.history.replaceState(null, '', '/');
  vi.clearAllMocks();
});

describe('authLinkOutcome', () => {
  it("says Auth's words and what to do next, by what the link was for", () => {
    expect(authLinkOutcome(expired('/profile?tab=settings'), true)).toEqual({
      tone: 'error',
      title: 'This link has expired or was already used',
      description:
        'Email link is invalid or has expired. Ask for the change again in Settings: we will e-mail new links.',
      action: { label: 'Open Settings', to: '/profile?tab=settings' },
    });
    expect(authLinkOutcome(expired('/profile?tab=settings'), false)?.action).toEqual({
      label: 'Go to Sign In',
      to: '/login',
    });
    expect(authLinkOutcome(expired('/dashboard'), false)?.description).toMatch(/sign up again with it/);
    expect(authLinkOutcome({ ...expired('/'), code: 'user_banned' }, false)?.title).toBe('This account is suspended');
  });

  it('leaves a reset link’s error to the reset page, and a session to the toast', () => {
    expect(authLinkOutcome(expired('/reset-password'), false)).toBeNull();
    expect(
      authLinkOutcome({ kind: 'session', type: 'signup', accessToken: '', refreshToken: '', path: '/dashboard' }, true),
    ).toBeNull();
  });

  it('explains the first half of a secure e-mail change', () => {
    const outcome = authLinkOutcome({ kind: 'message', text: 'Confirmation link accepted…', path: '/profile' }, true);
    expect(outcome).toMatchObject({ tone: 'info', title: 'One more link to follow' });
    expect(outcome?.action?.to).toBe('/profile?tab=settings');
  });
});

function renderNotice(auth: Partial<AuthContextValue>) {
  return render(
    <AuthContext.Provider value={{ loading: false, user: null, ...auth } as AuthContextValue}>
      <AuthLinkNotice />
    </AuthContext.Provider>,
  );
}

describe('AuthLinkNotice', () => {
  it('shows an expired link with the way forward until dismissed', async () => {
    window.history.replaceState(
      null,
      '',
      '/profile?tab=settings#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    );
    takeAuthLanding();
    renderNotice({ user: { id: 'u', email: 'a@example.com' } as AuthContextValue['user'] });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This link has expired or was already used');
    expect(alert).toHaveTextContent('Email link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Open Settings' })).toHaveAttribute('href', '/profile?tab=settings');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(authLanding()).toBeNull();
  });

  it('toasts the new address when the second link of a change signed the member in', () => {
    window.history.replaceState(null, '', '/profile?tab=settings#access_token=t&refresh_token=r&type=email_change');
    takeAuthLanding();
    renderNotice({ user: { id: 'u', email: 'new@example.com' } as AuthContextValue['user'] });
    expect(s.toast).toHaveBeenCalledWith({
      title: 'E-mail address changed',
      description: 'You now sign in with new@example.com.',
    });
    expect(screen.queryByTestId('auth-link-notice')).toBeNull();
  });
});
