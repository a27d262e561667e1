// The e-mails Auth sends (GoTrue's mail.go): each makes a one-time code, stores its hash and the time
// sent on the user, and mails the link and code; generate_link makes the same without sending.
// Limits as GoTrue's: max_frequency per user and kind, and the service-wide e-mails per hour.
import type { AuthContext } from './context.ts';
import { AuthError } from './errors.ts';
import type { TemplateType } from './mailer.ts';
import { generateOtp, tokenHash } from './otp.ts';
import type { UserRow } from './users.ts';

/** GoTrue's verification types, as they appear in links and POST /verify. */
export type LinkType = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change';

interface Kind {
  template: TemplateType;
  token: 'confirmation_token' | 'recovery_token';
  sentAt: 'confirmation_sent_at' | 'recovery_sent_at';
  failure: string;
}

const KINDS: Record<Exclude<LinkType, 'email_change'>, Kind> = {
  signup: {
    template: 'confirmation',
    token: 'confirmation_token',
    sentAt: 'confirmation_sent_at',
    failure: 'Error sending confirmation email',
  },
  invite: {
    template: 'invite',
    token: 'confirmation_token',
    sentAt: 'confirmation_sent_at',
    failure: 'Error sending invite email',
  },
  recovery: {
    template: 'recovery',
    token: 'recovery_token',
    sentAt: 'recovery_sent_at',
    failure: 'Error sending recovery email',
  },
  magiclink: {
    template: 'magic_link',
    token: 'recovery_token',
    sentAt: 'recovery_sent_at',
    failure: 'Error sending magic link email',
  },
};

const tooMany = (msg: string) => new AuthError(429, 'over_email_send_rate_limit', msg);

/** GoTrue's encodeRedirectURL: escaped only when it holds &, = or #. */
const encodeRedirect = (url: string) => (/[&=#]/.test(url) ? encodeURIComponent(url) : url);

export type AuthMail = ReturnType<typeof createAuthMail>;

export function createAuthMail(ctx: AuthContext) {
  const { db } = ctx;
  const verifyUrl = (hash: string, type: LinkType, redirect: string) =>
    `${ctx.tokens.issuer}/verify?token=${encodeURIComponent(hash)}&type=${type}&redirect_to=${encodeRedirect(redirect)}`;

  function checkFrequency(sentAt: Date | null) {
    const waitMs = ctx.email.maxFrequency * 1000;
    if (sentAt && new Date(sentAt).getTime() + waitMs > Date.now()) {
      const left = Math.floor((new Date(sentAt).getTime() + waitMs - Date.now()) / 1000);
      throw tooMany(`For security purposes, you can only request this after ${left} seconds.`);
    }
  }

  /** The service-wide limit, applied as GoTrue applies it (not when e-mails auto-confirm). */
  function checkServiceLimit() {
    if (ctx.email.emailSentPerHour === 0) throw tooMany('email rate limit exceeded');
    if (!ctx.options.autoConfirm && ctx.emailLimiter && !ctx.emailLimiter.take('email'))
      throw tooMany('email rate limit exceeded');
  }

  async function deliver(template: TemplateType, to: string, data: Record<string, unknown>, failure: string) {
    if (!ctx.mailer) return;
    try {
      await ctx.mailer.send(template, to, { SiteURL: ctx.options.siteUrl, ...data });
    } catch {
      throw new AuthError(500, 'unexpected_failure', failure);
    }
  }

  /** A link of the kind for the user: stored (hash and time), and mailed unless `send` is false. A user
   * just created (`fresh`) has no earlier e-mail to space this one from. */
  async function sendLink(
    type: Exclude<LinkType, 'email_change'>,
    user: UserRow,
    redirect: string,
    { send = true, fresh = false }: { send?: boolean; fresh?: boolean } = {},
  ) {
    const kind = KINDS[type];
    const email = user.email ?? '';
    if (send) {
      if (type !== 'invite' && !fresh) {
        const { rows } = await db.query<{ sent: Date | null }>(
          `select ${kind.sentAt} as sent from auth.users where id = $1`,
          [user.id],
        );
        checkFrequency(rows[0]?.sent ?? null);
      }
      checkServiceLimit();
    }
    const otp = generateOtp(ctx.email.otpLength);
    const hash = tokenHash(email, otp);
    const link = verifyUrl(hash, type, redirect);
    if (send)
      await deliver(
        kind.template,
        email,
        {
          ConfirmationURL: link,
          Email: email,
          Token: otp,
          TokenHash: hash,
          Data: user.raw_user_meta_data ?? {},
          RedirectTo: redirect,
        },
        kind.failure,
      );
    await db.query(
      `update auth.users set ${kind.token} = $2, ${kind.sentAt} = now()${type === 'invite' ? ', invited_at = now()' : ''}
       where id = $1`,
      [user.id, hash],
    );
    return { otp, hash, link };
  }

  /** GoTrue's EmailChangeMail: a code to the new address, and with secure change one to the current. */
  async function sendEmailChange(user: UserRow, newEmail: string, redirect: string, send = true) {
    const current = user.email ?? '';
    if (send) {
      const { rows } = await db.query<{ sent: Date | null }>(
        'select email_change_sent_at as sent from auth.users where id = $1',
        [user.id],
      );
      checkFrequency(rows[0]?.sent ?? null);
      checkServiceLimit();
    }
    const otpNew = generateOtp(ctx.email.otpLength);
    const hashNew = tokenHash(newEmail, otpNew);
    const secure = ctx.email.doubleConfirmChanges && !!current;
    const otpCurrent = secure ? generateOtp(ctx.email.otpLength) : '';
    const hashCurrent = secure ? tokenHash(current, otpCurrent) : '';
    const mails = [{ to: newEmail, otp: otpNew, hash: hashNew }];
    if (secure) mails.push({ to: current, otp: otpCurrent, hash: hashCurrent });
    if (send)
      for (const m of mails)
        await deliver(
          'email_change',
          m.to,
          {
            ConfirmationURL: verifyUrl(m.hash, 'email_change', redirect),
            Email: current,
            NewEmail: newEmail,
            Token: m.otp,
            TokenHash: m.hash,
            SendingTo: m.to,
            Data: user.raw_user_meta_data ?? {},
            RedirectTo: redirect,
          },
          'Error sending email change email',
        );
    await db.query(
      `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
         email_change_confirm_status = 0, email_change_sent_at = now() where id = $1`,
      [user.id, newEmail, hashNew, hashCurrent],
    );
    return {
      new: { otp: otpNew, hash: hashNew, link: verifyUrl(hashNew, 'email_change', redirect) },
      current: { otp: otpCurrent, hash: hashCurrent, link: verifyUrl(hashCurrent, 'email_change', redirect) },
    };
  }

  /** GoTrue's reauthenticate: a code (no link) the next password change presents as `nonce`. */
  async function sendReauthentication(user: UserRow) {
    const { rows } = await db.query<{ sent: Date | null }>(
      'select reauthentication_sent_at as sent from auth.users where id = $1',
      [user.id],
    );
    checkFrequency(rows[0]?.sent ?? null);
    checkServiceLimit();
    const email = user.email ?? '';
    const otp = generateOtp(ctx.email.otpLength);
    await deliver(
      'reauthentication',
      email,
      { Email: email, Token: otp, Data: user.raw_user_meta_data ?? {} },
      'Error sending reauthentication email',
    );
    await db.query(
      'update auth.users set reauthentication_token = $2, reauthentication_sent_at = now() where id = $1',
      [user.id, tokenHash(email, otp)],
    );
  }

  return { sendLink, sendEmailChange, sendReauthentication, verifyUrl };
}
