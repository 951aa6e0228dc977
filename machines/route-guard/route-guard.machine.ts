import { assign, setup } from 'xstate';
import type { Role } from '../../shared/constants';
import { paths, roleHome } from '../../shared/routes';
import type { SignedOutBy } from '../session/session.types';

/** What the guard needs to know about the session (a narrow view of the session machine). */
export interface GuardSessionView {
  /** The session is loading or the user is not known yet: show 'Loading...'. */
  isLoading: boolean;
  isSignedIn: boolean;
  /** The signed-in user's role; null when unknown (profile could not be read). */
  role: Role | null;
  /** Who ended the last session: this tab's Sign Out goes to /, anything else to /login. */
  signedOutBy: SignedOutBy | null;
}

export interface RouteGuardInput {
  /** The role the route requires; null for any signed-in user. */
  requiredRole: Role | null;
  session: GuardSessionView;
}

export interface RouteGuardContext extends RouteGuardInput {
  /** Where to send the user in `unauthenticated` and `wrongRole`; null otherwise. */
  redirectTo: string | null;
}

/**
 * The route guard of docs/product.md#route-guard: loading ('Loading...') → unauthenticated (→ /login, or →
 * / right after this tab's own Sign Out) → wrong role (→ the user's own home, from
 * `roleHome` in shared/routes.ts) → allowed. A user whose role is unknown and whose
 * "own home" is the very area they are refused lands in `roleUnknown` instead of a
 * redirect loop. Pure: `initialTransition(routeGuardMachine, input)` decides a render.
 */
export const routeGuardMachine = setup({
  types: {
    input: {} as RouteGuardInput,
    context: {} as RouteGuardContext,
  },
  guards: {
    isLoading: ({ context }) => context.session.isLoading,
    isSignedOut: ({ context }) => !context.session.isSignedIn,
    isSignedOutByUser: ({ context }) =>
      !context.session.isSignedIn && context.session.signedOutBy === 'user',
    hasRequiredRole: ({ context }) =>
      context.requiredRole === null || context.session.role === context.requiredRole,
    isRoleHomeTheRefusedArea: ({ context }) =>
      context.requiredRole !== null &&
      roleHome(context.session.role) === roleHome(context.requiredRole),
  },
  actions: {
    redirectToLogin: assign({ redirectTo: paths.login }),
    redirectToHome: assign({ redirectTo: paths.home }),
    redirectToRoleHome: assign(({ context }) => ({ redirectTo: roleHome(context.session.role) })),
    clearRedirect: assign({ redirectTo: null }),
  },
}).createMachine({
  id: 'routeGuard',
  context: ({ input }) => ({ ...input, redirectTo: null }),
  initial: 'checking',
  states: {
    checking: {
      entry: 'clearRedirect',
      always: [
        { guard: 'isLoading', target: 'loading' },
        { guard: 'isSignedOutByUser', target: 'unauthenticated', actions: 'redirectToHome' },
        { guard: 'isSignedOut', target: 'unauthenticated', actions: 'redirectToLogin' },
        { guard: 'hasRequiredRole', target: 'allowed' },
        { guard: 'isRoleHomeTheRefusedArea', target: 'roleUnknown' },
        { target: 'wrongRole', actions: 'redirectToRoleHome' },
      ],
    },
    loading: {},
    unauthenticated: {},
    wrongRole: {},
    roleUnknown: {},
    allowed: {},
  },
});

export type RouteGuardMachine = typeof routeGuardMachine;
export type RouteGuardDecision =
  'loading' | 'unauthenticated' | 'wrongRole' | 'roleUnknown' | 'allowed';
