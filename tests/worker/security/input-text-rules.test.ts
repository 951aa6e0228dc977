/**
 * Issue 12, item 11: control characters, direction overrides and zero-width characters
 * in titles, names and descriptions; lengths counted after trimming; equity decimals
 * checked exactly; avatar_url limited to https and this site. Each is refused at the API
 * with a message naming the problem, and nothing is written.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_API_KEY } from '../../../shared/constants';
import { bearer, signedInUser, TEST_ORIGIN, uniqueEmail } from '../helpers/auth';
import { call, validDraft } from '../lifecycle/lifecycle-helpers';
import { rowCounts as allRowCounts } from './db-snapshot';
import { clientHeaders, errorMessage, send } from './wire';

/**
 * Row counts of every table but the rate limiter's, which counts each request by
 * design (sign-up is limited before its body is read).
 */
async function rowCounts(): Promise<Record<string, number>> {
  const counts = await allRowCounts();
  return Object.fromEntries(
    Object.entries(counts).filter(([table]) => table !== 'auth_rate_limits'),
  );
}

let creator: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  creator = await signedInUser({ role: 'creator', fullName: 'Rule Tester' });
});

const CONTROL = /control characters/;
const BIDI = /text-direction override/;
const ZERO_WIDTH = /zero-width/;
/** Issue 40: one text rule for everything a person types that others see. */
const HTML = /as plain text: HTML tags are not allowed/;

/** [what, form fields, field with the message, message]. */
const DRAFTS: [string, Record<string, unknown>, string, RegExp][] = [
  ['40 NULs as the description', { description: '\u0000'.repeat(40) }, 'description', CONTROL],
  ['a NUL in the title', { title: 'Ledger\u0000Lens' }, 'title', CONTROL],
  ['an escape in the tagline', { tagline: 'Books \u001B[31m red' }, 'tagline', CONTROL],
  ['a right-to-left override in the title', { title: 'Ledger \u202Egnp.exe' }, 'title', BIDI],
  [
    'a bidi isolate in the description',
    { description: `${'d'.repeat(40)}\u2066x\u2069` },
    'description',
    BIDI,
  ],
  ['zero-width spaces in the title', { title: 'Led\u200Bger' }, 'title', ZERO_WIDTH],
  [
    'a byte-order mark inside the tagline',
    { tagline: 'Books\uFEFFfor you' },
    'tagline',
    ZERO_WIDTH,
  ],
  ['a line break in the title', { title: 'Ledger\nLens' }, 'title', /single line/],
  [
    '40 zero-width joiners as the description',
    { description: '\u200D'.repeat(40) },
    'description',
    ZERO_WIDTH,
  ],
  ['an HTML tag in the title', { title: 'Ledger <b>Lens</b>' }, 'title', HTML],
  ['a script tag in the tagline', { tagline: 'Books <script>x()</script>' }, 'tagline', HTML],
  [
    'an image tag in the description',
    { description: `${'d'.repeat(40)} <img src=x onerror=alert(1)>` },
    'description',
    HTML,
  ],
  ['an HTML comment in the location', { location: 'Austin <!-- hi' }, 'location', HTML],
  ['equity 1e-9', { equity: 1e-9 }, 'equity', /two decimals/],
  ['equity 12.000000001', { equity: 12.000000001 }, 'equity', /two decimals/],
];

describe('project form text rules at the API', () => {
  it.each(DRAFTS)('refuses %s with a 422 naming the field', async (_, patch, field, message) => {
    const before = await rowCounts();
    const res = await call<{ error: { details?: Record<string, string> } }>(
      '/api/creator/projects',
      { method: 'POST', token: creator.accessToken, body: validDraft(patch) },
    );
    expect(res.status).toBe(422);
    expect(res.body.error.details?.[field]).toMatch(message);
    expect(await rowCounts()).toEqual(before);
  });

  it('keeps line breaks and tabs in a description, refuses a lone carriage return', async () => {
    const description = 'First paragraph of the pitch.\r\n\n\t- a point\n\t- another point';
    const res = await call('/api/creator/projects', {
      method: 'POST',
      token: creator.accessToken,
      body: validDraft({ description }),
    });
    expect(res.status).toBe(201);
    const before = await rowCounts();
    const lone = await call('/api/creator/projects', {
      method: 'POST',
      token: creator.accessToken,
      body: validDraft({ title: 'Carriage Return Pitch', description: `${description}\rover` }),
    });
    expect(lone.status).toBe(422);
    expect(await rowCounts()).toEqual(before);
  });
});

