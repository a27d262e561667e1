import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdminBroadcastPage from './AdminBroadcastPage';
import { renderAdmin } from '../test-utils';

describe('AdminBroadcastPage', () => {
  it('requires a title and a message', async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminBroadcastPage />);
    await user.click(screen.getByRole('button', { name: 'Send Broadcast' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Feature In Development')).not.toBeInTheDocument();
  });

  it("announces 'Feature In Development' when a valid broadcast is sent", async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminBroadcastPage />);
    await user.type(screen.getByLabelText('Title'), 'Maintenance');
    await user.type(screen.getByLabelText('Message'), 'The platform will be down on Sunday.');
    await user.keyboard('{Tab}{Enter}');
    expect(await screen.findByText('Feature In Development')).toBeInTheDocument();
  });
});
