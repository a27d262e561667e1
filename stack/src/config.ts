// Reads supabase/config.toml, the Supabase CLI's file, so the stack and `supabase start` share one
// configuration. A small TOML subset: tables, dotted/quoted table names, strings, numbers, booleans,
// arrays of scalars; enough for what the CLI writes.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Scalar = string | number | boolean;
export type TomlValue = Scalar | Scalar[] | TomlTable;
export interface TomlTable {
  [key: string]: TomlValue;
}

function parseScalar(raw: string): Scalar | Scalar[] {
  const v = raw.trim();
  if (v.startsWith('[')) {
    const inner = v.slice(1, v.lastIndexOf(']')).trim();
    if (!inner) return [];
    return (inner.match(/"(?:[^"\\]|\\.)*"|'[^']*'|[^,\s]+/g) ?? []).map((p) => parseScalar(p) as Scalar);
  }
  if (v.startsWith('"')) return JSON.parse(v.slice(0, v.lastIndexOf('"') + 1)) as string;
  if (v.startsWith("'")) return v.slice(1, v.indexOf("'", 1));
  if (v === 'true' || v === 'false') return v === 'true';
  const n = Number(v.replace(/_/g, ''));
  return Number.isNaN(n) ? v : n;
}

function splitKey(key: string): string[] {
  return (key.match(/"[^"]*"|[^.\s]+/g) ?? []).map((k) => k.replace(/^"|"$/g, ''));
}

export function parseToml(text: string): TomlTable {
  const root: TomlTable = {};
  let current = root;
  for (const rawLine of text.split('\n')) {
    const line = rawLine
      .replace(/\s+#[^"']*$/, '')
      .replace(/^#.*$/, '')
      .trim();
    if (!line) continue;
    const table = /^\[([^\]]+)\]$/.exec(line);
    if (table) {
      current = root;
      for (const part of splitKey(table[1]!)) {
        if (typeof current[part] !== 'object' || Array.isArray(current[part])) current[part] = {};
        current = current[part] as TomlTable;
      }
      continue;
    }
    const eq = line.indexOf('=');
    if (eq < 0) continue;
    const keys = splitKey(line.slice(0, eq));
    let target = current;
    for (const k of keys.slice(0, -1)) {
      if (typeof target[k] !== 'object' || Array.isArray(target[k])) target[k] = {};
      target = target[k] as TomlTable;
    }
    target[keys[keys.length - 1]!] = parseScalar(line.slice(eq + 1));
  }
  return root;
}

export interface StackConfig {
  siteUrl: string;
  jwtExpiry: number;
  minPasswordLength: number;
  enableConfirmations: boolean;
  enableSignup: boolean;
  /** [auth] enable_anonymous_sign_ins (default false, as the CLI's). */
  enableAnonymousSignIns: boolean;
  refreshTokenReuseInterval: number;
  rateLimit: {
    signInSignUps: number;
    tokenRefresh: number;
    tokenVerifications: number;
    emailSent: number;
    anonymousUsers: number;
    web3: number;
  };
  /** [auth.sms]: phone sign-ups, confirmed at once unless enable_confirmations; test_otp codes. */
  sms: { enabled: boolean; autoConfirm: boolean; testOtp: Record<string, string>; maxFrequency: number };
  /** site_url and additional_redirect_urls: where /verify may send a browser back to. */
  additionalRedirectUrls: string[];
  email: EmailConfig;
  /** [inbucket]: the local inbox (`supabase start` runs Mailpit there). */
  inbox: { enabled: boolean; port: number; smtpPort: number };
  /** verify_jwt per function name; absent → true, as the CLI defaults. */
  functionVerifyJwt: Record<string, boolean>;
  /** [storage]: file_size_limit in bytes (the CLI's default is "50MiB"). */
  storage: { enabled: boolean; fileSizeLimit: number };
  /** [api]: the exposed schemas (default public) and PostgREST's db-max-rows (none when absent). */
  api: ApiConfig;
}

export interface ApiConfig {
  schemas: string[];
  maxRows?: number;
}

export interface EmailTemplateConfig {
  subject?: string;
  /** Path of the HTML body, relative to the project directory (as the CLI reads it). */
  contentPath?: string;
}

export interface EmailConfig {
  /** [auth.email.smtp]; null sends to the local inbox, as `supabase start` does without it. */
  smtp: {
    host: string;
    port: number;
    user: string;
    pass: string;
    adminEmail: string;
    senderName: string;
  } | null;
  /** [auth.email.template.<type>] by GoTrue's template type (invite, confirmation, recovery, magic_link,
   * email_change, reauthentication). */
  templates: Record<string, EmailTemplateConfig>;
  /** double_confirm_changes: an e-mail change is confirmed from both addresses. */
  doubleConfirmChanges: boolean;
  /** secure_password_change: a password change needs a recent sign-in or a reauthentication nonce. */
  securePasswordChange: boolean;
  /** max_frequency in seconds: how soon the same e-mail may be sent to a user again. */
  maxFrequency: number;
  otpLength: number;
  /** otp_expiry in seconds. */
  otpExpiry: number;
}

/** A Go duration as config.toml writes it ("1s", "60s", "1m30s", "1h") in seconds; NaN if unreadable. */
export function parseDuration(value: TomlValue | undefined): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || !/^(\d+(\.\d+)?(h|m|s|ms))+$/.test(value.trim())) return NaN;
  const unit = { h: 3600, m: 60, s: 1, ms: 0.001 } as const;
  let total = 0;
  for (const m of value.trim().matchAll(/(\d+(?:\.\d+)?)(h|ms|m|s)/g))
    total += Number(m[1]) * unit[m[2] as keyof typeof unit];
  return total;
}

