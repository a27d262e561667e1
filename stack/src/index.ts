// startStack: the whole local Supabase-compatible stack in one process: database (embedded PGlite or
// a Postgres URL), migrations, gateway with /auth/v1, /rest/v1, /functions/v1, /storage/v1,
// optional wire port.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Server } from 'node:http';
import { createAuthService } from './auth/index.ts';
import { createMailer, type Mailer } from './auth/mailer.ts';
import { loadConfig, type StackConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { openPglite, type PgliteDatabase } from './db/pglite.ts';
import { serveWire } from './db/wire.ts';
import { openPostgres } from './db/postgres.ts';
import { createFunctionsService } from './functions/index.ts';
import { functionSecrets } from './functions/secrets.ts';
import { createGateway, kongError } from './gateway.ts';
import { startInbox, type RunningInbox } from './inbox/index.ts';
import { keysFromEnv } from './keys.ts';
import { migrate, type MigrationReport } from './migrations.ts';
import { createRealtimeService, type RealtimeService } from './realtime/index.ts';
import { createRestService, type RestOptions, type RestService } from './rest/index.ts';
import { closeServer, listen } from './server.ts';
import { startScheduler, type Scheduler } from './scheduler/index.ts';
import { createStorageService, streamsBody } from './storage/index.ts';
import type { Handler, ServiceContext, StackKeys, StackResponse } from './types.ts';

/** The wire port's password, as `supabase start`'s database (postgres/postgres). */
const DB_PASSWORD = 'postgres';

const RETRY_AFTER_SECONDS = 1;

/** What every route answers while the stack is starting. */
function starting(): StackResponse {
  const res = kongError(503, 'The service is starting. Try again shortly.');
  return { ...res, headers: { ...res.headers, 'retry-after': String(RETRY_AFTER_SECONDS) } };
}

export interface StackOptions {
  /** PostgREST settings a project keeps outside config.toml (db-aggregates-enabled, db-tx-end…), as a
   * test project sets them with `alter role authenticator set pgrst.…`. Default: Supabase's. */
  rest?: RestOptions;
  /** API port; 0 picks a free one. Default 54321. */
  port?: number;
  /** Postgres wire port for the embedded database; null serves none. Default null. */
  dbPort?: number | null;
  host?: string;
  /** Throwaway in-memory database. */
  memory?: boolean;
  /** Where the embedded database persists. Default <projectDir>/.data. */
  dataDir?: string;
  /** Use this Postgres server instead of the embedded one. */
  databaseUrl?: string;
  /** An already opened database (tests: a clone of the migrated snapshot). */
  db?: Database;
  /** Directory holding supabase/. Default process.cwd(). */
  projectDir?: string;
  /** Where functions live. Default <projectDir>/supabase/functions. */
  functionsDir?: string;
  /** verify_jwt per function, over supabase/config.toml's [functions.<name>] (default true). */
  functionsVerifyJwt?: Record<string, boolean>;
  /** Where Auth's links lead and what redirects it allows besides its additional_redirect_urls.
   * Default: config.toml [auth] site_url (the e2e environments serve the app on a port of their own). */
  siteUrl?: string;
  /** Confirm e-mails on sign-up (no confirmation mail). Default: !config.toml enable_confirmations. */
  autoConfirm?: boolean;
  /** Over config.toml [auth] enable_signup. */
  enableSignup?: boolean;
  /** Over config.toml [auth] enable_anonymous_sign_ins. */
  enableAnonymousSignIns?: boolean;
  /** Over config.toml [auth.sms] (phone sign-ups, test_otp codes). */
  sms?: Partial<StackConfig['sms']>;
  /** Over config.toml [auth.mfa]. */
  mfa?: Partial<StackConfig['mfa']>;
  minPasswordLength?: number;
  /** false disables Auth rate limits; a number sets every Auth limiter's requests per IP per 5 min
   * (each keeps GoTrue's burst of 30). */
  rateLimit?: false | number;
  /** Apply migrations (default true). */
  migrate?: boolean;
  /** Apply supabase/seed.sql on a new database (default true). */
  applySeed?: boolean;
  /** Max request body in bytes. Default 10 MiB. (Storage uploads have their own limit.) */
  bodyLimit?: number;
  /** Where Storage keeps object contents. Default <dataDir>/storage; a temporary directory,
   * removed on stop, with `memory` or an injected `db`. */
  storageDir?: string;
  /** Largest Storage object in bytes. Default: config.toml [storage] file_size_limit. */
  storageFileSizeLimit?: number;
  keys?: StackKeys;
  /** The local inbox (SMTP in, web page and Mailpit's API out), as `npm run stack` starts it: ports
   * (0 = free ones; absent ones from config.toml [inbucket], 54324 and SMTP 54325; [inbucket]
   * enabled = false turns it off unless a port is given). Default: none, so stacks started in scripts
   * and tests never compete for the fixed ports (e-mails are then dropped, unless [auth.email.smtp]). */
  inbox?: false | { port?: number; smtpPort?: number };
  /** Overrides of config.toml [auth.email] and the e-mail rate limit (tests). */
  email?: {
    maxFrequency?: number;
    emailSentPerHour?: number;
    otpExpiry?: number;
    doubleConfirmChanges?: boolean;
    securePasswordChange?: boolean;
  };
  /** bcrypt cost for new passwords (GoTrue uses 10). */
  bcryptCost?: number;
  /** Called once the API port is bound and before the services are ready, with the API URL (tests
   * look at the stack while it starts: every service answers 503 with Retry-After until then). */
  onListening?: (url: string) => Promise<void> | void;
  /** Run scheduled jobs (cron.schedule) at their times. Default true; test stacks drive them through
   * RunningStack.scheduler instead. */
  schedulerTimer?: boolean;
  log?: (line: string) => void;
}

export interface RunningStack {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  dbUrl: string | null;
  db: Database;
  /** Where Storage keeps object contents. */
  storageDir: string;
  /** The local inbox's web page and Mailpit-compatible API, or null when none runs. */
  inboxUrl: string | null;
  migrations: MigrationReport | null;
  reloadSchema(): Promise<void>;
  /** The Realtime service (websocket and broadcast API under /realtime/v1). */
  realtime: RealtimeService;
  /** pg_cron's and pg_net's work on a database without them (scheduler/); null with a real pg_cron. */
  scheduler: Scheduler | null;
  stop(): Promise<void>;
}

/** Storage's directory: given, a throwaway one (removed with the stack, or at exit), or beside the
 * embedded database in the data directory. */
function storageDirOf(opts: StackOptions, projectDir: string): { dir: string; temporary: boolean } {
  if (opts.storageDir) return { dir: resolve(opts.storageDir), temporary: false };
  if (opts.memory || opts.db) return { dir: mkdtempSync(join(tmpdir(), 'stack-storage-')), temporary: true };
  return { dir: join(resolve(opts.dataDir ?? join(projectDir, '.data')), 'storage'), temporary: false };
}

async function openDatabase(opts: StackOptions, projectDir: string): Promise<Database> {
  if (opts.db) return opts.db;
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  if (opts.memory) return openPglite();
  return openPglite({ dataDir: resolve(opts.dataDir ?? join(projectDir, '.data')) });
}

export async function startStack(opts: StackOptions = {}): Promise<RunningStack> {
  const projectDir = resolve(opts.projectDir ?? process.cwd());
  const loaded = loadConfig(projectDir);
  const config = opts.siteUrl ? { ...loaded, siteUrl: opts.siteUrl } : loaded;
  const keys = opts.keys ?? keysFromEnv();
  const log = opts.log ?? (() => {});
  const db = await openDatabase(opts, projectDir);
  const cleanups: (() => Promise<void>)[] = [];
  let server: Server | undefined;
  try {
    const migrations =
      opts.migrate === false ? null : await migrate(db, { projectDir, applySeed: opts.applySeed ?? true, log });

    // In memory, a backend replaced after a statement timeout starts again from here.
    if (db.kind === 'pglite' && opts.memory && !opts.db) await (db as PgliteDatabase).setRestartPoint();

    let dbUrl: string | null = opts.databaseUrl ?? null;
    if (db.kind === 'pglite' && opts.dbPort != null) {
      const wire = await serveWire({
        backend: (db as PgliteDatabase).wireBackend,
        port: opts.dbPort,
        host: opts.host ?? '127.0.0.1',
        password: DB_PASSWORD,
      });
      cleanups.push(() => wire.stop());
      dbUrl = `postgresql://postgres:${DB_PASSWORD}@127.0.0.1:${wire.port}/postgres`;
    }

    const wanted = opts.inbox && (config.inbox.enabled || opts.inbox.port !== undefined) ? opts.inbox : null;
    const inboxPorts = wanted
      ? { port: wanted.port ?? config.inbox.port, smtpPort: wanted.smtpPort ?? config.inbox.smtpPort }
      : null;
    let inbox: RunningInbox | null = null;
    if (inboxPorts) {
      const started = await startInbox({ ...inboxPorts, host: opts.host });
      inbox = started;
      cleanups.push(() => started.stop());
    }
    // As GoTrue: [auth.email.smtp] when configured, else the local inbox (`supabase start` points Auth
    // at its Mailpit); with neither, e-mails are dropped (GoTrue's noop mailer).
    const smtp = config.email.smtp;
    let mailer: Mailer | null = null;
    if (smtp || inbox) {
      const m = createMailer({
        smtp: smtp ?? { host: inbox!.smtpHost, port: inbox!.smtpPort },
        from: { address: smtp?.adminEmail ?? 'admin@email.com', name: smtp?.senderName ?? '' },
        templates: config.email.templates,
        projectDir,
      });
      mailer = m;
      cleanups.push(async () => m.close());
    }

    const storageDir = storageDirOf(opts, projectDir);
    if (storageDir.temporary) {
      const remove = () => rmSync(storageDir.dir, { recursive: true, force: true });
      process.once('exit', remove);
      cleanups.push(async () => {
        process.off('exit', remove);
        remove();
      });
    }
    const storage = config.storage.enabled
      ? await createStorageService({
          db,
          keys,
          dir: storageDir.dir,
          fileSizeLimit: opts.storageFileSizeLimit ?? config.storage.fileSizeLimit,
          log,
        })
      : undefined;

    // Services need the public URL, known only once the port is bound: route through late bindings,
    // and until every one of them is bound the whole API answers 503 (as a gateway whose upstreams
    // are not up yet), never a 500.
    const routes: { auth?: Handler; rest?: Handler; functions?: Handler; realtime?: Handler } = {};
    let ready = false;
    const late =
      (bound: () => Handler | undefined): Handler =>
      (r) => {
        const handler = bound();
        return ready && handler ? handler(r) : Promise.resolve(starting());
      };
    const gateway = createGateway(keys, {
      auth: late(() => routes.auth),
      rest: late(() => routes.rest),
      functions: late(() => routes.functions),
      storage: storage ? late(() => storage.handle) : undefined,
      realtime: late(() => routes.realtime),
    });
    const bound = await listen(gateway, {
      port: opts.port ?? 54321,
      host: opts.host,
      bodyLimit: opts.bodyLimit ?? 10 * 1024 * 1024,
      streamBody: storage ? streamsBody : undefined,
      log,
    });
    server = bound.server;
    const upgrades: { handle?: RealtimeService['handleUpgrade'] } = {};
    bound.server.on('upgrade', (req, socket, head) => {
      if (ready && upgrades.handle) upgrades.handle(req, socket, head);
      else {
        const body = starting().body as string;
        socket.end(
          `HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json; charset=utf-8\r\n` +
            `retry-after: ${RETRY_AFTER_SECONDS}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
            `connection: close\r\n\r\n${body}`,
        );
      }
    });
    const url = `http://127.0.0.1:${bound.port}`;
    await opts.onListening?.(url);
    const ctx: ServiceContext = { db, keys, apiUrl: url, projectDir };
    const rest: RestService = await createRestService(ctx, config.api, opts.rest);
    cleanups.push(() => rest.close());
    const rate =
      opts.rateLimit === undefined
        ? config.rateLimit
        : opts.rateLimit === false
          ? false
          : {
              signInSignUps: opts.rateLimit,
              tokenRefresh: opts.rateLimit,
              tokenVerifications: opts.rateLimit,
              anonymousUsers: config.rateLimit.anonymousUsers,
              web3: opts.rateLimit,
              emailSent: config.rateLimit.emailSent,
            };
    const auth = createAuthService({
      db,
      keys,
      apiUrl: url,
      siteUrl: config.siteUrl,
      autoConfirm: opts.autoConfirm ?? !config.enableConfirmations,
      enableSignup: opts.enableSignup ?? config.enableSignup,
      enableAnonymousSignIns: opts.enableAnonymousSignIns ?? config.enableAnonymousSignIns,
      sms: { ...config.sms, ...opts.sms },
      mfa: { ...config.mfa, ...opts.mfa },
      oauthServer: config.oauthServer,
      passkey: config.passkey,
      minPasswordLength: opts.minPasswordLength ?? config.minPasswordLength,
      jwtExpiry: config.jwtExpiry,
      refreshTokenReuseInterval: config.refreshTokenReuseInterval,
      rateLimit: rate,
      // Behind a proxy, the header it sets with the client's address; never trusted by default.
      rateLimitHeader: process.env.STACK_RATE_LIMIT_HEADER || undefined,
      bcryptCost: opts.bcryptCost,
      additionalRedirectUrls: config.additionalRedirectUrls,
      mailer,
      email: {
        ...config.email,
        otpExpiry: opts.email?.otpExpiry ?? config.email.otpExpiry,
        maxFrequency: opts.email?.maxFrequency ?? config.email.maxFrequency,
        doubleConfirmChanges: opts.email?.doubleConfirmChanges ?? config.email.doubleConfirmChanges,
        securePasswordChange: opts.email?.securePasswordChange ?? config.email.securePasswordChange,
        emailSentPerHour: opts.email?.emailSentPerHour ?? (rate === false ? false : rate.emailSent),
      },
    });
    const functions = createFunctionsService({
      functionsDir: opts.functionsDir ?? join(projectDir, 'supabase', 'functions'),
      keys,
      apiUrl: url,
      dbUrl,
      verifyJwt: { ...config.functionVerifyJwt, ...opts.functionsVerifyJwt },
      secrets: functionSecrets(join(projectDir, 'supabase', 'functions', '.env'), inbox, config.siteUrl),
      log,
    });
    cleanups.push(() => functions.close());
    const realtimeService = await createRealtimeService(ctx, log);
    cleanups.push(() => realtimeService.close());
    upgrades.handle = realtimeService.handleUpgrade;
    Object.assign(routes, { auth, rest: rest.handle, functions: functions.handle, realtime: realtimeService.handle });
    ready = true;
    // Jobs may call the API (an edge function through net.http_post): they start once it serves.
    const scheduler = await startScheduler({
      db,
      projectUrl: url,
      serviceRoleKey: keys.serviceRoleKey,
      timer: opts.schedulerTimer ?? true,
      log,
    });
    if (scheduler) cleanups.push(() => scheduler.close());

    let stopped = false;
    return {
      url,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      jwtSecret: keys.jwtSecret,
      dbUrl,
      db,
      storageDir: storageDir.dir,
      inboxUrl: inbox?.url ?? null,
      migrations,
      reloadSchema: () => rest.reloadSchema(),
      realtime: realtimeService,
      scheduler,
      async stop() {
        if (stopped) return;
        stopped = true;
        // Websockets are not HTTP connections the server closes itself: end them first.
        await realtimeService.close().catch(() => {});
        await closeServer(bound.server);
        for (const c of cleanups.reverse()) await c().catch(() => {});
        await db.close();
      },
    };
  } catch (error) {
    if (server) await closeServer(server).catch(() => {});
    for (const c of cleanups.reverse()) await c().catch(() => {});
    await db.close().catch(() => {});
    throw error;
  }
}
