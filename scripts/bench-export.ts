// `npm run bench:export`: time and peak memory of the export-my-data edge function (issue 36) for a
// member with 100, 1,000 and 10,000 messages, each with 200 applications (and their CVs). The stack runs
// in-process on PGlite in memory; the function runs under Deno in a process of its own per size (the
// stack's own bootstrap, the environment the stack gives functions), so its peak resident memory
// (VmHWM of /proc/<pid>/status) is the export's alone. Time: from the request to the exports row
// reading 'ready' (the archive uploaded, its link signed). The budget is 30 s for 10,000 messages.
//   --sizes 100,1000,10000   messages per member (default)
//   --applications 200       applications per member (default)
//   --partners 20            conversations the messages are spread over (default)
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startStack, type RunningStack } from '../stack/src/index.ts';
import { startInbox } from '../stack/src/inbox/index.ts';
import { CLIENT_OPTIONS } from './perf/stack.ts';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '100,1000,10000' },
    applications: { type: 'string', default: '200' },
    partners: { type: 'string', default: '20' },
  },
});
const sizes = values.sizes.split(',').map(Number);
const applications = Number(values.applications);
const partners = Number(values.partners);

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const DENO = fileURLToPath(new URL('../node_modules/.bin/deno', import.meta.url));
const BOOTSTRAP = fileURLToPath(new URL('../stack/src/functions/bootstrap.ts', import.meta.url));
const ENTRY = pathToFileURL(fileURLToPath(new URL('../supabase/functions/export-my-data/index.ts', import.meta.url)));
const PASSWORD = 'bench-export-password';
/** A small CV of its own for each application (about 3 KB). */
const pdf = (i: number) => new TextEncoder().encode(`%PDF-1.4\n${`% CV version ${i}\n`.repeat(180)}%%EOF\n`);
// About what a chat message holds: a sentence or two.
const BODY = 'Thanks for the update on the payroll migration; can we go through the open points on Thursday at ten? ';

function kib(text: string | undefined): number {
  return Number(/(\d+)\s*kB/.exec(text ?? '')?.[1] ?? NaN);
}
/** CPU seconds a process has used (user + system), from /proc/<pid>/stat (in clock ticks of 1/100 s). */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
/** CPU seconds of this process: the stack, its database worker thread and the bench's polling. */
function ownCpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const line = (key: string) => status.split('\n').find((l) => l.startsWith(`${key}:`));
  return { rss: kib(line('VmRSS')), peak: kib(line('VmHWM')) };
}

async function createMember(service: SupabaseClient, email: string, name: string, type: string) {
  const { data, error } = await service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: name, user_type: type, company: `${name} Ltd`, position: 'HR Manager' },
  });
  if (error) throw error;
  return data.user.id;
}

/** The partners the messages go to; each posts some of the jobs the members apply to. */
async function seedPartners(stack: RunningStack, service: SupabaseClient): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < partners; i++) {
    ids.push(await createMember(service, `partner${i}@bench.example`, `Partner ${i}`, 'HR Professional'));
  }
  // The jobs, as their posters would post them (one statement; the rules of jobs hold for HR members).
  await stack.db.query(
    `insert into public.jobs (title, company_name, location, description, posted_by, created_at)
     select 'Job ' || g, 'Company ' || (g % 50), 'Remote', 'A role to fill, number ' || g,
            ($1::uuid[])[1 + g % cardinality($1::uuid[])], now() - g * interval '1 minute'
     from generate_series(1, $2::int) g`,
    [ids, applications],
  );
  return ids;
}

/**
 * One member with `messages` messages over the partners' conversations and `applications` applications,
 * each with its own CV in Storage and one status change. Rows are written by SQL with the triggers off
 * (the shape the triggers would leave: conversations per pair, messages filed in them); the CVs through
 * Storage's API, so the files exist.
 */
