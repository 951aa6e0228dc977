/**
 * The access token in the browser's session cookie, read as the worker reads it: the
 * cookie `sb-launchfund-auth-token` (or its chunks `.0`, `.1`, …) holds `base64-` and
 * supabase-js's session JSON in base64url. Kept here because e2e imports no app code.
 */
const SESSION_COOKIE = 'sb-launchfund-auth-token';

export function accessTokenInCookies(cookies: { name: string; value: string }[]): string | null {
  const byName = new Map(cookies.map(({ name, value }) => [name, decodeURIComponent(value)]));
  let value = byName.get(SESSION_COOKIE) ?? '';
  for (let i = 0; !byName.has(SESSION_COOKIE) && byName.has(`${SESSION_COOKIE}.${i}`); i++) {
    value += byName.get(`${SESSION_COOKIE}.${i}`);
  }
  if (!value.startsWith('base64-')) return null;
  const session = JSON.parse(Buffer.from(value.slice(7), 'base64url').toString('utf8')) as {
    access_token?: unknown;
  };
  return typeof session.access_token === 'string' ? session.access_token : null;
}
