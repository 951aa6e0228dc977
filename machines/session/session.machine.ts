import { assertEvent } from 'xstate';
import { sessionSetup } from './session.setup';

/**
 * The session of docs/product.md#session-states (docs/architecture.md#state-machines): the initial restore and profile fetch, sign-in,
 * sign-up, sign-out, password recovery, and every supabase-js auth event, including those
 * relayed from other tabs. Tag `loading` is the spec's loading flag (sign-in, sign-up,
 * sign-out, the initial restore and profile fetch); tag `resolving` marks any state whose
 * user is not known yet. Every supabase call is an actor supplied with `.provide()`.
 */
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
          { guard: 'hasSession', target: 'loadingInitialProfile', actions: 'assignSession' },
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
          { guard: 'hasSession', target: 'loadingInitialProfile', actions: 'assignSession' },
          { target: 'signedOut' },
        ],
        'auth.signedIn': { target: 'loadingInitialProfile', actions: 'assignSession' },
        'auth.passwordRecovery': {
          target: 'loadingInitialProfile',
          actions: ['assignSession', 'markRecovering'],
        },
      },
    },
    loadingInitialProfile: {
      tags: ['loading', 'resolving'],
      invoke: {
        src: 'fetchProfile',
        input: ({ context }) => ({ userId: context.user?.id ?? '' }),
        onDone: [
          { guard: 'isRecovering', target: 'signedIn.passwordRecovery', actions: 'assignProfile' },
          { target: 'signedIn', actions: 'assignProfile' },
        ],
        onError: [
          // A stored session the server no longer honours (a suspended user reloads): the
          // tab is signed out, not signed in with an unknown role.
          { guard: 'sessionEnded', target: 'endingDeadSession' },
          {
            guard: 'isRecovering',
            target: 'signedIn.passwordRecovery',
            actions: {
              type: 'logError',
              params: ({ event }) => ({ what: 'Profile fetch failed', error: event.error }),
            },
          },
          {
            target: 'signedIn',
            actions: {
              type: 'logError',
              params: ({ event }) => ({ what: 'Profile fetch failed', error: event.error }),
            },
          },
        ],
      },
      on: {
        'auth.passwordRecovery': { actions: ['assignSession', 'markRecovering'] },
        'auth.signedOut': { target: 'signedOut', actions: 'markSignedOutRemotely' },
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
          target: 'loadingSyncedProfile',
          actions: ['assignSession', 'clearSignedOutBy'],
        },
        // A sign-in in another tab, an OAuth return or an email link: load that user.
        'auth.signedIn': {
          target: 'loadingSyncedProfile',
          actions: ['assignSession', 'clearSignedOutBy'],
        },
        'auth.passwordRecovery': {
          target: 'loadingSyncedProfile',
          actions: ['assignSession', 'markRecovering', 'clearSignedOutBy'],
        },
      },
    },
    loadingSyncedProfile: {
      tags: ['resolving'],
      invoke: {
        src: 'fetchProfile',
        input: ({ context }) => ({ userId: context.user?.id ?? '' }),
        onDone: [
          { guard: 'isRecovering', target: 'signedIn.passwordRecovery', actions: 'assignProfile' },
          { target: 'signedIn', actions: 'assignProfile' },
        ],
        onError: {
          target: 'signedIn',
          actions: {
            type: 'logError',
            params: ({ event }) => ({ what: 'Profile fetch failed', error: event.error }),
          },
        },
      },
      on: {
        'auth.passwordRecovery': { actions: ['assignSession', 'markRecovering'] },
        'auth.signedOut': { target: 'signedOut', actions: 'markSignedOutRemotely' },
      },
    },
    signingIn: {
      tags: ['loading'],
      initial: 'authenticating',
      states: {
        authenticating: {
          invoke: {
            src: 'signInWithPassword',
            input: ({ event }) => {
              assertEvent(event, 'session.signIn');
              return { email: event.email, password: event.password };
            },
            onDone: { target: 'loadingProfile', actions: 'assignSession' },
            onError: {
              target: '#session.signedOut',
              actions: ['assignError', 'emitSignInFailed'],
            },
          },
        },
        loadingProfile: {
          invoke: {
            src: 'fetchProfile',
            input: ({ context }) => ({ userId: context.user?.id ?? '' }),
            onDone: { target: '#session.signedIn', actions: ['assignProfile', 'emitSignedIn'] },
            onError: {
              target: '#session.signedIn',
              actions: [
                {
                  type: 'logError',
                  params: ({ event }) => ({ what: 'Profile fetch failed', error: event.error }),
                },
                'emitSignedIn',
              ],
            },
          },
        },
      },
    },
    signingUp: {
      tags: ['loading'],
      initial: 'registering',
      states: {
        registering: {
          invoke: {
            src: 'signUp',
            input: ({ event }) => {
              assertEvent(event, 'session.signUp');
              return event.payload;
            },
            onDone: [
              // Auto-confirming servers sign the new user in at once.
              { guard: 'hasSession', target: 'loadingProfile', actions: 'assignSession' },
              { target: '#session.signedOut', actions: 'emitSignedUp' },
            ],
            onError: {
              target: '#session.signedOut',
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
        loadingProfile: {
          invoke: {
            src: 'fetchProfile',
            input: ({ context }) => ({ userId: context.user?.id ?? '' }),
            onDone: { target: '#session.signedIn', actions: ['assignProfile', 'emitSignedUp'] },
            onError: {
              target: '#session.signedIn',
              actions: [
                {
                  type: 'logError',
                  params: ({ event }) => ({ what: 'Profile fetch failed', error: event.error }),
                },
                'emitSignedUp',
              ],
            },
          },
        },
      },
    },
    signedIn: {
      initial: 'active',
      on: {
        'session.signOut': { target: 'signingOut', actions: 'clearError' },
        'auth.signedOut': { target: 'signedOut', actions: 'markSignedOutRemotely' },
        'auth.signedIn': [
          { guard: 'isOtherUser', target: 'loadingSyncedProfile', actions: 'assignSession' },
          { actions: 'assignSession' },
        ],
        'auth.passwordRecovery': { target: '.passwordRecovery', actions: 'assignSession' },
        // supabase-js's restore behind a session the page started with: a fresh token for
        // the same user, another user (a sign-in in another tab since), or none (the
        // stored session could not be refreshed).
        'auth.initialSession': [
          { guard: 'noSession', target: 'signedOut', actions: 'markSignedOutRemotely' },
          { guard: 'isOtherUser', target: 'loadingSyncedProfile', actions: 'assignSession' },
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
