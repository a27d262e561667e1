import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGING_TEXT } from '@/config/messages';
import { Composer } from './Composer';

const box = () => screen.getByLabelText(MESSAGING_TEXT.composerLabel);

describe('Composer', () => {
  it('sends the trimmed text with Enter and empties the box once the server has it', async () => {
    const onSend = vi.fn().mockResolvedValue({ id: 'm1' });
    render(<Composer onSend={onSend} />);
    await userEvent.type(box(), '  Hello there  {Enter}');
    expect(onSend).toHaveBeenCalledWith('Hello there');
    expect(box()).toHaveValue('');
  });

  it('keeps the text with a retry when sending fails, and sends it again from there', async () => {
    const onSend = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ id: 'm2' });
    render(<Composer onSend={onSend} />);
    await userEvent.type(box(), 'Are you there?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGING_TEXT.sendFailed);
    expect(box()).toHaveValue('Are you there?');
    await userEvent.click(screen.getByRole('button', { name: MESSAGING_TEXT.retry }));
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(box()).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("keeps the text without an error when the caller explained the refusal (the plan's upgrade dialog)", async () => {
    const onSend = vi.fn().mockResolvedValue(false);
    render(<Composer onSend={onSend} />);
    await userEvent.type(box(), 'Hello Hank{Enter}');
    expect(onSend).toHaveBeenCalledWith('Hello Hank');
    expect(box()).toHaveValue('Hello Hank');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('on a touch screen: Enter breaks the line, Send sends, and the placeholder speaks of no keys', async () => {
    const query = { matches: true, addEventListener: vi.fn(), removeEventListener: vi.fn() };
    vi.stubGlobal(
      'matchMedia',
      vi.fn((q: string) => ({ ...query, matches: q === '(pointer: coarse)', media: q })),
    );
    try {
      const onSend = vi.fn().mockResolvedValue({ id: 'm3' });
      render(<Composer onSend={onSend} />);
      expect(box()).toHaveAttribute('placeholder', MESSAGING_TEXT.composerPlaceholderTouch);
      await userEvent.type(box(), 'First line{Enter}second line');
      expect(onSend).not.toHaveBeenCalled();
      expect(box()).toHaveValue('First line\nsecond line');
      await userEvent.click(screen.getByRole('button', { name: MESSAGING_TEXT.send }));
      expect(onSend).toHaveBeenCalledWith('First line\nsecond line');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('with a mouse and keyboard the placeholder says Enter sends', () => {
    render(<Composer onSend={vi.fn()} />);
    expect(box()).toHaveAttribute('placeholder', MESSAGING_TEXT.composerPlaceholder);
  });
});
