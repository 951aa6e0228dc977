import { SELF, env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Env } from '../../../worker/env';
import type { CallerEnv } from '../../../worker/middleware/require-user';
import { requireUser } from '../../../worker/middleware/require-user';
import { TEST_ORIGIN, bearer, signedInUser } from '../helpers/auth';

// A stand-in /api app using the guard exactly as product routes do.
const api = new Hono<CallerEnv>()
  .get('/api/me', requireUser(), (c) => c.json(c.get('caller')))
  .get('/api/admin-only', requireUser({ roles: ['admin'] }), (c) => c.json({ ok: true }));

function call(path: string, headers: Record<string, string> = {}, bindings: Env = env) {
  return api.fetch(new Request(`${TEST_ORIGIN}${path}`, { headers }), bindings);
}

describe('requireUser', () => {
  it('gives handlers the caller with the role from the profile row', async () => {
    const me = await signedInUser({ role: 'creator', fullName: 'Casey Creator' });
    const res = await call('/api/me', bearer(me.accessToken));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: me.userId,
      email: me.email,
      name: 'Casey Creator',
      role: 'creator',
      aal: 'aal1',
      mfaEnrolled: false,
    });
  });

  it('reads the role from the profile, never from user_metadata', async () => {
    const me = await signedInUser({ role: 'investor' });
    await env.DB.prepare(
      `UPDATE auth_users SET raw_user_meta_data = json_set(raw_user_meta_data, '$.role', 'admin') WHERE id = ?`,
    )
      .bind(me.userId)
      .run();
    const res = await call('/api/admin-only', bearer(me.accessToken));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: { code: 'forbidden', message: 'You do not have permission to do that.' },
    });
  });

  it('lets the right role through', async () => {
    const admin = await signedInUser({ role: 'admin' });
    expect((await call('/api/admin-only', bearer(admin.accessToken))).status).toBe(200);
  });

  it('answers 401 without a token, with a forged one, and after sign-out', async () => {
    const unauthorized = { error: { code: 'unauthorized', message: 'Sign in to continue.' } };
    const missing = await call('/api/me');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual(unauthorized);

    const me = await signedInUser();
    const [header, payload] = me.accessToken.split('.');
    expect((await call('/api/me', bearer(`${header}.${payload}.${'x'.repeat(43)}`))).status).toBe(
      401,
    );
    expect((await call('/api/me', bearer('sb_publishable_launchfund_local'))).status).toBe(401);

    await SELF.fetch(`${TEST_ORIGIN}/auth/v1/logout`, {
      method: 'POST',
      headers: bearer(me.accessToken),
    });
    expect((await call('/api/me', bearer(me.accessToken))).status).toBe(401);
  });

  it('answers 401 for a token signed with another secret', async () => {
    const me = await signedInUser();
    const res = await call('/api/me', bearer(me.accessToken), {
      ...env,
      AUTH_JWT_SECRET: 'another-secret-entirely-0123456789',
    });
    expect(res.status).toBe(401);
  });
});
