import { describe, expect, it } from 'vitest';
import { firstName, greetingForHour, greetingLine, tickerText } from './greeting';

describe('greeting', () => {
  it('switches at 12:00 and 18:00', () => {
    expect(greetingForHour(0)).toBe('Good morning');
    expect(greetingForHour(11)).toBe('Good morning');
    expect(greetingForHour(12)).toBe('Good afternoon');
    expect(greetingForHour(17)).toBe('Good afternoon');
    expect(greetingForHour(18)).toBe('Good evening');
    expect(greetingForHour(23)).toBe('Good evening');
  });
  it('uses the first word of the name and the local hour', () => {
    expect(firstName('  Olivia  Hart ')).toBe('Olivia');
    expect(greetingLine('Olivia Hart', new Date(2025, 0, 1, 9))).toBe('Good morning, Olivia!');
    expect(greetingLine('Olivia Hart', new Date(2025, 0, 1, 19))).toBe('Good evening, Olivia!');
  });
  it('has no line without a name', () => {
    expect(greetingLine(null)).toBeNull();
    expect(greetingLine('   ')).toBeNull();
  });
  it('formats the ticker entry', () => {
    expect(tickerText({ full_name: 'Ann Lee', position: 'CHRO', company: 'Acme' })).toBe(
      '🎉 New Member: Ann Lee (CHRO at Acme) has joined!',
    );
  });
  it('leaves out what a new member has not filled in', () => {
    expect(tickerText({ full_name: 'Nina Patel', position: null, company: 'ThriveWell' })).toBe(
      '🎉 New Member: Nina Patel (ThriveWell) has joined!',
    );
    expect(tickerText({ full_name: 'Sam Roe', position: 'Lead', company: ' ' })).toBe(
      '🎉 New Member: Sam Roe (Lead) has joined!',
    );
    expect(tickerText({ full_name: 'Sam Roe', position: null, company: null })).toBe(
      '🎉 New Member: Sam Roe has joined!',
    );
  });
});
