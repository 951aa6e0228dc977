import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeEarlyShell, showEarlyShell } from '../../../web/features/dashboard/early-shell';

const shell = () => document.getElementById('early-dashboard-shell');

afterEach(() => {
  removeEarlyShell();
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('early dashboard shell', () => {
  it("shows the dashboard's heading and the remembered user, hidden from assistive technology", () => {
    showEarlyShell('investor', { name: 'Priya Shah', initial: 'P' });
    expect(shell()?.getAttribute('aria-hidden')).toBe('true');
    expect(shell()?.querySelector('h1')?.textContent).toBe('Investor Dashboard');
    expect(shell()?.textContent).toContain('Track your investments and discover new opportunities');
    expect(shell()?.textContent).toContain('Priya Shah');
    expect(shell()?.querySelectorAll('.card')).toHaveLength(3);
    removeEarlyShell();
    expect(shell()).toBeNull();
  });

  it('shows no user without a remembered one', () => {
    showEarlyShell('admin', null);
    expect(shell()?.querySelector('header')?.textContent).toBe('');
    expect(shell()?.querySelectorAll('.card')).toHaveLength(4);
  });

  it('goes when the app moves to another URL (the route guard redirected)', () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/admin');
    showEarlyShell('admin', null);
    vi.advanceTimersByTime(300);
    expect(shell()).not.toBeNull();
    window.history.replaceState(null, '', '/login');
    vi.advanceTimersByTime(300);
    expect(shell()).toBeNull();
  });

  it('goes after a while if the app never shows the dashboard', () => {
    vi.useFakeTimers();
    showEarlyShell('creator', null);
    vi.advanceTimersByTime(14_000);
    expect(shell()).not.toBeNull();
    vi.advanceTimersByTime(2_000);
    expect(shell()).toBeNull();
  });
});
