/**
 * Issue 12, item 6: what the account API accepts, the event store appends. Sign-up and
 * profile PATCH get each field's extremes (length limits, unicode, international
 * addresses); an accepted value must reach `user.joined` / `project.drafted` without a
 * 500, a refused one gets a 4xx with a message and writes nothing.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PUBLIC_API_KEY } from '../../../shared/constants';
import { bearer, signedInUser, TEST_ORIGIN, uniqueEmail } from '../helpers/auth';
import { validDraft } from './personas';
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

let addresses = 0;
/** A fresh client address per sign-up, so the per-address mail limit never interferes. */
function nextAddress(): string {
  addresses += 1;
  return `198.18.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

async function signUp(email: string, data: Record<string, unknown>) {
  const headers = clientHeaders();
  headers.set('CF-Connecting-IP', nextAddress());
  return send('POST', `${TEST_ORIGIN}/auth/v1/signup`, {
    headers,
    contentType: 'application/json',
    body: JSON.stringify({ email, password: 'a-long-password-2026', data }),
  });
}

/** The user.joined payload stored for a user id, or null. */
async function joined(userId: string) {
  const row = await env.DB.prepare(
    "SELECT payload FROM events WHERE stream_id = ? AND type = 'user.joined'",
  )
    .bind(userId)
    .first<{ payload: string }>();
  return row ? (JSON.parse(row.payload) as { name: string; email: string }) : null;
}

const local = () => uniqueEmail('x').split('@')[0] ?? 'x';
/** An address of exactly 254 characters (the longest the schema takes). */
function longestEmail(): string {
  const head = `${local()}-`;
  const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
  return `${head}${'a'.repeat(64 - head.length)}@${domain}`.toLowerCase();
}

const ACCEPTED: {
  name: string;
  email: () => string;
  data: Record<string, unknown>;
  stored: string | null;
}[] = [
  {
    name: 'a 120-character name',
    email: () => uniqueEmail(),
    data: { full_name: 'N'.repeat(120) },
    stored: 'N'.repeat(120),
  },
  {
    name: '120 accented characters',
    email: () => uniqueEmail(),
    data: { full_name: 'é'.repeat(120) },
    stored: 'é'.repeat(120),
  },
  {
    name: 'astral characters (60 emoji = 120 code units)',
    email: () => uniqueEmail(),
    data: { full_name: '🚀'.repeat(60) },
    stored: '🚀'.repeat(60),
  },
  {
    name: 'a padded 120-character name',
    email: () => uniqueEmail(),
    data: { full_name: `  ${'M'.repeat(120)}\t ` },
    stored: 'M'.repeat(120),
  },
  { name: 'a one-letter name', email: () => uniqueEmail(), data: { full_name: 'Q' }, stored: 'Q' },
  {
    name: 'CJK and combining marks',
    email: () => uniqueEmail(),
    data: { full_name: '李小龍 Zoë Ñúñez' },
    stored: '李小龍 Zoë Ñúñez',
  },
  {
    name: 'no name (the email local part)',
    email: () => uniqueEmail('anon'),
    data: {},
    stored: null,
  },
  {
    name: 'a blank name',
    email: () => uniqueEmail('blank'),
    data: { full_name: '   ' },
    stored: null,
  },
  {
    name: 'the longest email',
    email: longestEmail,
    data: { full_name: 'Long Mail' },
    stored: 'Long Mail',
  },
  {
    name: 'an upper-case, tagged email',
    email: () => `O'Brien+Tag.${local()}@Example.CO.uk`,
    data: { full_name: 'Ob' },
    stored: 'Ob',
  },
  {
    name: 'an https avatar',
    email: () => uniqueEmail(),
    data: { full_name: 'Av', avatar_url: `https://cdn.example.com/${'a'.repeat(2000)}.png` },
    stored: 'Av',
  },
  {
    name: 'a same-origin avatar',
    email: () => uniqueEmail(),
    data: { full_name: 'Av', avatar_url: '/images/avatars/me.webp' },
    stored: 'Av',
  },
];

