import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { authenticate } from '../auth/authenticate';
import { requestScope } from '../auth/context';
import { AuthError } from '../auth/errors';

const samlDisabled = () => new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');

async function manualLinkingDisabled(c: Parameters<typeof requestScope>[0]): Promise<never> {
  // GoTrue authenticates the caller before it looks at the feature switch.
  await authenticate(c, requestScope(c));
  throw new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
}

/**
 * Features a hosted project can switch off and this server does not offer, answered as
 * GoTrue answers them when they are off (never a bare 404): SAML SSO, identity linking
 * and unlinking, passkeys. Phone, anonymous and web3 sign-in answer on their own routes.
 */
export const unsupportedRoutes = new Hono<AppEnv>()
  .all('/sso', () => {
    throw samlDisabled();
  })
  .all('/sso/*', () => {
    throw samlDisabled();
  })
  .get('/user/identities/authorize', (c) => manualLinkingDisabled(c))
  .delete('/user/identities/:identityId', (c) => manualLinkingDisabled(c))
  .all('/passkeys/*', () => {
    throw new AuthError(404, 'passkey_disabled', 'Passkeys are disabled');
  });
