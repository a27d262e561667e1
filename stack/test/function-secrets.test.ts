// The secrets the stack hands its functions: supabase/functions/.env over the local defaults.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { functionSecrets, parseDotEnv } from '../src/functions/secrets.ts';

describe('function secrets', () => {
  it('reads .env lines as dotenv does: comments, quotes, export, inline comments', () => {
    expect(
      parseDotEnv(
        '# comment\n\nexport SMTP_HOST=smtp.example.com\nSMTP_FROM="HR <a@b.c>" \nPORT=587 # submission\nnot a line\n',
      ),
    ).toEqual({ SMTP_HOST: 'smtp.example.com', SMTP_FROM: 'HR <a@b.c>', PORT: '587' });
  });

  it('points SMTP at the inbox and SITE_URL at the site unless .env says otherwise', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fn-secrets-'));
    const missing = functionSecrets(join(dir, '.env'), { smtpHost: '127.0.0.1', smtpPort: 2525 }, 'http://site');
    expect(missing).toEqual({ SITE_URL: 'http://site', SMTP_HOST: '127.0.0.1', SMTP_PORT: '2525' });
    writeFileSync(join(dir, '.env'), 'SMTP_HOST=mail.example.com\nSMTP_USER=apikey\n');
    expect(functionSecrets(join(dir, '.env'), null, 'http://site')).toEqual({
      SITE_URL: 'http://site',
      SMTP_HOST: 'mail.example.com',
      SMTP_USER: 'apikey',
    });
  });
});
