import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publicRoutes } from '../../../web/app/public-routes';
import { renderRoutesWithSession, testUser, type SessionOptions } from '../session-test-utils';
import { apiTable, server } from '../msw';
import { PROJECTS } from './fixtures';

afterEach(() => vi.restoreAllMocks());

async function renderAt(path: string, session: SessionOptions = {}) {
  server.use(apiTable({ '/api/projects': { projects: PROJECTS } }));
  const view = renderRoutesWithSession(publicRoutes, path, session);
  await screen.findByRole('banner');
  return view;
}

describe('public layout', () => {
  it('has a logo link home, the main navigation, and Log in / Sign up when signed out', async () => {
    await renderAt('/faq');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'LaunchFund home' })).toHaveAttribute(
      'href',
      '/',
    );
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/projects', '/how-it-works', '/about', '/faq', '/contact']);
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    // Signing in from a page returns there afterwards.
    expect(within(header).getAllByRole('link', { name: 'Log in' })[0]).toHaveAttribute(
      'href',
      '/login?next=%2Ffaq',
    );
    expect(within(header).getAllByRole('link', { name: 'Sign up' })[0]).toHaveAttribute(
      'href',
      '/signup?next=%2Ffaq',
    );
    expect(within(header).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it.each([
    ['admin', '/admin'],
    ['investor', '/investor'],
    ['creator', '/creator'],
    [null, '/'],
  ] as const)('sends a %s user’s Dashboard button to %s', async (role, home) => {
    await renderAt('/about', { user: testUser({ role }) });
    const header = screen.getByRole('banner');
    expect(within(header).getAllByRole('link', { name: 'Dashboard' })[0]).toHaveAttribute(
      'href',
      home,
    );
    expect(within(header).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('shows the avatar chip with the name’s initial, or the email’s when there is no name', async () => {
    await renderAt('/about', { user: testUser({ name: 'Ivy Investor' }) });
    const chip = within(screen.getByRole('banner')).getAllByTestId('avatar-chip')[0]!;
    expect(chip).toHaveTextContent('I');
    expect(chip).toHaveTextContent('Signed in as Ivy Investor');
  });

  it('falls back to the email for the avatar chip when the profile has no name', async () => {
    await renderAt('/about', { user: testUser({ name: null, email: 'zoe@example.com' }) });
    const chip = within(screen.getByRole('banner')).getAllByTestId('avatar-chip')[0]!;
    expect(chip).toHaveTextContent('Z');
    expect(chip).toHaveTextContent('Signed in as zoe');
  });

  it('shows the user’s picture in the chip, and the initial once the picture fails to load', async () => {
    await renderAt('/about', {
      user: testUser({ name: 'Ivy Investor', avatarUrl: '/api/avatars/ivy.png' }),
    });
    const chip = within(screen.getByRole('banner')).getAllByTestId('avatar-chip')[0]!;
    const picture = chip.querySelector('img')!;
    expect(picture).toHaveAttribute('src', '/api/avatars/ivy.png');
    expect(chip).not.toHaveTextContent(/^I/);
    fireEvent.error(picture);
    expect(chip.querySelector('img')).toBeNull();
    expect(chip).toHaveTextContent('ISigned in as Ivy Investor');
  });

  // The mobile menu is the browser's popover, which jsdom lacks: e2e/public.spec.ts
  // drives it at phone width in a real browser.

  it('moves focus to the new page after navigating, but not on the first load', async () => {
    const user = userEvent.setup();
    await renderAt('/faq');
    expect(screen.getByRole('main')).not.toHaveFocus();
    const footer = screen.getByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'Pricing' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('links every secondary page from the footer', async () => {
    await renderAt('/');
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const path of [
      '/projects',
      '/how-it-works',
      '/pricing',
      '/guides',
      '/creator-resources',
      '/about',
      '/careers',
      '/press',
      '/blog',
      '/contact',
      '/faq',
      '/community',
      '/login',
      '/forgot-password',
      '/terms',
      '/privacy',
      '/legal',
    ]) {
      expect(hrefs).toContain(path);
    }
    expect(within(footer).getByRole('link', { name: 'Investor Guides' })).toHaveAttribute(
      'href',
      '/guides',
    );
  });

  it('shows 404 for an unknown path, links home, and logs the path', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderAt('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeVisible();
    expect(screen.getByText('404')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/no/such/page'));
  });
});
