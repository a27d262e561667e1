// GET /health and GET /settings (GoTrue's api.go, settings.go): what clients read before signing in.
import type { AuthContext, Route } from './context.ts';
import { ok } from './http.ts';

/** Every provider key of GoTrue's ProviderSettings (settings.go); only e-mail is on here. */
const PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'snapchat',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'email',
  'phone',
  'zoom',
];

export function settingsRoutes(ctx: AuthContext): Route[] {
  const o = ctx.options;
  return [
    {
      method: ['GET', 'HEAD'],
      path: '/health',
      handle: async () =>
        ok(200, {
          version: 'v2.177.0',
          name: 'GoTrue',
          description: 'GoTrue is a user registration and authentication API',
        }),
    },
    {
      method: 'GET',
      path: '/settings',
      handle: async () =>
        ok(200, {
          external: {
            ...Object.fromEntries(PROVIDERS.map((p) => [p, false])),
            email: true,
            phone: ctx.phone.enabled,
            anonymous_users: !!o.enableAnonymousSignIns,
          },
          disable_signup: !o.enableSignup,
          mailer_autoconfirm: o.autoConfirm,
          phone_autoconfirm: ctx.phone.autoConfirm,
          sms_provider: '',
          saml_enabled: false,
          saml_private_key_next_configured: false,
          passkeys_enabled: false,
        }),
    },
    {
      // GoTrue lists only asymmetric public keys; an HS256 secret is never published.
      method: 'GET',
      path: '/.well-known/jwks.json',
      handle: async () => ok(200, { keys: [] }, { 'cache-control': 'public, max-age=600' }),
    },
  ];
}
