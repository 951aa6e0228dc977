import { afterEach, describe, expect, it } from 'vitest';
import {
  rememberTopBarUser,
  rememberedTopBarUser,
  type TopBarUser,
} from '../../../web/features/layout/remembered-user';
import {
  TOP_BAR_SCRIPT,
  TOP_BAR_SCRIPT_CSP_SOURCE,
  TOP_BAR_USER_KEY,
} from '../../../shared/top-bar-script';
import { SESSION_COOKIE, toBase64Url } from '../../../shared/session-cookie';

const priya: TopBarUser = {
  id: 'user-1',
  name: 'Priya Shah',
  initial: 'P',
  dashboard: '/investor',
};

/** A session as supabase-js stores it: in its cookie (shared/session-cookie.ts). */
function storeSession(userId: string) {
  const session = JSON.stringify({ access_token: 'at', user: { id: userId } });
  document.cookie = `${SESSION_COOKIE}=base64-${toBase64Url(session)}; Path=/`;
}

afterEach(() => {
  document.cookie = `${SESSION_COOKIE}=; Path=/; Max-Age=0`;
  localStorage.clear();
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-session');
});

describe('the remembered top bar user', () => {
  it('is given back while the stored session is the same user’s', () => {
    rememberTopBarUser(priya);
    storeSession('user-1');
    expect(rememberedTopBarUser()).toEqual(priya);
  });

  it('is given back for a session still kept the old way, in localStorage', () => {
    rememberTopBarUser(priya);
    const session = { access_token: 'at', user: { id: 'user-1' } };
    localStorage.setItem('sb-127-auth-token', JSON.stringify(session));
    expect(rememberedTopBarUser()).toEqual(priya);
  });

  it('is not shown for another account, nor without a session, nor once forgotten', () => {
    rememberTopBarUser(priya);
    expect(rememberedTopBarUser()).toBeNull();
    storeSession('user-2');
    expect(rememberedTopBarUser()).toBeNull();
    storeSession('user-1');
    rememberTopBarUser(null);
    expect(rememberedTopBarUser()).toBeNull();
  });

  it('ignores a damaged entry', () => {
    storeSession('user-1');
    localStorage.setItem('launchfund-top-bar-user', '{"id":"user-1"}');
    expect(rememberedTopBarUser()).toBeNull();
    localStorage.setItem('launchfund-top-bar-user', 'not json');
    expect(rememberedTopBarUser()).toBeNull();
  });
});

/** Runs the prerendered page's inline script (shared/top-bar-script.ts) as the browser does. */
function runTopBarScript(): boolean {
  new Function(TOP_BAR_SCRIPT)();
  return document.documentElement.getAttribute('data-session') === 'in';
}

describe('the prerendered page’s inline top bar script', () => {
  const slots =
    '<a data-top-bar-dashboard href="/">Dashboard</a><span data-top-bar-initial></span><span data-top-bar-name></span>';

  it('fills the prerendered signed-in slots and picks the signed-in actions', () => {
    document.body.innerHTML = slots;
    expect(runTopBarScript()).toBe(false);
    expect(document.querySelector('[data-top-bar-name]')).toHaveTextContent('');
    rememberTopBarUser(priya);
    storeSession('user-1');
    expect(runTopBarScript()).toBe(true);
    expect(document.querySelector('a')).toHaveAttribute('href', '/investor');
    expect(document.querySelector('[data-top-bar-initial]')).toHaveTextContent('P');
    expect(document.querySelector('[data-top-bar-name]')).toHaveTextContent('Priya Shah');
  });

  // The same answers as rememberedTopBarUser, which the app hydrates with: any other
  // answer would show one user before the app and another (or none) after.
  const states: [string, () => void][] = [
    ['nothing stored', () => {}],
    ['a remembered user without a session', () => rememberTopBarUser(priya)],
    ['another account’s session', () => (rememberTopBarUser(priya), storeSession('user-2'))],
    ['a session without a remembered user', () => storeSession('user-1')],
    ['the same user', () => (rememberTopBarUser(priya), storeSession('user-1'))],
    [
      'a remembered user missing a field',
      () => (storeSession('user-1'), localStorage.setItem(TOP_BAR_USER_KEY, '{"id":"user-1"}')),
    ],
    [
      'a remembered user with a field of the wrong type',
      () => (
        storeSession('user-1'),
        localStorage.setItem(TOP_BAR_USER_KEY, JSON.stringify({ ...priya, name: 7 }))
      ),
    ],
    [
      'a damaged entry',
      () => (storeSession('user-1'), localStorage.setItem(TOP_BAR_USER_KEY, '{')),
    ],
    [
      'a damaged session',
      () => (rememberTopBarUser(priya), localStorage.setItem('sb-127-auth-token', 'null')),
    ],
  ];

  it.each(states)('agrees with the app on %s', (_, arrange) => {
    document.body.innerHTML = slots;
    arrange();
    expect(runTopBarScript()).toBe(rememberedTopBarUser() !== null);
  });

  it('is allowed by the Content-Security-Policy through its exact hash', async () => {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(TOP_BAR_SCRIPT));
    const base64 = btoa(String.fromCharCode(...new Uint8Array(digest)));
    expect(TOP_BAR_SCRIPT_CSP_SOURCE).toBe(`'sha256-${base64}'`);
  });
});
