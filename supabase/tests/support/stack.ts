// The integration suite's view of the local stack: a fresh stack per test file (migrations applied,
// seed only when asked), supabase-js clients as the app builds them, and members made through the
// real sign-up endpoint so the sign-up trigger runs exactly as in production.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, testClientOptions, type RunningStack } from '../../../stack/src/testing.ts';
import type { Database } from '../../../src/lib/database.types.ts';

export type Client = SupabaseClient<Database>;
export type Stack = RunningStack;

export const PASSWORD = 'Password123!';

export interface Member {
  id: string;
  email: string;
  client: Client;
}

export interface MemberOptions {
  type?: 'HR Professional' | 'Service Provider';
  plan?: 'Free' | 'Professional' | 'Premium' | null;
  data?: Record<string, unknown>;
}

export interface TestContext {
  stack: Stack;
  anon: Client;
  service: Client;
  client(): Client;
  member(name: string, opts?: MemberOptions): Promise<Member>;
  signIn(email: string, password?: string): Promise<Client>;
  /** Makes an existing member an administrator the way the edge function does. */
  promote(member: Member): Promise<void>;
}

let counter = 0;

export async function startContext(opts: { seed?: boolean } = {}): Promise<TestContext> {
  const stack = await startTestStack({ seed: opts.seed ?? false });
  const client = (key = stack.anonKey): Client =>
    createClient<Database>(stack.url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      // Node 20 has no global WebSocket: realtime-js gets the `ws` package.
      realtime: testClientOptions.realtime,
    });
  const anon = client();
  const service = client(stack.serviceRoleKey);

  async function signIn(email: string, password = PASSWORD): Promise<Client> {
    const c = client();
    const { error } = await c.auth.signInWithPassword({ email, password });
    if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`);
    return c;
  }

  async function member(name: string, o: MemberOptions = {}): Promise<Member> {
    counter += 1;
    const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}.${counter}.${Date.now() % 100000}@example.com`;
    const type = o.type ?? 'HR Professional';
    const data = {
      full_name: name,
      user_type: type,
      company: `${name} Ltd`,
      ...(type === 'HR Professional' ? { position: 'HR Manager' } : { service_type: 'Payroll Services' }),
      description: '',
      ...o.data,
    };
    const { data: signed, error } = await client().auth.signUp({ email, password: PASSWORD, options: { data } });
    if (error || !signed.user) throw new Error(`sign-up of ${email} failed: ${error?.message}`);
    if (o.plan !== undefined) {
      const { error: planError } = await service
        .from('profiles')
        .update({ subscription_plan: o.plan })
        .eq('id', signed.user.id);
      if (planError) throw new Error(planError.message);
    }
    return { id: signed.user.id, email, client: await signIn(email) };
  }

  async function promote(m: Member): Promise<void> {
    const { data, error } = await service.rpc('claim_admin', { target_user_id: m.id });
    if (error || data !== true) throw new Error(`promotion failed: ${error?.message ?? 'an admin exists'}`);
  }

  return { stack, anon, service, client: () => client(), member, signIn, promote };
}
