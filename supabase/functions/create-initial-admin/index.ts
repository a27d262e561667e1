// create-initial-admin: makes the platform's first administrator and returns its one-time
// credentials. Runs with the service role; race-safe through public.claim_admin (an advisory lock
// in the database), so two simultaneous calls on an empty platform yield exactly one administrator.
import { createClient } from 'npm:@supabase/supabase-js@2';

const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-admin-setup-token, x-region',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

const ALREADY_EXISTS = 'Admin user already exists';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  });
}

// Compares without an early exit, so response time does not reveal how much of a guess matched.
function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let diff = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) diff |= (a[i % Math.max(a.length, 1)] ?? 0) ^ b[i];
  return diff === 0;
}

function randomFrom(alphabet: string, count: number): string {
  // Rejection sampling keeps every character equally likely.
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < count) {
    for (const byte of crypto.getRandomValues(new Uint8Array(count * 2))) {
      if (byte < limit && out.length < count) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

function strongPassword(): string {
  const lower = 'abcdefghijkmnopqrstuvwxyz';
  const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const symbols = '!@#$%^&*-_=+';
  // One of each class guarantees any password policy is met; 20 more characters give >120 bits.
  const chars = (
    randomFrom(lower, 1) +
    randomFrom(upper, 1) +
    randomFrom(digits, 1) +
    randomFrom(symbols, 1) +
    randomFrom(lower + upper + digits + symbols, 20)
  ).split('');
  for (let i = chars.length - 1; i > 0; i--) {
    const j = crypto.getRandomValues(new Uint32Array(1))[0] % (i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

async function handle(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (req.method !== 'POST') return json(405, { error: 'Method not allowed' });

  const setupToken = Deno.env.get('ADMIN_SETUP_TOKEN');
  if (setupToken && !sameSecret(req.headers.get('x-admin-setup-token') ?? '', setupToken)) {
    return json(401, { error: 'Invalid or missing setup token' });
  }

  const url = Deno.env.get('SUPABASE_URL');
  const serviceKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY');
  if (!url || !serviceKey) return json(500, { error: 'Function is not configured' });
  const admin = createClient(url, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

  const exists = await admin.rpc('admin_exists');
  if (exists.error) return json(500, { error: exists.error.message });
  if (exists.data === true) return json(409, { error: ALREADY_EXISTS });

  const email = `admin-${randomFrom('abcdefghijklmnopqrstuvwxyz0123456789', 8)}@hrconnect.local`;
  const password = strongPassword();
  const created = await admin.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    // No member type: claim_admin makes the account an administrator, which has none.
    user_metadata: { full_name: 'Administrator' },
  });
  if (created.error || !created.data.user) {
    return json(500, { error: created.error?.message ?? 'Could not create the administrator' });
  }
  const userId = created.data.user.id;

  const claimed = await admin.rpc('claim_admin', { target_user_id: userId });
  if (claimed.error || claimed.data !== true) {
    // Lost the race (or failed): leave no stray account behind.
    await admin.auth.admin.deleteUser(userId);
    if (claimed.error) return json(500, { error: claimed.error.message });
    return json(409, { error: ALREADY_EXISTS });
  }
  return json(200, { email, password });
}

Deno.serve(async (req) => {
  try {
    return await handle(req);
  } catch (err) {
    console.error('create-initial-admin failed', err);
    return json(500, { error: 'Unexpected error while creating the administrator' });
  }
});
