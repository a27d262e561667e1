import { describe, expect, it, vi, beforeEach } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

const s = vi.hoisted(() => ({ jobs: [] as unknown[], post: vi.fn(), toast: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: s.toast }));
vi.mock('./queries', () => ({
  useOpportunities: () => ({ isPending: false, error: null, data: { pages: [s.jobs] }, hasNextPage: false }),
  usePostJob: () => ({ mutateAsync: s.post }),
}));

import { ManageJobs } from './ManageJobs';
import type { UserType } from '@/lib/enums';

const job = {
  id: 'j1',
  title: 'HR Lead',
  company_name: 'Acme',
  location: 'Remote',
  description: 'Lead HR',
  other_criteria: null,
  posted_by: 'me',
  created_at: '2025-01-01',
  poster: null,
};
const renderIt = (userType: UserType) =>
  render(
    <MemoryRouter>
      <ManageJobs uid="me" userType={userType} company="Acme" />
    </MemoryRouter>,
  );

describe('ManageJobs', () => {
  beforeEach(() => {
    s.post.mockReset();
    s.toast.mockReset();
  });

  it('has per-type empty states', () => {
    s.jobs = [];
    renderIt('HR Professional');
    expect(screen.getByText('No Jobs Posted Yet')).toBeInTheDocument();
    expect(screen.getByText('Check back later for new opportunities.')).toBeInTheDocument();
    expect(screen.getByText('Or be the first to post one!')).toBeInTheDocument();
  });

  it('shows Share Job to the poster and View & Apply (to the job page, where applying is) to others', async () => {
    s.jobs = [job, { ...job, id: 'j2', title: 'Recruiter', posted_by: 'other' }];
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderIt('HR Professional');
    const [mine, theirs] = screen.getAllByTestId('job-card');
    expect(within(mine!).queryByRole('link', { name: /View & Apply/ })).not.toBeInTheDocument();
    await userEvent.click(within(mine!).getByRole('button', { name: /Share Job/ }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/jobs/j1`);
    expect(s.toast).toHaveBeenCalledWith({ title: 'Link Copied!' });
    expect(within(theirs!).getByRole('link', { name: 'View & Apply: Recruiter' })).toHaveAttribute('href', '/jobs/j2');
    expect(s.toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Feature Not Implemented' }));
  });

  it('shows the experience and pay badges the public job cards show (issue 24), none when unset', () => {
    s.jobs = [
      { ...job, experience_required: '5+ years', compensation_range: '$90k - $110k' },
      { ...job, id: 'j2', title: 'Recruiter' },
    ];
    renderIt('Service Provider');
    const [withBadges, without] = screen.getAllByTestId('job-card');
    const badges = within(withBadges!).getByTestId('job-badges');
    expect(within(badges).getByText('5+ years')).toBeInTheDocument();
    expect(within(badges).getByText('$90k - $110k')).toBeInTheDocument();
    expect(within(without!).queryByTestId('job-badges')).not.toBeInTheDocument();
  });

  it('validates the Post a Job dialog and keeps values when the server refuses', async () => {
    s.jobs = [];
    s.post.mockRejectedValueOnce(new Error('denied')).mockResolvedValueOnce(undefined);
    renderIt('HR Professional');
    await userEvent.click(screen.getByRole('button', { name: /Post a Job/ }));
    expect(screen.getByRole('dialog', { name: 'Create a New Job Posting' })).toBeInTheDocument();
    expect(screen.getByLabelText('Experience Required')).toHaveAttribute('placeholder', '3-5 years');
    expect(screen.getByLabelText('Education Qualification')).toHaveAttribute('placeholder', "Bachelor's Degree");
    expect(screen.getByLabelText('Compensation Range')).toHaveAttribute('placeholder', '$80k - $100k');
    expect(screen.getByLabelText('Joining Time')).toHaveAttribute('placeholder', 'Immediately');
    await userEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByText('Job title is required')).toBeInTheDocument();
    expect(s.post).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Job Title *'), 'HR Lead');
    await userEvent.type(screen.getByLabelText('Location *'), 'Remote');
    await userEvent.type(screen.getByLabelText('Description *'), 'Lead HR');
    await userEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    await waitFor(() => expect(s.post).toHaveBeenCalledTimes(1));
    expect(screen.getByLabelText('Job Title *')).toHaveValue('HR Lead');
    await userEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(s.post).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'HR Lead', company_name: 'Acme', location: 'Remote' }),
    );
  });

  it('does not offer Post a Job to providers', () => {
    s.jobs = [];
    renderIt('Service Provider');
    expect(screen.queryByRole('button', { name: /Post a Job/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Or be the first to post one!')).not.toBeInTheDocument();
  });
});
