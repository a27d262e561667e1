// One-time codes as GoTrue makes them (internal/crypto): a numeric OTP for the e-mail, and the hash
// stored on the user and put in links, sha224(email + otp) in hex.
import { createHash, randomInt } from 'node:crypto';

export function generateOtp(digits: number): string {
  let otp = '';
  for (let i = 0; i < digits; i++) otp += String(randomInt(10));
  return otp;
}

export const tokenHash = (emailOrPhone: string, otp: string): string =>
  createHash('sha224')
    .update(emailOrPhone + otp)
    .digest('hex');

/** GoTrue's isOtpExpired: sent more than `expirySeconds` ago (or never). */
export const isExpired = (sentAt: Date | string | null, expirySeconds: number, now = Date.now()): boolean =>
  !sentAt || now > new Date(sentAt).getTime() + expirySeconds * 1000;
