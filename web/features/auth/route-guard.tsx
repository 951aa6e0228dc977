import { useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { initialTransition } from 'xstate';
import type { Role } from '../../../shared/constants';
import {
  routeGuardMachine,
  type GuardSessionView,
} from '../../../machines/route-guard/route-guard.machine';
import { useSessionActions } from '../../lib/session';
import { useSessionActor } from '../../lib/session-machine';
import { paths } from '../../../shared/routes';

/** Where the login page sends the user back to after signing in. */
export interface LoginRedirectState {
  from: string;
}

function useGuardSessionView(): GuardSessionView {
  const actor = useSessionActor();
  const isLoading = useSelector(
    actor,
    (snapshot) => snapshot.hasTag('loading') || snapshot.hasTag('resolving'),
  );
  const isSignedIn = useSelector(actor, (snapshot) => snapshot.context.user !== null);
  const role = useSelector(actor, (snapshot) => snapshot.context.user?.role ?? null);
  const signedOutBy = useSelector(actor, (snapshot) => snapshot.context.signedOutBy);
  return useMemo(
    () => ({ isLoading, isSignedIn, role, signedOutBy }),
    [isLoading, isSignedIn, role, signedOutBy],
  );
}

/**
 * The layout route in front of every protected page (docs/product.md#roles-and-permissions): 'Loading...' while the
 * session loads, /login when signed out (remembering the page), the user's own home on a
 * wrong role, else the page. The decision is the route guard machine's, computed purely
 * from the current session so a render never shows a stale decision.
 */
export function RouteGuard({ role }: { role?: Role }) {
  const session = useGuardSessionView();
  const location = useLocation();
  const [snapshot] = useMemo(
    () => initialTransition(routeGuardMachine, { requiredRole: role ?? null, session }),
    [role, session],
  );

  if (snapshot.matches('loading')) {
    return (
      <Center minH="50vh" role="status">
        <Stack align="center" gap="3">
          <Spinner size="lg" color="brand.solid" />
          <Text>Loading...</Text>
        </Stack>
      </Center>
    );
  }
  if (snapshot.matches('unauthenticated')) {
    const target = snapshot.context.redirectTo ?? paths.login;
    const state: LoginRedirectState | undefined =
      target === paths.login
        ? { from: `${location.pathname}${location.search}${location.hash}` }
        : undefined;
    return <Navigate to={target} replace state={state} />;
  }
  if (snapshot.matches('wrongRole')) {
    return <Navigate to={snapshot.context.redirectTo ?? paths.home} replace />;
  }
  if (snapshot.matches('roleUnknown')) return <RoleUnknown />;
  return <Outlet />;
}

function RoleUnknown() {
  const { signOut } = useSessionActions();
  return (
    <Center minH="50vh">
      <Stack align="center" gap="4" maxW="md" textAlign="center" role="alert">
        <Text fontWeight="semibold">We could not load your account details.</Text>
        <Text>Please reload the page. If this keeps happening, sign out and sign in again.</Text>
        <Button variant="outline" onClick={signOut}>
          Sign Out
        </Button>
      </Stack>
    </Center>
  );
}
