import type { Role } from '../../shared/constants';
import type { SignupPayload } from '../../shared/schemas/signup';
import type { SessionUser } from '../../shared/session';

/**
 * The parts of a supabase-js session the machine needs. The web layer maps supabase-js
 * objects to this shape, so the machine never sees the library.
 */
export interface AuthSession {
  accessToken: string;
  user: { id: string; email: string };
}

/** A profiles row (docs/product.md#profile): `full_name, role, avatar_url`. */
export interface Profile {
  fullName: string | null;
  /** null when the stored role is missing or not one of the three roles. */
  role: Role | null;
  avatarUrl: string | null;
}

/** Who ended the last signed-in session: this tab's Sign Out, or anything else. */
export type SignedOutBy = 'user' | 'remote';

export interface SessionContext {
  user: SessionUser | null;
  accessToken: string | null;
  /** The last failure's message (sign-in, sign-up, sign-out, password update). */
  error: string | null;
  signedOutBy: SignedOutBy | null;
  /** A PASSWORD_RECOVERY event arrived before the profile was loaded. */
  isRecovering: boolean;
  /**
   * The server rendered the page for a visitor with no session: the tab starts signed out,
   * as the page shows, instead of restoring (see SessionInput).
   */
  startsSignedOut: boolean;
}

/**
 * What the session is known to be when the machine starts: the session the server
 * rendered the page with (docs/architecture.md#one-start-path), so the first render in
 * the browser is the page's HTML. Without it (tests, a client-only mount) the machine
 * restores the stored session first.
 */
export type SessionStart =
  { kind: 'signedIn'; user: SessionUser; accessToken: string | null } | { kind: 'signedOut' };

export interface SessionInput {
  start?: SessionStart | undefined;
}

/**
 * supabase-js `onAuthStateChange` events, dot-namespaced. The web layer's
 * `listenToAuthChanges` actor turns each callback into one of these (see
 * `toAuthEvent`), including those supabase-js relays from other tabs.
 */
export type AuthChangeEvent =
  | { type: 'auth.initialSession'; session: AuthSession | null }
  | { type: 'auth.signedIn'; session: AuthSession }
  | { type: 'auth.tokenRefreshed'; session: AuthSession }
  | { type: 'auth.userUpdated'; session: AuthSession }
  | { type: 'auth.passwordRecovery'; session: AuthSession }
  | { type: 'auth.mfaChallengeVerified'; session: AuthSession }
  | { type: 'auth.signedOut' };

/** Commands from the UI. */
export type SessionCommand =
  | { type: 'session.signIn'; email: string; password: string }
  | { type: 'session.signUp'; payload: SignupPayload }
  | { type: 'session.signOut' }
  | { type: 'session.updatePassword'; password: string };

export type SessionEvent = AuthChangeEvent | SessionCommand;

/** Outcomes the machine emits (`actor.on(type, handler)`) so the UI can toast and redirect. */
export type SessionEmitted =
  | { type: 'session.signedIn'; user: SessionUser }
  | { type: 'session.signInFailed'; message: string }
  | { type: 'session.signedUp'; needsConfirmation: boolean }
  | { type: 'session.signUpFailed'; message: string }
  | { type: 'session.signedOut' }
  | { type: 'session.signOutFailed'; message: string }
  | { type: 'session.passwordUpdated'; user: SessionUser }
  | { type: 'session.passwordUpdateFailed'; message: string };

/** What the `signUp` actor resolves with: a session only when the server auto-confirms. */
export interface SignUpResult {
  session: AuthSession | null;
}

/** The supabase-js event names the machine understands. */
export type SupabaseAuthEventName =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_CHALLENGE_VERIFIED'
  | 'SIGNED_OUT';
