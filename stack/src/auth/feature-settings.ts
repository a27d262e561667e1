// The settings of Auth's optional features (MFA, the OAuth server, passkeys), apart from the modules
// that serve them: the shared context holds them, and those modules need the context (no import cycle).
import type { RelyingParty } from './webauthn.ts';

export interface MfaSettings {
  totp: { enroll: boolean; verify: boolean };
  phone: { enroll: boolean; verify: boolean };
  webauthn: { enroll: boolean; verify: boolean };
  maxEnrolledFactors: number;
}

export interface OAuthServerSettings {
  enabled: boolean;
  allowDynamicRegistration: boolean;
}

export interface PasskeySettings {
  enabled: boolean;
  maxPerUser: number;
  rp: RelyingParty;
}
