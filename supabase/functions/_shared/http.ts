// What the member-facing functions share: CORS for the browser, JSON answers in one shape
// ({ error } on failure, as create-initial-admin answers), and the two clients a function needs.
import { createClient, type SupabaseClient, type User } from 'npm:@supabase/supabase-js@2';

export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  });
}

const noSession = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

function env(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** The service role: Auth's admin API and Storage beyond the member's own policies. */
export function serviceClient(): SupabaseClient {
  return createClient(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), noSession);
}

/** The calling member: their JWT goes with every request, so RLS and the database's rules decide. */
export async function caller(req: Request): Promise<{ user: User; client: SupabaseClient } | Response> {
  const authorization = req.headers.get('authorization') ?? '';
  const client = createClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), {
    ...noSession,
    global: { headers: { Authorization: authorization } },
  });
  const token = /^bearer\s+(\S+)$/i.exec(authorization)?.[1];
  const { data, error } = token ? await client.auth.getUser(token) : { data: { user: null }, error: null };
  if (error || !data.user) return json(401, { error: 'Sign in again to continue.' });
  return { user: data.user, client };
}

/** The JSON object body, or null when the body is not one. */
export async function objectBody(req: Request): Promise<Record<string, unknown> | null> {
  try {
    const body = await req.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The address rules of the app's forms (an @, a dot in the domain, no spaces, ≤ 254 characters). */
export function validEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim();
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null;
}

/** Runs a handler; an unexpected failure is logged and answered with a 500 that reveals nothing. */
export function serve(name: string, handle: (req: Request) => Promise<Response>) {
  Deno.serve(async (req) => {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    if (req.method !== 'POST') return json(405, { error: 'Method not allowed' });
    try {
      return await handle(req);
    } catch (err) {
      console.error(`${name} failed`, err);
      return json(500, { error: 'Something went wrong. Please try again.' });
    }
  });
}
