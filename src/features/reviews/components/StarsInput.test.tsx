import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StarsInput } from './StarsInput';

function Harness({ initial }: { initial?: number }) {
  const [value, setValue] = useState<number | undefined>(initial);
  return (
    <>
      <button type="button">before</button>
      <StarsInput value={value} onChange={setValue} error={value ? undefined : 'Choose a rating'} />
      <output data-testid="value">{value ?? 'none'}</output>
    </>
  );
}

describe('StarsInput', () => {
  it('is a named radio group of five stars with the error linked', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Rating' });
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    expect(group).toHaveAttribute('aria-describedby', 'rating-error');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a rating');
  });

  it('is chosen with the mouse or the keyboard alone (Tab in, arrows to move)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(screen.getByTestId('value')).toHaveTextContent('4');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    screen.getByRole('button', { name: 'before' }).focus();
    await user.tab();
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('value')).toHaveTextContent('5');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByTestId('value')).toHaveTextContent('2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
