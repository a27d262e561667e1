import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';

const s = vi.hoisted(() => ({ go: vi.fn(), toast: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: s.toast }));
vi.mock('@/lib/navigation', async (original) => ({ ...(await original<object>()), go: s.go }));

import { goWith, HandedOverToast, handedState, receiveHandoff } from './page-handoff';

const WELCOME = { title: 'Welcome', description: 'Sign in to continue.' };

/** The page load goWith asked for (jsdom stays on its page): the address changes, the state does not. */
function loadPage(path: string) {
  window.history.replaceState(null, '', path);
}

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  loadPage('/register');
});

describe('goWith / receiveHandoff', () => {
  it('inside the app: toasts and navigates in place with the state, nothing stored', () => {
    const navigate = vi.fn();
    goWith(navigate, '/login', { state: { email: 'a@example.com' }, toast: WELCOME });
    expect(s.toast).toHaveBeenCalledWith(WELCOME);
    expect(navigate).toHaveBeenCalledWith('/login', { state: { email: 'a@example.com' }, replace: undefined });
    expect(s.go).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
  });

  it('without the router: the next page gets the state where the router reads it, and the toast once live', () => {
    goWith(null, '/login', { state: { email: 'a@example.com' }, toast: WELCOME });
    expect(s.go).toHaveBeenCalledWith(null, '/login');
    expect(s.toast).not.toHaveBeenCalled();

    loadPage('/login');
    receiveHandoff();
    expect(handedState()).toEqual({ email: 'a@example.com' });
    expect((window.history.state as { usr?: unknown }).usr).toEqual({ email: 'a@example.com' });
    render(<HandedOverToast />);
    expect(s.toast).toHaveBeenCalledTimes(1);
    expect(s.toast).toHaveBeenCalledWith(WELCOME);

    // Once: a reload of the page gets nothing more.
    loadPage('/login');
    receiveHandoff();
    render(<HandedOverToast />);
    expect(handedState()).toBeNull();
    expect(s.toast).toHaveBeenCalledTimes(1);
  });

  it('a page at another address than the one handed to gets nothing, and the handoff is gone', () => {
    goWith(null, '/login', { state: { email: 'a@example.com' }, toast: WELCOME });
    loadPage('/pricing');
    receiveHandoff();
    render(<HandedOverToast />);
    expect(handedState()).toBeNull();
    expect(s.toast).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
  });
});
