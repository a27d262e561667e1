import { describe, expect, it } from 'vitest';
import {
  allowedEvents,
  connectButton,
  connectionState,
  connectionStateFromRow,
  nextState,
  type ConnectionState,
} from './connection-status';

describe('connection state', () => {
  it('derives the viewer side', () => {
    expect(connectionState(null, null)).toBe('not_connected');
    expect(connectionState('pending', true)).toBe('pending_sent');
    expect(connectionState('pending', false)).toBe('pending_received');
    expect(connectionState('accepted', false)).toBe('accepted');
    expect(connectionState('declined', true)).toBe('declined_sent');
    expect(connectionState('declined', false)).toBe('declined_received');
    expect(connectionStateFromRow({ status: 'pending', requester_id: 'me' }, 'me')).toBe('pending_sent');
    expect(connectionStateFromRow({ status: 'pending', requester_id: 'x' }, 'me')).toBe('pending_received');
    expect(connectionStateFromRow(null, 'me')).toBe('not_connected');
  });
  it('only offers Connect when the server would accept a request', () => {
    expect(connectButton('not_connected')).toEqual({ label: 'Connect', disabled: false });
    expect(connectButton('not_connected', true)).toEqual({ label: '...', disabled: true });
    expect(connectButton('pending_sent')).toMatchObject({ label: 'Request Sent', disabled: true });
    expect(connectButton('declined_sent')).toMatchObject({ label: 'Request Sent', disabled: true });
    expect(connectButton('accepted')).toEqual({ label: 'Connected', disabled: true });
    expect(connectButton('pending_received').disabled).toBe(true);
    expect(connectButton('declined_received').disabled).toBe(true);
  });
});

describe('connection state machine', () => {
  const STATES: ConnectionState[] = [
    'not_connected',
    'pending_sent',
    'pending_received',
    'accepted',
    'declined_sent',
    'declined_received',
  ];

  it('walks send, withdraw, send again, decline, clear, send again', () => {
    // The requester's side, then the addressee's side of the same pair.
    let mine: ConnectionState = 'not_connected';
    mine = nextState(mine, 'send')!;
    expect(mine).toBe('pending_sent');
    expect(connectButton(mine)).toMatchObject({
      label: 'Request Sent',
      disabled: true,
      secondary: { event: 'withdraw' },
    });
    mine = nextState(mine, 'withdraw')!;
    expect(mine).toBe('not_connected');
    expect(connectButton(mine)).toEqual({ label: 'Connect', disabled: false });
    expect(nextState(mine, 'send')).toBe('pending_sent');

    let theirs: ConnectionState = 'pending_received';
    expect(allowedEvents(theirs).sort()).toEqual(['accept', 'decline']);
    theirs = nextState(theirs, 'decline')!;
    expect(theirs).toBe('declined_received');
    expect(connectButton(theirs)).toMatchObject({ label: 'Declined', disabled: true, secondary: { event: 'clear' } });
    // The requester is not told: the declined request still reads as sent, and can be withdrawn.
    expect(connectButton('declined_sent')).toEqual(connectButton('pending_sent'));
    theirs = nextState(theirs, 'clear')!;
    expect(theirs).toBe('not_connected');
    expect(nextState(theirs, 'send')).toBe('pending_sent');
  });

  it('refuses steps the database would refuse', () => {
    expect(nextState('pending_sent', 'accept')).toBeNull(); // only the addressee answers
    expect(nextState('pending_sent', 'send')).toBeNull(); // one row per pair
    expect(nextState('pending_received', 'withdraw')).toBeNull(); // not theirs to withdraw
    expect(nextState('declined_received', 'accept')).toBeNull(); // an answer is final
    expect(nextState('accepted', 'withdraw')).toBeNull(); // removing is My connections' step
    expect(nextState('not_connected', 'clear')).toBeNull();
  });

  it.each(STATES)('%s: the buttons offer exactly the steps the machine allows', (state) => {
    const { disabled, secondary } = connectButton(state);
    expect(!disabled).toBe(allowedEvents(state).includes('send'));
    if (secondary) {
      expect(allowedEvents(state)).toContain(secondary.event);
      expect(nextState(state, secondary.event)).toBe('not_connected');
    } else {
      expect(allowedEvents(state).filter((e) => e === 'withdraw' || e === 'clear')).toEqual([]);
    }
  });
});
