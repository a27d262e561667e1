// The secrets functions read from Deno.env. Hosted projects set them with `supabase secrets set`; the
// CLI serves supabase/functions/.env. Locally, mail a function sends goes to the stack's inbox, as
// `supabase start` offers its Mailpit to functions: SMTP_HOST/SMTP_PORT point there unless .env says
// otherwise, and SITE_URL (where links in those e-mails lead) is config.toml's site_url.
import { existsSync, readFileSync } from 'node:fs';

/** KEY=value lines as dotenv reads them: comments, blank lines, optional quotes, `export `. */
export function parseDotEnv(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const m = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!m) continue;
    let value = m[2]!.trim();
    const quoted = /^(['"])(.*)\1$/.exec(value);
    value = quoted ? quoted[2]! : value.replace(/\s+#.*$/, '');
    out[m[1]!] = value;
  }
  return out;
}

export function functionSecrets(
  envFile: string,
  inbox: { smtpHost: string; smtpPort: number } | null,
  siteUrl: string,
): Record<string, string> {
  const local: Record<string, string> = { SITE_URL: siteUrl };
  if (inbox) Object.assign(local, { SMTP_HOST: inbox.smtpHost, SMTP_PORT: String(inbox.smtpPort) });
  const file = existsSync(envFile) ? parseDotEnv(readFileSync(envFile, 'utf8')) : {};
  return { ...local, ...file };
}
