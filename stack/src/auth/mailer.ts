// Auth's e-mail: GoTrue's templates (internal/mailer/templatemailer) with config.toml's subjects and
// bodies, sent over SMTP with nodemailer to the local inbox or the server [auth.email.smtp] names.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { EmailTemplateConfig } from '../config.ts';

export type TemplateType = 'invite' | 'confirmation' | 'recovery' | 'magic_link' | 'email_change' | 'reauthentication';

const DEFAULT_SUBJECTS: Record<TemplateType, string> = {
  invite: "You've been invited",
  confirmation: 'Confirm your email address',
  recovery: 'Reset your password',
  magic_link: 'Your sign-in link',
  email_change: 'Confirm your new email address',
  reauthentication: '{{ .Token }} is your verification code',
};

const DEFAULT_BODIES: Record<TemplateType, string> = {
  invite: `<h2>You've been invited</h2>

<p>You've been invited to create an account. Follow the link below to accept.</p>
<p><a href="{{ .ConfirmationURL }}">Accept invitation</a></p>`,
  confirmation: `<h2>Confirm your email address</h2>

<p>Follow the link below to confirm this email address and finish signing up.</p>
<p><a href="{{ .ConfirmationURL }}">Confirm email address</a></p>
`,
  recovery: `<h2>Reset your password</h2>

<p>We received a request to reset your password. Follow the link below to choose a new one.</p>
<p><a href="{{ .ConfirmationURL }}">Reset password</a></p>
<p>If you didn't request this, you can safely ignore this email.</p>`,
  magic_link: `<h2>Your sign-in link</h2>

<p>Follow the link below to sign in. This link expires shortly and can only be used once.</p>
<p><a href="{{ .ConfirmationURL }}">Sign in</a></p>`,
  email_change: `<h2>Confirm your new email address</h2>

<p>Follow the link below to confirm {{ .NewEmail }} as your new email address.</p>
<p><a href="{{ .ConfirmationURL }}">Confirm new email address</a></p>
<p>If you didn't request this change, you can safely ignore this email.</p>`,
  reauthentication: `<h2>Your verification code</h2>

<p>Use the code below to verify your identity. It expires shortly.</p>
<p>{{ .Token }}</p>`,
};

/** GoTrue's template variables: SiteURL, ConfirmationURL, Email, NewEmail, Token, TokenHash, RedirectTo,
 * SendingTo, Data (user metadata). */
export type TemplateData = Record<string, unknown> & { Data?: Record<string, unknown> };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&#34;', "'": '&#39;' })[c]!);

/**
 * The `{{ .Name }}` and `{{ .Data.key }}` actions of Go's html/template, values HTML-escaped as it
 * does. Conditionals and pipelines are not interpreted (no JavaScript Go-template library is kept up);
 * such an action is left in the text so the author sees it.
 */
export function renderTemplate(template: string, data: TemplateData): string {
  return template.replace(/\{\{-?\s*\.([A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)*)\s*-?\}\}/g, (action, path: string) => {
    let value: unknown = data;
    for (const key of path.split('.')) {
      if (value && typeof value === 'object' && key in value) value = (value as Record<string, unknown>)[key];
      else return action.includes('.Data.') ? '' : action;
    }
    if (value === undefined || value === null) return '';
    return escapeHtml(typeof value === 'object' ? JSON.stringify(value) : String(value));
  });
}

export interface MailerOptions {
  smtp: { host: string; port: number; user?: string; pass?: string };
  from: { name: string; address: string };
  templates: Record<string, EmailTemplateConfig>;
  projectDir: string;
}

export interface Mailer {
  send(type: TemplateType, to: string, data: TemplateData): Promise<void>;
  close(): void;
}

export function createMailer(o: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({
    host: o.smtp.host,
    port: o.smtp.port,
    secure: o.smtp.port === 465,
    auth: o.smtp.user ? { user: o.smtp.user, pass: o.smtp.pass ?? '' } : undefined,
  });
  const from = o.from.name ? { name: o.from.name, address: o.from.address } : o.from.address;

  /** config.toml's template for the type, read when sent so an edited file applies at once (GoTrue
   * reloads its templates too). */
  function template(type: TemplateType): { subject: string; body: string } {
    const t = o.templates[type] ?? {};
    let body = DEFAULT_BODIES[type];
    if (t.contentPath) {
      const path = resolve(o.projectDir, t.contentPath);
      if (existsSync(path)) body = readFileSync(path, 'utf8');
    }
    return { subject: t.subject ?? DEFAULT_SUBJECTS[type], body };
  }

  return {
    async send(type, to, data) {
      const t = template(type);
      await transport.sendMail({
        from,
        to,
        subject: renderTemplate(t.subject, data),
        html: renderTemplate(t.body, data),
        headers: { 'X-Supabase-Auth-Email-Type': type },
      });
    },
    close: () => transport.close(),
  };
}