async function seedMember(stack: RunningStack, service: SupabaseClient, partnerIds: string[], messages: number) {
  const email = `member${messages}.${Date.now()}@bench.example`;
  const id = await createMember(service, email, `Member ${messages}`, 'HR Professional');
  const paths: string[] = [];
  for (let i = 0; i < applications; i++) {
    const path = `${id}/${String(i).padStart(3, '0')}-cv.pdf`;
    const { error } = await service.storage.from('cvs').upload(path, pdf(i), { contentType: 'application/pdf' });
    if (error) throw error;
    paths.push(path);
  }
  await stack.db.transaction(async (tx) => {
    await tx.query(`set local session_replication_role = replica`);
    await tx.query(
      `insert into public.connections (requester_id, addressee_id, status)
       select $1, p, 'accepted' from unnest($2::uuid[]) p`,
      [id, partnerIds],
    );
    await tx.query(
      `insert into public.conversations (member_a, member_b, started_by, created_at)
       select least($1::uuid, p), greatest($1::uuid, p), $1, now() - interval '30 days' from unnest($2::uuid[]) p`,
      [id, partnerIds],
    );
    await tx.query(
      `insert into public.messages (conversation_id, sender_id, recipient_id, body, created_at)
       select c.id, case when g % 2 = 0 then $1 else p end, case when g % 2 = 0 then p else $1 end,
              $4 || g, now() - ($3::int - g) * interval '1 second'
       from generate_series(1, $3::int) g
       cross join lateral (select ($2::uuid[])[1 + g % cardinality($2::uuid[])] as p) pick
       join public.conversations c on c.member_a = least($1::uuid, p) and c.member_b = greatest($1::uuid, p)`,
      [id, partnerIds, messages, BODY],
    );
    await tx.query(
      `insert into public.applications (job_id, applicant_id, contact_email, cover_note, cv_path, cv_name, status)
       select j.id, $1, $2, 'I would love to help with ' || j.title, ($3::text[])[j.n], 'My CV.pdf', 'shortlisted'
       from (select id, title, row_number() over (order by created_at) n from public.jobs) j
       where j.n <= cardinality($3::text[])`,
      [id, email, paths],
    );
    await tx.query(
      `insert into public.application_status_changes (application_id, from_status, to_status, note, changed_by)
       select a.id, 'new', 'shortlisted', 'A strong profile', j.posted_by
       from public.applications a join public.jobs j on j.id = a.job_id where a.applicant_id = $1`,
      [id],
    );
  });
  return { id, email };
}

interface FunctionProcess {
  proc: ChildProcess;
  port: number;
  stop(): Promise<void>;
}

