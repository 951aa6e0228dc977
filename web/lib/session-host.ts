/**
 * The app's one session (docs/architecture.md#the-session-on-a-public-page). A page starts
 * with the session the server rendered it for; the session machine (machines/session,
 * with supabase-js behind it) runs only once something needs it:
 *
 * - at once, after hydration, for a visitor who is signed in (token refresh, sign-out,
 *   other tabs), whose session is still to be restored, or whose browser holds a session
 *   or a sign-in result the server did not render;
 * - when a screen that works through it is drawn (the sign-in, sign-up and new-password
 *   pages, the route guard: web/lib/session-machine.tsx);
 * - when a command is sent (sign in, sign out, ...), or another tab signs in.
 *
 * Until then a signed-out visitor's page reads a fixed "signed out": no xstate, no
 * supabase-js. Once the machine runs, every read is the machine's; its first state is the
 * rendered session, so the switch draws nothing again.
 */
import type {
  SessionCommand,
  SessionEmitted,
  SessionStart,
} from '../../machines/session/session.types';
import type { SessionUser } from '../../shared/session';
import { SESSION_COOKIE } from '../../shared/session-cookie';
import type { SessionActorRef } from './session-context';
import type { LoadAuthClient } from './session-actors';
import type { SessionRuntime } from './session-runtime';
import { listenForSessionToasts } from './session-toasts';
import { toaster } from './toaster-store';
import { afterPaint } from './after-paint';
import { authStateInBrowser } from './supabase';

/** What the app reads of the session (web/lib/session.tsx's hooks). */
export interface SessionView {
  user: SessionUser | null;
  /** The access token for signed-in /api calls, or null. */
  accessToken: string | null;
  /** docs/product.md#loading-flag: sign-in, sign-up, sign-out, the initial restore. */
  loading: boolean;
  /** The user (if any) is known. */
  resolved: boolean;
  /** Signed in with the user's profile read (the machine's `signedIn`). */
  signedIn: boolean;
  /**
   * A sign-in is under way: from the moment it is sent (while the machine's code may still
   * be on its way) until the user is signed in or the sign-in failed.
   */
  signingIn: boolean;
}

/** A listener for one of the machine's outcomes (`session.signedIn`, `session.signInFailed`, ...). */
type OutcomeListener = {
  type: SessionEmitted['type'];
  handler: (event: SessionEmitted) => void;
  subscription?: { unsubscribe(): void };
};

export interface SessionHostOptions {
  /** The session the page was rendered with; undefined: restore the stored one first. */
  start?: SessionStart | undefined;
  /** A pre-built, started session actor (tests): the machine from the start. */
  actor?: SessionActorRef | undefined;
  /** Where supabase-js comes from (a fake in tests): the machine runs from the start. */
  loadClient?: LoadAuthClient | undefined;
  /** A server render: the session is only read, nothing runs (and no inspector). */
  rendering?: boolean | undefined;
  /** How the machine's code is loaded (tests count the loads). */
  loadRuntime?: (() => Promise<SessionRuntime>) | undefined;
}

const IDLE = { signedIn: false, signingIn: false };

function viewOfStart(start: SessionStart | undefined): SessionView {
  if (start?.kind === 'signedIn') {
    return {
      user: start.user,
      accessToken: start.accessToken,
      loading: false,
      resolved: true,
      signedIn: true,
      signingIn: false,
    };
  }
  if (start?.kind === 'signedOut') {
    return { user: null, accessToken: null, loading: false, resolved: true, ...IDLE };
  }
  return { user: null, accessToken: null, loading: true, resolved: false, ...IDLE };
}

function viewOfSnapshot(snapshot: ReturnType<SessionActorRef['getSnapshot']>): SessionView {
  return {
    user: snapshot.context.user,
    accessToken: snapshot.context.accessToken,
    loading: snapshot.hasTag('loading'),
    resolved: !snapshot.hasTag('resolving'),
    signedIn: snapshot.matches('signedIn'),
    signingIn: snapshot.matches('signingIn') || snapshot.matches({ loadingProfile: 'afterSignIn' }),
  };
}

function sameView(a: SessionView, b: SessionView): boolean {
  return (
    a.user === b.user &&
    a.accessToken === b.accessToken &&
    a.loading === b.loading &&
    a.resolved === b.resolved &&
    a.signedIn === b.signedIn &&
    a.signingIn === b.signingIn
  );
}

const loadSessionRuntime = () => import('./session-runtime');

/** A command's toast when the session's code could not be downloaded. */
export const SESSION_LOAD_FAILED =
  'We could not reach LaunchFund. Check your connection and try again.';

export class SessionHost {
  private view: SessionView;
  private actor: SessionActorRef | null;
  /** The host made the actor: it starts it, and stops it when the provider goes. */
  private owned = false;
  private running = false;
  private loading: Promise<SessionActorRef> | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly cleanups: (() => void)[] = [];
  private mounts = 0;
  private attached = false;
  /** Commands sent while the machine's code was loading, sent to it as it starts. */
  private readonly queued: SessionCommand[] = [];
  private readonly outcomeListeners = new Set<OutcomeListener>();

