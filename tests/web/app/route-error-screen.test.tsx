import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import {
  pagesWithErrorScreen,
  RouteErrorScreen,
  StandaloneErrorScreen,
} from '../../../web/app/route-error-screen';
import { routes } from '../../../web/app/routes';
import { publicRoutes } from '../../../web/app/public-routes';
import { dashboardRoutes } from '../../../web/app/dashboard-routes';
import { renderRoutes } from '../render';

/** Stands in for a layout route (the public layout's top bar and footer). */
function Frame() {
  return (
    <>
      <nav aria-label="Top bar">LaunchFund</nav>
      <Outlet />
    </>
  );
}

/** Chrome's words when a route's chunk cannot be downloaded. */
const chunkError = () =>
  new TypeError(
    'Failed to fetch dynamically imported module: http://localhost/assets/about-page-1a2b.js',
  );

function Broken(): never {
  throw new Error('secret internals: cannot read x of undefined');
}

function frameWith(page: RouteObject): RouteObject[] {
  return [
    {
      ErrorBoundary: StandaloneErrorScreen,
      children: [{ Component: Frame, children: [pagesWithErrorScreen([page])] }],
    },
  ];
}

const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
afterEach(() => consoleError.mockClear());

describe('the route error screen', () => {
  it('says the page could not be loaded, with a Reload button, inside the frame, when its chunk fails', async () => {
    renderRoutes(frameWith({ path: '/about', lazy: () => Promise.reject(chunkError()) }), '/about');
    expect(
      await screen.findByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeVisible();
    expect(screen.getByText(/a new version of the site came out/)).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Top bar' })).toBeVisible();
    // Logged from the screen's effect, which React may run after the heading has painted.
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        'The page could not be shown:',
        expect.any(TypeError),
      ),
    );
  });

  it('shows "Something went wrong" and what to do, never the error, when the page throws', async () => {
    renderRoutes(frameWith({ path: '/about', Component: Broken }), '/about');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('navigation', { name: 'Top bar' })).toBeVisible();
    expect(screen.queryByText(/secret internals/)).toBeNull();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('The page could not be shown:', expect.any(Error)),
    );
  });

  it('shows the message under the logo when the layout itself fails', async () => {
    renderRoutes(
      [
        {
          ErrorBoundary: StandaloneErrorScreen,
          children: [{ path: '/', lazy: () => Promise.reject(chunkError()) }],
        },
      ],
      '/',
    );
    expect(
      await screen.findByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'LaunchFund home' })).toHaveAttribute('href', '/');
  });
});

describe("the app's route table", () => {
  it('has the last-resort screen on the root', () => {
    expect(routes[0]?.ErrorBoundary).toBe(StandaloneErrorScreen);
  });

  it('puts the pages of the public layout and of the dashboard shell under the framed screen', () => {
    const [pages] = publicRoutes[0]?.children ?? [];
    expect(pages?.ErrorBoundary).toBe(RouteErrorScreen);
    expect(pages?.children?.length).toBeGreaterThan(10);
    const shell = dashboardRoutes[0]?.children?.[0];
    expect(shell?.children).toHaveLength(1);
    expect(shell?.children?.[0]?.ErrorBoundary).toBe(RouteErrorScreen);
  });
});
