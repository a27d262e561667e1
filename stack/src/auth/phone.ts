// Phone codes (GoTrue's phone.go sendPhoneConfirmation). The stack reaches no SMS provider: a number
// listed in config.toml [auth.sms.test_otp] always gets its code, as on `supabase start`; any other
// number is refused with GoTrue's sms_send_failed, naming why.
import type { AuthContext } from './context.ts';
import { AuthError, badRequest, forbidden } from './errors.ts';
import { str, type Body } from './http.ts';
import { tokenHash } from './otp.ts';
import { findUserById, type UserRow } from './users.ts';

export type PhoneOtpType = 'phone_change' | 'sms' | 'reauthentication';

const COLUMNS: Record<PhoneOtpType, { token: string; sentAt: string }> = {
  phone_change: { token: 'phone_change_token', sentAt: 'phone_change_sent_at' },
  sms: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  reauthentication: { token: 'reauthentication_token', sentAt: 'reauthentication_sent_at' },
};

/** GoTrue's names for the OTP kinds in its error text. */
const GOTRUE_TYPE: Record<PhoneOtpType, string> = {
  phone_change: 'phone_change',
  sms: 'confirmation',
  reauthentication: 'reauthentication',
};

/** Stores a code for the number (and, for a change, the number asked for); returns GoTrue's message id. */
export async function sendPhoneOtp(
  ctx: AuthContext,
  user: UserRow,
  phone: string,
  type: PhoneOtpType,
): Promise<string> {
  const cols = COLUMNS[type];
  const { rows } = await ctx.db.query<{ sent: Date | null }>(
    `select ${cols.sentAt} as sent from auth.users where id = $1`,
    [user.id],
  );
  const sent = rows[0]?.sent;
  const waitMs = ctx.phone.maxFrequency * 1000;
  if (sent && new Date(sent).getTime() + waitMs > Date.now()) {
    const left = Math.floor((new Date(sent).getTime() + waitMs - Date.now()) / 1000);
    throw new AuthError(
      429,
      'over_sms_send_rate_limit',
      `For security purposes, you can only request this after ${left} seconds.`,
    );
  }
  const otp = ctx.phone.testOtp[phone];
  if (!otp)
    throw new AuthError(
      422,
      'sms_send_failed',
      `Error sending ${GOTRUE_TYPE[type]} OTP to provider: the local stack has no SMS provider; list the number in [auth.sms.test_otp]`,
    );
  await ctx.db.query(
    `update auth.users set ${cols.token} = $2, ${cols.sentAt} = now()${type === 'phone_change' ? ', phone_change = $3' : ''}
     where id = $1`,
    type === 'phone_change' ? [user.id, tokenHash(phone, otp), phone] : [user.id, tokenHash(phone, otp)],
  );
  return 'test-otp';
}

/** GoTrue's SMS codes expire after a minute (GOTRUE_SMS_OTP_EXP default 60). */
const SMS_OTP_EXPIRY_MS = 60_000;

const codeInvalid = () => forbidden('otp_expired', 'Token has expired or is invalid');

/**
 * POST /verify with a phone code (verify.go verifyUserAndToken and smsVerify): `sms` confirms the number,
 * `phone_change` moves the user to the number asked for. A test_otp number's code always matches.
 */
export async function verifyPhoneCode(ctx: AuthContext, type: 'sms' | 'phone_change', body: Body): Promise<UserRow> {
  const token = str(body.token) ?? '';
  const rawPhone = str(body.phone) ?? '';
  const email = str(body.email) ?? '';
  if (!token) throw codeInvalid();
  if (!rawPhone === !email)
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided on verify');
  // An e-mail with a phone type finds no phone code.
  if (email) throw codeInvalid();
  const phone = ctx.phone.validate(rawPhone);
  const column = type === 'sms' ? 'phone' : 'phone_change';
  const { rows } = await ctx.db.query<{
    id: string;
    banned: boolean;
    confirmation_token: string;
    confirmation_sent_at: Date | null;
    phone_change: string;
    phone_change_token: string;
    phone_change_sent_at: Date | null;
  }>(
    `select id, coalesce(banned_until > now(), false) as banned, coalesce(confirmation_token, '') as confirmation_token,
       confirmation_sent_at, coalesce(phone_change, '') as phone_change,
       coalesce(phone_change_token, '') as phone_change_token, phone_change_sent_at
     from auth.users where ${column} = $1 limit 1`,
    [phone],
  );
  const row = rows[0];
  if (!row) throw codeInvalid();
  if (row.banned) throw forbidden('user_banned', 'User is banned');
  const test = ctx.phone.testOtp[phone];
  if (!(test && test === token)) {
    const [expected, sentAt, target] =
      type === 'sms'
        ? [row.confirmation_token, row.confirmation_sent_at, phone]
        : [row.phone_change_token, row.phone_change_sent_at, row.phone_change];
    const fresh = !!sentAt && Date.now() <= new Date(sentAt).getTime() + SMS_OTP_EXPIRY_MS;
    if (!expected || !fresh || expected !== tokenHash(target, token)) throw codeInvalid();
  }
  await ctx.db.transaction(async (tx) => {
    if (type === 'sms') {
      await tx.query(
        `update auth.users set phone_confirmed_at = coalesce(phone_confirmed_at, now()), confirmation_token = '',
           raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || '{"phone_verified": true}', updated_at = now()
         where id = $1`,
        [row.id],
      );
    } else {
      await tx.query(
        `update auth.users set phone = phone_change, phone_change = '', phone_change_token = '',
           phone_confirmed_at = now(), updated_at = now() where id = $1`,
        [row.id],
      );
      await tx.query(
        `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
         values ($1, $1::uuid, jsonb_build_object('sub', $1::text, 'phone', $2::text, 'phone_verified', true), 'phone', now(), now(), now())
         on conflict (provider_id, provider) do update set identity_data = auth.identities.identity_data
           || jsonb_build_object('phone', $2::text, 'phone_verified', true), updated_at = now()`,
        [row.id, phone],
      );
    }
    await tx.query(
      `update auth.identities set identity_data = identity_data || '{"phone_verified": true}', updated_at = now()
       where user_id = $1 and provider = 'phone'`,
      [row.id],
    );
  });
  return (await findUserById(ctx.db, row.id))!;
}
