// The stack's pg_cron and pg_net workers, for databases where scheduler.sql stands in for them
// (PGlite, a plain PostgreSQL): each minute the jobs of cron.job due then run as pg_cron runs them
// (their SQL, as the database owner, one run per job and minute recorded in cron.job_run_details),
// and requests queued by net.http_post/http_get are sent once their transaction commits, their
// answers kept in net._http_response. So a migration that schedules work the way hosted Supabase
// does (cron.schedule → net.http_post → an edge function) runs unchanged here.
//
// Tests drive it without waiting for the clock: runDue(at) runs what is due in a given minute,
// runJob(name) one job now, drain() waits until every queued request has been answered.
import type { Database } from '../db/database.ts';
import { dueAt, parseSchedule, type Schedule } from './cron.ts';

export interface JobRun {
  jobid: number;
  jobname: string | null;
  status: 'succeeded' | 'failed';
  message: string;
}

export interface Scheduler {
  /** Runs every active job due in the minute of `at` (the timer calls this each minute). */
  runDue(at: Date): Promise<JobRun[]>;
  /** Runs the job named `jobname` now, whatever its schedule. */
  runJob(jobname: string): Promise<JobRun>;
  /** Resolves once every request queued so far (net.http_post) has been sent and answered. */
  drain(): Promise<void>;
  close(): Promise<void>;
}

export interface SchedulerOptions {
  db: Database;
  /** Secrets a hosted project keeps in Vault for its jobs: the stack's own URL and service key. */
  projectUrl: string;
  serviceRoleKey: string;
  /** Run jobs at their times (default true; test stacks drive them instead). */
  timer?: boolean;
  log?: (line: string) => void;
}

interface JobRow {
  jobid: number | string;
  jobname: string | null;
  schedule: string;
  command: string;
}

interface RequestRow {
  id: number | string;
  method: string;
  url: string;
  headers: Record<string, string> | string;
  body: string | null;
  timeout_milliseconds: number;
}

const RESPONSE_KEEP = '6 hours';
const RUN_DETAILS_KEEP = '7 days';
const MAX_CONTENT = 1024 * 1024;

/** Is scheduler.sql (not a real pg_cron) what this database has? */
async function usesStackScheduler(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ ours: boolean }>(
    `select to_regclass('supabase_migrations.stack_services') is not null
        and exists (select 1 from supabase_migrations.stack_services where name = 'scheduler') as ours`,
  );
  return rows[0]?.ours === true;
}

