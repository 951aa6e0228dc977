// Server rendering cost: a signed-in dashboard document against its own data answer
// (GET /investor beside GET /api/dashboards/investor), each at 50 connections in the same
// run. The requests carry the session both ways the worker may read it: the bearer header
// the API reads today, and the cookie Supabase's server-side client (@supabase/ssr) keeps,
// so the figure is a signed-in render whichever the document reads.
import { signIn } from './lighthouse.mjs';
import { timedCannon } from './throughput.mjs';

/** @supabase/ssr's largest cookie value; a longer session is split into name.0, name.1, ... */
const CHUNK = 3180;

/**
 * The Cookie header @supabase/ssr's browser client would send for `session` on `origin`:
 * `sb-<first host label>-auth-token=base64-<base64url JSON>`, chunked as it chunks it.
 */
export function sessionCookieHeader(origin, session) {
  const name = `sb-${new URL(origin).hostname.split('.')[0]}-auth-token`;
  const value = `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`;
  if (value.length <= CHUNK) return `${name}=${value}`;
  const parts = [];
  for (let i = 0; i * CHUNK < value.length; i++)
    parts.push(`${name}.${i}=${value.slice(i * CHUNK, (i + 1) * CHUNK)}`);
  return parts.join('; ');
}

/**
 * Loads the investor's dashboard document and its /api answer for `seconds` each at
 * `connections`; returns { path, document, api } (autocannon figures) after checking once
 * that the document answers 200 with HTML for this session.
 */
export async function dashboardDocumentCost(origin, { seconds, connections = 50, serverGroup }) {
  const session = await signIn(origin, {
    email: 'investor@example.com',
    password: 'demo-password-2026',
  });
  const headers = {
    cookie: sessionCookieHeader(origin, session),
    authorization: `Bearer ${session.access_token}`,
  };
  const path = '/investor';
  const probe = await fetch(`${origin}${path}`, {
    headers: { ...headers, accept: 'text/html' },
    redirect: 'manual',
  });
  const type = probe.headers.get('content-type') ?? '';
  await probe.arrayBuffer();
  if (probe.status !== 200 || !type.includes('text/html'))
    throw new Error(`GET ${path} signed in answered ${probe.status} ${type}`);
  const document = await timedCannon(
    {
      url: `${origin}${path}`,
      headers: { ...headers, accept: 'text/html' },
      connections,
      duration: seconds,
    },
    serverGroup,
  );
  const api = await timedCannon(
    { url: `${origin}/api/dashboards/investor`, headers, connections, duration: seconds },
    serverGroup,
  );
  return { path, document, api };
}
