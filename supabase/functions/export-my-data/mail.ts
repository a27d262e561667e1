// 'Your data is ready': the mail that follows a finished archive. It leads to Settings, where the member
// (signed in) finds the download; the link itself never travels by mail.
import { escapeHtml, mailFrom, siteUrl, transport } from '../_shared/mail.ts';

export function readyMail(to: string, expiresAt: Date) {
  const link = `${siteUrl()}/profile?tab=settings`;
  const until = `${expiresAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`;
  return {
    from: mailFrom(),
    to,
    subject: 'Your data is ready',
    text:
      `The copy of your HR Connect data you asked for is ready.\n\n` +
      `Sign in and open Settings, 'Your data', to download it: ${link}\n\n` +
      `The download link works until ${until}; the archive is deleted after 7 days.\n` +
      `If you did not ask for it, change your password.\n`,
    html: `<p>The copy of your HR Connect data you asked for is ready.</p>
<p><a href="${escapeHtml(link)}">Open Settings to download it</a> (sign in first if asked).</p>
<p>The download link works until ${escapeHtml(until)}; the archive is deleted after 7 days.</p>
<p>If you did not ask for it, change your password.</p>`,
  };
}

/** Sends the mail; false when it could not be sent (the archive stays ready in Settings all the same). */
export async function sendReadyMail(to: string, expiresAt: Date): Promise<boolean> {
  if (!to) return false;
  try {
    await transport().sendMail(readyMail(to, expiresAt));
    return true;
  } catch (error) {
    console.error('export-my-data: SMTP failed', error);
    return false;
  }
}