/** The scheduler, or null when the database has a real pg_cron (which runs its jobs itself). */
export async function startScheduler(opts: SchedulerOptions): Promise<Scheduler | null> {
  const { db } = opts;
  const log = opts.log ?? (() => {});
  if (!(await usesStackScheduler(db))) return null;
  await db.query(
    `insert into vault.secrets (name, secret, description) values
       ('project_url', $1, 'The API URL of this project (the local stack sets it at start)'),
       ('service_role_key', $2, 'The service_role key (the local stack sets it at start)')
     on conflict (name) do update set secret = excluded.secret, updated_at = now()`,
    [opts.projectUrl, opts.serviceRoleKey],
  );

  // ── pg_net: one sender at a time, each pass until the queue is empty ──────────────────────────
  let sending: Promise<void> = Promise.resolve();
  let closed = false;

  async function send(row: RequestRow): Promise<void> {
    const headers = typeof row.headers === 'string' ? (JSON.parse(row.headers) as Record<string, string>) : row.headers;
    let status: number | null = null;
    let contentType: string | null = null;
    let content: string | null = null;
    let responseHeaders: Record<string, string> | null = null;
    let timedOut = false;
    let error: string | null = null;
    try {
      const res = await fetch(row.url, {
        method: row.method,
        headers,
        body: row.method === 'GET' ? undefined : (row.body ?? undefined),
        signal: AbortSignal.timeout(row.timeout_milliseconds),
      });
      status = res.status;
      contentType = res.headers.get('content-type');
      responseHeaders = Object.fromEntries(res.headers.entries());
      content = (await res.text()).slice(0, MAX_CONTENT);
    } catch (e) {
      timedOut = (e as Error).name === 'TimeoutError';
      error = (e as Error).message;
    }
    await db.query(
      `insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg)
       values ($1, $2, $3, $4::jsonb, $5, $6, $7)`,
      [row.id, status, contentType, responseHeaders && JSON.stringify(responseHeaders), content, timedOut, error],
    );
    if (error) log(`scheduler: net request ${row.id} to ${row.url} failed: ${error}`);
  }

  async function sendQueued(): Promise<void> {
    while (!closed) {
      const { rows } = await db.query<RequestRow>(
        `delete from net.http_request_queue
          where id in (select id from net.http_request_queue order by id limit 20 for update skip locked)
          returning id, method, url, headers, convert_from(body, 'UTF8') as body, timeout_milliseconds`,
      );
      if (!rows.length) return;
      await Promise.all(rows.map(send));
    }
  }

  const drain = (): Promise<void> => {
    sending = sending.then(sendQueued).catch((e: Error) => log(`scheduler: sending queued requests: ${e.message}`));
    return sending;
  };
  const stopListening = await db.listen('stack_net', () => void drain());

  // ── pg_cron ──────────────────────────────────────────────────────────────────────────────────
  async function run(job: JobRow, slot: Date | null): Promise<JobRun | null> {
    const claim = await db.query<{ runid: string }>(
      `insert into cron.job_run_details (jobid, database, username, command, status, start_time)
       values ($1, current_database(), current_user, $2, 'running', coalesce($3::timestamptz, clock_timestamp()))
       on conflict (jobid, start_time) do nothing returning runid`,
      [job.jobid, job.command, slot?.toISOString() ?? null],
    );
    // Another process of the stack ran this job for this minute already.
    if (!claim.rows.length) return null;
    let status: JobRun['status'] = 'succeeded';
    let message = '';
    try {
      await db.exec(job.command);
    } catch (e) {
      status = 'failed';
      message = (e as Error).message;
      log(`scheduler: job ${job.jobname ?? job.jobid} failed: ${message}`);
    }
    await db.query(
      `update cron.job_run_details set status = $2, return_message = $3, end_time = clock_timestamp() where runid = $1`,
      [claim.rows[0]!.runid, status, message],
    );
    // What the job queued is sent now that it has committed.
    await drain();
    return { jobid: Number(job.jobid), jobname: job.jobname, status, message };
  }

  const parsed = new Map<string, Schedule | null>();
  function scheduleOf(text: string): Schedule | null {
    if (!parsed.has(text)) {
      try {
        parsed.set(text, parseSchedule(text));
      } catch {
        log(`scheduler: cannot read the schedule '${text}'`);
        parsed.set(text, null);
      }
    }
    return parsed.get(text)!;
  }

  async function activeJobs(): Promise<JobRow[]> {
    return (
      await db.query<JobRow>('select jobid, jobname, schedule, command from cron.job where active order by jobid')
    ).rows;
  }

  /** Jobs as of the last minute's look (the clock reads cron.job once a minute). */
  let known: JobRow[] = [];

  async function runDue(at: Date): Promise<JobRun[]> {
    const minute = new Date(Math.floor(at.getTime() / 60_000) * 60_000);
    known = await activeJobs();
    const runs: JobRun[] = [];
    for (const job of known) {
      const schedule = scheduleOf(job.schedule);
      if (!schedule || schedule.kind !== 'fields' || !dueAt(schedule, minute)) continue;
      const done = await run(job, minute);
      if (done) runs.push(done);
    }
    return runs;
  }

  async function runJob(jobname: string): Promise<JobRun> {
    const job = (await activeJobs()).find((j) => j.jobname === jobname);
    if (!job) throw new Error(`no active job named ${jobname}`);
    return (await run(job, null))!;
  }

  // ── the clock ────────────────────────────────────────────────────────────────────────────────
  const timers: NodeJS.Timeout[] = [];
  let ticking: Promise<unknown> = Promise.resolve();
  if (opts.timer !== false) {
    let lastMinute = Math.floor(Date.now() / 60_000);
    known = await activeJobs();
    const lastSecondsRun = new Map<string, number>();
    const tick = async () => {
      const now = Date.now();
      const minute = Math.floor(now / 60_000);
      if (minute !== lastMinute) {
        lastMinute = minute;
        await runDue(new Date(minute * 60_000));
        await db.query(`delete from net._http_response where created < now() - interval '${RESPONSE_KEEP}'`);
        await db.query(`delete from cron.job_run_details where end_time < now() - interval '${RUN_DETAILS_KEEP}'`);
      }
      // '1–59 seconds' jobs (pg_cron's interval schedules), each second.
      for (const job of known) {
        const schedule = scheduleOf(job.schedule);
        if (schedule?.kind !== 'seconds') continue;
        const key = String(job.jobid);
        const second = Math.floor(now / 1000);
        if (second - (lastSecondsRun.get(key) ?? 0) < schedule.every) continue;
        lastSecondsRun.set(key, second);
        await run(job, new Date(second * 1000));
      }
    };
    const timer = setInterval(() => {
      ticking = ticking.then(tick).catch((e: Error) => log(`scheduler: ${e.message}`));
    }, 1000);
    timer.unref();
    timers.push(timer);
  }

  return {
    runDue,
    runJob,
    drain,
    async close() {
      closed = true;
      for (const t of timers) clearInterval(t);
      await stopListening().catch(() => {});
      await ticking.catch(() => {});
      await sending.catch(() => {});
    },
  };
}
