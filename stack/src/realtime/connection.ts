// One websocket (RealtimeWeb.UserSocket with Phoenix's socket): heartbeats, joins and leaves, and
// each joined channel's messages (broadcast, presence, access_token), answered as Realtime answers
// them. Messages of one topic are handled in order; a slow join does not hold up other topics.
import type { WebSocket } from 'ws';
import { readPolicies, writePolicies, emptyPolicies, type AuthorizationContext } from './authorization.ts';
import { Channel, parseConfig } from './channel.ts';
import {
  decode,
  encodeMessage,
  encodeReply,
  InvalidMessage,
  type Frame,
  type Incoming,
  type UserBroadcast,
  type Vsn,
} from './protocol.ts';
import { bindingId, buildSubscriptions, SubscriptionError } from './subscriptions.ts';
import { checkToken, MISSING_CLAIMS, type TokenCheck } from './tokens.ts';
import type { Database } from '../db/database.ts';
import type { Catalog } from './catalog.ts';
import type { ChangeFeed } from './changes.ts';
import type { PresenceTracker } from './presence.ts';

// What a connection needs of the hub (hub.ts implements it): declared here, beside its one user, so
// the two modules do not import each other.
/** A broadcast to a topic: a client's user broadcast (bytes) or a JSON payload {event, payload, type}. */
export type Publication = { user: UserBroadcast } | { json: Record<string, unknown> };

export interface Hub {
  readonly db: Database;
  readonly catalog: Catalog;
  readonly feed: ChangeFeed;
  readonly presence: PresenceTracker;
  readonly jwtSecret: string;
  log(line: string): void;
  register(channel: Channel): void;
  unregister(channel: Channel): void;
  publish(tenantTopic: string, message: Publication, except?: Channel): number;
  trackPresence(channel: Channel, meta: Record<string, unknown>): void;
  untrackPresence(channel: Channel): void;
  forget(connection: Connection): void;
}

const MAX_CHANNELS = 100;
const CONFIRM_INTERVAL_MS = 5 * 60 * 1000;

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The reason Realtime gives a join refused for its token. */
function joinTokenError(check: Exclude<TokenCheck, { ok: true }>): string {
  switch (check.kind) {
    case 'expired':
      return `InvalidJWTToken: ${check.message}`;
    case 'missing_claims':
      return `InvalidJWTToken: ${MISSING_CLAIMS}`;
    case 'malformed':
      return `MalformedJWT: ${check.message}`;
    case 'signature':
      return `JwtSignatureError: ${check.message}`;
    default:
      return `JwtSignerError: ${check.message}`;
  }
}

export class Connection {
  readonly channels = new Map<string, Channel>();
  /** Joins past the limit check and not yet finished: they hold a place among the MAX_CHANNELS, so
   * joins racing on different topics cannot all pass the check before any of them is counted. */
  private joining = 0;
  private readonly queues = new Map<string, Promise<void>>();
  lastSeen = Date.now();
  private closed = false;

  constructor(
    private readonly hub: Hub,
    private readonly ws: WebSocket,
    readonly vsn: Vsn,
    /** The apikey the socket connected with: the token of channels that send none. */
    private readonly tenantToken: string,
    private readonly headers: Record<string, string | undefined>,
  ) {
    ws.on('message', (data, isBinary) => this.onFrame(data as Buffer, isBinary));
    ws.on('close', () => this.onClose());
    ws.on('error', () => this.onClose());
  }

  get open(): boolean {
    return !this.closed && this.ws.readyState === this.ws.OPEN;
  }

  send(frame: Frame): void {
    if (!this.open) return;
    this.ws.send(frame, { binary: typeof frame !== 'string' });
  }

  close(code = 1000, reason = ''): void {
    if (this.ws.readyState === this.ws.OPEN || this.ws.readyState === this.ws.CONNECTING) this.ws.close(code, reason);
    this.onClose();
  }

  terminate(): void {
    this.ws.terminate();
    this.onClose();
  }

  private reply(m: Incoming, status: 'ok' | 'error', response: unknown = {}): void {
    this.send(encodeReply(this.vsn, { joinRef: m.joinRef, ref: m.ref, topic: m.topic, status, response }));
  }

