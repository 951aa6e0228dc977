import { assertEvent } from 'xstate';
import { sessionSetup } from './session.setup';

/**
 * The session of docs/product.md#session-states (docs/architecture.md#state-machines): the initial restore and profile fetch, sign-in,
 * sign-up, sign-out, password recovery, and every supabase-js auth event, including those
 * relayed from other tabs. Tag `loading` is the spec's loading flag (sign-in, sign-up,
 * sign-out, the initial restore and profile fetch); tag `resolving` marks any state whose
 * user is not known yet. Every supabase call is an actor supplied with `.provide()`.
 */
/** A failed profile read is logged (logError, supplied by the web layer) and not shown. */
const logProfileError = {
  type: 'logError',
  params: ({ event }: { event: { error?: unknown } }) => ({
    what: 'Profile fetch failed',
    error: event.error,
  }),
} as const;

export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: ({ input }) => ({
    user: input?.start?.kind === 'signedIn' ? input.start.user : null,
    accessToken: input?.start?.kind === 'signedIn' ? input.start.accessToken : null,
    error: null,
    signedOutBy: null,
    isRecovering: false,
    startsSignedOut: input?.start?.kind === 'signedOut',
  }),
  invoke: { id: 'authChanges', src: 'listenToAuthChanges' },
  on: {
    // Refreshes and updates keep the user (and its role); only tokens and email change.
    'auth.tokenRefreshed': { guard: 'hasUser', actions: 'assignSession' },
    'auth.userUpdated': { guard: 'hasUser', actions: 'assignSession' },
    'auth.mfaChallengeVerified': { guard: 'hasUser', actions: 'assignSession' },
  },
  initial: 'restoring',
  states: {
    restoring: {
      tags: ['loading', 'resolving'],
      // A page the server rendered for a known session starts as that session (the
      // machine's input); supabase-js's own restore then reports it (initialSession below).
      always: [
        { guard: 'hasUser', target: 'signedIn' },
        { guard: 'startsSignedOut', target: 'signedOut' },
      ],
      invoke: {
        src: 'restoreSession',
        onDone: [
          { guard: 'hasSession', target: 'loadingProfile', actions: 'assignSession' },
          { target: 'signedOut' },
        ],
        onError: {
          target: 'signedOut',
          actions: {
            type: 'logError',
            params: ({ event }) => ({ what: 'Session restore failed', error: event.error }),
          },
        },
      },
      on: {
        'auth.initialSession': [
          { guard: 'hasSession', target: 'loadingProfile', actions: 'assignSession' },
          { target: 'signedOut' },
        ],
        'auth.signedIn': { target: 'loadingProfile', actions: 'assignSession' },
        'auth.passwordRecovery': {
          target: 'loadingProfile',
          actions: ['assignSession', 'markRecovering'],
        },
      },
    },
    // The one profile read, however the session came: restored, synced from another tab
    // or an email link, or the user's own sign-in or sign-up. The child state says which:
    // it carries the tags (a synced load is not the spec's loading flag; the user is known
    // during one's own sign-in) and decides what the arrival emits.
    loadingProfile: {
      initial: 'afterRestore',
      invoke: {
        src: 'fetchProfile',
        input: ({ context }) => ({ userId: context.user?.id ?? '' }),
        onDone: [
          { guard: 'afterSignIn', target: 'signedIn', actions: ['assignProfile', 'emitSignedIn'] },
          { guard: 'afterSignUp', target: 'signedIn', actions: ['assignProfile', 'emitSignedUp'] },
          { guard: 'isRecovering', target: 'signedIn.passwordRecovery', actions: 'assignProfile' },
          { target: 'signedIn', actions: 'assignProfile' },
        ],
        onError: [
          // One's own sign-in or sign-up still ends signed in (its answer reports it); a
          // found session the server no longer honours (a suspended user reloads) ends
          // signed out, not signed in with an unknown role.
          {
            guard: 'afterSignIn',
            target: 'signedIn',
            actions: [logProfileError, 'emitSignedIn'],
          },
          {
            guard: 'afterSignUp',
            target: 'signedIn',
            actions: [logProfileError, 'emitSignedUp'],
          },
          { guard: 'sessionEnded', target: 'endingDeadSession' },
          {
            guard: 'isRecovering',
            target: 'signedIn.passwordRecovery',
            actions: logProfileError,
          },
          { target: 'signedIn', actions: logProfileError },
        ],
      },
      states: {
        afterRestore: {
          tags: ['loading', 'resolving'],
          on: {
            'auth.passwordRecovery': { actions: ['assignSession', 'markRecovering'] },
            'auth.signedOut': { target: '#session.signedOut', actions: 'markSignedOutRemotely' },
          },
        },
        afterSync: {
          tags: ['resolving'],
          on: {
            'auth.passwordRecovery': { actions: ['assignSession', 'markRecovering'] },
            'auth.signedOut': { target: '#session.signedOut', actions: 'markSignedOutRemotely' },
          },
        },
        afterSignIn: { tags: ['loading'] },
        afterSignUp: { tags: ['loading'] },
      },
    },
    endingDeadSession: {
      tags: ['loading', 'resolving'],
      // Drops the stored tokens (supabase-js clears them locally even when the server
      // refuses the sign-out), so the next reload does not try the dead session again.
      invoke: {
        src: 'signOut',
        onDone: { target: 'signedOut', actions: 'markSignedOutRemotely' },
        onError: { target: 'signedOut', actions: 'markSignedOutRemotely' },
      },
      on: {
        'auth.signedOut': { target: 'signedOut', actions: 'markSignedOutRemotely' },
      },
    },
    signedOut: {
      entry: 'clearSession',
      on: {
        'session.signIn': { target: 'signingIn', actions: ['clearError', 'clearSignedOutBy'] },
        'session.signUp': { target: 'signingUp', actions: ['clearError', 'clearSignedOutBy'] },
        // A session the page was not rendered with (one supabase-js kept where the server
        // cannot read it): load that user.
        'auth.initialSession': {
          guard: 'hasSession',
          target: 'loadingProfile.afterSync',
          actions: ['assignSession', 'clearSignedOutBy'],
        },
        // A sign-in in another tab, an OAuth return or an email link: load that user.
        'auth.signedIn': {
          target: 'loadingProfile.afterSync',
          actions: ['assignSession', 'clearSignedOutBy'],
        },
        'auth.passwordRecovery': {
          target: 'loadingProfile.afterSync',
          actions: ['assignSession', 'markRecovering', 'clearSignedOutBy'],
        },
      },
    },
    signingIn: {
      tags: ['loading'],
      invoke: {
        src: 'signInWithPassword',
        input: ({ event }) => {
          assertEvent(event, 'session.signIn');
          return { email: event.email, password: event.password };
        },
        onDone: { target: 'loadingProfile.afterSignIn', actions: 'assignSession' },
        onError: { target: 'signedOut', actions: ['assignError', 'emitSignInFailed'] },
      },
    },
    signingUp: {
      tags: ['loading'],
      invoke: {
        src: 'signUp',
        input: ({ event }) => {
          assertEvent(event, 'session.signUp');
          return event.payload;
        },
        onDone: [
          // Auto-confirming servers sign the new user in at once.
          { guard: 'hasSession', target: 'loadingProfile.afterSignUp', actions: 'assignSession' },
          { target: 'signedOut', actions: 'emitSignedUp' },
        ],
        onError: {
          target: 'signedOut',
          actions: [
            'assignError',
            {
              type: 'logError',
              params: ({ event }) => ({ what: 'Sign-up failed', error: event.error }),
            },
            'emitSignUpFailed',
          ],
        },
      },
    },
    signedIn: {
      initial: 'active',
      on: {
        'session.signOut': { target: 'signingOut', actions: 'clearError' },
        'auth.signedOut': { target: 'signedOut', actions: 'markSignedOutRemotely' },
        'auth.signedIn': [
          { guard: 'isOtherUser', target: 'loadingProfile.afterSync', actions: 'assignSession' },
          { actions: 'assignSession' },
        ],
        'auth.passwordRecovery': { target: '.passwordRecovery', actions: 'assignSession' },
        // supabase-js's restore behind a session the page started with: a fresh token for
        // the same user, another user (a sign-in in another tab since), or none (the
        // stored session could not be refreshed).
        'auth.initialSession': [
          { guard: 'noSession', target: 'signedOut', actions: 'markSignedOutRemotely' },
          { guard: 'isOtherUser', target: 'loadingProfile.afterSync', actions: 'assignSession' },
          { actions: 'assignSession' },
        ],
      },
      states: {
        active: {},
        passwordRecovery: {
          entry: 'clearRecovering',
          on: { 'session.updatePassword': { target: 'updatingPassword', actions: 'clearError' } },
        },
        updatingPassword: {
          invoke: {
            src: 'updatePassword',
            input: ({ event }) => {
              assertEvent(event, 'session.updatePassword');
              return { password: event.password };
            },
            onDone: { target: 'active', actions: ['assignSession', 'emitPasswordUpdated'] },
            onError: {
              target: 'passwordRecovery',
              actions: ['assignError', 'emitPasswordUpdateFailed'],
            },
          },
        },
      },
    },
    signingOut: {
      tags: ['loading'],
      invoke: {
        src: 'signOut',
        onDone: { target: 'signedOut', actions: ['markSignedOutByUser', 'emitSignedOut'] },
        onError: {
          target: 'signedIn',
          actions: [
            'assignError',
            {
              type: 'logError',
              params: ({ event }) => ({ what: 'Sign-out failed', error: event.error }),
            },
            'emitSignOutFailed',
          ],
        },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
