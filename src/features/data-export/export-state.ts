// What the 'Your data' card shows for the member's latest export, at a given moment. A pure function of
// the row and the clock, so every case is a unit test (export-state.test.ts).
import { DATA_EXPORT_INTERVAL_MS, DATA_EXPORT_STALLED_MS } from '@/config/data-export-text';
import type { DataExport } from './queries';

export type ExportView =
  | { kind: 'none' }
  | { kind: 'running'; steps: DataExport['steps']; stepsDone: number }
  | { kind: 'ready'; url: string; expiresAt: Date; bytes: number | null }
  | { kind: 'expired' }
  | { kind: 'failed' };

export interface ExportState {
  view: ExportView;
  /** When the member may ask again (the hourly rule); null: now. */
  nextAllowedAt: Date | null;
}

export function exportState(row: DataExport | null | undefined, now: Date): ExportState {
  if (!row) return { view: { kind: 'none' }, nextAllowedAt: null };
  const created = new Date(row.created_at).getTime();
  const stalled = row.status === 'running' && now.getTime() - created > DATA_EXPORT_STALLED_MS;
  const failed = row.status === 'failed' || stalled;
  // A failed export does not count (start_my_export leaves it out); any other counts for an hour.
  const next = created + DATA_EXPORT_INTERVAL_MS;
  const nextAllowedAt = row.status !== 'failed' && next > now.getTime() ? new Date(next) : null;
  if (failed) return { view: { kind: 'failed' }, nextAllowedAt };
  if (row.status === 'running') {
    return { view: { kind: 'running', steps: row.steps, stepsDone: row.steps_done }, nextAllowedAt };
  }
  const expiresAt = row.url_expires_at ? new Date(row.url_expires_at) : null;
  if (!row.download_url || !expiresAt || expiresAt.getTime() <= now.getTime()) {
    return { view: { kind: 'expired' }, nextAllowedAt };
  }
  return { view: { kind: 'ready', url: row.download_url, expiresAt, bytes: row.archive_bytes }, nextAllowedAt };
}