/** export-my-data under Deno, as the stack starts a function, in a process of its own. */
async function startFunction(stack: RunningStack, smtp: { host: string; port: number }): Promise<FunctionProcess> {
  const proc = spawn(DENO, ['run', '--allow-all', '--quiet', '--no-prompt', BOOTSTRAP], {
    cwd: ROOT,
    env: {
      HOME: process.env.HOME ?? '',
      PATH: process.env.PATH ?? '',
      ...(process.env.DENO_DIR ? { DENO_DIR: process.env.DENO_DIR } : {}),
      SUPABASE_URL: stack.url,
      SUPABASE_ANON_KEY: stack.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
      SITE_URL: 'http://localhost:5173',
      SMTP_HOST: smtp.host,
      SMTP_PORT: String(smtp.port),
      STACK_FUNCTION_ENTRY: ENTRY.href,
      NO_COLOR: '1',
    },
    // stdin is a pipe held open and never written to, as the stack does: the function exits at its end
    // (stack/src/functions/bootstrap.ts), so it ends with this process however that ends.
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  proc.stdin!.on('error', () => {});
  // The function listens on a port the OS hands out and says which (stack/src/functions/bootstrap.ts).
  const port = await new Promise<number>((resolve, reject) => {
    proc.stdout!.on('data', (chunk: Buffer) => {
      const ready = /STACK_FUNCTION_READY (\d+)/.exec(chunk.toString());
      if (ready) resolve(Number(ready[1]));
    });
    proc.once('exit', (code) => reject(new Error(`the function exited with code ${code}`)));
  });
  return {
    proc,
    port,
    stop: () =>
      new Promise((resolve) => {
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
      }),
  };
}

interface Result {
  messages: number;
  seconds: number;
  /** CPU seconds of the function's process and of the stack's (in-process) during the export. */
  functionCpu: number;
  stackCpu: number;
  /** Seconds each step took, as the exports row showed them (polled every 100 ms). */
  steps: [string, number][];
  bootMiB: number;
  peakMiB: number;
  archiveKiB: number;
}

type ExportRow = { status: string; steps_done: number; archive_bytes: string | null };

/**
 * The export's row, read on the stack's own session; null when that session stayed taken longer than
 * the stack waits (PGRST003: a busy machine, the export's requests queued before this one).
 */
async function exportRow(stack: RunningStack, id: string): Promise<ExportRow[] | null> {
  try {
    const { rows } = await stack.db.query<ExportRow>(
      `select status::text, steps_done, archive_bytes::text from public.data_exports where id = $1`,
      [id],
    );
    return rows;
  } catch (error) {
    if ((error as { code?: string }).code === 'PGRST003') return null;
    throw error;
  }
}

async function measure(
  stack: RunningStack,
  smtp: { host: string; port: number },
  member: { id: string; email: string },
  messages: number,
): Promise<Result> {
  const client = createClient(stack.url, stack.anonKey, CLIENT_OPTIONS);
  const { data: session, error } = await client.auth.signInWithPassword({ email: member.email, password: PASSWORD });
  if (error) throw error;
  const fn = await startFunction(stack, smtp);
  try {
    const boot = memoryOf(fn.proc.pid!);
    const cpuAtStart = { fn: cpuSecondsOf(fn.proc.pid!), stack: ownCpuSeconds() };
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${fn.port}/export-my-data`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.session.access_token}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    if (res.status !== 202) throw new Error(`export-my-data answered ${res.status}: ${await res.text()}`);
    const { export: row } = (await res.json()) as { export: { id: string; steps: string[] } };
    // When the row first showed each count of steps done: step i ran from reached[i] to reached[i + 1].
    const reached: number[] = [0];
    for (;;) {
      const rows = await exportRow(stack, row.id);
      if (!rows) continue; // the session was busy with the export's own requests: ask again
      const status = rows[0]?.status;
      const now = (performance.now() - started) / 1000;
      for (let done = reached.length; done <= (rows[0]?.steps_done ?? 0); done++) reached[done] = now;
      if (status === 'failed') throw new Error('the export failed (see the function output above)');
      if (status === 'ready') {
        const seconds = now;
        const peak = memoryOf(fn.proc.pid!).peak;
        return {
          messages,
          seconds,
          functionCpu: cpuSecondsOf(fn.proc.pid!) - cpuAtStart.fn,
          stackCpu: ownCpuSeconds() - cpuAtStart.stack,
          steps: row.steps.map((step, i) => [step, (reached[i + 1] ?? seconds) - reached[i]!]),
          bootMiB: boot.rss / 1024,
          peakMiB: peak / 1024,
          archiveKiB: Number(rows[0]!.archive_bytes) / 1024,
        };
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await fn.stop();
  }
}

async function main() {
  console.log(
    `export-my-data: ${sizes.join(', ')} messages over ${partners} conversations, ${applications} applications each`,
  );
  // Other work on the machine slows everything alike: say how busy it was.
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  console.log(`load average at start: ${load()} (${cpus().length} cores)`);
  const stack = await startStack({ port: 0, memory: true, projectDir: ROOT, applySeed: false, rateLimit: false });
  const inbox = await startInbox({ port: 0, smtpPort: 0 });
  const smtp = { host: inbox.smtpHost, port: inbox.smtpPort };
  try {
    const service = createClient(stack.url, stack.serviceRoleKey, CLIENT_OPTIONS);
    const partnerIds = await seedPartners(stack, service);
    const results: Result[] = [];
    for (const n of sizes) {
      const seeding = performance.now();
      const member = await seedMember(stack, service, partnerIds, n);
      console.log(`  seeded ${n} messages in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
      results.push(await measure(stack, smtp, member, n));
    }
    console.log('');
    console.log(
      'messages  applications  time (s)  CPU s: function  stack  boot RSS (MiB)  peak RSS (MiB)  archive (KiB)',
    );
    for (const r of results) {
      console.log(
        `${String(r.messages).padStart(8)}  ${String(applications).padStart(12)}  ${r.seconds.toFixed(2).padStart(8)}  ` +
          `${r.functionCpu.toFixed(1).padStart(15)}  ${r.stackCpu.toFixed(1).padStart(5)}  ` +
          `${r.bootMiB.toFixed(1).padStart(14)}  ${r.peakMiB.toFixed(1).padStart(14)}  ${r.archiveKiB.toFixed(0).padStart(13)}`,
      );
    }
    console.log(
      '(time is wall-clock on this machine, its load included; CPU seconds are the work itself: on an idle ' +
        'machine the export takes no more than about their sum)',
    );
    console.log('\nseconds per step (as the exports row showed them):');
    for (const r of results) {
      console.log(
        `${String(r.messages).padStart(8)}  ${r.steps.map(([step, s]) => `${step} ${s.toFixed(1)}`).join(', ')}`,
      );
    }
    console.log(`load average at end: ${load()}`);
    const largest = results.find((r) => r.messages === 10_000);
    if (largest) {
      console.log(
        `\n10,000 messages and ${applications} applications: ${largest.seconds.toFixed(1)} s ` +
          `(budget 30 s: ${largest.seconds < 30 ? 'met' : 'NOT MET'})`,
      );
    }
  } finally {
    await inbox.stop();
    await stack.stop();
  }
}

await main();
