import { useEffect, useState } from 'react';
import { loadSupabase } from '../../lib/supabase';

/**
 * Whether the signed-in session still owes a two-factor code: the user has a verified
 * factor (next level aal2) and this session is aal1. Read from the stored session, so it
 * costs no request.
 */
export async function needsTwoFactorCode(): Promise<boolean> {
  const supabase = await loadSupabase();
  const { data } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  return data?.nextLevel === 'aal2' && data.currentLevel !== 'aal2';
}

/** The code form's module: loaded once a code is owed (web/features/auth/two-factor-screen.tsx). */
export const loadCodeForm = () => import('./mfa-challenge-form');

/**
 * Where the second sign-in step stands: `checking` while the session's assurance level is
 * read, `code` while the user owes their two-factor code, `done` once they may go on.
 */
export type TwoFactorStep = 'checking' | 'code' | 'done';

/**
 * Holds the after-sign-in redirect until a user with a verified factor has entered their
 * code (admin routes refuse an aal1 session of such a user: docs/auth.md#tokens). Signed
 * out, there is nothing to hold. `verified()` moves on once the code is accepted.
 */
export function useTwoFactorStep(signedIn: boolean): {
  step: TwoFactorStep;
  verified: () => void;
} {
  const [step, setStep] = useState<TwoFactorStep>('checking');
  useEffect(() => {
    if (!signedIn) {
      setStep('checking');
      return;
    }
    let active = true;
    needsTwoFactorCode()
      .catch(() => false)
      .then((owed) => {
        if (owed) void loadCodeForm().catch(() => {}); // the screen reports a failure
        if (active) setStep((current) => (current === 'done' ? current : owed ? 'code' : 'done'));
      });
    return () => {
      active = false;
    };
  }, [signedIn]);
  return { step: signedIn ? step : 'checking', verified: () => setStep('done') };
}
