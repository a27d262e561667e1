// What the local stack cannot do (it reaches no identity provider, SAML IdP or SMS carrier), answered as
// GoTrue answers each when its config has the feature off: sign-in with an external provider
// (external.go), identity linking (requireManualLinkingEnabled), SSO (requireSAMLEnabled).
import type { AuthContext, Route } from './context.ts';
import { badRequest, notFound } from './errors.ts';

/** The providers GoTrue's Provider() knows (external.go); all are off on the stack. */
const PROVIDERS = new Set([
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'kakao',
  'keycloak',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'snapchat',
  'spotify',
  'slack',
  'slack_oidc',
  'twitch',
  'twitter',
  'x',
  'vercel_marketplace',
  'workos',
  'zoom',
]);

/** GetExternalProviderRedirectURL's refusal for a provider that is off or unknown. */
function unsupportedProvider(raw: string): never {
  const name = raw.toLowerCase();
  const reason = name.startsWith('custom:')
    ? 'custom OAuth providers are disabled'
    : PROVIDERS.has(name)
      ? 'provider is not enabled'
      : `Provider ${name} could not be found`;
  throw badRequest('validation_failed', `Unsupported provider: ${reason}`);
}

export function externalRoutes(ctx: AuthContext): Route[] {
  const linkingDisabled = () => notFound('manual_linking_disabled', 'Manual linking is disabled');
  const samlDisabled = () => notFound('saml_provider_disabled', 'SAML 2.0 is disabled');
  return [
    {
      method: 'GET',
      path: '/authorize',
      handle: async (req) => unsupportedProvider(req.url.searchParams.get('provider') ?? ''),
    },
    {
      method: 'GET',
      path: '/user/identities/authorize',
      async handle(req) {
        await ctx.authenticate(req);
        throw linkingDisabled();
      },
    },
    {
      method: 'DELETE',
      path: /^\/user\/identities\/([^/]+)$/,
      async handle(req) {
        await ctx.authenticate(req);
        throw linkingDisabled();
      },
    },
    {
      method: ['GET', 'POST'],
      path: /^\/sso(?:\/saml\/(?:metadata|acs))?$/,
      handle: async () => {
        throw samlDisabled();
      },
    },
  ];
}
