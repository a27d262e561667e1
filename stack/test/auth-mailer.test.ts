// The mailer alone against the inbox: config.toml's templates and subjects with GoTrue's variables, and
// [auth.email.smtp] read as the CLI reads it.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, renderTemplate } from '../src/auth/mailer.ts';
import { loadConfig } from '../src/config.ts';
import { startInbox, type RunningInbox } from '../src/inbox/index.ts';

let inbox: RunningInbox;
let dir: string;
beforeAll(async () => {
  inbox = await startInbox({ port: 0, smtpPort: 0 });
  dir = mkdtempSync(join(tmpdir(), 'mailer-'));
});
afterAll(async () => {
  await inbox?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('templates', () => {
  it("fills GoTrue's variables, escaping values as html/template does", () => {
    const out = renderTemplate(
      '<a href="{{ .ConfirmationURL }}">{{ .Email }}</a> {{.Data.full_name}} {{ .Data.none }}',
      {
        ConfirmationURL: 'http://x/verify?token=a&type=signup',
        Email: 'a<b>@example.com',
        Data: { full_name: 'Ada' },
      },
    );
    expect(out).toBe('<a href="http://x/verify?token=a&amp;type=signup">a&lt;b&gt;@example.com</a> Ada ');
  });

  it('sends config.toml subject and content_path bodies over SMTP to the inbox', async () => {
    mkdirSync(join(dir, 'supabase', 'templates'), { recursive: true });
    writeFileSync(
      join(dir, 'supabase', 'templates', 'recovery.html'),
      '<p>Reset at {{ .ConfirmationURL }} ({{ .Token }})</p>',
    );
    writeFileSync(
      join(dir, 'supabase', 'config.toml'),
      `[auth.email.template.recovery]
subject = "Reset your HR Connect password"
content_path = "./supabase/templates/recovery.html"

[auth.email.smtp]
enabled = true
host = "127.0.0.1"
port = ${inbox.smtpPort}
user = "apikey"
pass = "env(MAILER_TEST_PASS)"
admin_email = "no-reply@hrconnect.test"
sender_name = "HR Connect"
`,
    );
    process.env.MAILER_TEST_PASS = 'secret-from-env';
    const config = loadConfig(dir);
    expect(config.email.smtp).toEqual({
      host: '127.0.0.1',
      port: inbox.smtpPort,
      user: 'apikey',
      pass: 'secret-from-env',
      adminEmail: 'no-reply@hrconnect.test',
      senderName: 'HR Connect',
    });
    const smtp = config.email.smtp!;
    const mailer = createMailer({
      smtp,
      from: { name: smtp.senderName, address: smtp.adminEmail },
      templates: config.email.templates,
      projectDir: dir,
    });
    try {
      await mailer.send('recovery', 'member@example.com', { ConfirmationURL: 'http://link', Token: '123456' });
      await mailer.send('magic_link', 'member@example.com', { ConfirmationURL: 'http://magic' });
    } finally {
      mailer.close();
    }
    const [magic, recovery] = inbox.store.list();
    expect(recovery).toMatchObject({
      Subject: 'Reset your HR Connect password',
      From: { Name: 'HR Connect', Address: 'no-reply@hrconnect.test' },
      To: [{ Name: '', Address: 'member@example.com' }],
      Username: 'apikey',
    });
    expect(recovery!.HTML).toContain('<p>Reset at http://link (123456)</p>');
    // No template configured: GoTrue's default subject and body.
    expect(magic!.Subject).toBe('Your sign-in link');
    expect(magic!.HTML).toContain('<a href="http://magic">Sign in</a>');
  });
});
