import { afterEach, describe, expect, it } from 'vitest';
import {
  authLanding,
  clearAuthLanding,
  fragmentWithoutAuth,
  parseAuthFragment,
  resetAuthLanding,
  sessionAdopted,
  takeAuthLanding,
} from './auth-landing';

afterEach(() => {
  resetAuthLanding();
  window.history.replaceState(null, '', '/');
});

describe('parseAuthFragment', () => {
  it("reads GoTrue's error redirect", () => {
    expect(
      parseAuthFragment(
        '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
        '/profile?tab=settings',
      ),
    ).toEqual({
      kind: 'error',
      error: 'access_denied',
      code: 'otp_expired',
      description: 'Email link is invalid or has expired',
      path: '/profile?tab=settings',
    });
  });

  it('reads a session and its type', () => {
    expect(
      parseAuthFragment(
        '#access_token=a.b.c&expires_at=1&expires_in=3600&refresh_token=r1&token_type=bearer&type=email_change',
      ),
    ).toEqual({ kind: 'session', type: 'email_change', accessToken: 'a.b.c', refreshToken: 'r1', path: '/' });
  });

  it("reads the first half of a secure e-mail change (GoTrue's message, marked with sb)", () => {
    const text = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';
    expect(parseAuthFragment(`#message=${encodeURIComponent(text)}&sb=`)).toEqual({ kind: 'message', text, path: '/' });
    // An app's own #message without GoTrue's mark is not Auth's.
    expect(parseAuthFragment('#message=hello')).toBeNull();
  });

  it('leaves other fragments alone', () => {
    expect(parseAuthFragment('')).toBeNull();
    expect(parseAuthFragment('#jobs')).toBeNull();
    expect(parseAuthFragment('#access_token=only')).toBeNull();
  });

  it('keeps what was in the fragment besides Auth’s keys', () => {
    expect(fragmentWithoutAuth('#access_token=a&refresh_token=b&type=signup')).toBe('');
    expect(fragmentWithoutAuth('#jobs=1&error=x&error_code=y&error_description=z&sb=')).toBe('#jobs=1');
  });
});

describe('takeAuthLanding', () => {
  it('takes the tokens and removes them from the address without a new history entry', () => {
    window.history.replaceState(
      null,
      '',
      '/profile?tab=settings#access_token=t&refresh_token=r&expires_in=3600&token_type=bearer&type=email_change',
    );
    const entries = window.history.length;
    const landing = takeAuthLanding();
    expect(landing).toMatchObject({ kind: 'session', type: 'email_change', path: '/profile?tab=settings' });
    expect(window.location.href).toBe('http://localhost:3000/profile?tab=settings');
    expect(window.history.length).toBe(entries);
    // Taken once: the address no longer has it, the landing stays what was taken.
    expect(takeAuthLanding()).toBe(landing);
  });

  it('forgets the tokens once the client has them, and everything once shown', () => {
    window.history.replaceState(null, '', '/dashboard#access_token=t&refresh_token=r&type=signup');
    takeAuthLanding();
    sessionAdopted();
    expect(authLanding()).toMatchObject({ kind: 'session', type: 'signup', accessToken: '', refreshToken: '' });
    clearAuthLanding();
    expect(authLanding()).toBeNull();
  });

  it('takes nothing from an ordinary address', () => {
    window.history.replaceState(null, '', '/dashboard#jobs');
    expect(takeAuthLanding()).toBeNull();
    expect(window.location.hash).toBe('#jobs');
  });
});
