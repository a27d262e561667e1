import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NotificationItem } from './NotificationItem';
import type { NotificationRow } from '../queries';

const row = (over: Partial<NotificationRow>): NotificationRow => ({
  source: 'notification',
  id: 1,
  kind: 'connection_request',
  actor_id: 'a1000000-0000-4000-8000-000000000001',
  actor_name: 'Olivia Hart',
  actor_avatar: null,
  subject_id: null,
  title: null,
  body: null,
  created_at: new Date().toISOString(),
  read: false,
  ...over,
});

const show = (n: NotificationRow) =>
  render(
    <MemoryRouter>
      <NotificationItem n={n} onOpen={vi.fn()} />
    </MemoryRouter>,
  );

describe('NotificationItem (issue 32: rows show who they are from)', () => {
  it("shows the actor's initials (their photo when they have one), beside the text that names them", () => {
    show(row({}));
    const avatar = screen.getByTestId('notification-avatar');
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
    expect(within(avatar).getByText('OH')).toBeInTheDocument();
    expect(screen.getByTestId('notification-item')).toHaveTextContent('Olivia Hart');
  });

  it("shows a megaphone for HR Connect's own announcements, with no member's initials", () => {
    show(row({ source: 'broadcast', kind: 'broadcast', actor_id: null, actor_name: null, title: 'New feature' }));
    const avatar = screen.getByTestId('notification-avatar');
    expect(avatar.querySelector('svg')).not.toBeNull();
    expect(avatar).not.toHaveTextContent(/\w/);
  });
});
