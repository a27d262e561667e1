// Shared contract of the local stack: every service (auth, rest, functions) is a handler from a
// parsed HTTP request to a response, so the server, the tests and the services stay decoupled.
import type { Readable } from 'node:stream';
import type { Database } from './db/database.ts';

export interface StackRequest {
  method: string;
  /** Full request URL (http://127.0.0.1:port/rest/v1/books?select=*). */
  url: URL;
  /** Path below the service prefix, e.g. '/books' for /rest/v1/books. */
  path: string;
  /** Lower-cased header names, as node's http module gives them. */
  headers: Record<string, string | undefined>;
  /** Raw body (empty buffer when none). */
  body: Buffer;
  /** Client address, for rate limits. */
  ip: string;
  /** The unread body, for a service that reads bodies itself (streamed uploads); `body` is then
   * empty. Set only for the paths the server was told to stream (see HttpServerOptions.streamBody). */
  stream?: Readable;
  /** The request target exactly as sent (`url` has dot segments resolved), when a service needs it. */
  rawUrl?: string;
}

export interface StackResponse {
  status: number;
  /** An array repeats the header (two Set-Cookie headers). */
  headers?: Record<string, string | string[]>;
  /** A Readable is piped to the client (streamed downloads); set content-length yourself. */
  body?: string | Buffer | Readable;
}

export type Handler = (req: StackRequest) => Promise<StackResponse>;

export interface StackKeys {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
}

export interface ServiceContext {
  db: Database;
  keys: StackKeys;
  /** Public base URL of the API gateway, e.g. http://127.0.0.1:54321. */
  apiUrl: string;
  /** Directory holding supabase/ (config.toml, migrations, functions). */
  projectDir: string;
}
