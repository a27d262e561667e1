// `npm run bench:storage`: upload and download of a 5 MB file through /storage/v1 next to a plain
// file copy on the same disk, and the stack's memory while it streams. The stack runs as its own
// process (`npm run stack -- --memory`, files in the temp directory), so the memory figures are the
// server's alone: RSS read from /proc before, sampled every 5 ms during each transfer (peak), and
// after. A 40 MB file is sent too: if bodies were buffered, its peak would grow by ~35 MB over the
// 5 MB one. Prints median (and best) of BENCH_RUNS runs (default 5) after one warm-up. Then the
// listing at scale: list() of the bucket root (101 folders) and of one folder (first page of 100)
// with 1,000 and 100,000 objects in the bucket (rows inserted through the wire port), median of 20
// calls each and the growth ratio.
//   npm run bench:storage [-- --port 59321]
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { copyFile, open, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import { DEMO_SERVICE_ROLE_KEY } from '../stack/src/keys.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const MB = 1024 * 1024;
const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { port: { type: 'string', default: '0' } } });

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

function startStack(): Promise<{ url: string; dbUrl: string; proc: ChildProcess }> {
  const args = [
    '--import',
    'tsx',
    'stack/src/cli.ts',
    '--memory',
    '--port',
    values.port!,
    '--db-port',
    '0',
    '--no-inbox',
  ];
  const proc = spawn(process.execPath, [...args, '--no-seed', '--quiet'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    proc.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /API URL: (http:\/\/\S+)/.exec(out);
      const db = /DB URL: (postgresql:\/\/\S+)/.exec(out);
      if (m && db) resolve({ url: m[1]!, dbUrl: db[1]!, proc });
    });
    proc.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    proc.once('exit', (code) => reject(new Error(`stack exited (${code}):\n${out}`)));
  });
}

/** Runs fn while sampling the server's RSS; returns the time and the peak. */
async function measured(pid: number, fn: () => Promise<void>): Promise<{ ms: number; peak: number }> {
  let peak = rssOf(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 5);
  const start = performance.now();
  try {
    await fn();
  } finally {
    clearInterval(timer);
  }
  const ms = performance.now() - start;
  return { ms, peak: Math.max(peak, rssOf(pid)) };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const mbps = (bytes: number, ms: number) => bytes / MB / (ms / 1000);
const fmtMB = (bytes: number) => (bytes < MB ? `${bytes / 1024} KB` : `${(bytes / MB).toFixed(1)} MB`);

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'bench-storage-'));
  const { url, dbUrl, proc } = await startStack();
  const pid = proc.pid!;
  const headers = { authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}` };
  try {
    const made = await fetch(`${url}/storage/v1/bucket`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'bench', public: false }),
    });
    if (!made.ok) throw new Error(`bucket: ${await made.text()}`);

    const rows: string[][] = [];
    const idleBefore = rssOf(pid);
    for (const size of [1024, 5 * MB, 40 * MB]) {
      const source = join(work, `source-${size}.bin`);
      const data = Buffer.alloc(size);
      for (let i = 0; i < size; i += 4) data.writeUInt32LE((i * 2654435761) >>> 0, i);
      writeFileSync(source, data);
      const digest = createHash('sha256').update(data).digest('hex');

      const copyMs: number[] = [];
      const syncMs: number[] = [];
      const upMs: number[] = [];
      const downMs: number[] = [];
      const upPeak: number[] = [];
      const downPeak: number[] = [];
      for (let run = -1; run < RUNS; run++) {
        // Plain copy on the same disk; and the same bytes written and fsynced, as Storage writes them.
        let t = performance.now();
        await copyFile(source, join(work, 'copy.bin'));
        const copy = performance.now() - t;
        t = performance.now();
        const fh = await open(join(work, 'synced.bin'), 'w');
        await fh.writeFile(await readFile(source));
        await fh.sync();
        await fh.close();
        const synced = performance.now() - t;

        const key = `run-${size}-${run}.bin`;
        const up = await measured(pid, async () => {
          const res = await fetch(`${url}/storage/v1/object/bench/${key}`, {
            method: 'POST',
            headers: {
              ...headers,
              'content-type': 'application/octet-stream',
              'content-length': String(size),
            },
            body: Readable.toWeb(createReadStream(source)) as ReadableStream<Uint8Array>,
            duplex: 'half',
          } as RequestInit);
          if (!res.ok) throw new Error(`upload: ${res.status} ${await res.text()}`);
          await res.arrayBuffer();
        });
        let got = '';
        const down = await measured(pid, async () => {
          const res = await fetch(`${url}/storage/v1/object/bench/${key}`, { headers });
          if (!res.ok) throw new Error(`download: ${res.status}`);
          const hash = createHash('sha256');
          for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) hash.update(chunk);
          got = hash.digest('hex');
        });
        if (got !== digest) throw new Error('downloaded bytes differ from the uploaded ones');
        if (run < 0) continue;
        copyMs.push(copy);
        syncMs.push(synced);
        upMs.push(up.ms);
        downMs.push(down.ms);
        upPeak.push(up.peak);
        downPeak.push(down.peak);
      }
      const label = fmtMB(size);
      const row = (name: string, ms: number[], peak?: number[]) => [
        `${name} ${label}`,
        `${mbps(size, median(ms)).toFixed(0)} MB/s`,
        `${median(ms).toFixed(1)} ms (best ${Math.min(...ms).toFixed(1)})`,
        peak ? fmtMB(Math.max(...peak)) : '',
      ];
      rows.push(row('plain copy (fs.copyFile)', copyMs));
      rows.push(row('write + fsync (fs)', syncMs));
      rows.push(row('upload POST /object', upMs, upPeak));
      rows.push(row('download GET /object', downMs, downPeak));
    }
    const idleAfter = rssOf(pid);

    const widths = [0, 1, 2, 3].map((i) =>
      Math.max(...[...rows, ['case', 'throughput', 'median', 'server RSS peak']].map((r) => r[i]!.length)),
    );
    const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ');
    console.log(`Storage benchmark: ${RUNS} runs after one warm-up, stack process ${pid}, files in ${tmpdir()}`);
    console.log(`disk: ${statSync(work).dev} (source, copy and the stack's storage directory on the same device)`);
    console.log(line(['case', 'throughput', 'median', 'server RSS peak']));
    for (const r of rows) console.log(line(r));
    console.log(`server RSS: before ${fmtMB(idleBefore)}, after ${fmtMB(idleAfter)}`);
    await listingAtScale(url, dbUrl, headers);
  } finally {
    proc.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
}

