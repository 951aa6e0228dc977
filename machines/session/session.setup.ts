import { assign, emit, fromCallback, fromPromise, setup, stateIn } from 'xstate';
import type { SignupPayload } from '../../shared/schemas/signup';
import type { SessionUser } from '../../shared/session';
import { errorMessage } from './auth-events';
import { isSessionEnded } from './session-ended';
import type {
  AuthChangeEvent,
  AuthSession,
  Profile,
  SessionContext,
  SessionInput,
  SessionEmitted,
  SessionEvent,
  SignUpResult,
} from './session.types';

function notProvided(name: string): never {
  throw new Error(`The session machine's "${name}" actor was not provided.`);
}

/** A signed-in user before (or without) a profile: name and role unknown. */
function userFrom(session: AuthSession, previous: SessionUser | null): SessionUser {
  if (previous && previous.id === session.user.id) {
    return { ...previous, email: session.user.email };
  }
  return {
    id: session.user.id,
    email: session.user.email,
    name: null,
    role: null,
    avatarUrl: null,
  };
}

function sessionOf(event: { output?: unknown; session?: unknown }): AuthSession | null {
  const candidate = ('session' in event ? event.session : event.output) as
    AuthSession | SignUpResult | null | undefined;
  if (!candidate) return null;
  if ('accessToken' in candidate) return candidate;
  return candidate.session;
}

/**
 * The session machine's types, actors, guards and actions (see session.machine.ts). Every
 * actor and `logError` is a placeholder that the web layer replaces with `.provide()`.
 */
export const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    input: {} as SessionInput | undefined,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
  },
  actors: {
    /** Subscribes to supabase-js `onAuthStateChange` and sends AuthChangeEvents. */
    listenToAuthChanges: fromCallback<AuthChangeEvent>(() => () => {}),
    /** The stored session (supabase-js `getSession`), or null. */
    restoreSession: fromPromise<AuthSession | null>(async () => notProvided('restoreSession')),
    /** The profiles row of the user. */
    fetchProfile: fromPromise<Profile, { userId: string }>(async () => notProvided('fetchProfile')),
    signInWithPassword: fromPromise<AuthSession, { email: string; password: string }>(async () =>
      notProvided('signInWithPassword'),
    ),
    signUp: fromPromise<SignUpResult, SignupPayload>(async () => notProvided('signUp')),
    signOut: fromPromise<void>(async () => notProvided('signOut')),
    updatePassword: fromPromise<AuthSession | null, { password: string }>(async () =>
      notProvided('updatePassword'),
    ),
  },
  guards: {
    hasSession: ({ event }) => sessionOf(event as { output?: unknown }) !== null,
    hasUser: ({ context }) => context.user !== null,
    startsSignedOut: ({ context }) => context.startsSignedOut,
    noSession: ({ event }) => sessionOf(event as { session?: unknown }) === null,
    isRecovering: ({ context }) => context.isRecovering,
    /** The profile read was refused because the stored session is dead. */
    sessionEnded: ({ event }) => isSessionEnded((event as { error?: unknown }).error),
    /** The profile being read is for the user's own sign-in or sign-up (loadingProfile's child). */
    afterSignIn: stateIn({ loadingProfile: 'afterSignIn' }),
    afterSignUp: stateIn({ loadingProfile: 'afterSignUp' }),
    isOtherUser: ({ context, event }) => {
      const session = sessionOf(event as { session?: unknown });
      return session !== null && session.user.id !== context.user?.id;
    },
  },
  actions: {
    assignSession: assign(({ context, event }) => {
      const session = sessionOf(event as { output?: unknown; session?: unknown });
      if (!session) return {};
      return { accessToken: session.accessToken, user: userFrom(session, context.user) };
    }),
    assignProfile: assign(({ context, event }) => {
      const profile = (event as { output?: Profile }).output;
      if (!context.user || !profile) return {};
      return {
        user: {
          ...context.user,
          name: profile.fullName,
          role: profile.role,
          avatarUrl: profile.avatarUrl,
        },
      };
    }),
    assignError: assign(({ event }) => ({
      error: errorMessage((event as { error?: unknown }).error),
    })),
    clearError: assign({ error: null }),
    markRecovering: assign({ isRecovering: true }),
    clearRecovering: assign({ isRecovering: false }),
    clearSession: assign({ user: null, accessToken: null, isRecovering: false }),
    markSignedOutByUser: assign({ signedOutBy: 'user' }),
    markSignedOutRemotely: assign({ signedOutBy: 'remote' }),
    clearSignedOutBy: assign({ signedOutBy: null }),
    /** Side effect supplied from outside (the web layer logs to the console). */
    logError: (_, _params: { what: string; error: unknown }) => {},
    emitSignedIn: emit(({ context }) => ({
      type: 'session.signedIn' as const,
      user: context.user as SessionUser,
    })),
    emitSignInFailed: emit(({ context }) => ({
      type: 'session.signInFailed' as const,
      message: context.error ?? '',
    })),
    emitSignedUp: emit(({ context }) => ({
      type: 'session.signedUp' as const,
      needsConfirmation: context.user === null,
    })),
    emitSignUpFailed: emit(({ context }) => ({
      type: 'session.signUpFailed' as const,
      message: context.error ?? '',
    })),
    emitSignedOut: emit({ type: 'session.signedOut' as const }),
    emitSignOutFailed: emit(({ context }) => ({
      type: 'session.signOutFailed' as const,
      message: context.error ?? '',
    })),
    emitPasswordUpdated: emit(({ context }) => ({
      type: 'session.passwordUpdated' as const,
      user: context.user as SessionUser,
    })),
    emitPasswordUpdateFailed: emit(({ context }) => ({
      type: 'session.passwordUpdateFailed' as const,
      message: context.error ?? '',
    })),
  },
});
