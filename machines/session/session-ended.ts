/**
 * The error a `fetchProfile` actor throws when the server says the stored session is dead
 * (its access token is refused: the user was suspended, signed out everywhere, or the
 * session was ended by reuse detection). The machine then treats the tab as signed out
 * instead of signing in a user with an unknown role.
 */
export class SessionEndedError extends Error {
  readonly sessionEnded = true;

  constructor(message = 'Your session has ended. Please sign in again.') {
    super(message);
    this.name = 'SessionEndedError';
  }
}

/**
 * Whether an actor's error says the session is dead (a SessionEndedError, or any error
 * object marked `sessionEnded: true`, so a copy across module instances still counts).
 */
export function isSessionEnded(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'sessionEnded' in error &&
    (error as { sessionEnded: unknown }).sessionEnded === true
  );
}
