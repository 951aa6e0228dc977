import { PUBLIC_API_KEY } from '../../../shared/constants';

/** The social sign-in providers the login and signup screens offer. */
export type OAuthProvider = 'google' | 'github';

export type ProviderAvailability = Record<OAuthProvider, boolean>;

let settingsPromise: Promise<ProviderAvailability> | null = null;

function isEnabled(external: unknown, provider: OAuthProvider): boolean {
  if (typeof external !== 'object' || external === null) return false;
  return (external as Record<string, unknown>)[provider] === true;
}

/**
 * Which providers the auth server has enabled, from `GET /auth/v1/settings` (asked once
 * per page load). Any failure counts as "not enabled": a button that cannot work is
 * shown as unavailable rather than failing when clicked.
 */
export function loadProviderAvailability(): Promise<ProviderAvailability> {
  settingsPromise ??= fetch('/auth/v1/settings', {
    headers: { apikey: PUBLIC_API_KEY, Accept: 'application/json' },
  })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: unknown) => {
      const external = (body as { external?: unknown } | null)?.external;
      return { google: isEnabled(external, 'google'), github: isEnabled(external, 'github') };
    })
    .catch(() => ({ google: false, github: false }));
  return settingsPromise;
}

/** Tests start from a clean slate. */
export function resetProviderAvailability(): void {
  settingsPromise = null;
}
