import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { authConfig } from '../auth/config';

const EXTERNAL_PROVIDERS = [
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
] as const;

/** GET /settings, /health and /.well-known/jwks.json (docs/auth.md#tokens, docs/auth.md#defaults). */
export const metaRoutes = new Hono<AppEnv>()
  .get('/settings', (c) => {
    const external = Object.fromEntries(
      EXTERNAL_PROVIDERS.map((provider) => [provider, provider === 'email']),
    );
    return c.json({
      external,
      disable_signup: false,
      mailer_autoconfirm: authConfig(c.env).autoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      saml_private_key_next_configured: false,
      passkeys_enabled: false,
    });
  })
  .get('/health', (c) =>
    c.json({
      version: 'embedded',
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    }),
  )
  .get('/.well-known/jwks.json', async (c) => {
    // The ES256 public key, so supabase-js getClaims() verifies tokens locally; the HS256
    // secret is symmetric and never published (an HS256-only server lists no keys).
    const pair = authConfig(c.env).tokens.pair;
    c.header('Cache-Control', 'public, max-age=600');
    return c.json({ keys: pair ? [(await pair).publicJwk] : [] });
  });