/** The CLI's env(NAME) substitution in config.toml values. */
const envValue = (v: TomlValue | undefined): string => {
  if (typeof v !== 'string') return v === undefined ? '' : String(v);
  const m = /^env\((\w+)\)$/.exec(v.trim());
  return m ? (process.env[m[1]!] ?? '') : v;
};

function emailConfig(email: TomlTable): EmailConfig {
  const smtp = table(email.smtp);
  const smtpOn = Object.keys(smtp).length > 0 && bool(smtp.enabled, true) && !!envValue(smtp.host);
  const templates: Record<string, EmailTemplateConfig> = {};
  for (const [type, t] of Object.entries(table(email.template))) {
    const tt = table(t);
    templates[type] = {
      subject: typeof tt.subject === 'string' ? tt.subject : undefined,
      contentPath: typeof tt.content_path === 'string' ? tt.content_path : undefined,
    };
  }
  const maxFrequency = email.max_frequency === undefined ? 1 : parseDuration(email.max_frequency);
  if (Number.isNaN(maxFrequency))
    throw new Error(
      `supabase/config.toml: [auth.email] max_frequency ${JSON.stringify(email.max_frequency)} is not a duration`,
    );
  return {
    smtp: smtpOn
      ? {
          host: envValue(smtp.host),
          port: Number(envValue(smtp.port) || 587),
          user: envValue(smtp.user),
          pass: envValue(smtp.pass),
          adminEmail: envValue(smtp.admin_email) || 'admin@email.com',
          senderName: envValue(smtp.sender_name),
        }
      : null,
    templates,
    doubleConfirmChanges: bool(email.double_confirm_changes, true),
    securePasswordChange: bool(email.secure_password_change, false),
    maxFrequency,
    otpLength: num(email.otp_length, 6),
    otpExpiry: num(email.otp_expiry, 3600),
  };
}

function smsConfig(sms: TomlTable): StackConfig['sms'] {
  const testOtp: Record<string, string> = {};
  for (const [phone, code] of Object.entries(table(sms.test_otp)))
    testOtp[phone.replace(/^\+/, '').replaceAll(' ', '')] = String(code);
  const maxFrequency = sms.max_frequency === undefined ? 5 : parseDuration(sms.max_frequency);
  return {
    enabled: bool(sms.enable_signup, false),
    autoConfirm: !bool(sms.enable_confirmations, false),
    testOtp,
    maxFrequency: Number.isNaN(maxFrequency) ? 5 : maxFrequency,
  };
}