function signUp(data: Record<string, unknown>, address: string) {
  const headers = clientHeaders();
  headers.set('CF-Connecting-IP', address);
  return send('POST', `${TEST_ORIGIN}/auth/v1/signup`, {
    headers,
    contentType: 'application/json',
    body: JSON.stringify({ email: uniqueEmail('rules'), password: 'a-long-password-2026', data }),
  });
}

const NAMES: [string, string, RegExp][] = [
  ['a NUL', 'Jordan\u0000Lee', CONTROL],
  ['a right-to-left override', 'Jordan \u202ELee', BIDI],
  ['a zero-width space', 'Jor\u200Bdan', ZERO_WIDTH],
  ['a line break', 'Jordan\nLee', /single line/],
  ['an HTML tag', 'Jordan <b>Lee</b>', HTML],
  ['an image tag', '<img src=x onerror=alert(1)>', HTML],
];

const AVATARS: [string, string][] = [
  ['a javascript: URL', 'javascript:alert(document.cookie)'],
  ['a data: URL', 'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+'],
  ['plain http', 'http://example.com/me.png'],
  ['a protocol-relative URL', '//evil.example/me.png'],
  ['credentials before the host', 'https://cdn.example.com@evil.example/me.png'],
  ['a vbscript: URL', 'vbscript:msgbox(1)'],
];

describe('names and avatars at sign-up and in profile PATCH', () => {
  it.each(NAMES)(
    'sign-up refuses a full name with %s (422, nothing written)',
    async (_, name, re) => {
      const before = await rowCounts();
      const res = await signUp({ full_name: name }, '198.19.0.1');
      expect(res.status).toBe(422);
      expect(errorMessage(res.text)).toMatch(re);
      expect(await rowCounts()).toEqual(before);
    },
  );

  it.each(AVATARS)('sign-up refuses %s as avatar_url', async (_, url) => {
    const before = await rowCounts();
    const res = await signUp({ full_name: 'Ava', avatar_url: url }, '198.19.0.2');
    expect(res.status).toBe(422);
    expect(errorMessage(res.text)).toBe(
      'The avatar must be an https:// address or a path on this site.',
    );
    expect(await rowCounts()).toEqual(before);
  });

  async function patch(body: Record<string, unknown>) {
    const user = await signedInUser();
    const before = await rowCounts();
    const res = await send('PATCH', `${TEST_ORIGIN}/rest/v1/profiles?id=eq.${user.userId}`, {
      headers: new Headers({ apikey: PUBLIC_API_KEY, ...bearer(user.accessToken) }),
      contentType: 'application/json',
      body: JSON.stringify(body),
    });
    return { res, before };
  }

  it.each(NAMES)('profile PATCH refuses a full name with %s (400)', async (_, name, re) => {
    const { res, before } = await patch({ full_name: name });
    expect(res.status).toBe(400);
    expect(errorMessage(res.text)).toMatch(re);
    expect(await rowCounts()).toEqual(before);
  });

  it.each(AVATARS)('profile PATCH refuses %s as avatar_url (400)', async (_, url) => {
    const { res, before } = await patch({ avatar_url: url });
    expect(res.status).toBe(400);
    expect(errorMessage(res.text)).toMatch(/https:\/\/ address or a path on this site/);
    expect(await rowCounts()).toEqual(before);
  });

  it('profile PATCH takes an https avatar, a site path and null, but not a blank', async () => {
    for (const avatar_url of ['https://cdn.example.com/me.webp', '/images/avatars/me.webp', null]) {
      const { res } = await patch({ avatar_url });
      expect(res.status).toBe(204);
    }
    const { res, before } = await patch({ avatar_url: '' });
    expect(res.status).toBe(400);
    expect(await rowCounts()).toEqual(before);
  });
});
