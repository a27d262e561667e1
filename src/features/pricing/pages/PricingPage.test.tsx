import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ toast }));

import PricingPage from './PricingPage';

describe('PricingPage', () => {
  it('is monthly by default; the yearly option carries "Save up to 15%"', () => {
    render(<PricingPage />);
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveAttribute('aria-checked', 'true');
    const yearly = screen.getByRole('radio', { name: /^Yearly/ });
    expect(within(yearly).getByText('Save up to 15%')).toBeInTheDocument();
    expect(screen.getByText('$49')).toBeInTheDocument();
  });

  it('works with the keyboard as one radio group: Tab in, arrows switch', async () => {
    const user = userEvent.setup();
    render(<PricingPage />);
    await user.tab();
    const monthly = screen.getByRole('radio', { name: 'Monthly' });
    const yearly = screen.getByRole('radio', { name: /^Yearly/ });
    expect(monthly).toHaveFocus();
    expect(yearly).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowRight}');
    expect(yearly).toHaveFocus();
    expect(yearly).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('$499')).toBeInTheDocument();
    expect(screen.getByText('$999')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(monthly).toHaveAttribute('aria-checked', 'true');
  });

  it('checkout only announces that it is not implemented', async () => {
    render(<PricingPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose Professional' }));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Feature Not Implemented' }));
  });
});