  constructor(private readonly options: SessionHostOptions = {}) {
    this.actor = options.actor ?? null;
    this.view = this.actor ? viewOfSnapshot(this.actor.getSnapshot()) : viewOfStart(options.start);
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getView = (): SessionView => this.view;

  /**
   * The session machine, created now from `runtime` (already loaded by the caller) if it
   * was not running: for a screen drawn through it. It starts after the commit (start).
   */
  machine(runtime: SessionRuntime): SessionActorRef {
    if (this.actor) return this.actor;
    const actor = runtime.createSessionActor(this.options.start, this.options.loadClient, {
      inspect: !this.options.rendering,
    });
    this.actor = actor;
    this.owned = true;
    for (const listener of this.outcomeListeners) this.subscribeOutcome(actor, listener);
    // Its first state is the rendered session, as this.view already says.
    this.setView(viewOfSnapshot(actor.getSnapshot()), false);
    return actor;
  }

  /** Loads the machine's code and runs it (once). */
  loadMachine(): Promise<SessionActorRef> {
    if (this.actor) {
      this.start();
      return Promise.resolve(this.actor);
    }
    this.loading ??= (this.options.loadRuntime ?? loadSessionRuntime)().then(
      (runtime) => {
        const actor = this.machine(runtime);
        this.start();
        // In the same task as the start, so no render shows the machine's idle state
        // between the acknowledgement drawn at the send and the machine's own.
        for (const command of this.queued.splice(0)) actor.send(command);
        return actor;
      },
      (error: unknown) => {
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }

  /**
   * Sends a command to the machine, loading it first when it is not running yet. A sign-in
   * shows as under way at once (`signingIn`, `loading`) and reaches the machine after the
   * browser has painted that: the click's own task draws the busy button, and the
   * machine's code, its start and supabase-js's come after (docs/architecture.md#what-a-click-costs).
   */
  send(command: SessionCommand): void {
    if (command.type !== 'session.signIn') {
      this.deliver(command);
      return;
    }
    this.setView({ ...this.view, loading: true, signingIn: true }, true);
    afterPaint(() => this.deliver(command));
  }

  private deliver(command: SessionCommand): void {
    const actor = this.actor;
    if (actor) {
      actor.send(command);
      // What the machine now says, the acknowledgement included: a command its state
      // does not take leaves the form ready again.
      if (this.running) this.setView(viewOfSnapshot(actor.getSnapshot()), true);
      return;
    }
    this.queued.push(command);
    this.loadMachine().catch((error: unknown) => {
      this.queued.length = 0;
      this.setView(
        { ...this.view, loading: this.view.resolved ? false : this.view.loading, signingIn: false },
        true,
      );
      console.error('[session] The session could not be loaded:', error);
      toaster.create({ type: 'error', title: 'Error', description: SESSION_LOAD_FAILED });
    });
  }

  /**
   * Calls `handler` with each of the machine's outcomes of `type` (`session.signInFailed`,
   * ...), from now on: the listener waits for the machine when it is not running yet.
   * Returns the unsubscribe.
   */
  on<T extends SessionEmitted['type']>(
    type: T,
    handler: (event: Extract<SessionEmitted, { type: T }>) => void,
  ): () => void {
    const listener: OutcomeListener = {
      type,
      handler: handler as (event: SessionEmitted) => void,
    };
    this.outcomeListeners.add(listener);
    if (this.actor) this.subscribeOutcome(this.actor, listener);
    return () => {
      listener.subscription?.unsubscribe();
      this.outcomeListeners.delete(listener);
    };
  }

  private subscribeOutcome(actor: SessionActorRef, listener: OutcomeListener): void {
    listener.subscription ??= actor.on(listener.type, listener.handler);
  }

  /** Starts the machine once the provider is mounted (an effect, never during a render). */
  start(): void {
    if (!this.attached || !this.actor || this.running) return;
    const actor = this.actor;
    this.running = true;
    const watch = actor.subscribe((snapshot) => this.setView(viewOfSnapshot(snapshot), true));
    this.cleanups.push(() => watch.unsubscribe(), listenForSessionToasts(actor));
    if (this.owned) {
      actor.start();
      this.cleanups.push(() => actor.stop());
    }
    this.setView(viewOfSnapshot(actor.getSnapshot()), true);
  }

  /**
   * The provider's mount effect: runs the machine now if the page needs it, else waits
   * for another tab's sign-in. Returns the unmount. StrictMode's second mount, which
   * follows its first unmount at once, keeps everything running.
   */
  mount(): () => void {
    this.mounts += 1;
    if (!this.attached) this.attach();
    return () => {
      this.mounts -= 1;
      queueMicrotask(() => {
        if (this.mounts === 0) this.detach();
      });
    };
  }

  private attach(): void {
    this.attached = true;
    if (this.actor) {
      this.start();
      return;
    }
    const { start, loadClient } = this.options;
    if (loadClient || start?.kind !== 'signedOut' || authStateInBrowser()) {
      void this.loadMachine().catch((error: unknown) =>
        console.error('[session] The session could not be loaded:', error),
      );
      return;
    }
    // supabase-js announces a sign-in to its other tabs on a BroadcastChannel named after
    // its storage key (the session cookie's name): this tab then takes that session
    // (the machine finds it stored as it starts).
    if (typeof BroadcastChannel !== 'function') return;
    const otherTabs = new BroadcastChannel(SESSION_COOKIE);
    otherTabs.addEventListener('message', (message: MessageEvent<{ event?: unknown }>) => {
      if (message.data?.event !== 'SIGNED_IN') return;
      void this.loadMachine().catch((error: unknown) =>
        console.error('[session] The session could not be loaded:', error),
      );
    });
    this.cleanups.push(() => otherTabs.close());
  }

  private detach(): void {
    this.attached = false;
    this.running = false;
    for (const cleanup of this.cleanups.splice(0)) cleanup();
  }

  private setView(next: SessionView, notify: boolean): void {
    if (sameView(this.view, next)) return;
    this.view = next;
    if (notify) for (const listener of this.listeners) listener();
  }
}
