// Phoenix.Presence as Realtime uses it: per topic, each presence key holds a list of metas (one per
// tracking channel), each with a unique phx_ref. Changes go out as presence_diff {joins, leaves};
// a joining channel gets the whole presence_state. An update is a leave of the old meta and a join
// of the new one carrying phx_ref_prev.
import { randomBytes } from 'node:crypto';

export type Meta = Record<string, unknown> & { phx_ref: string; phx_ref_prev?: string };
export type PresenceMap = Record<string, { metas: Meta[] }>;
export interface PresenceDiff {
  joins: PresenceMap;
  leaves: PresenceMap;
}

interface Entry {
  owner: object;
  meta: Meta;
}

const newRef = (): string => randomBytes(12).toString('base64url');

export class PresenceTracker {
  /** topic → key → entries (one per owner, i.e. channel). */
  private readonly topics = new Map<string, Map<string, Entry[]>>();

  /** Tracks (or updates) owner's meta under key; returns the diff to broadcast. */
  track(topic: string, key: string, owner: object, payload: Record<string, unknown>): PresenceDiff {
    let keys = this.topics.get(topic);
    if (!keys) {
      keys = new Map();
      this.topics.set(topic, keys);
    }
    const entries = keys.get(key) ?? [];
    const existing = entries.find((e) => e.owner === owner);
    const meta: Meta = { ...payload, phx_ref: newRef() };
    const diff: PresenceDiff = { joins: {}, leaves: {} };
    if (existing) {
      meta.phx_ref_prev = existing.meta.phx_ref;
      diff.leaves[key] = { metas: [existing.meta] };
      existing.meta = meta;
    } else {
      entries.push({ owner, meta });
      keys.set(key, entries);
    }
    diff.joins[key] = { metas: [meta] };
    return diff;
  }

  /** Removes owner's meta under key; null when it had none. */
  untrack(topic: string, key: string, owner: object): PresenceDiff | null {
    const keys = this.topics.get(topic);
    const entries = keys?.get(key);
    const at = entries?.findIndex((e) => e.owner === owner) ?? -1;
    if (!keys || !entries || at < 0) return null;
    const [gone] = entries.splice(at, 1);
    if (entries.length === 0) keys.delete(key);
    if (keys.size === 0) this.topics.delete(topic);
    return { joins: {}, leaves: { [key]: { metas: [gone!.meta] } } };
  }

  state(topic: string): PresenceMap {
    const out: PresenceMap = {};
    for (const [key, entries] of this.topics.get(topic) ?? []) out[key] = { metas: entries.map((e) => e.meta) };
    return out;
  }
}
