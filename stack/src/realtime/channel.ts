// One joined channel (RealtimeWeb.RealtimeChannel): its config from phx_join, the JWT whose role and
// claims it acts under (re-checked before exp and on access_token), Realtime Authorization policies
// for private channels, and what it receives: broadcast, presence and postgres_changes.
import { randomUUID } from 'node:crypto';
import type { ChangeSubscriber } from './changes.ts';
import type { Policies } from './authorization.ts';
import { encodeMessage, type Frame, type Vsn } from './protocol.ts';
import type { JwtClaims } from '../jwt.ts';

/** Realtime's FlexibleBoolean: true or "true". */
export const flag = (v: unknown): boolean => v === true || v === 'true';

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

export interface ChannelConfig {
  private: boolean;
  selfBroadcast: boolean;
  ackBroadcast: boolean;
  presenceKey: string;
  presenceEnabled: boolean;
  postgresChanges: Array<Record<string, unknown>>;
}

export function parseConfig(payload: unknown): ChannelConfig {
  const config = record(record(payload).config);
  const broadcast = record(config.broadcast);
  const presence = record(config.presence);
  const key = presence.key;
  const changes = Array.isArray(config.postgres_changes) ? config.postgres_changes : [];
  return {
    private: flag(config.private),
    selfBroadcast: flag(broadcast.self),
    ackBroadcast: flag(broadcast.ack),
    presenceKey: key === undefined || key === null || key === '' ? randomUUID() : String(key),
    presenceEnabled: flag(presence.enabled),
    postgresChanges: changes.filter(
      (c): c is Record<string, unknown> => !!c && typeof c === 'object' && !Array.isArray(c),
    ),
  };
}

export interface ChannelTransport {
  readonly vsn: Vsn;
  readonly open: boolean;
  send(frame: Frame): void;
}

export class Channel implements ChangeSubscriber {
  readonly subTopic: string;
  readonly tenantTopic: string;
  accessToken = '';
  claims: JwtClaims & { role: string; exp: number } = { role: 'anon', exp: 0 };
  claimsJson = '{}';
  policies: Policies | null = null;
  /** The payload this channel tracks in presence, if any. */
  presencePayload: Record<string, unknown> | undefined;
  presenceEnabled: boolean;
  joined = false;
  confirmTimer: NodeJS.Timeout | undefined;

  constructor(
    readonly transport: ChannelTransport,
    readonly topic: string,
    readonly joinRef: string | null,
    readonly config: ChannelConfig,
  ) {
    this.subTopic = topic.slice('realtime:'.length);
    this.tenantTopic = `${config.private ? 'private' : 'public'}:${this.subTopic}`;
    this.presenceEnabled = config.presenceEnabled;
  }

  get vsn(): Vsn {
    return this.transport.vsn;
  }

  get open(): boolean {
    return this.joined && this.transport.open;
  }

  get role(): string {
    return this.claims.role;
  }

  get expiresAt(): number {
    return this.claims.exp * 1000;
  }

  setToken(token: string, claims: JwtClaims & { role: string; exp: number }): void {
    this.accessToken = token;
    this.claims = claims;
    this.claimsJson = JSON.stringify(claims);
  }

  send(frame: Frame): void {
    this.transport.send(frame);
  }

  push(event: string, payload: unknown): void {
    this.send(encodeMessage(this.vsn, { joinRef: this.joinRef, ref: null, topic: this.topic, event, payload }));
  }

  system(extension: 'system' | 'postgres_changes', status: 'ok' | 'error', message: string): void {
    this.push('system', { extension, status, message, channel: this.subTopic });
  }

  /** Receives broadcasts: public, or private with read permission. */
  get readsBroadcast(): boolean {
    return !this.config.private || this.policies?.broadcast.read === true;
  }

  get readsPresence(): boolean {
    return !this.config.private || this.policies?.presence.read === true;
  }
}
