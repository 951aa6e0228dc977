import { afterEach, describe, expect, it } from 'vitest';
import {
  rememberTopBarUser,
  rememberedTopBarUser,
  showRememberedUser,
  type TopBarUser,
} from '../../../web/features/layout/remembered-user';

const priya: TopBarUser = {
  id: 'user-1',
  name: 'Priya Shah',
  initial: 'P',
  dashboard: '/investor',
};

/** A session as supabase-js stores it (docs/auth.md#client-behaviour). */
function storeSession(userId: string) {
  localStorage.setItem('sb-127-auth-token', JSON.stringify({ user: { id: userId } }));
}

afterEach(() => {
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

  it('fills the prerendered signed-in slots and picks the signed-in actions', () => {
    document.body.innerHTML =
      '<a data-top-bar-dashboard href="/">Dashboard</a><span data-top-bar-initial></span><span data-top-bar-name></span>';
    expect(showRememberedUser()).toBe(false);
    expect(document.documentElement).not.toHaveAttribute('data-session');
    rememberTopBarUser(priya);
    storeSession('user-1');
    expect(showRememberedUser()).toBe(true);
    expect(document.querySelector('a')).toHaveAttribute('href', '/investor');
    expect(document.querySelector('[data-top-bar-initial]')).toHaveTextContent('P');
    expect(document.querySelector('[data-top-bar-name]')).toHaveTextContent('Priya Shah');
    expect(document.documentElement).toHaveAttribute('data-session', 'in');
  });
});
