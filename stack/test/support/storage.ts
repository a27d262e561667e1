// Helpers for the Storage tests: members signed up through /auth/v1, buckets and policies made as a
// project's migration would make them, raw requests where supabase-js hides the details.
import { request } from 'node:http';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestClient, type RunningStack } from '../../src/testing.ts';

export interface Member {
  id: string;
  client: SupabaseClient;
  token: string;
}

let counter = 0;

export async function member(stack: RunningStack, name: string): Promise<Member> {
  const client = createTestClient(stack);
  const email = `${name}.${process.pid}.${++counter}@storage.test`;
  const { data, error } = await client.auth.signUp({ email, password: 'Password123!' });
  if (error || !data.session) throw new Error(`sign-up of ${email} failed: ${error?.message}`);
  return { id: data.user!.id, client, token: data.session.access_token };
}

/**
 * What a project's migration does: buckets by INSERT, policies on storage.objects by folder. Names
 * apart from the project's own buckets (cvs, photos: supabase/migrations), which the stack also loads.
 */
export const POLICIES_SQL = `
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('private', 'private', false, null, null),
  ('gallery', 'gallery', true, null, null),
  ('limited', 'limited', false, 1000, array['image/*', 'text/plain']);

create policy "members read their folder" on storage.objects for select to authenticated
  using (bucket_id in ('private', 'limited', 'gallery') and (storage.foldername(name))[1] = auth.uid()::text);
create policy "members add to their folder" on storage.objects for insert to authenticated
  with check (bucket_id in ('private', 'limited', 'gallery') and (storage.foldername(name))[1] = auth.uid()::text);
create policy "members change their folder" on storage.objects for update to authenticated
  using (bucket_id in ('private', 'limited', 'gallery') and (storage.foldername(name))[1] = auth.uid()::text)
  with check (bucket_id in ('private', 'limited', 'gallery') and (storage.foldername(name))[1] = auth.uid()::text);
create policy "members delete from their folder" on storage.objects for delete to authenticated
  using (bucket_id in ('private', 'limited', 'gallery') and (storage.foldername(name))[1] = auth.uid()::text);
`;

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A request with its path sent exactly as given (fetch would resolve `..` before sending). */
export function raw(
  stack: RunningStack,
  method: string,
  path: string,
  opts: { headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<RawAnswer> {
  const url = new URL(stack.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, method, path, headers: opts.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = text ? JSON.parse(text) : undefined;
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
      });
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

/** Files Storage keeps for this stack: object contents and temp files. */
export function storedFiles(stack: RunningStack): { objects: string[]; tmp: string[] } {
  const list = (dir: string) => {
    try {
      return readdirSync(join(stack.storageDir, dir));
    } catch {
      return [];
    }
  };
  return { objects: list('objects'), tmp: list('tmp') };
}

export const bytes = (n: number, seed = 7): Buffer => {
  const out = Buffer.alloc(n);
  let x = seed;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    out[i] = x & 0xff;
  }
  return out;
};
