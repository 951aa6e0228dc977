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

/** @supabase/ssr's largest cookie chunk (its MAX_CHUNK_SIZE). */
const MAX_CHUNK_SIZE = 3180;

interface CookieJar {
  cookies(): Promise<{ name: string; value: string; domain: string; path: string }[]>;
  addCookies(
    cookies: { name: string; value: string; domain: string; path: string }[],
  ): Promise<void>;
  clearCookies(filter: { name: RegExp }): Promise<void>;
}

/**
 * Makes the stored session's access token one that has expired (its refresh token still
 * good), as a visitor who comes back after an hour has it: the worker cannot render the
 * page with it, and the browser's supabase-js refreshes it.
 */
export async function expireAccessToken(context: CookieJar): Promise<void> {
  const cookies = (await context.cookies()).filter((c) => c.name.startsWith(SESSION_COOKIE));
  const first = cookies[0];
  if (!first) throw new Error('no session cookie to expire');
  const byName = new Map(cookies.map(({ name, value }) => [name, decodeURIComponent(value)]));
  let value = byName.get(SESSION_COOKIE) ?? '';
  for (let i = 0; !byName.has(SESSION_COOKIE) && byName.has(`${SESSION_COOKIE}.${i}`); i++) {
    value += byName.get(`${SESSION_COOKIE}.${i}`);
  }
  const session = JSON.parse(Buffer.from(value.slice(7), 'base64url').toString('utf8')) as {
    access_token: string;
    expires_at: number;
    user: { id: string };
  };
  const past = Math.floor(Date.now() / 1000) - 60;
  const claims = { sub: session.user.id, exp: past, role: 'authenticated' };
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  session.access_token = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.expired`;
  session.expires_at = past;
  const encoded = encodeURIComponent(
    `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`,
  );
  await context.clearCookies({ name: new RegExp(`^${SESSION_COOKIE}`) });
  const chunks = encoded.match(new RegExp(`.{1,${MAX_CHUNK_SIZE}}`, 'g')) ?? [];
  await context.addCookies(
    chunks.map((chunk, i) => ({
      name: chunks.length === 1 ? SESSION_COOKIE : `${SESSION_COOKIE}.${i}`,
      value: chunk,
      domain: first.domain,
      path: first.path,
    })),
  );
}
