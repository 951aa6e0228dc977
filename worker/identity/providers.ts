/**
 * Which identity provider answers (docs/identity.md#providers): `IDENTITY_PROVIDER`
 * names one of `IDENTITY_PROVIDERS`, `simulated` when unset. A real provider is added
 * to the table with its own module and secrets; an unknown name is a configuration
 * error every check reports, rather than a silent fallback to the simulation.
 */
import type { Env } from '../env';
import { ApiError } from '../http/api-error';
import type { IdentityProvider } from './provider';
import { simulatedIdentityProvider } from './simulated-provider';

export const IDENTITY_PROVIDERS: Readonly<Record<string, IdentityProvider>> = {
  simulated: simulatedIdentityProvider,
};

export function identityProviderFor(env: Pick<Env, 'IDENTITY_PROVIDER'>): IdentityProvider {
  const name = env.IDENTITY_PROVIDER ?? 'simulated';
  const provider = Object.hasOwn(IDENTITY_PROVIDERS, name) ? IDENTITY_PROVIDERS[name] : undefined;
  if (!provider) {
    throw new ApiError(
      503,
      'identity_provider_unavailable',
      'Identity checks are unavailable right now. Please try again later.',
    );
  }
  return provider;
}
