import type { AuthChangeEvent, AuthSession } from './session.types';

/**
 * Maps a supabase-js `onAuthStateChange(name, session)` callback to the machine's event,
 * or null for events the product does not use (and for a session event without a session,
 * which supabase-js never sends), so the machine only ever sees complete sessions.
 */
export function toAuthEvent(name: string, session: AuthSession | null): AuthChangeEvent | null {
  if (name === 'INITIAL_SESSION') return { type: 'auth.initialSession', session };
  if (name === 'SIGNED_OUT') return { type: 'auth.signedOut' };
  if (!session) return null;
  switch (name) {
    case 'SIGNED_IN':
      return { type: 'auth.signedIn', session };
    case 'TOKEN_REFRESHED':
      return { type: 'auth.tokenRefreshed', session };
    case 'USER_UPDATED':
      return { type: 'auth.userUpdated', session };
    case 'PASSWORD_RECOVERY':
      return { type: 'auth.passwordRecovery', session };
    case 'MFA_CHALLENGE_VERIFIED':
      return { type: 'auth.mfaChallengeVerified', session };
    default:
      return null;
  }
}

/** The message of a failed actor: the server's message when there is one. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return 'Something went wrong. Please try again.';
}
