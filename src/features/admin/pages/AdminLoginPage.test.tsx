import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminApi } from '../queries';
import AdminLoginPage from './AdminLoginPage';
import { authValue, renderAdmin } from '../test-utils';

function stubSignIn() {
  return vi.spyOn(adminApi, 'adminSignIn').mockResolvedValue({} as Awaited<ReturnType<typeof adminApi.adminSignIn>>);
}

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => {
  vi.spyOn(adminApi, 'fetchAdminExists').mockResolvedValue(true);
});
afterEach(() => vi.restoreAllMocks());

describe('AdminLoginPage', () => {
  it('requires e-mail and password before calling the server', async () => {
    const signIn = stubSignIn();
    renderAdmin(<AdminLoginPage />);
    await submit('', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it("denies a member: 'Access Denied' and the session is signed out", async () => {
    stubSignIn();
    vi.spyOn(adminApi, 'fetchIsAdmin').mockResolvedValue(false);
    const signOut = vi.spyOn(adminApi, 'adminSignOut').mockResolvedValue();
    renderAdmin(<AdminLoginPage />, { path: '/admin/login' });
    await submit('olivia@example.com', 'Password123!');

    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText('You do not have administrative privileges.')).toBeInTheDocument();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/login');
  });

  it("reports 'Could not verify user.' and signs out when the role check fails", async () => {
    stubSignIn();
    vi.spyOn(adminApi, 'fetchIsAdmin').mockRejectedValue(new Error('network down'));
    const signOut = vi.spyOn(adminApi, 'adminSignOut').mockResolvedValue();
    renderAdmin(<AdminLoginPage />, { path: '/admin/login' });
    await submit('a@example.com', 'pw');
    expect(await screen.findByText('Could not verify user.')).toBeInTheDocument();
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it("shows 'Sign in Failed' with the server message on wrong credentials", async () => {
    vi.spyOn(adminApi, 'adminSignIn').mockRejectedValue(new Error('Invalid login credentials'));
    const isAdmin = vi.spyOn(adminApi, 'fetchIsAdmin');
    renderAdmin(<AdminLoginPage />);
    await submit('a@example.com', 'wrong');
    expect(await screen.findByText('Sign in Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid login credentials')).toBeInTheDocument();
    expect(isAdmin).not.toHaveBeenCalled();
  });

  it('lets an administrator in and goes to the dashboard', async () => {
    const signIn = stubSignIn();
    vi.spyOn(adminApi, 'fetchIsAdmin').mockResolvedValue(true);
    const signOut = vi.spyOn(adminApi, 'adminSignOut');
    const auth = authValue();
    renderAdmin(<AdminLoginPage />, { path: '/admin/login', auth });
    await submit(' admin@hrconnect.local ', 'S3cret!');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'));
    expect(signIn).toHaveBeenCalledWith(expect.anything(), 'admin@hrconnect.local', 'S3cret!');
    expect(auth.refreshProfile).toHaveBeenCalled();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('bootstraps the first administrator through the function when none exists', async () => {
    vi.spyOn(adminApi, 'fetchAdminExists').mockResolvedValue(false);
    const invoke = vi
      .spyOn(adminApi, 'createInitialAdmin')
      .mockResolvedValue({ kind: 'created', email: 'admin-x@hrconnect.local', password: 'Temp#Pass9' });
    renderAdmin(<AdminLoginPage />);

    expect(await screen.findByRole('region', { name: 'Administrator Created' })).toBeInTheDocument();
    expect(screen.getByDisplayValue('admin-x@hrconnect.local')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Temp#Pass9')).toBeInTheDocument();
    expect(invoke).toHaveBeenCalledTimes(1);
    expect(invoke).toHaveBeenCalledWith(expect.anything(), undefined);
  });

  it('does not call the function when an administrator exists', async () => {
    const invoke = vi.spyOn(adminApi, 'createInitialAdmin');
    renderAdmin(<AdminLoginPage />);
    await screen.findByRole('button', { name: 'Sign In' });
    await waitFor(() => expect(adminApi.fetchAdminExists).toHaveBeenCalled());
    expect(invoke).not.toHaveBeenCalled();
  });
});