  private onFrame(data: Buffer, isBinary: boolean): void {
    this.lastSeen = Date.now();
    let m: Incoming;
    try {
      m = decode(this.vsn, Buffer.isBuffer(data) ? data : Buffer.from(data), isBinary);
    } catch (error) {
      if (error instanceof InvalidMessage) {
        // Phoenix drops a socket that sends what its serializer cannot read.
        this.close(1007, `Invalid message: ${error.message}`.slice(0, 120));
        return;
      }
      throw error;
    }
    if (m.topic === 'phoenix' && m.event === 'heartbeat') {
      this.reply(m, 'ok');
      return;
    }
    const pending = this.queues.get(m.topic);
    if (m.event === 'phx_join' || pending || this.channels.has(m.topic)) {
      this.enqueue(m.topic, () => this.dispatch(m));
      return;
    }
    // Nothing joined under this topic: a leave is fine, anything else is unmatched.
    if (m.event === 'phx_leave') this.reply(m, 'ok');
    else if (m.ref !== null) this.reply(m, 'error', { reason: 'unmatched topic' });
  }

  private enqueue(topic: string, work: () => Promise<void>): void {
    const prev = this.queues.get(topic) ?? Promise.resolve();
    const next = prev
      .then(work)
      .catch((error: Error) => this.hub.log(`realtime: ${topic}: ${error.stack ?? error.message}`))
      .finally(() => {
        if (this.queues.get(topic) === next) this.queues.delete(topic);
      });
    this.queues.set(topic, next);
  }

  private async dispatch(m: Incoming): Promise<void> {
    if (this.closed) return;
    if (m.event === 'phx_join') return this.join(m);
    const channel = this.channels.get(m.topic);
    if (!channel) {
      if (m.event === 'phx_leave') this.reply(m, 'ok');
      else if (m.ref !== null) this.reply(m, 'error', { reason: 'unmatched topic' });
      return;
    }
    switch (m.event) {
      case 'phx_leave':
        this.reply(m, 'ok');
        this.closeChannel(channel, true);
        return;
      case 'broadcast':
        return this.broadcast(channel, m);
      case 'presence':
        return this.presence(channel, m);
      case 'access_token':
        return this.accessToken(channel, m);
      default:
        // Realtime ignores what it does not know (no reply).
        return;
    }
  }

  private authContext(channel: Channel): AuthorizationContext {
    return { topic: channel.subTopic, role: channel.role, claims: channel.claims, headers: this.headers };
  }

  private async join(m: Incoming): Promise<void> {
    if (m.topic === 'realtime:') {
      this.reply(m, 'error', { reason: 'TopicNameRequired: You must provide a topic name' });
      return;
    }
    if (!m.topic.startsWith('realtime:')) {
      this.reply(m, 'error', { reason: 'unmatched topic' });
      return;
    }
    const existing = this.channels.get(m.topic);
    // Phoenix closes the channel a duplicate join replaces.
    if (existing) this.closeChannel(existing, true);
    if (this.channels.size + this.joining >= MAX_CHANNELS) {
      this.reply(m, 'error', { reason: 'ChannelRateLimitReached: Too many channels' });
      return;
    }
    this.joining++;
    try {
      await this.admit(m);
    } finally {
      this.joining--;
    }
  }

