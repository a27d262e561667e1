// Spec point 2 (Dashboard): the greeting follows the user's local hour.
export function greetingForHour(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

export function firstName(fullName: string | null | undefined): string {
  return (fullName ?? '').trim().split(/\s+/)[0] ?? '';
}

/** The heading line; null when there is no profile name (the page then shows a generic welcome). */
export function greetingLine(fullName: string | null | undefined, now: Date = new Date()): string | null {
  const name = firstName(fullName);
  if (!name) return null;
  return `${greetingForHour(now.getHours())}, ${name}!`;
}

/**
 * Spec point 7: '🎉 New Member: {name} (position at company) has joined!'. Providers often have no
 * position, so a missing part is left out rather than shown as '( at Acme)'.
 */
export function tickerText(m: { full_name: string | null; position: string | null; company: string | null }): string {
  const role = [m.position?.trim(), m.company?.trim()].filter(Boolean).join(' at ');
  return `🎉 New Member: ${m.full_name ?? ''}${role ? ` (${role})` : ''} has joined!`;
}
