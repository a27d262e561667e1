// Data written before a stop is there after a restart on the same data dir; only new migrations run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startStack } from '../src/index.ts';
import { createTestClient, PROJECT_DIR } from '../src/testing.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'stack-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const options = {
  port: 0,
  dbPort: null,
  projectDir: PROJECT_DIR,
  dataDir,
  rateLimit: false as const,
  applySeed: false,
  bcryptCost: 4,
};

describe('restart on the same data dir', () => {
  it('keeps users, sessions and rows, and applies no migration twice', async () => {
    const first = await startStack(options);
    let userId: string;
    let refreshToken: string;
    try {
      expect(first.migrations?.applied.length).toBeGreaterThan(0);
      const client = createTestClient(first);
      const { data, error } = await client.auth.signUp({
        email: 'restart@example.com',
        password: 'Password123!',
        options: { data: { full_name: 'Re Start' } },
      });
      expect(error).toBeNull();
      userId = data.user!.id;
      refreshToken = data.session!.refresh_token;
      await first.db.query(`create table if not exists public.restart_probe (id int primary key, note text)`);
      await first.db.query(`insert into public.restart_probe values (1, $1)`, ['kept']);
    } finally {
      await first.stop();
    }

    const second = await startStack(options);
    try {
      expect(second.migrations).toEqual({ platformApplied: false, applied: [], seeded: false });
      const client = createTestClient(second);
      const { data, error } = await client.auth.signInWithPassword({
        email: 'restart@example.com',
        password: 'Password123!',
      });
      expect(error).toBeNull();
      expect(data.user?.id).toBe(userId);
      const refreshed = await client.auth.refreshSession({ refresh_token: refreshToken });
      expect(refreshed.error).toBeNull();
      const { rows } = await second.db.query<{ note: string }>('select note from public.restart_probe where id = 1');
      expect(rows[0]?.note).toBe('kept');
      const profiles = await second.db.query('select 1 from public.profiles where id = $1', [userId]);
      expect(profiles.rows).toHaveLength(1);
    } finally {
      await second.stop();
    }
  }, 120_000);
});
