import { describe, expect, it } from 'vitest';
import { exportState } from './export-state';
import type { DataExport } from './queries';

const NOW = new Date('2025-11-26T12:00:00Z');
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();
const inHours = (h: number) => new Date(NOW.getTime() + h * 3600_000).toISOString();
const STEPS: DataExport['steps'] = ['profile', 'messages', 'saving'];

function row(over: Partial<DataExport>): DataExport {
  return {
    id: 'e1',
    status: 'running',
    steps: STEPS,
    steps_done: 0,
    created_at: minutesAgo(1),
    finished_at: null,
    archive_bytes: null,
    download_url: null,
    url_expires_at: null,
    ...over,
  };
}

describe('exportState', () => {
  it('offers the button when the member never asked', () => {
    expect(exportState(null, NOW)).toEqual({ view: { kind: 'none' }, nextAllowedAt: null });
  });

  it('follows the steps while the archive is made, and the hour counts from the start', () => {
    const s = exportState(row({ steps_done: 1, created_at: minutesAgo(2) }), NOW);
    expect(s.view).toEqual({ kind: 'running', steps: STEPS, stepsDone: 1 });
    expect(s.nextAllowedAt).toEqual(new Date(NOW.getTime() + 58 * 60_000));
  });

  it('gives the link while it works, then says it expired; the hour is over by then', () => {
    const ready = row({
      status: 'ready',
      steps_done: 3,
      created_at: minutesAgo(10),
      download_url: 'https://x/zip',
      url_expires_at: inHours(24),
      archive_bytes: 2048,
    });
    expect(exportState(ready, NOW)).toEqual({
      view: { kind: 'ready', url: 'https://x/zip', expiresAt: new Date(inHours(24)), bytes: 2048 },
      nextAllowedAt: new Date(NOW.getTime() + 50 * 60_000),
    });
    const old = { ...ready, created_at: minutesAgo(25 * 60), url_expires_at: minutesAgo(60) };
    expect(exportState(old, NOW)).toEqual({ view: { kind: 'expired' }, nextAllowedAt: null });
  });

  it('a failed export lets the member ask again at once', () => {
    expect(exportState(row({ status: 'failed' }), NOW)).toEqual({ view: { kind: 'failed' }, nextAllowedAt: null });
  });

  it('an export still running after 15 minutes has stopped: failed, though it still counts for its hour', () => {
    const s = exportState(row({ created_at: minutesAgo(16) }), NOW);
    expect(s.view).toEqual({ kind: 'failed' });
    expect(s.nextAllowedAt).toEqual(new Date(NOW.getTime() + 44 * 60_000));
  });
});
