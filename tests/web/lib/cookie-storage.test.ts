import { afterEach, describe, expect, it } from 'vitest';
import { cookieStorage } from '../../../web/lib/cookie-storage';
import { SESSION_COOKIE, sessionFromCookieHeader } from '../../../shared/session-cookie';

const session = (email: string) =>
  JSON.stringify({ access_token: 'a.b.c', refresh_token: 'r', user: { id: 'u-1', email } });

afterEach(async () => {
  await cookieStorage.removeItem(SESSION_COOKIE);
});

describe('supabase-js storage in the session cookie', () => {
  it('keeps a session the worker reads from the same cookie', async () => {
    await cookieStorage.setItem(SESSION_COOKIE, session('zoë@example.com'));
    expect(await cookieStorage.getItem(SESSION_COOKIE)).toBe(session('zoë@example.com'));
    expect(document.cookie).toContain(`${SESSION_COOKIE}=base64-`);
    expect(sessionFromCookieHeader(document.cookie)?.user.email).toBe('zoë@example.com');
  });

  it('splits a long session into chunks, and a shorter one replaces them all', async () => {
    const long = session(`${'x'.repeat(5000)}@example.com`);
    await cookieStorage.setItem(SESSION_COOKIE, long);
    expect(document.cookie).toContain(`${SESSION_COOKIE}.1=`);
    expect(await cookieStorage.getItem(SESSION_COOKIE)).toBe(long);
    expect(sessionFromCookieHeader(document.cookie)?.user.id).toBe('u-1');

    await cookieStorage.setItem(SESSION_COOKIE, session('a@x.io'));
    expect(document.cookie).not.toContain(`${SESSION_COOKIE}.`);
    expect(await cookieStorage.getItem(SESSION_COOKIE)).toBe(session('a@x.io'));
  });

  it('removes the session and every chunk', async () => {
    await cookieStorage.setItem(SESSION_COOKIE, session(`${'y'.repeat(5000)}@example.com`));
    await cookieStorage.removeItem(SESSION_COOKIE);
    expect(document.cookie).not.toContain(SESSION_COOKIE);
    expect(await cookieStorage.getItem(SESSION_COOKIE)).toBeNull();
  });
});
