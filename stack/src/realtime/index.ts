// The stack's Realtime (/realtime/v1): see README.md beside this file.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Handler, ServiceContext } from '../types.ts';
import { RealtimeHub } from './hub.ts';
import { createRealtimeHttp } from './http.ts';

export interface RealtimeService {
  /** HTTP routes below /realtime/v1 (broadcast API). */
  handle: Handler;
  /** Websocket upgrades of the API server. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Counters: connections, channels, subscriptions, changes, RLS checks. */
  stats(): Record<string, number>;
  /** Resolves once every change notified so far has been delivered. */
  drain(): Promise<void>;
  close(): Promise<void>;
}

export async function createRealtimeService(
  ctx: ServiceContext,
  log: (line: string) => void = () => {},
): Promise<RealtimeService> {
  const hub = new RealtimeHub(ctx.db, ctx.keys, log);
  await hub.start();
  return {
    handle: createRealtimeHttp(hub),
    handleUpgrade: (req, socket, head) => hub.handleUpgrade(req, socket, head),
    stats: () => hub.stats(),
    drain: () => hub.feed.drain(),
    close: () => hub.close(),
  };
}