  /** The join once it holds a place: token, authorization, subscriptions, the reply. */
  private async admit(m: Incoming): Promise<void> {
    const payload = record(m.payload);
    const channel = new Channel(this, m.topic, m.joinRef, parseConfig(payload));
    const given = payload.access_token ?? payload.user_token;
    const token = typeof given === 'string' && !given.startsWith('sb_') ? given : this.tenantToken;
    const check = await checkToken(token, this.hub.jwtSecret);
    if (!check.ok) {
      this.reply(m, 'error', { reason: joinTokenError(check) });
      return;
    }
    channel.setToken(token, check.claims);

    if (channel.config.private) {
      try {
        channel.policies = await readPolicies(
          this.hub.db,
          this.authContext(channel),
          emptyPolicies(),
          channel.presenceEnabled,
        );
      } catch (error) {
        this.hub.log(`realtime: RlsPolicyError on ${channel.subTopic}: ${(error as Error).message}`);
        channel.policies = null;
      }
      if (!channel.policies?.broadcast.read && !channel.policies?.presence.read) {
        this.reply(m, 'error', {
          reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${channel.subTopic}`,
        });
        return;
      }
    }

    const bindings = channel.config.postgresChanges;
    let subscribeError: string | null = null;
    let subs: Awaited<ReturnType<typeof buildSubscriptions>> = [];
    if (bindings.length > 0) {
      try {
        subs = await buildSubscriptions(this.hub.db, this.hub.catalog, channel, bindings);
      } catch (error) {
        subscribeError = error instanceof SubscriptionError ? error.message : String((error as Error).message);
        subs = [];
      }
    }
    if (!this.open) return;

    channel.joined = true;
    this.channels.set(m.topic, channel);
    this.hub.register(channel);
    this.hub.feed.set(channel, subs);
    this.reply(m, 'ok', { postgres_changes: bindings.map((b) => ({ ...b, id: bindingId(b) })) });
    if (bindings.length > 0) {
      if (subscribeError) channel.system('postgres_changes', 'error', subscribeError);
      else channel.system('postgres_changes', 'ok', 'Subscribed to PostgreSQL');
    }
    if (channel.presenceEnabled && channel.readsPresence)
      channel.push('presence_state', this.hub.presence.state(channel.tenantTopic));
    this.scheduleConfirm(channel);
  }

  /** Realtime re-checks the token at min(5 min, time to exp) and shuts the channel when it fails. */
  private scheduleConfirm(channel: Channel): void {
    clearTimeout(channel.confirmTimer);
    const wait = Math.max(0, Math.min(CONFIRM_INTERVAL_MS, channel.expiresAt - Date.now()));
    channel.confirmTimer = setTimeout(() => {
      this.enqueue(channel.topic, async () => {
        if (this.channels.get(channel.topic) !== channel) return;
        const check = await checkToken(channel.accessToken, this.hub.jwtSecret);
        if (check.ok) {
          channel.setToken(channel.accessToken, check.claims);
          this.scheduleConfirm(channel);
        } else {
          this.shutdown(channel, check.kind === 'missing_claims' ? MISSING_CLAIMS : check.message);
        }
      });
    }, wait);
    channel.confirmTimer.unref?.();
  }

  /** Realtime's shutdown_response: a system error message, then the channel closes. */
  private shutdown(channel: Channel, message: string): void {
    channel.system('system', 'error', message);
    this.closeChannel(channel, true);
  }

  closeChannel(channel: Channel, notify: boolean): void {
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
    clearTimeout(channel.confirmTimer);
    if (channel.joined) {
      channel.joined = false;
      this.hub.unregister(channel);
      this.hub.feed.remove(channel);
      this.hub.untrackPresence(channel);
    }
    // What Phoenix sends when a channel process ends: phx_close under the join ref.
    if (notify)
      this.send(
        encodeMessage(this.vsn, {
          joinRef: channel.joinRef,
          ref: channel.joinRef,
          topic: channel.topic,
          event: 'phx_close',
          payload: {},
        }),
      );
  }

  private async broadcast(channel: Channel, m: Incoming): Promise<void> {
    if (channel.config.private) {
      if (!channel.policies || channel.policies.broadcast.write === null) {
        try {
          channel.policies = await writePolicies(
            this.hub.db,
            this.authContext(channel),
            channel.policies ?? emptyPolicies(),
          );
        } catch (error) {
          this.hub.log(`realtime: RlsPolicyError on ${channel.subTopic}: ${(error as Error).message}`);
          return;
        }
      }
      // Not allowed to send: dropped without a reply, as Realtime does (an ack times out).
      if (!channel.policies.broadcast.write) return;
    }
    const except = channel.config.selfBroadcast ? undefined : channel;
    if (m.userBroadcast) this.hub.publish(channel.tenantTopic, { user: m.userBroadcast }, except);
    else if (m.payload && typeof m.payload === 'object' && !Array.isArray(m.payload))
      this.hub.publish(channel.tenantTopic, { json: m.payload as Record<string, unknown> }, except);
    else return;
    if (channel.config.ackBroadcast) this.reply(m, 'ok');
  }

  private async presence(channel: Channel, m: Incoming): Promise<void> {
    const payload = record(m.payload);
    if (typeof payload.event !== 'string') {
      this.reply(m, 'ok');
      return;
    }
    const event = payload.event.toLowerCase();
    if (event === 'untrack') {
      this.hub.untrackPresence(channel);
      this.reply(m, 'ok');
      return;
    }
    if (event !== 'track') {
      this.hub.log(`realtime: UnknownPresenceEvent ${event}`);
      this.reply(m, 'error');
      return;
    }
    if (channel.config.private) {
      try {
        let policies = channel.policies ?? emptyPolicies();
        if (policies.presence.write === null) {
          // Presence enabled by this track: read is authorized now if the join skipped it.
          if (policies.presence.read === null)
            policies = await readPolicies(this.hub.db, this.authContext(channel), policies, true);
          policies = await writePolicies(this.hub.db, this.authContext(channel), policies, true);
          channel.policies = policies;
        }
      } catch (error) {
        this.hub.log(`realtime: UnableToHandlePresence on ${channel.subTopic}: ${(error as Error).message}`);
        this.reply(m, 'error');
        return;
      }
      if (!channel.policies?.presence.write) {
        this.reply(m, 'error');
        return;
      }
    }
    const meta = payload.payload === undefined ? {} : payload.payload;
    if (!meta || typeof meta !== 'object' || Array.isArray(meta)) {
      this.reply(m, 'error', { reason: 'Presence track payload must be a map' });
      return;
    }
    if (!sameJson(meta, channel.presencePayload)) this.hub.trackPresence(channel, meta as Record<string, unknown>);
    channel.presenceEnabled = true;
    this.reply(m, 'ok');
  }

  private async accessToken(channel: Channel, m: Incoming): Promise<void> {
    const token = record(m.payload).access_token;
    if (typeof token !== 'string' || token.startsWith('sb_') || token === channel.accessToken) return;
    const check = await checkToken(token, this.hub.jwtSecret);
    if (!check.ok) {
      const message =
        check.kind === 'missing_claims'
          ? MISSING_CLAIMS
          : check.kind === 'signature'
            ? ':signature_error'
            : check.message;
      this.shutdown(channel, message);
      return;
    }
    const previousRole = channel.role;
    const previous = channel.policies;
    channel.setToken(token, check.claims);
    if (channel.config.private) {
      try {
        channel.policies = await readPolicies(
          this.hub.db,
          this.authContext(channel),
          emptyPolicies(),
          channel.presenceEnabled,
        );
      } catch {
        channel.policies = emptyPolicies();
      }
      const revoked =
        (previous?.broadcast.read === true && channel.policies.broadcast.read === false) ||
        (previous?.presence.read === true && channel.policies.presence.read === false);
      if (revoked) {
        this.shutdown(channel, `You no longer have permission to read from this Channel topic: ${channel.subTopic}`);
        return;
      }
      if (!channel.policies.broadcast.read && !channel.policies.presence.read) {
        this.shutdown(channel, `You do not have permissions to read from this Channel topic: ${channel.subTopic}`);
        return;
      }
    }
    // New claims apply to the channel's subscriptions at once; a new role re-checks their columns.
    if (channel.role !== previousRole && channel.config.postgresChanges.length > 0) {
      try {
        this.hub.feed.set(
          channel,
          await buildSubscriptions(this.hub.db, this.hub.catalog, channel, channel.config.postgresChanges),
        );
      } catch (error) {
        this.hub.feed.remove(channel);
        channel.system('postgres_changes', 'error', (error as Error).message);
      }
    }
    this.scheduleConfirm(channel);
  }

  private onClose(): void {
    if (this.closed) return;
    this.closed = true;
    for (const channel of [...this.channels.values()]) this.closeChannel(channel, false);
    this.hub.forget(this);
  }
}
