import { useId, useState, useSyncExternalStore, type FormEvent, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { MESSAGING_TEXT } from '@/config/messages';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { MESSAGE_MAX_LENGTH, sendableText } from '../schemas';

export interface ComposerProps {
  /**
   * Sends the trimmed text; rejects when sending failed (the text stays, with a retry). Resolves
   * false when it was not sent for a reason the caller has already explained (the plan's upgrade
   * dialog): the text stays, without the retry.
   */
  onSend: (text: string) => Promise<unknown>;
  onTyping?: () => void;
  disabled?: boolean;
}

// A touch screen's keyboard has no Shift+Enter: there Enter breaks the line and the Send button sends
// (as phone messengers do), and the placeholder does not speak of keys.
const TOUCH_QUERY = '(pointer: coarse)';
const touchQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(TOUCH_QUERY) : null);
function subscribeTouch(onChange: () => void) {
  const query = touchQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
const isTouch = () => touchQuery()?.matches ?? false;

/**
 * Enter sends, Shift+Enter breaks the line (on a touch screen Enter breaks the line). The box empties
 * only once the server has the message; if sending fails the text stays, with a retry next to it.
 */
export function Composer({ onSend, onTyping, disabled }: ComposerProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const touch = useSyncExternalStore(subscribeTouch, isTouch, () => false);
  const id = useId();
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const tooLong = text.trim().length > MESSAGE_MAX_LENGTH;
  const sendable = sendableText(text);

  async function send() {
    if (!sendable || sending || disabled) return;
    setSending(true);
    setFailed(false);
    try {
      if ((await onSend(sendable)) !== false) setText('');
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !touch && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void send();
  }

  const remaining = MESSAGE_MAX_LENGTH - text.trim().length;
  return (
    <form onSubmit={onSubmit} className="border-t border-slate-200 bg-white p-3">
      {failed ? (
        <p id={errorId} role="alert" className="mb-2 flex items-center justify-between gap-2 text-sm text-red-700">
          {MESSAGING_TEXT.sendFailed}
          <Button type="button" size="sm" variant="outline" onClick={() => void send()} disabled={sending}>
            {MESSAGING_TEXT.retry}
          </Button>
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          {MESSAGING_TEXT.composerLabel}
        </label>
        <textarea
          id={id}
          value={text}
          rows={2}
          disabled={disabled}
          placeholder={touch ? MESSAGING_TEXT.composerPlaceholderTouch : MESSAGING_TEXT.composerPlaceholder}
          enterKeyHint={touch ? 'enter' : 'send'}
          aria-invalid={tooLong || undefined}
          aria-describedby={[counterId, failed ? errorId : null].filter(Boolean).join(' ')}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value.trim()) onTyping?.();
          }}
          onKeyDown={onKeyDown}
          className={cn(
            'max-h-40 min-h-11 flex-1 resize-y rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50',
            tooLong && 'border-red-600',
          )}
        />
        <Button type="submit" disabled={!sendable || sending || disabled} aria-label={MESSAGING_TEXT.send}>
          <SendHorizontal aria-hidden="true" />
          <span className="hidden sm:inline">{sending ? MESSAGING_TEXT.sending : MESSAGING_TEXT.send}</span>
        </Button>
      </div>
      <p
        id={counterId}
        className={cn('mt-1 text-right text-xs', tooLong ? 'font-medium text-red-700' : 'text-slate-500')}
        aria-live={tooLong ? 'polite' : undefined}
      >
        {tooLong ? MESSAGING_TEXT.tooLong(MESSAGE_MAX_LENGTH) : remaining < 500 ? `${remaining} characters left` : ''}
      </p>
    </form>
  );
}
