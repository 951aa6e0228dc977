import { PUBLIC_API_KEY } from '../../../shared/constants';

/** The social sign-in providers the login and signup screens offer. */
export type OAuthProvider = 'google' | 'github';

export type ProviderAvailability = Record<OAuthProvider, boolean>;

/**
 * The auth server's settings (GoTrue's `GET /auth/v1/settings`): which providers it has
 * enabled. The worker answers it in-process when it renders a page that shows them.
 */
export const AUTH_SETTINGS_PATH = '/auth/v1/settings';

let settingsPromise: Promise<ProviderAvailability> | null = null;

function isEnabled(external: unknown, provider: OAuthProvider): boolean {
  if (typeof external !== 'object' || external === null) return false;
  return (external as Record<string, unknown>)[provider] === true;
}

/** Which providers an answer of the settings enables (anything unreadable enables none). */
export function providerAvailability(settings: unknown): ProviderAvailability {
  const external =
    typeof settings === 'object' && settings !== null
      ? (settings as { external?: unknown }).external
      : undefined;
  return { google: isEnabled(external, 'google'), github: isEnabled(external, 'github') };
}

/**
 * Which providers the auth server has enabled, asked of `GET /auth/v1/settings` (once per
 * page load) when the page did not come with the answer. Any failure counts as "not
 * enabled": a button that cannot work is shown as unavailable rather than failing when
 * clicked.
 */
export function loadProviderAvailability(): Promise<ProviderAvailability> {
  settingsPromise ??= fetch(AUTH_SETTINGS_PATH, {
    headers: { apikey: PUBLIC_API_KEY, Accept: 'application/json' },
  })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .then(providerAvailability)
    .catch(() => ({ google: false, github: false }));
  return settingsPromise;
}

/** Tests start from a clean slate. */
export function resetProviderAvailability(): void {
  settingsPromise = null;
}
