import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminApi } from '../queries';
import AdminSetupPage from './AdminSetupPage';
import { renderAdmin } from '../test-utils';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('AdminSetupPage', () => {
  it('calls the function once and shows the one-time credentials with copy buttons', async () => {
    const invoke = vi
      .spyOn(adminApi, 'createInitialAdmin')
      .mockResolvedValue({ kind: 'created', email: 'admin-abc@hrconnect.local', password: 'Str0ng!Pass' });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderAdmin(<AdminSetupPage />);

    expect(await screen.findByLabelText('Email')).toHaveValue('admin-abc@hrconnect.local');
    expect(screen.getByLabelText('Password')).toHaveValue('Str0ng!Pass');
    expect(invoke).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Copy password' }));
    expect(writeText).toHaveBeenCalledWith('Str0ng!Pass');
    expect(screen.getByRole('button', { name: 'Copy password' })).toHaveTextContent('Copied');
    expect(screen.getByRole('link', { name: 'Go to Admin Login' })).toHaveAttribute('href', '/admin/login');
  });

  it("toasts 'Admin Already Exists' and goes to /admin/login after 2 seconds", async () => {
    // Only timeouts are faked and they move only when the test says so, never with the machine's clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(adminApi, 'createInitialAdmin').mockResolvedValue({ kind: 'exists' });
    renderAdmin(<AdminSetupPage />, { path: '/admin-setup' });

    // findBy* would wait on the frozen setTimeout: let the mocked call settle instead.
    await act(async () => {});
    expect(screen.getAllByText('Admin Already Exists').length).toBeGreaterThan(0);
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin-setup');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/login');
  });

  it("shows the 'Setup Failed' panel with the message and a link home", async () => {
    vi.spyOn(adminApi, 'createInitialAdmin').mockResolvedValue({ kind: 'failed', message: 'Database unavailable' });
    renderAdmin(<AdminSetupPage />);

    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Setup Failed');
    expect(panel).toHaveTextContent('Database unavailable');
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });

  it('asks for the setup token when the function requires one and retries with it', async () => {
    const invoke = vi
      .spyOn(adminApi, 'createInitialAdmin')
      .mockResolvedValueOnce({ kind: 'token-required', message: 'Invalid or missing setup token' })
      .mockResolvedValueOnce({ kind: 'token-required', message: 'Invalid or missing setup token' })
      .mockResolvedValueOnce({ kind: 'created', email: 'a@hrconnect.local', password: 'pw-123456' });
    const user = userEvent.setup();
    renderAdmin(<AdminSetupPage />);

    const field = await screen.findByLabelText('Setup token');
    // The first, token-less attempt is not the user's mistake: no error is shown yet.
    expect(screen.queryByText('Invalid or missing setup token')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Administrator' }));
    expect(await screen.findByText('Setup token is required')).toBeInTheDocument();
    expect(invoke).toHaveBeenCalledTimes(1);

    await user.type(field, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Create Administrator' }));
    expect(await screen.findByText('Invalid or missing setup token')).toBeInTheDocument();
    expect(invoke).toHaveBeenLastCalledWith(expect.anything(), 'wrong');

    await user.clear(screen.getByLabelText('Setup token'));
    await user.type(screen.getByLabelText('Setup token'), 'right');
    await user.click(screen.getByRole('button', { name: 'Create Administrator' }));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveValue('pw-123456'));
    expect(invoke).toHaveBeenLastCalledWith(expect.anything(), 'right');
  });
});
