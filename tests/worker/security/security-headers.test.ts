/**
 * Security headers on every response: each registered route, the wire endpoints,
 * errors and unknown paths from the Worker, and — through web/public/_headers, which
 * Workers Static Assets applies — the SPA shell and its scripts.
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
    const assets = parseCsp(everything?.get('content-security-policy') ?? '');
    expect(Object.fromEntries(assets)).toEqual(Object.fromEntries(worker));
    for (const name of [
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
    ]) {
      expect({ name, value: everything?.get(name) }).toEqual({
        name,
        value: res.headers.get(name),
      });
    }
  });
});
