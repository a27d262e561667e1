// Rows are checked, not cast (docs/architecture.md, "Rows"): `npm run lint` fails a cast of a
// supabase-js answer's data, in each form the app used to write it, and lets the checked form pass.
// Lints small sources with the repository's own config as files of src/ that do not exist.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: repo });
const RULE = 'rows/checked-rows';

async function problems(file: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: `${repo}/${file}` });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

const header = "import type { Client } from '@/lib/client-registry';\n";

describe('npm run lint keeps rows checked', () => {
  it("fails the casts the app wrote before the rule (activity, reviews, notifications' banner, functions)", async () => {
    const text = `${header}interface Row { id: string }
export async function feed(client: Client) {
  const { data, error } = await client.rpc('get_activity_feed', {});
  if (error) throw error;
  return (data ?? []) as Row[];
}
export async function reviews(client: Client) {
  const { data } = await client.from('reviews').select('id');
  return (data ?? []) as unknown as Row[];
}
export async function banner(client: Client) {
  const { data: row } = await client.rpc('my_broadcast_banner').maybeSingle();
  return (row as Row | null) ?? null;
}
export async function invoke<T>(client: Client) {
  const answer = await client.functions.invoke('send-invite');
  return answer.data as T;
}\n`;
    const found = await problems('src/features/activity/zz-lint-probe.ts', text);
    expect(found).toHaveLength(4);
    expect(found.every((m) => m.startsWith("a supabase-js answer's data is checked, not cast"))).toBe(true);
  });

  it('lets the checked form pass, and casts of other values', async () => {
    const text = `${header}import { withKeys } from '@/lib/rows';
export async function feed(client: Client) {
  const { data, error } = await client.rpc('get_activity_feed', {});
  if (error) throw error;
  return withKeys(data, 'at');
}
export const KINDS = Object.keys({ a: 1 }) as 'a'[];\n`;
    expect(await problems('src/features/activity/zz-lint-probe.ts', text)).toEqual([]);
  });
});
