// What every Storage route handler gets: the request, the database and files, the keys, limits.
import type { StackKeys, StackRequest, StackResponse } from '../types.ts';
import type { StorageDb, RequestInfo } from './db.ts';
import type { FileStore } from './files.ts';

export interface StorageContext {
  db: StorageDb;
  files: FileStore;
  keys: StackKeys;
  /** [storage] file_size_limit: no object may be larger, whatever its bucket says. */
  fileSizeLimit: number;
  log: (line: string) => void;
}

export interface RouteRequest {
  req: StackRequest;
  /** Path below /storage/v1, not dot-normalized, still percent-encoded. */
  rawPath: string;
  /** Route parameters, percent-decoded (`key` is the object key after the bucket). */
  params: { bucket?: string; key?: string };
  info: RequestInfo;
}

export type Route = (ctx: StorageContext, r: RouteRequest) => Promise<StackResponse>;

export const json = (body: unknown, status = 200): StackResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
});

/** Storage's response schemas type owner, owner_id, version… as strings: null is sent as ''. */
export function withStringFields<T extends Record<string, unknown>>(row: T, fields: string[]): T {
  const out: Record<string, unknown> = { ...row };
  for (const f of fields) if (f in out && out[f] === null) out[f] = '';
  return out as T;
}

/** Dates as Storage's JSON has them (ISO, UTC); other values as they are. */
export function plain(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) out[k] = v instanceof Date ? v.toISOString() : v;
  return out;
}
