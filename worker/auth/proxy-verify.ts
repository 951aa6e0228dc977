import { verifyWithJwks } from 'hono/jwt';
import { decodeHeader } from 'hono/utils/jwt/jwt';
import type { HonoJsonWebKey } from 'hono/utils/jwt/jws';
import type { Role } from '../../shared/constants';
import { ROLES } from '../../shared/constants';

/** The hosted project's key set, cached 10 minutes as supabase-js does (JWKS_TTL). */
const JWKS_TTL_MS = 10 * 60 * 1000;
const jwksCache = new Map<string, { keys: HonoJsonWebKey[]; fetchedAt: number }>();

export interface HostedIdentity {
  id: string;
  email: string;
  /** The token's assurance level, and whether the user has a verified two-factor factor. */
  aal: 'aal1' | 'aal2';
  /** Null when not known yet (an aal1 token checked against the JWKS alone). */
  mfaEnrolled: boolean | null;
}

async function hostedKeys(base: string, anonKey: string): Promise<HonoJsonWebKey[]> {
  const cached = jwksCache.get(base);
  if (cached && Date.now() - cached.fetchedAt < JWKS_TTL_MS) return cached.keys;
  const res = await fetch(new URL('/auth/v1/.well-known/jwks.json', base), {
    headers: { apikey: anonKey },
  });
  if (!res.ok) throw new Error(`JWKS fetch failed with ${res.status}`);
  const body: { keys?: HonoJsonWebKey[] } = await res.json();
  const keys = Array.isArray(body.keys) ? body.keys : [];
  jwksCache.set(base, { keys, fetchedAt: Date.now() });
  return keys;
}

function identityFrom(payload: Record<string, unknown>): HostedIdentity | null {
  return typeof payload.sub === 'string'
    ? {
        id: payload.sub,
        email: typeof payload.email === 'string' ? payload.email : '',
        aal: payload.aal === 'aal2' ? 'aal2' : 'aal1',
        // An aal2 token proves a verified factor; for aal1 only /user can tell.
        mfaEnrolled: payload.aal === 'aal2' ? true : null,
      }
    : null;
}

function hasVerifiedFactor(user: Record<string, unknown>): boolean {
  return (
    Array.isArray(user.factors) &&
    user.factors.some(
      (factor: unknown) =>
        typeof factor === 'object' &&
        factor !== null &&
        (factor as { status?: unknown }).status === 'verified',
    )
  );
}

function tokenAal(token: string): 'aal1' | 'aal2' {
  try {
    const payload: unknown = JSON.parse(
      atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')),
    );
    return (payload as { aal?: unknown }).aal === 'aal2' ? 'aal2' : 'aal1';
  } catch {
    return 'aal1';
  }
}

/**
 * Verifies a hosted-project access token: asymmetric tokens with a `kid` against the
 * project's JWKS; anything else (HS256 projects) by asking the project's /auth/v1/user,
 * which also checks that the session still exists. Null when the token is not valid.
 */
export async function verifyHostedToken(
  base: string,
  anonKey: string,
  token: string,
): Promise<HostedIdentity | null> {
  let header: ReturnType<typeof decodeHeader>;
  try {
    header = decodeHeader(token);
  } catch {
    return null;
  }
  if (header.kid && (header.alg === 'RS256' || header.alg === 'ES256')) {
    const keys = await hostedKeys(base, anonKey);
    if (keys.some((key) => key.kid === header.kid)) {
      try {
        const payload = await verifyWithJwks(token, {
          keys,
          allowedAlgorithms: ['RS256', 'ES256'],
          verification: { aud: 'authenticated' },
        });
        return identityFrom(payload);
      } catch {
        return null;
      }
    }
  }
  const res = await fetch(new URL('/auth/v1/user', base), {
    headers: { apikey: anonKey, Authorization: `Bearer ${token}` },
  });
  if (!res.ok) return null;
  const user: Record<string, unknown> = await res.json();
  return typeof user.id === 'string'
    ? {
        id: user.id,
        email: typeof user.email === 'string' ? user.email : '',
        // /user accepted the token, so its claims are the project's own.
        aal: tokenAal(token),
        mfaEnrolled: hasVerifiedFactor(user),
      }
    : null;
}

/** Whether the hosted user has a verified two-factor factor (their /auth/v1/user). */
export async function hostedMfaEnrolled(
  base: string,
  anonKey: string,
  token: string,
): Promise<boolean> {
  const res = await fetch(new URL('/auth/v1/user', base), {
    headers: { apikey: anonKey, Authorization: `Bearer ${token}` },
  });
  if (!res.ok) return false;
  return hasVerifiedFactor(await res.json());
}

/** Reads the caller's own profile row from the hosted project, as the caller (RLS applies). */
export async function hostedProfile(
  base: string,
  anonKey: string,
  token: string,
  userId: string,
): Promise<{ name: string | null; role: Role | null }> {
  const url = new URL('/rest/v1/profiles', base);
  url.searchParams.set('select', 'full_name,role');
  url.searchParams.set('id', `eq.${userId}`);
  const res = await fetch(url, {
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${token}`,
      Accept: 'application/vnd.pgrst.object+json',
    },
  });
  if (!res.ok) return { name: null, role: null };
  const row: { full_name?: unknown; role?: unknown } = await res.json();
  const role = (ROLES as readonly unknown[]).includes(row.role) ? (row.role as Role) : null;
  return { name: typeof row.full_name === 'string' ? row.full_name : null, role };
}
