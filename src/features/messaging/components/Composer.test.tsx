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
});
