/**
 * Security headers on every response: each registered route, the wire endpoints,
 * errors and unknown paths from the Worker, and — through web/public/_headers, which
 * Workers Static Assets applies — the app's scripts, styles and images.
 */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import headersFile from '../../../web/public/_headers?raw';
import { allRoutes, urlFor } from './route-inventory';
import { headerFailures, parseCsp, parseHeadersFile } from './security-headers';
import { clientHeaders } from './wire';

const staticRules = parseHeadersFile(headersFile);

describe('security headers from the Worker', () => {
  const cases = [
    ...allRoutes().map((r) => ({
      method: r.method,
      url: urlFor(r),
      name: `${r.method} ${r.path}`,
    })),
    {
      method: 'GET',
      url: 'https://app.test/api/no-such-route',
      name: 'an unknown /api path (404)',
    },
    { method: 'POST', url: 'https://app.test/api/health', name: 'a wrong method on /api' },
    {
      method: 'GET',
      url: 'https://app.test/auth/v1/no-such-endpoint',
      name: 'an unknown auth path',
    },
  ];

  it.each(cases)('$name carries the full policy', async ({ method, url }) => {
    const init: RequestInit = { method, headers: clientHeaders(), redirect: 'manual' };
    if (method !== 'GET') init.body = '{}';
    const res = await SELF.fetch(url, init);
    await res.arrayBuffer();
    expect(headerFailures(res.headers)).toEqual([]);
  });
});

describe('the pages the worker renders', () => {
  // An unknown path gets the 404 screen with status 404.
  it.each([
    ['/login', 200],
    ['/admin/projects', 200],
    ['/no/such/page', 404],
  ])('%s is rendered by the Worker with the full policy (%i)', async (path, status) => {
    const res = await SELF.fetch(`https://app.test${path}`, { redirect: 'manual' });
    const html = await res.text();
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<div id="root">');
    expect(headerFailures(res.headers)).toEqual([]);
  });

  it('refuses other methods on page paths with a clear 405', async () => {
    const res = await SELF.fetch('https://app.test/projects', { method: 'POST', body: '{}' });
    expect(res.status).toBe(405);
    expect(await res.json()).toMatchObject({ error: { code: 'method_not_allowed' } });
  });
});

describe('security headers on static assets (web/public/_headers)', () => {
  const everything = staticRules.get('/*');

  it('has a rule for every path', () => {
    expect(everything).toBeDefined();
  });

  it('passes the same policy checks as Worker responses', () => {
    expect(headerFailures({ get: (name) => everything?.get(name) ?? null })).toEqual([]);
  });

  it('sends exactly the Worker’s policy, so both halves of the site agree', async () => {
    const res = await SELF.fetch('https://app.test/api/no-such-route');
    await res.arrayBuffer();
    const worker = parseCsp(res.headers.get('content-security-policy') ?? '');
    // Less the Worker's per-response nonce: a static asset is never a page with a start
    // script (worker/pages/start-script.ts), and a fixed nonce would be no nonce.
    worker.set(
      'script-src',
      (worker.get('script-src') ?? []).filter((source) => !source.startsWith("'nonce-")),
    );
    const assets = parseCsp(everything?.get('content-security-policy') ?? '');
    expect(Object.fromEntries(assets)).toEqual(Object.fromEntries(worker));
    for (const name of [
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'permissions-policy',
    ]) {
      expect({ name, value: everything?.get(name) }).toEqual({
        name,
        value: res.headers.get(name),
      });
    }
  });
});

describe('the CSP nonce: only on the documents the worker renders', () => {
  const scriptSources = (res: Response) =>
    parseCsp(res.headers.get('content-security-policy') ?? '').get('script-src');

  it.each([
    '/api/projects?sort=newest',
    '/api/projects/no-such-project',
    '/api/health',
    '/auth/v1/settings',
  ])('%s (a data answer) allows its own origin only, with no nonce to make', async (path) => {
    const res = await SELF.fetch(`https://app.test${path}`);
    await res.arrayBuffer();
    expect(scriptSources(res)).toEqual(["'self'"]);
  });

  it('a page carries a fresh nonce, the one its start script has', async () => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const res = await SELF.fetch('https://app.test/login');
      const html = await res.text();
      const sources = scriptSources(res) ?? [];
      expect(sources).toHaveLength(2);
      const nonce = /^'nonce-(.+)'$/.exec(sources[1] ?? '')?.[1] ?? '';
      expect(nonce).not.toBe('');
      // Without a build (these tests' assets) the page has no start script to check.
      if (html.includes('id="start"')) expect(html).toContain(`nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});