const SIZE_UNITS: Record<string, number> = {
  '': 1,
  b: 1,
  kb: 1e3,
  kib: 2 ** 10,
  mb: 1e6,
  mib: 2 ** 20,
  gb: 1e9,
  gib: 2 ** 30,
};

/** A size as the CLI's config.toml writes it ("50MiB", "5MB", 1048576) in bytes; NaN if unreadable. */
export function parseSize(value: TomlValue | undefined): number {
  if (typeof value === 'number') return value >= 0 ? Math.floor(value) : NaN;
  if (typeof value !== 'string') return NaN;
  const m = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(value);
  const unit = m ? SIZE_UNITS[m[2]!.toLowerCase()] : undefined;
  return m && unit ? Math.floor(Number(m[1]) * unit) : NaN;
}

const table = (t: TomlValue | undefined): TomlTable => (t && typeof t === 'object' && !Array.isArray(t) ? t : {});
const num = (v: TomlValue | undefined, d: number): number => (typeof v === 'number' ? v : d);
const bool = (v: TomlValue | undefined, d: boolean): boolean => (typeof v === 'boolean' ? v : d);

export function loadConfig(projectDir: string): StackConfig {
  const path = join(projectDir, 'supabase', 'config.toml');
  const toml = existsSync(path) ? parseToml(readFileSync(path, 'utf8')) : {};
  const auth = table(toml.auth);
  const email = table(auth.email);
  const rate = table(auth.rate_limit);
  const inbucket = table(toml.inbucket);
  const functionVerifyJwt: Record<string, boolean> = {};
  const storage = table(toml.storage);
  const fileSizeLimit = storage.file_size_limit === undefined ? 50 * 2 ** 20 : parseSize(storage.file_size_limit);
  if (Number.isNaN(fileSizeLimit))
    throw new Error(
      `supabase/config.toml: [storage] file_size_limit ${JSON.stringify(storage.file_size_limit)} is not a size`,
    );
  const api = table(toml.api);
  const schemas = Array.isArray(api.schemas)
    ? api.schemas.filter((x): x is string => typeof x === 'string' && !!x)
    : [];
  const maxRows = typeof api.max_rows === 'number' && Number.isInteger(api.max_rows) && api.max_rows > 0;
  for (const [name, fn] of Object.entries(table(toml.functions))) {
    const v = table(fn).verify_jwt;
    if (typeof v === 'boolean') functionVerifyJwt[name] = v;
  }
  return {
    siteUrl: typeof auth.site_url === 'string' ? auth.site_url : 'http://localhost:3000',
    jwtExpiry: num(auth.jwt_expiry, 3600),
    minPasswordLength: num(auth.minimum_password_length, 6),
    enableConfirmations: bool(email.enable_confirmations, false),
    enableSignup: bool(auth.enable_signup, true) && bool(email.enable_signup, true),
    enableAnonymousSignIns: bool(auth.enable_anonymous_sign_ins, false),
    refreshTokenReuseInterval: num(auth.refresh_token_reuse_interval, 10),
    rateLimit: {
      signInSignUps: num(rate.sign_in_sign_ups, 30),
      tokenRefresh: num(rate.token_refresh, 150),
      tokenVerifications: num(rate.token_verifications, 30),
      emailSent: num(rate.email_sent, 2),
      anonymousUsers: num(rate.anonymous_users, 30),
      web3: num(rate.web3, 30),
    },
    sms: smsConfig(table(auth.sms)),
    additionalRedirectUrls: Array.isArray(auth.additional_redirect_urls)
      ? auth.additional_redirect_urls.filter((u): u is string => typeof u === 'string')
      : [],
    email: emailConfig(email),
    inbox: {
      enabled: bool(inbucket.enabled, true),
      port: num(inbucket.port, 54324),
      smtpPort: num(inbucket.smtp_port, 54325),
    },
    functionVerifyJwt,
    storage: { enabled: bool(storage.enabled, true), fileSizeLimit },
    api: { schemas: schemas.length ? schemas : ['public'], maxRows: maxRows ? (api.max_rows as number) : undefined },
  };
}
