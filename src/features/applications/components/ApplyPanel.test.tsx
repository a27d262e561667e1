import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

// Unit test of the panel's states: the data layer is stubbed; the e2e journey applies for real.
const s = vi.hoisted(() => ({
  auth: { user: null as { id: string; email: string } | null, profile: null as object | null, loading: false },
  mine: { isPending: false, data: null as object | null },
  apply: vi.fn(),
  withdraw: vi.fn(),
}));
vi.mock('@/lib/auth', () => ({ useAuth: () => s.auth }));
vi.mock('../queries', () => ({
  useMyApplicationForJob: () => s.mine,
  useApplyToJob: () => ({ mutateAsync: s.apply }),
  useWithdrawApplication: () => ({ mutate: s.withdraw, isPending: false }),
}));

import { ApplyPanel } from './ApplyPanel';
import { CV_FILE_TEXT } from '@/config/messages';

const job = { id: 'j1', title: 'Recruiter', posted_by: 'poster', closed_at: null as string | null };

function LoginProbe() {
  const state = useLocation().state as { from?: string } | null;
  return <p>login page from {state?.from}</p>;
}

function renderAt(path = '/jobs/j1', j = job) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/jobs/:jobId" element={<ApplyPanel job={j} />} />
        <Route path="/login" element={<LoginProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

const member = { id: 'me', email: 'me@example.com' };
const memberProfile = { id: 'me', email: 'me@example.com', is_member: true };

describe('ApplyPanel', () => {
  beforeEach(() => {
    s.auth = { user: null, profile: null, loading: false };
    s.mine = { isPending: false, data: null };
    s.apply.mockReset();
    s.withdraw.mockReset();
  });

  it('sends a visitor to sign in, to come back to this job with the form open', async () => {
    renderAt();
    await userEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(screen.getByText('login page from /jobs/j1?apply=1')).toBeInTheDocument();
  });

  it('opens the form on return, prefilled with the account e-mail, and checks it before sending', async () => {
    s.auth = { user: member, profile: memberProfile, loading: false };
    renderAt('/jobs/j1?apply=1');
    const dialog = await screen.findByRole('dialog', { name: 'Apply for this job' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByLabelText('Contact email')).toHaveValue('me@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Please attach your CV')).toBeInTheDocument();
    expect(s.apply).not.toHaveBeenCalled();

    const cv = new File(['%PDF-1.4\n'], 'cv.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('CV'), cv);
    await userEvent.type(screen.getByLabelText('Cover note (optional)'), 'Hello');
    s.apply.mockResolvedValueOnce(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(s.apply).toHaveBeenCalledTimes(1));
    expect(s.apply.mock.calls[0]![0]).toMatchObject({ contact_email: 'me@example.com', cover_note: 'Hello', cv });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses a file that is not a CV in the form', async () => {
    s.auth = { user: member, profile: memberProfile, loading: false };
    renderAt();
    await userEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    await userEvent.upload(screen.getByLabelText('CV'), new File(['x'], 'cv.png', { type: 'image/png' }), {
      applyAccept: false,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Your CV must be a PDF, DOC or DOCX file')).toBeInTheDocument();
    expect(s.apply).not.toHaveBeenCalled();
  });

  it('refuses a file whose content is not the document its name says, before sending it', async () => {
    s.auth = { user: member, profile: memberProfile, loading: false };
    renderAt();
    await userEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    const disguised = new File(['<html><script>alert(1)</script></html>'], 'cv.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('CV'), disguised);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText(CV_FILE_TEXT.notADocument)).toBeInTheDocument();
    expect(s.apply).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the server refuses', async () => {
    s.auth = { user: member, profile: memberProfile, loading: false };
    s.apply.mockRejectedValueOnce(new Error('This job is closed'));
    renderAt();
    await userEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    await userEvent.upload(
      screen.getByLabelText('CV'),
      new File(['%PDF-1.4\n'], 'cv.pdf', { type: 'application/pdf' }),
    );
    await userEvent.type(screen.getByLabelText('Cover note (optional)'), 'Keep me');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(s.apply).toHaveBeenCalled());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText('Cover note (optional)')).toHaveValue('Keep me');
  });

  it('shows the poster the way to the applicants instead', () => {
    s.auth = { user: { id: 'poster', email: 'p@example.com' }, profile: { is_member: true }, loading: false };
    renderAt();
    expect(screen.getByRole('link', { name: 'View Applicants' })).toHaveAttribute('href', '/jobs/j1/applicants');
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
  });

  it('shows Applied with the status, and withdraws after confirmation while undecided', async () => {
    s.auth = { user: member, profile: memberProfile, loading: false };
    s.mine = {
      isPending: false,
      data: {
        id: 'a1',
        status: 'shortlisted',
        created_at: '2025-03-01T10:00:00Z',
        status_changed_at: '2025-03-02T10:00:00Z',
        cv_name: 'cv.pdf',
      },
    };
    renderAt();
    expect(screen.getByTestId('applied-badge')).toHaveTextContent('Applied');
    expect(screen.getByTestId('application-status')).toHaveTextContent('Shortlisted');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw Application' }));
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(s.withdraw).toHaveBeenCalledWith('a1');
  });

  it('offers no withdrawal once decided', () => {
    s.auth = { user: member, profile: memberProfile, loading: false };
    s.mine = {
      isPending: false,
      data: {
        id: 'a1',
        status: 'rejected',
        created_at: '2025-03-01',
        status_changed_at: '2025-03-02',
        cv_name: 'cv.pdf',
      },
    };
    renderAt();
    expect(screen.getByTestId('application-status')).toHaveTextContent('Rejected');
    expect(screen.queryByRole('button', { name: 'Withdraw Application' })).not.toBeInTheDocument();
  });

  it('tells that a closed job takes no applications, and administrators that they do not apply', () => {
    s.auth = { user: member, profile: memberProfile, loading: false };
    const { unmount } = renderAt('/jobs/j1', { ...job, closed_at: '2025-03-01' });
    expect(screen.getByText('This job is closed and no longer takes applications.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
    unmount();
    s.auth = { user: member, profile: { is_member: false }, loading: false };
    renderAt();
    expect(screen.getByText('Administrators do not apply to jobs.')).toBeInTheDocument();
  });
});
