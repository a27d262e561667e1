// What every step of the archive shares: the context it reads with, the entries it yields, and how a
// page of rows is asked for. Every read goes through `member`, the supabase-js client with the member's own
// JWT, so row-level security decides what is in the archive: exactly what the member may read through the
// API, nothing the service role could see. The shapes are documented in supabase/API.md ('Your data').
import type { SupabaseClient } from 'npm:@supabase/supabase-js@2';
import { jsonStream, type Streamed } from '../json.ts';
import { afterFilter, type Keyset } from '../pages.ts';

// deno-lint-ignore no-explicit-any -- rows arrive untyped: the function has no generated types
export type Row = Record<string, any>;

export interface ExportContext {
  /** The member's client (their JWT): every read. */
  member: SupabaseClient;
  /** The service role: only to list the project's buckets (names, no member data). */
  service: SupabaseClient;
  uid: string;
  createdAt: Date;
}

export interface Entry {
  name: string;
  body: ReadableStream<Uint8Array>;
  /** Stored as is: photos and CVs (JPEG, PNG, WebP, PDF, DOCX) are compressed already. */
  stored?: boolean;
}

export type Step =
  'profile' | 'connections' | 'messages' | 'applications' | 'jobs' | 'reviews' | 'notifications' | 'files';

export const CARD = 'full_name, position, company';
/** Another member as the archive names them: name, position and company, nothing else. */
export const card = (p: Row | null) =>
  p ? { full_name: p.full_name, position: p.position, company: p.company } : null;
export const json = (name: string, value: Streamed): Entry => ({ name, body: jsonStream(value) });

/**
 * A query's rows after `after` in (time, id) order, `size` at a time. The columns are created_at and id
 * unless named; the query then selects them as created_at and id too (`created_at:sent_at`).
 */
// deno-lint-ignore no-explicit-any -- any supabase-js filter builder
export function page(query: any, after: Keyset | null, size: number, columns: { at?: string; id?: string } = {}) {
  const q = after ? query.or(afterFilter(after, columns)) : query;
  return q
    .order(columns.at ?? 'created_at')
    .order(columns.id ?? 'id')
    .limit(size);
}
