import { describe, expect, it } from 'vitest';
import { connectButton, connectionState, connectionStateFromRow } from './connection-status';

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
    expect(connectButton('pending_sent')).toEqual({ label: 'Request Sent', disabled: true });
    expect(connectButton('declined_sent')).toEqual({ label: 'Request Sent', disabled: true });
    expect(connectButton('accepted')).toEqual({ label: 'Connected', disabled: true });
    expect(connectButton('pending_received').disabled).toBe(true);
    expect(connectButton('declined_received').disabled).toBe(true);
  });
});