const REFUSED: { name: string; email: string; data: Record<string, unknown>; message: RegExp }[] = [
  {
    name: 'a 121-character name',
    email: 'n121@example.com',
    data: { full_name: 'N'.repeat(121) },
    message: /at most 120/,
  },
  {
    name: 'a 200-character name',
    email: 'n200@example.com',
    data: { full_name: 'N'.repeat(200) },
    message: /at most 120/,
  },
  {
    name: 'josé@example.com',
    email: 'josé@example.com',
    data: { full_name: 'José' },
    message: /not supported/,
  },
  {
    name: 'user@bücher.de',
    email: 'user@bücher.de',
    data: { full_name: 'Bücher' },
    message: /not supported/,
  },
  { name: 'a trailing-dot domain', email: 'dot@example.com.', data: {}, message: /invalid format/ },
  {
    name: 'a 255-character email',
    email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`,
    data: {},
    message: /at most 254/,
  },
  {
    name: 'a javascript: avatar',
    email: 'js@example.com',
    data: { avatar_url: 'javascript:alert(1)' },
    message: /https/,
  },
];

describe('sign-up: every extreme either lands as user.joined or gets a 4xx', () => {
  it('appends user.joined for every accepted extreme, with the name it was given', async () => {
    const failures: string[] = [];
    for (const c of ACCEPTED) {
      const email = c.email();
      const res = await signUp(email, c.data);
      if (res.status !== 200) {
        failures.push(`${c.name}: ${res.status} ${res.text.slice(0, 120)}`);
        continue;
      }
      const { id } = JSON.parse(res.text) as { id: string };
      const event = await joined(id);
      const expectedName = c.stored ?? email.toLowerCase().split('@')[0];
      if (!event) failures.push(`${c.name}: no user.joined`);
      else if (event.name !== expectedName || event.email !== email.toLowerCase())
        failures.push(`${c.name}: stored ${JSON.stringify(event)}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses each other extreme with a 4xx and a message, writing nothing', async () => {
    const before = await rowCounts();
    const failures: string[] = [];
    for (const c of REFUSED) {
      const res = await signUp(c.email, c.data);
      const message = errorMessage(res.text) ?? '';
      if (res.status < 400 || res.status >= 500 || !c.message.test(message))
        failures.push(`${c.name}: ${res.status} ${res.text.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });
});

async function patchProfile(token: string, id: string, body: Record<string, unknown>) {
  return send('PATCH', `${TEST_ORIGIN}/rest/v1/profiles?id=eq.${id}`, {
    headers: new Headers({ apikey: PUBLIC_API_KEY, ...bearer(token) }),
    contentType: 'application/json',
    body: JSON.stringify(body),
  });
}

async function draftAs(token: string, title: string) {
  return send('POST', `${TEST_ORIGIN}/api/creator/projects`, {
    headers: new Headers(bearer(token)),
    contentType: 'application/json',
    body: JSON.stringify(validDraft(title)),
  });
}

async function creatorNameOf(projectId: string): Promise<string | undefined> {
  const row = await env.DB.prepare(
    "SELECT payload FROM events WHERE stream_id = ? AND type = 'project.drafted'",
  )
    .bind(projectId)
    .first<{ payload: string }>();
  return row ? (JSON.parse(row.payload) as { creatorName: string }).creatorName : undefined;
}

describe('profile PATCH: the name a profile takes is one every project event can carry', () => {
  it('takes a 120-character name and drafts under it; refuses 121 with a 400', async () => {
    const creator = await signedInUser({ role: 'creator' });
    const name = `${'Ü'.repeat(119)}!`;
    expect(
      (await patchProfile(creator.accessToken, creator.userId, { full_name: name })).status,
    ).toBe(204);
    const draft = await draftAs(creator.accessToken, 'Extreme Name Draft');
    expect(draft.status).toBe(201);
    const { project } = JSON.parse(draft.text) as { project: { id: string } };
    expect(await creatorNameOf(project.id)).toBe(name);

    const before = await rowCounts();
    const long = await patchProfile(creator.accessToken, creator.userId, {
      full_name: 'N'.repeat(121),
    });
    expect(long.status).toBe(400);
    expect(errorMessage(long.text)).toBe('The full name must be at most 120 characters.');
    expect(await rowCounts()).toEqual(before);
    expect((await draftAs(creator.accessToken, 'After Refused Name')).status).toBe(201);
  });

  it('drafts under the email local part when a stored name is one no event can carry', async () => {
    const creator = await signedInUser({ role: 'creator', fullName: 'L'.repeat(200) });
    const draft = await draftAs(creator.accessToken, 'Legacy Long Name Draft');
    expect(draft.status).toBe(201);
    const { project } = JSON.parse(draft.text) as { project: { id: string } };
    expect(await creatorNameOf(project.id)).toBe(creator.email.split('@')[0]);
  });
});
