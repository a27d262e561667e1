import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

/** Reviews load later (as from the server): first text only, then a control. */
function Panels() {
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setLoaded(true)}>
        Reviews arrive
      </button>
      <Tabs defaultValue="about">
        <TabsList>
          <TabsTrigger value="about">About</TabsTrigger>
          <TabsTrigger value="reviews">Reviews</TabsTrigger>
        </TabsList>
        <TabsContent value="about">
          <p>Only text here.</p>
        </TabsContent>
        <TabsContent value="reviews">
          {loaded ? <button type="button">Write a Review</button> : <p>Loading…</p>}
          <div hidden>
            <button type="button">Not reachable</button>
          </div>
        </TabsContent>
      </Tabs>
    </>
  );
}

describe('TabsContent (the ARIA tabs pattern)', () => {
  it('is a tab stop only while it holds nothing focusable, kept current as its content changes', async () => {
    const user = userEvent.setup();
    render(<Panels />);
    expect(screen.getByRole('tabpanel', { name: 'About' })).toHaveAttribute('tabindex', '0');
    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    // Loading: nothing to reach inside (the hidden control does not count), so the panel is the stop.
    expect(screen.getByRole('tabpanel', { name: 'Reviews' })).toHaveAttribute('tabindex', '0');
    await user.click(screen.getByRole('button', { name: 'Reviews arrive' }));
    expect(screen.getByRole('tabpanel', { name: 'Reviews' })).toHaveAttribute('tabindex', '-1');
  });

  it('after clicking a tab, Tab goes to the first control of the panel, not the panel', async () => {
    const user = userEvent.setup();
    render(<Panels />);
    await user.click(screen.getByRole('button', { name: 'Reviews arrive' }));
    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Write a Review' })).toHaveFocus();
  });
});
