import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet } from 'react-router';
import { NavigationProgress } from '../../../web/components/navigation-progress';
import { renderRoutes } from '../render';

/** A route whose chunk arrives only when the test says so, as a lazy screen's does. */
function slowScreen() {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return {
    arrive,
    lazy: async () => {
      await arrived;
      return { Component: () => <h1>Next screen</h1> };
    },
  };
}

describe('NavigationProgress', () => {
  it('shows a loading bar from a link click until the next screen arrives, then goes', async () => {
    const next = slowScreen();
    renderRoutes([
      {
        Component: () => (
          <>
            <NavigationProgress />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', Component: () => <Link to="/next">Go on</Link> },
          { path: '/next', lazy: next.lazy },
        ],
      },
    ]);
    expect(screen.queryByRole('progressbar', { name: 'Loading page' })).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Go on' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    // The click has not moved the page yet: the old screen is still there.
    expect(screen.getByRole('link', { name: 'Go on' })).toBeInTheDocument();

    await act(async () => next.arrive());
    expect(await screen.findByRole('heading', { name: 'Next screen' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading page' })).toBeNull();
  });
});
