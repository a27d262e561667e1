// Mail from edge functions. Hosted edge functions have no mail of their own: SMTP comes from the
// function's secrets (SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_FROM); locally the stack points
// SMTP_HOST/SMTP_PORT at its inbox. SITE_URL says where links in the mail lead.
import nodemailer from 'npm:nodemailer@10';

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function transport() {
  const port = Number(Deno.env.get('SMTP_PORT') ?? 587);
  const user = Deno.env.get('SMTP_USER');
  return nodemailer.createTransport({
    host: Deno.env.get('SMTP_HOST') ?? '127.0.0.1',
    port,
    secure: port === 465,
    auth: user ? { user, pass: Deno.env.get('SMTP_PASS') ?? '' } : undefined,
    // The local inbox speaks plain SMTP; a real server upgrades with STARTTLS when it offers it.
    ignoreTLS: !user,
  });
}

/** Who the mail comes from. */
export const mailFrom = () => Deno.env.get('SMTP_FROM') ?? 'HR Connect <no-reply@hrconnect.local>';

/** The app's address without a trailing slash, for links in mail. */
export const siteUrl = () => (Deno.env.get('SITE_URL') ?? '').replace(/\/+$/, '');
