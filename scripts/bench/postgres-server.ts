// A throwaway PostgreSQL server for the benchmarks (initdb in a temporary directory, fsync off, on a
// checked free port below the ephemeral range); as the postgres user when run as root.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../stack/src/free-port.ts';

export interface PgServer {
  /** postgresql://postgres@127.0.0.1:PORT (add /database). */
  url: string;
  /** The postmaster's pid (its children are the sessions). */
  postmaster(): number;
  stop(): void;
}

export async function startPostgres(bin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'): Promise<PgServer> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pg-'));
  chmodSync(dir, 0o755);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const run = (cmd: string) =>
    asRoot
      ? execFileSync('su', ['postgres', '-s', '/bin/bash', '-c', cmd], { stdio: 'pipe' })
      : execFileSync('bash', ['-c', cmd], { stdio: 'pipe' });
  const port = await freePort();
  run(`${bin}/initdb -D '${dir}/data' -U postgres -A trust -E UTF8 --locale=C.UTF-8`);
  run(
    `${bin}/pg_ctl -D '${dir}/data' -l '${dir}/log' -o "-p ${port} -k '${dir}' -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300" -w start`,
  );
  return {
    url: `postgresql://postgres@127.0.0.1:${port}`,
    postmaster: () => Number(readFileSync(join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop: () => {
      try {
        run(`${bin}/pg_ctl -D '${dir}/data' -m immediate stop`);
      } catch {
        /* already stopped */
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
