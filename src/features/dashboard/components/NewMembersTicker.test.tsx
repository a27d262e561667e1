import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';

const s = vi.hoisted(() => ({ result: {} as { data?: unknown; error: unknown } }));
vi.mock('../queries', () => ({ useTicker: () => s.result }));

import { NewMembersTicker } from './NewMembersTicker';

describe('NewMembersTicker', () => {
  it('lists the newest members and pauses on hover', () => {
    s.result = {
      data: [{ id: '1', full_name: 'Ann Lee', position: 'CHRO', company: 'Acme', user_type: 'HR Professional' }],
      error: null,
    };
    render(<NewMembersTicker />);
    const ticker = screen.getByTestId('new-members-ticker');
    expect(screen.getAllByText('🎉 New Member: Ann Lee (CHRO at Acme) has joined!')).toHaveLength(2);
    expect(ticker).toHaveAttribute('data-paused', 'false');
    fireEvent.mouseEnter(ticker);
    expect(ticker).toHaveAttribute('data-paused', 'true');
    fireEvent.mouseLeave(ticker);
    expect(ticker).toHaveAttribute('data-paused', 'false');
  });

  it('is hidden (and the error only logged) when loading fails', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    s.result = { data: undefined, error: new Error('down') };
    const { container } = render(<NewMembersTicker />);
    expect(container).toBeEmptyDOMElement();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
