import { afterEach, describe, expect, it, vi } from 'vitest';

const startDashboard = vi.fn(async () => true);
vi.mock('../../../web/app/early-dashboard', () => ({ startDashboard }));

const { startDashboardEarly } = await import('../../../web/app/early-start');
const { SESSION_COOKIE, toBase64Url } = await import('../../../shared/session-cookie');

/** A session as supabase-js keeps it: in its cookie (shared/session-cookie.ts). */
function storeSession() {
  const session = JSON.stringify({ access_token: 'at', user: { id: 'u-1' } });
  document.cookie = `${SESSION_COOKIE}=base64-${toBase64Url(session)}; Path=/`;
}

afterEach(() => {
  document.cookie = `${SESSION_COOKIE}=; Path=/; Max-Age=0`;
  startDashboard.mockClear();
  window.history.replaceState(null, '', '/');
});

const root = document.createElement('div');
const appStarted = () => false;

describe('the entry hook for a dashboard', () => {
  it("starts a dashboard's early work on its home URL in a browser that keeps a session", async () => {
    storeSession();
    window.history.replaceState(null, '', '/creator');
    await expect(startDashboardEarly(root, appStarted)).resolves.toBe(true);
    expect(startDashboard).toHaveBeenCalledWith('/creator', root, appStarted);
  });

  it('does nothing signed out or elsewhere: the app starts at once', () => {
    window.history.replaceState(null, '', '/admin');
    expect(startDashboardEarly(root, appStarted)).toBeNull();
    storeSession();
    window.history.replaceState(null, '', '/admin/users');
    expect(startDashboardEarly(root, appStarted)).toBeNull();
    window.history.replaceState(null, '', '/projects');
    expect(startDashboardEarly(root, appStarted)).toBeNull();
    expect(startDashboard).not.toHaveBeenCalled();
  });
});
