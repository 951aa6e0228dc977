import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../../worker/app';

const SHELL = '<!doctype html><div id="root"></div>';

/** The worker with a built shell in its assets (the tests' assets folder is empty). */
function withShell(path: string, method = 'GET'): Promise<Response> {
  const assets = {
    fetch: async (request: Request) =>
      new URL(request.url).pathname === '/spa-shell'
        ? new Response(SHELL, { headers: { 'Content-Type': 'text/html' } })
        : new Response(null, { status: 404 }),
  };
  return Promise.resolve(
    app.fetch(new Request(`https://app.test${path}`, { method }), { ...env, ASSETS: assets }),
  );
}

describe('the SPA shell', () => {
  it.each(['/investor', '/creator/projects/p-1/edit', '/project/any-slug', '/About/'])(
    'answers 200 at %s, a path the app has a screen for',
    async (path) => {
      const res = await withShell(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(SHELL);
    },
  );

  it.each(['/no-such-page', '/admin/nope', '/project/a/b'])(
    'answers 404 with the same shell (its router shows the 404 screen) at %s',
    async (path) => {
      const res = await withShell(path);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe(SHELL);
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    },
  );

  it('refuses other methods than GET and HEAD with 405', async () => {
    expect((await withShell('/investor', 'POST')).status).toBe(405);
  });
});
