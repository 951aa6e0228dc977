import { afterEach, describe, expect, it, vi } from 'vitest';

const startDashboard = vi.fn();
vi.mock('../../../web/app/early-dashboard', () => ({ startDashboard }));

const { startDashboardEarly } = await import('../../../web/app/early-start');

afterEach(() => {
  localStorage.clear();
  startDashboard.mockClear();
  window.history.replaceState(null, '', '/');
});

/** Lets the hook's dynamic import settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the entry hook for a dashboard', () => {
  it("starts a dashboard's early work on its home URL in a browser that keeps a session", async () => {
    localStorage.setItem('sb-127-auth-token', '{}');
    window.history.replaceState(null, '', '/creator');
    startDashboardEarly();
    await settle();
    expect(startDashboard).toHaveBeenCalledWith('/creator');
  });

  it('does nothing signed out or elsewhere', async () => {
    window.history.replaceState(null, '', '/admin');
    startDashboardEarly();
    localStorage.setItem('sb-127-auth-token', '{}');
    window.history.replaceState(null, '', '/admin/users');
    startDashboardEarly();
    window.history.replaceState(null, '', '/projects');
    startDashboardEarly();
    await settle();
    expect(startDashboard).not.toHaveBeenCalled();
  });
});
