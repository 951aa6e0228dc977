// The store alone (web/lib), not the lazily loaded view: lib never imports a component.
import { toaster } from './toaster-store';
import { loadSupabase } from './supabase';
import type { SessionActorRef } from './session-context';

/** What a sign-in that worked says (also after the browser's own sign-in, web/pages/auth/login-page.tsx). */
export function toastSignedIn(): void {
  toaster.create({
    id: 'signed-in',
    type: 'success',
    title: 'Success',
    description: 'You have successfully signed in.',
  });
}

/**
 * The sign-in toast, unless the user still owes their two-factor code: then signing in
 * is not finished, and the login page says so once the code is accepted.
 */
export async function toastSignedInUnlessCodeOwed(): Promise<void> {
  if (await secondFactorOwed()) return;
  toastSignedIn();
}

/**
 * Whether the session still owes its second factor. A check that cannot be made (the
 * client failed to load, or answered with an error) counts as not owed: the sign-in
 * itself succeeded, and the two-factor prompt, not this toast, is what guards the account.
 */
async function secondFactorOwed(): Promise<boolean> {
  try {
    const supabase = await loadSupabase();
    const { data } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    return data?.nextLevel === 'aal2' && data.currentLevel !== 'aal2';
  } catch {
    return false;
  }
}

/**
 * The session's user-visible outcomes (docs/product.md#toasts): sign-in success and failure, sign-out,
 * and the password change of the recovery flow, for as long as the machine runs
 * (web/lib/session-host.ts; the returned function stops them). Sign-up toasts belong to
 * the signup form.
 */
export function listenForSessionToasts(actor: SessionActorRef): () => void {
  const failed = ({ message }: { message: string }) =>
    toaster.create({ type: 'error', title: 'Error', description: message });
  const succeeded = (title: string, description: string) => () =>
    toaster.create({ type: 'success', title, description });
  const subscriptions = [
    actor.on('session.signedIn', () => void toastSignedInUnlessCodeOwed()),
    actor.on('session.signInFailed', failed),
    actor.on(
      'session.signedOut',
      succeeded('Signed out', 'You have been successfully signed out.'),
    ),
    actor.on('session.signOutFailed', failed),
    actor.on(
      'session.passwordUpdated',
      succeeded('Password updated', 'Your new password is set and you are signed in.'),
    ),
    actor.on('session.passwordUpdateFailed', failed),
  ];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}
