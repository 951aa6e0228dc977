import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

describe('GET /api/health', () => {
  it('answers JSON with the database reachable and the auth mode', async () => {
    const res = await SELF.fetch('https://app.test/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok', authMode: 'embedded' });
  });

  it('carries the security headers', async () => {
    const res = await SELF.fetch('https://app.test/api/health');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{8,}/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers unknown /api paths with the JSON error envelope', async () => {
    const res = await SELF.fetch('https://app.test/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'not_found', message: 'No API route for GET /api/nope' },
    });
  });
});