/** list() at 1,000 and 100,000 objects: index probes per entry, so the time should not grow with N. */
async function listingAtScale(url: string, dbUrl: string, headers: Record<string, string>): Promise<void> {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const list = async (prefix: string) => {
    const start = performance.now();
    const res = await fetch(`${url}/storage/v1/object/list/listing`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ prefix, limit: 100, offset: 0, sortBy: { column: 'name', order: 'asc' } }),
    });
    const rows = (await res.json()) as unknown[];
    if (!res.ok || rows.length !== 100) throw new Error(`list ${prefix}: ${res.status} ${rows.length} rows`);
    return performance.now() - start;
  };
  try {
    await db.query(`insert into storage.buckets (id, name) values ('listing', 'listing')`);
    const results: Record<string, number[]> = {};
    let have = 0;
    for (const n of [1000, 100_000]) {
      // Half the objects in one folder, half spread over 100 more; no files behind them (a listing
      // reads rows only).
      await db.query(
        `insert into storage.objects (bucket_id, name, metadata)
         select 'listing',
                case when g % 2 = 0 then 'big' else 'folder-' || lpad(((g / 2) % 100)::text, 3, '0') end
                  || '/file-' || lpad(g::text, 7, '0') || '.txt',
                jsonb_build_object('size', g, 'mimetype', 'text/plain')
         from generate_series($1::int, $2::int) g`,
        [have + 1, n],
      );
      have = n;
      await db.query('analyze storage.objects');
      for (const [name, prefix] of [
        ['root (101 folders)', ''],
        ['one folder, first 100', 'big'],
      ] as const) {
        for (let i = 0; i < 5; i++) await list(prefix);
        const samples: number[] = [];
        for (let i = 0; i < 20; i++) samples.push(await list(prefix));
        (results[name] ??= []).push(median(samples));
      }
    }
    console.log('\nlist() of 100 entries (median of 20 calls):');
    for (const [name, [small, large]] of Object.entries(results))
      console.log(
        `  ${name.padEnd(24)} 1,000 objects ${small!.toFixed(1)} ms   100,000 objects ${large!.toFixed(1)} ms   growth ${(large! / small!).toFixed(2)}`,
      );
  } finally {
    await db.end();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
