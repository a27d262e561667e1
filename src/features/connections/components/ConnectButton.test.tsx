import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConnectButton, STATE_BUTTON_LOOK } from './ConnectButton';

const look = STATE_BUTTON_LOOK.split(' ');

describe('ConnectButton: where the pair stands, readable (issue 24: was about 2.4:1)', () => {
  it.each([
    ['accepted', 'Connected'],
    ['pending_sent', 'Request Sent'],
    ['declined_received', 'Declined'],
    ['pending_received', 'Request Pending'],
  ] as const)('%s shows a disabled %s at full strength, not faded', (state, label) => {
    render(<ConnectButton name="Ann Lee" state={state} sending={false} onConnect={vi.fn()} />);
    const button = screen.getByRole('button', { name: `${label} Ann Lee` });
    expect(button).toBeDisabled();
    expect(button).toHaveClass(...look);
    // The state look keeps full opacity and a dark text on a light grey.
    expect(button).toHaveClass('disabled:opacity-100', 'disabled:text-slate-700', 'disabled:bg-slate-100');
  });

  it("keeps the ordinary look for 'Connect' and the busy '...'", () => {
    const { rerender } = render(
      <ConnectButton name="Ann Lee" state="not_connected" sending={false} onConnect={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Connect Ann Lee' })).not.toHaveClass('disabled:opacity-100');
    rerender(<ConnectButton name="Ann Lee" state="not_connected" sending onConnect={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Sending request to Ann Lee' })).not.toHaveClass('disabled:opacity-100');
  });
});
