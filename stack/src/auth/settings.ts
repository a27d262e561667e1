// GET /health and GET /settings (GoTrue's api.go, settings.go): what clients read before signing in.
import type { AuthContext, Route } from './context.ts';
import { ok } from './http.ts';

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
          external: { anonymous_users: false, email: true, phone: false },
          disable_signup: !o.enableSignup,
          mailer_autoconfirm: o.autoConfirm,
          phone_autoconfirm: false,
          sms_provider: '',
          saml_enabled: false,
        }),
    },
  ];
}
