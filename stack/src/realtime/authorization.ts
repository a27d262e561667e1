// Realtime Authorization (Realtime.Tenants.Authorization): what a user's RLS policies on
// realtime.messages allow for a topic, per extension: read (receive broadcast / presence) and write
// (send them). Checked by realtime.stack_channel_policies in one call, probes rolled back.
import type { Database } from '../db/database.ts';

export interface ExtensionPolicies {
  read: boolean | null;
  write: boolean | null;
}

export interface Policies {
  broadcast: ExtensionPolicies;
  presence: ExtensionPolicies;
}

export interface AuthorizationContext {
  topic: string;
  role: string;
  claims: Record<string, unknown>;
  headers: Record<string, string | undefined>;
}

export const emptyPolicies = (): Policies => ({
  broadcast: { read: null, write: null },
  presence: { read: null, write: null },
});

async function check(
  db: Database,
  ctx: AuthorizationContext,
  read: boolean,
  write: boolean,
  presence: boolean,
): Promise<Policies> {
  const { rows } = await db.query<{ p: Policies | string }>(
    'select realtime.stack_channel_policies($1, $2, $3, $4, $5, $6, $7) as p',
    [ctx.topic, ctx.role, JSON.stringify(ctx.claims), JSON.stringify(ctx.headers), read, write, presence],
  );
  const p = rows[0]?.p;
  return (typeof p === 'string' ? JSON.parse(p) : p) as Policies;
}

/** Read policies, merged into `policies` (presence only when presence is enabled, as Realtime). */
export async function readPolicies(
  db: Database,
  ctx: AuthorizationContext,
  policies: Policies,
  presence: boolean,
): Promise<Policies> {
  const p = await check(db, ctx, true, false, presence);
  return {
    broadcast: { ...policies.broadcast, read: p.broadcast.read },
    presence: { ...policies.presence, read: presence ? p.presence.read : policies.presence.read },
  };
}

/** Write policies, merged into `policies`. */
export async function writePolicies(
  db: Database,
  ctx: AuthorizationContext,
  policies: Policies,
  presence = true,
): Promise<Policies> {
  const p = await check(db, ctx, false, true, presence);
  return {
    broadcast: { ...policies.broadcast, write: p.broadcast.write },
    presence: { ...policies.presence, write: p.presence.write },
  };
}
