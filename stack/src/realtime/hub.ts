// The Realtime service of the stack: the websocket endpoint (/realtime/v1/websocket, the `ws`
// package), the topics its channels share (Realtime's tenant topics: a private and a public channel
// of the same name are different topics), presence, the change feed fed by the capture trigger's
// notifications, and Broadcast from Database.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Database } from '../db/database.ts';
import type { StackKeys } from '../types.ts';
import { Catalog } from './catalog.ts';
import { ChangeFeed } from './changes.ts';
import type { Channel } from './channel.ts';
import { Connection, type Hub, type Publication } from './connection.ts';
import { PresenceTracker, type PresenceDiff } from './presence.ts';
import { encodeMessage, encodeUserBroadcast, type Frame, type Vsn } from './protocol.ts';

const IDLE_TIMEOUT_MS = 60_000;
/** Realtime's default max payload (max_payload_size_in_kb 3000). */
export const MAX_PAYLOAD_BYTES = 3000 * 1000;

function httpError(socket: Duplex, status: number, statusText: string, body: unknown): void {
  const text = JSON.stringify(body);
  socket.write(
    `HTTP/1.1 ${status} ${statusText}\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`,
  );
  socket.destroy();
}

export class RealtimeHub implements Hub {
  readonly catalog: Catalog;
  readonly feed: ChangeFeed;
  readonly presence = new PresenceTracker();
  private readonly topics = new Map<string, Set<Channel>>();
  private readonly connections = new Set<Connection>();
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD_BYTES + 64 * 1024 });
  private readonly cleanups: Array<() => Promise<void> | void> = [];
  private inbox: Promise<void> = Promise.resolve();
  /** False when the database lacks realtime.sql (postgres_changes then never fire). */
  capture = true;

  constructor(
    readonly db: Database,
    private readonly keys: StackKeys,
    readonly log: (line: string) => void,
  ) {
    this.catalog = new Catalog(db);
    this.feed = new ChangeFeed(db, this.catalog, log);
  }

  get jwtSecret(): string {
    return this.keys.jwtSecret;
  }

  async start(): Promise<void> {
    try {
      await this.db.query('select realtime.stack_sync_publication()');
    } catch (error) {
      this.capture = false;
      this.log(`realtime: change capture unavailable (${(error as Error).message}); postgres_changes will not fire`);
    }
    const stop = await this.db.listen('realtime_stack', (payload) => this.notified(payload));
    this.cleanups.push(stop);
    try {
      // A schema reload (NOTIFY pgrst) also covers DDL made where the event trigger could not fire.
      const stopReload = await this.db.listen('pgrst', () => {
        this.catalog.invalidate();
        if (this.capture) this.db.query('select realtime.stack_sync_publication()').catch(() => {});
      });
      this.cleanups.push(stopReload);
    } catch {
      // Optional.
    }
    const sweep = setInterval(() => this.sweep(), 15_000);
    sweep.unref();
    this.cleanups.push(() => clearInterval(sweep));
    void this.purge();
  }

  /** Keeps what Realtime keeps: messages for 3 days; overflowed changes only until read. */
  private async purge(): Promise<void> {
    if (!this.capture) return;
    await this.db
      .query(`delete from realtime.stack_overflow where created_at < now() - interval '10 minutes'`)
      .catch(() => {});
    await this.db.query(`delete from realtime.messages where inserted_at < now() - interval '3 days'`).catch(() => {});
  }

  private sweep(): void {
    const now = Date.now();
    for (const c of this.connections) if (now - c.lastSeen > IDLE_TIMEOUT_MS) c.close(1000, 'idle timeout');
  }

  private notified(payload: string): void {
    this.inbox = this.inbox
      .then(() => this.handleNotification(payload))
      .catch((error: Error) => {
        this.log(`realtime: notification not handled: ${error.message}`);
      });
  }

  private async handleNotification(text: string): Promise<void> {
    let msg = JSON.parse(text) as Record<string, unknown>;
    let bytes = Buffer.byteLength(text);
    if (msg.overflow !== undefined) {
      const { rows } = await this.db.query<{ payload: string }>(
        'select payload from realtime.stack_overflow where id = $1',
        [String(msg.overflow)],
      );
      if (!rows[0]) return;
      bytes = Buffer.byteLength(rows[0].payload);
      msg = JSON.parse(rows[0].payload) as Record<string, unknown>;
      void this.purge();
    }
    if (msg.schema === true) {
      this.catalog.invalidate();
      return;
    }
    if (msg.broadcast) {
      const b = msg.broadcast as { id: string; topic: string; event: string; private: boolean; payload: unknown };
      this.publish(`${b.private ? 'private' : 'public'}:${b.topic}`, {
        user: {
          event: b.event,
          encoding: 'json',
          payload: Buffer.from(JSON.stringify(b.payload ?? {})),
          metadata: { id: b.id },
        },
      });
      return;
    }
    this.feed.accept(msg, bytes);
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      httpError(socket, 400, 'Bad Request', { message: 'Bad request' });
      return;
    }
    if (!/^\/realtime\/v1\/websocket\/?$/.test(url.pathname)) {
      httpError(socket, 404, 'Not Found', { message: 'no Route matched with those values' });
      return;
    }
    // The gateway's key check, as Kong does it before Realtime sees the socket.
    const apikey = url.searchParams.get('apikey') ?? (req.headers.apikey as string | undefined);
    if (!apikey) {
      httpError(socket, 401, 'Unauthorized', { message: 'No API key found in request' });
      return;
    }
    if (apikey !== this.keys.anonKey && apikey !== this.keys.serviceRoleKey) {
      httpError(socket, 401, 'Unauthorized', { message: 'Invalid API key' });
      return;
    }
    const vsnParam = url.searchParams.get('vsn') ?? '1.0.0';
    if (vsnParam !== '1.0.0' && vsnParam !== '2.0.0') {
      httpError(socket, 400, 'Bad Request', { error: `Unsupported serializer version: ${vsnParam}` });
      return;
    }
    const headers: Record<string, string | undefined> = {};
    for (const [k, v] of Object.entries(req.headers))
      if (k.startsWith('x-')) headers[k] = Array.isArray(v) ? v.join(', ') : v;
    this.wss.handleUpgrade(req, socket, head, (ws: WebSocket) => {
      this.connections.add(new Connection(this, ws, vsnParam as Vsn, apikey, headers));
    });
  }

  register(channel: Channel): void {
    let set = this.topics.get(channel.tenantTopic);
    if (!set) {
      set = new Set();
      this.topics.set(channel.tenantTopic, set);
    }
    set.add(channel);
  }

  unregister(channel: Channel): void {
    const set = this.topics.get(channel.tenantTopic);
    if (!set) return;
    set.delete(channel);
    if (set.size === 0) this.topics.delete(channel.tenantTopic);
  }

  forget(connection: Connection): void {
    this.connections.delete(connection);
  }

  /** Sends a broadcast to the topic's channels that may read it; returns how many got it. */
  publish(tenantTopic: string, message: Publication, except?: Channel): number {
    const channels = this.topics.get(tenantTopic);
    if (!channels) return 0;
    const frames = new Map<Vsn, Frame | null>();
    let sent = 0;
    for (const ch of channels) {
      if (ch === except || !ch.readsBroadcast) continue;
      let frame = frames.get(ch.vsn);
      if (frame === undefined) {
        frame =
          'user' in message
            ? encodeUserBroadcast(ch.vsn, ch.topic, message.user)
            : encodeMessage(ch.vsn, {
                joinRef: null,
                ref: null,
                topic: ch.topic,
                event: 'broadcast',
                payload: message.json,
              });
        frames.set(ch.vsn, frame);
      }
      if (frame === null) continue;
      ch.send(frame);
      sent++;
    }
    return sent;
  }

  private publishPresence(tenantTopic: string, diff: PresenceDiff): void {
    const channels = this.topics.get(tenantTopic);
    if (!channels) return;
    const frames = new Map<Vsn, string>();
    for (const ch of channels) {
      if (!ch.readsPresence) continue;
      let frame = frames.get(ch.vsn);
      if (frame === undefined) {
        frame = encodeMessage(ch.vsn, {
          joinRef: null,
          ref: null,
          topic: ch.topic,
          event: 'presence_diff',
          payload: diff,
        });
        frames.set(ch.vsn, frame);
      }
      ch.send(frame);
    }
  }

  trackPresence(channel: Channel, meta: Record<string, unknown>): void {
    const diff = this.presence.track(channel.tenantTopic, channel.config.presenceKey, channel, meta);
    channel.presencePayload = meta;
    this.publishPresence(channel.tenantTopic, diff);
  }

  untrackPresence(channel: Channel): void {
    if (channel.presencePayload === undefined) return;
    channel.presencePayload = undefined;
    const diff = this.presence.untrack(channel.tenantTopic, channel.config.presenceKey, channel);
    if (diff) this.publishPresence(channel.tenantTopic, diff);
  }

  stats(): Record<string, number> {
    let channels = 0;
    for (const set of this.topics.values()) channels += set.size;
    return {
      connections: this.connections.size,
      channels,
      subscriptions: this.feed.subscriptionCount,
      ...this.feed.stats,
    };
  }

  async close(): Promise<void> {
    for (const c of [...this.connections]) c.terminate();
    this.connections.clear();
    for (const c of this.cleanups.splice(0).reverse()) await Promise.resolve(c()).catch(() => {});
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
    await this.inbox.catch(() => {});
    await this.feed.drain().catch(() => {});
  }
}
