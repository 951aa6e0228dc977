import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { useLocation, type RouteObject } from 'react-router';
import type { Role } from '../../../shared/constants';
import { RouteGuard } from '../../../web/features/auth/route-guard';
import { useSessionActions } from '../../../web/lib/session';
import { renderRoutesWithSession, testUser } from '../session-test-utils';

function WhereAmI({ label }: { label: string }) {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return (
    <p>
      {label} at {location.pathname}
      {from ? ` from ${from}` : ''}
    </p>
  );
}

function SignOutButton() {
  const { signOut } = useSessionActions();
  return (
    <button type="button" onClick={signOut}>
      Sign Out
    </button>
  );
}

function routesFor(role: Role): RouteObject[] {
  return [
    { path: '/', element: <WhereAmI label="Home" /> },
    { path: '/login', element: <WhereAmI label="Login" /> },
    ...(['admin', 'investor', 'creator'] as const).map((area) => ({
      path: `/${area}`,
      element: <RouteGuard role={area} />,
      children: [
        {
          index: true,
          element: (
            <>
              <WhereAmI label={`${area} page`} />
              <SignOutButton />
            </>
          ),
        },
      ],
    })),
    { path: '/any', element: <RouteGuard />, children: [{ index: true, element: <p>{role}</p> }] },
  ];
}

describe('RouteGuard', () => {
  it("shows 'Loading...' while the session restores", () => {
    renderRoutesWithSession(routesFor('admin'), '/admin', { state: 'restoring' });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login, remembering the page', async () => {
    renderRoutesWithSession(routesFor('admin'), '/investor?tab=1');
    expect(await screen.findByText('Login at /login from /investor?tab=1')).toBeInTheDocument();
  });

  it.each([
    ['admin', 'investor', 'admin page at /admin'],
    ['investor', 'admin', 'investor page at /investor'],
    ['creator', 'admin', 'creator page at /creator'],
  ] as const)('sends a %s on /%s to their own home', async (role, area, text) => {
    renderRoutesWithSession(routesFor(role), `/${area}`, { user: testUser({ role }) });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('renders the page for the right role and for any role when none is required', () => {
    renderRoutesWithSession(routesFor('creator'), '/creator', {
      user: testUser({ role: 'creator' }),
    });
    expect(screen.getByText('creator page at /creator')).toBeInTheDocument();
  });

  it('explains instead of looping when an unknown role is refused from /creator', () => {
    renderRoutesWithSession(routesFor('creator'), '/creator', {
      user: testUser({ role: null }),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your account details.');
  });

  it('goes to / after this tab signs out, and to /login when another tab does', async () => {
    const first = renderRoutesWithSession(routesFor('investor'), '/investor', {
      user: testUser(),
    });
    await act(async () => screen.getByRole('button', { name: 'Sign Out' }).click());
    expect(await screen.findByText('Home at /')).toBeInTheDocument();
    first.unmount();

    const second = renderRoutesWithSession(routesFor('investor'), '/investor', {
      user: testUser(),
    });
    act(() => second.session.pushAuthEvent({ type: 'auth.signedOut' }));
    expect(await screen.findByText('Login at /login from /investor')).toBeInTheDocument();
  });
});
