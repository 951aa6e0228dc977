import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { sessionMachine } from '../../machines/session/session.machine';
import type {
  AuthChangeEvent,
  AuthSession,
  Profile,
  SignUpResult,
} from '../../machines/session/session.types';
import type { SignupPayload } from '../../shared/schemas/signup';
import type { SessionUser } from '../../shared/session';
import { AppProviders } from '../../web/app/providers';
import { toaster } from '../../web/components/ui/toaster';
import type { SessionActorRef } from '../../web/lib/session';

/** A signed-in user for tests; override any field. */
export function testUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: '00000000-0000-4000-8000-000000000002',
    email: 'investor@example.com',
    name: 'Ivy Investor',
    role: 'investor',
    avatarUrl: null,
    ...overrides,
  };
}

/** Fake auth operations: each is an async function a test can replace (e.g. with vi.fn). */
export interface FakeAuth {
  restoreSession: () => Promise<AuthSession | null>;
  fetchProfile: (userId: string) => Promise<Profile>;
  signInWithPassword: (email: string, password: string) => Promise<AuthSession>;
  signUp: (payload: SignupPayload) => Promise<SignUpResult>;
  signOut: () => Promise<void>;
  updatePassword: (password: string) => Promise<AuthSession | null>;
}

export interface SessionOptions {
  /** The signed-in user; null or omitted renders signed out. */
  user?: SessionUser | null;
  /** Access token of the signed-in user (default 'test-access-token'). */
  token?: string;
  /** `restoring` renders the app while the session is still loading. */
  state?: 'settled' | 'restoring';
  /** Replace any fake auth operation. */
  auth?: Partial<FakeAuth>;
}

function defaultAuth(options: SessionOptions): FakeAuth {
  return {
    restoreSession: async () => null,
    fetchProfile: async () => ({ fullName: null, role: null, avatarUrl: null }),
    signInWithPassword: async () => {
      throw new Error('Invalid login credentials');
    },
    signUp: async () => ({ session: null }),
    signOut: async () => {},
    updatePassword: async () =>
      options.user
        ? { accessToken: options.token ?? 'test-access-token', user: options.user }
        : null,
  };
}

/**
 * A started session actor with fake auth operations, already in its settled state
 * (signed in as `user`, or signed out), so a first render already sees the session.
 * `events` lets a test push supabase-js auth events (e.g. another tab signing out).
 */
export function createTestSession(options: SessionOptions = {}) {
  const auth = { ...defaultAuth(options), ...options.auth };
  const logic = sessionMachine.provide({
    actors: {
      // Tests push supabase-js events with `pushAuthEvent` instead.
      listenToAuthChanges: fromCallback<AuthChangeEvent>(() => () => {}),
      restoreSession: fromPromise(() => auth.restoreSession()),
      fetchProfile: fromPromise(({ input }: { input: { userId: string } }) =>
        auth.fetchProfile(input.userId),
      ),
      signInWithPassword: fromPromise(({ input }: { input: { email: string; password: string } }) =>
        auth.signInWithPassword(input.email, input.password),
      ),
      signUp: fromPromise(({ input }: { input: SignupPayload }) => auth.signUp(input)),
      signOut: fromPromise(() => auth.signOut()),
      updatePassword: fromPromise(({ input }: { input: { password: string } }) =>
        auth.updatePassword(input.password),
      ),
    },
    actions: { logError: () => {} },
  });
  const user = options.user ?? null;
  const snapshot =
    options.state === 'restoring'
      ? undefined
      : logic.resolveState({
          value: user ? { signedIn: 'active' } : 'signedOut',
          context: {
            user,
            accessToken: user ? (options.token ?? 'test-access-token') : null,
            error: null,
            signedOutBy: null,
            isRecovering: false,
            startsSignedOut: false,
          },
        });
  const actor: SessionActorRef = createActor(
    logic,
    snapshot ? { snapshot, input: {} } : { input: {} },
  );
  actor.start();
  /** Delivers a supabase-js auth event as the app's listener would (e.g. from another tab). */
  const pushAuthEvent = (event: AuthChangeEvent) => actor.send(event);
  return { actor, pushAuthEvent };
}

/** Renders UI inside the app's providers with a fake session (signed in when `user`). */
export function renderWithSession(ui: ReactElement, options: SessionOptions = {}) {
  const session = createTestSession(options);
  const view = render(<AppProviders session={session.actor}>{ui}</AppProviders>);
  return { ...view, session };
}

/** Renders a memory router at `initialPath` inside the providers with a fake session. */
export function renderRoutesWithSession(
  routes: RouteObject[],
  initialPath = '/',
  options: SessionOptions = {},
) {
  const session = createTestSession(options);
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(
    <AppProviders session={session.actor}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, session };
}

/** The app toaster is a module singleton: call in afterEach so toasts do not leak between tests. */
export function clearToasts(): void {
  toaster.remove();
}
