import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { sessionMachine } from '../../machines/session/session.machine';
import type {
  AuthChangeEvent,
  AuthSession,
  Profile,
  SessionEmitted,
  SignUpResult,
} from '../../machines/session/session.types';
import type { SignupPayload } from '../../shared/schemas/signup';

/** A promise the test settles by hand, so every intermediate state can be observed. */
export interface Pending<I, O> {
  input: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

function controllable<I, O>(calls: Pending<I, O>[]) {
  return fromPromise<O, I>(
    ({ input }) =>
      new Promise<O>((resolve, reject) => {
        calls.push({ input, resolve, reject });
      }),
  );
}

export const SESSION_A: AuthSession = {
  accessToken: 'token-a',
  user: { id: 'user-a', email: 'ada@example.com' },
};
export const PROFILE_A: Profile = { fullName: 'Ada Investor', role: 'investor', avatarUrl: null };

/** Starts the session machine with fake actors that the test settles step by step. */
export function startSession() {
  const calls = {
    restoreSession: [] as Pending<unknown, AuthSession | null>[],
    fetchProfile: [] as Pending<{ userId: string }, Profile>[],
    signInWithPassword: [] as Pending<{ email: string; password: string }, AuthSession>[],
    signUp: [] as Pending<SignupPayload, SignUpResult>[],
    signOut: [] as Pending<unknown, void>[],
    updatePassword: [] as Pending<{ password: string }, AuthSession | null>[],
  };
  const logged: { what: string; error: unknown }[] = [];
  const emitted: SessionEmitted[] = [];
  let listenerSendBack: ((event: AuthChangeEvent) => void) | null = null;
  let listenerStopped = false;
  const logic = sessionMachine.provide({
    actors: {
      listenToAuthChanges: fromCallback<AuthChangeEvent>(({ sendBack }) => {
        listenerSendBack = sendBack;
        return () => {
          listenerStopped = true;
        };
      }),
      restoreSession: controllable(calls.restoreSession),
      fetchProfile: controllable(calls.fetchProfile),
      signInWithPassword: controllable(calls.signInWithPassword),
      signUp: controllable(calls.signUp),
      signOut: controllable(calls.signOut),
      updatePassword: controllable(calls.updatePassword),
    },
    actions: { logError: (_, params) => logged.push(params) },
  });
  const actor = createActor(logic, { clock: new SimulatedClock(), input: {} });
  actor.on('*', (event) => emitted.push(event));
  actor.start();

  /** Lets settled promises reach the machine (the fakes never use timers). */
  const flush = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  const last = <T>(list: T[]): T => {
    const item = list.at(-1);
    if (!item) throw new Error('expected a pending call');
    return item;
  };
  /** Sends a supabase-js event through the real listener actor, as another tab would. */
  const fromSupabase = (event: AuthChangeEvent) => {
    if (!listenerSendBack) throw new Error('listener not started');
    listenerSendBack(event);
  };

  return {
    actor,
    calls,
    logged,
    emitted,
    flush,
    last,
    fromSupabase,
    isListenerStopped: () => listenerStopped,
    state: () => actor.getSnapshot().value,
    loading: () => actor.getSnapshot().hasTag('loading'),
    resolving: () => actor.getSnapshot().hasTag('resolving'),
    user: () => actor.getSnapshot().context.user,
  };
}

export type SessionHarness = ReturnType<typeof startSession>;

/** Restores to signed in as user A with profile A. */
export async function signedInHarness(): Promise<SessionHarness> {
  const h = startSession();
  h.last(h.calls.restoreSession).resolve(SESSION_A);
  await h.flush();
  h.last(h.calls.fetchProfile).resolve(PROFILE_A);
  await h.flush();
  h.emitted.length = 0;
  return h;
}

/** Restores to signed out. */
export async function signedOutHarness(): Promise<SessionHarness> {
  const h = startSession();
  h.last(h.calls.restoreSession).resolve(null);
  await h.flush();
  return h;
}
