// The dev mail outbox holds every recovery link: it must answer only on this machine, and
// no deploy configuration may turn it on.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../../worker/app';
import { devToolsDeployProblems, isLocalRequest } from '../../../worker/routes/dev-outbox';
import wranglerToml from '../../../wrangler.toml?raw';

async function outboxStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  const res = await app.fetch(new Request(url, { headers }), { ...env, DEV_TOOLS: 'true' });
  return res.status;
}

describe('/__dev/outbox with DEV_TOOLS=true', () => {
  it('answers loopback only: not found for any other host (deployed or DNS-rebound)', async () => {
    // Loopback, from loopback: served.
    expect(await outboxStatus('http://localhost:8787/__dev/outbox.json')).toBe(200);
    expect(
      await outboxStatus('http://127.0.0.1:8787/__dev/outbox', { 'CF-Connecting-IP': '127.0.0.1' }),
    ).toBe(200);
    expect(
      await outboxStatus('http://[::1]:8787/__dev/outbox.json', { 'CF-Connecting-IP': '::1' }),
    ).toBe(200);
    expect(await outboxStatus('https://app.example/__dev/outbox.json')).toBe(404);
    expect(await outboxStatus('http://evil.example:8787/__dev/outbox')).toBe(404);
    expect(await outboxStatus('http://192.168.1.20:8787/__dev/outbox.json')).toBe(404);
  });

  it('is not found for a remote peer, whatever Host it claims', async () => {
    const remote = { 'CF-Connecting-IP': '203.0.113.9' };
    expect(await outboxStatus('http://localhost:8787/__dev/outbox.json', remote)).toBe(404);
    expect(await outboxStatus('http://localhost:8787/__dev/outbox', remote)).toBe(404);
  });

  it('classifies hosts and peers', () => {
    expect(isLocalRequest('http://app.localhost/', undefined)).toBe(true);
    expect(isLocalRequest('http://localhost/', '::ffff:127.0.0.1')).toBe(true);
    expect(isLocalRequest('http://localhost.evil.example/', undefined)).toBe(false);
    expect(isLocalRequest('http://localhost/', '2001:db8::1')).toBe(false);
  });
});

describe('the deploy guard (scripts/deploy.ts)', () => {
  it('refuses DEV_TOOLS set to anything but "false"', () => {
    expect(devToolsDeployProblems({ DEV_TOOLS: 'true' }, 'wrangler.toml [vars]')).toEqual([
      'wrangler.toml [vars] sets DEV_TOOLS to "true": only "false" may be deployed',
    ]);
    expect(devToolsDeployProblems({ DEV_TOOLS: true }, '--var')).toHaveLength(1);
    expect(devToolsDeployProblems({ DEV_TOOLS: '1' }, '--var')).toHaveLength(1);
    expect(devToolsDeployProblems({ DEV_TOOLS: 'false' }, '[vars]')).toEqual([]);
    expect(devToolsDeployProblems({ SITE_URL: 'https://x.example' }, '[vars]')).toEqual([]);
    expect(devToolsDeployProblems(undefined, '[vars]')).toEqual([]);
    // The committed wrangler.toml keeps it off.
    const lines = wranglerToml.split('\n').filter((line) => /^\s*DEV_TOOLS\s*=/.test(line));
    expect(lines).toEqual(['DEV_TOOLS = "false"']);
  });
});
