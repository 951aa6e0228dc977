import { fromCallback, fromPromise } from 'xstate';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import type { SignupPayload } from '../../shared/schemas/signup';
import { toAuthEvent } from '../../machines/session/auth-events';
import { SessionEndedError } from '../../machines/session/session-ended';
import type {
  AuthChangeEvent,
  AuthSession,
  Profile,
  SignUpResult,
} from '../../machines/session/session.types';
import { paths } from '../../shared/routes';
import { SESSION_COOKIE } from '../../shared/session-cookie';
import { PROFILE_COLUMNS, toRole, type ProfileRow } from '../../shared/profile-row';

/** Where the supabase-js client comes from: the lazy app client, or a fake in tests. */
export type LoadAuthClient = () => Promise<SupabaseClient>;

function toProfile(row: ProfileRow): Profile {
  return { fullName: row.full_name, role: toRole(row.role), avatarUrl: row.avatar_url };
}

function toAuthSession(session: Session): AuthSession {
  return {
    accessToken: session.access_token,
    user: { id: session.user.id, email: session.user.email ?? '' },
  };
}

export interface SessionActorOptions {
  /**
   * False when the browser holds no session and the URL brings no sign-in result: the
   * restore then answers "signed out" without loading supabase-js, and the listener
   * subscribes once a sign-in (or anything else) loads it, or when another tab stores a
   * session. A signed-out visitor's page becomes interactive without supabase-js.
   */
  clientNeededAtStart?: () => boolean;
}

/**
 * The session machine's actors, backed by supabase-js. Nothing here awaits another
 * supabase call inside `onAuthStateChange` (that deadlocks supabase-js): the callback
 * only hands the event to the machine, which starts any follow-up call itself.
 */
export function createSessionActors(
  loadClient: LoadAuthClient,
  { clientNeededAtStart = () => true }: SessionActorOptions = {},
) {
  let requested = false;
  let announceRequest: () => void = () => {};
  const firstRequest = new Promise<void>((resolve) => (announceRequest = resolve));
  /** Every actor loads the client through this, so the listener knows it is wanted. */
  const load: LoadAuthClient = () => {
    requested = true;
    announceRequest();
    return loadClient();
  };

  return {
    listenToAuthChanges: fromCallback<AuthChangeEvent>(({ sendBack }) => {
      let stopped = false;
      let unsubscribe: (() => void) | null = null;
      const ready = clientNeededAtStart() ? load() : firstRequest.then(loadClient);
      void ready.then((client) => {
        if (stopped) return;
        const { data } = client.auth.onAuthStateChange((name, session) => {
          const event = toAuthEvent(name, session ? toAuthSession(session) : null);
          if (event) sendBack(event);
        });
        unsubscribe = () => data.subscription.unsubscribe();
      });
      // Until supabase-js is loaded it cannot hear another tab sign in: supabase-js
      // announces a sign-in to its other tabs on a BroadcastChannel named after its storage
      // key (the session cookie's name); hearing one loads it here and reports the
      // sign-in (its own INITIAL_SESSION event is ignored by a signed-out machine).
      const otherTabs =
        typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_COOKIE) : null;
      const onOtherTab = (message: MessageEvent<{ event?: unknown }>) => {
        if (requested || message.data.event !== 'SIGNED_IN') return;
        void load()
          .then((client) => client.auth.getSession())
          .then(({ data }) => {
            if (!stopped && data.session)
              sendBack({ type: 'auth.signedIn', session: toAuthSession(data.session) });
          });
      };
      otherTabs?.addEventListener('message', onOtherTab);
      return () => {
        stopped = true;
        otherTabs?.close();
        unsubscribe?.();
      };
    }),
    restoreSession: fromPromise<AuthSession | null>(async () => {
      if (!clientNeededAtStart()) return null;
      // Only for a page the server could not render with a session (an expired token, a
      // client-only mount): supabase-js restores and refreshes it.
      const client = await load();
      const { data, error } = await client.auth.getSession();
      if (error) throw error;
      return data.session ? toAuthSession(data.session) : null;
    }),
    fetchProfile: fromPromise<Profile, { userId: string }>(async ({ input }) => {
      const client = await load();
      const { data, error, status } = await client
        .from('profiles')
        .select(PROFILE_COLUMNS)
        .eq('id', input.userId)
        .single<ProfileRow>();
      // 401: the access token is refused (its session ended, e.g. the user was suspended):
      // the machine signs the tab out rather than keep a session nobody honours.
      if (error && status === 401) throw new SessionEndedError();
      if (error) throw error;
      return toProfile(data);
    }),
    signInWithPassword: fromPromise<AuthSession, { email: string; password: string }>(
      async ({ input }) => {
        const client = await load();
        const { data, error } = await client.auth.signInWithPassword(input);
        if (error) throw error;
        if (!data.session) throw new Error('Auth session or user missing');
        return toAuthSession(data.session);
      },
    ),
    signUp: fromPromise<SignUpResult, SignupPayload>(async ({ input }) => {
      const client = await load();
      const { data, error } = await client.auth.signUp({
        email: input.email,
        password: input.password,
        options: {
          data: { full_name: input.name, role: input.role },
          // The confirmation link signs the user in and lands on /login, which sends
          // a signed-in user on to their dashboard.
          emailRedirectTo: `${window.location.origin}${paths.login}`,
        },
      });
      if (error) throw error;
      return { session: data.session ? toAuthSession(data.session) : null };
    }),
    signOut: fromPromise<void>(async () => {
      const client = await load();
      const { error } = await client.auth.signOut();
      if (error) throw error;
    }),
    updatePassword: fromPromise<AuthSession | null, { password: string }>(async ({ input }) => {
      const client = await load();
      const { error } = await client.auth.updateUser({ password: input.password });
      if (error) throw error;
      const { data } = await client.auth.getSession();
      return data.session ? toAuthSession(data.session) : null;
    }),
  };
}

/** The machine's logging action: failures the user may not see still reach the console. */
export function logSessionError(what: string, error: unknown): void {
  console.error(`[session] ${what}:`, error);
}
