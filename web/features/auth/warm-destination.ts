import { useEffect } from 'react';
import { paths } from '../../../shared/routes';
import { afterPaint } from '../../lib/after-paint';
import { warmRoute } from '../../lib/route-warmup';

/**
 * Loads the code of the page a sign-in leads to while the sign-in is still under way, so
 * the redirect finds it ready instead of starting on a few dozen chunks then. From the
 * moment the password is sent (`signingIn`), the dashboards' guard and shell (every role's
 * area uses the same modules, so any role's home warms them), after the busy button has
 * been painted; once the user and their role are known (`destination`, null before), that
 * page itself, while the two-factor step is checked.
 */
export function useWarmSignInDestination({
  signingIn = false,
  destination = null,
}: {
  signingIn?: boolean;
  destination?: string | null;
}): void {
  useEffect(() => {
    if (signingIn) afterPaint(() => warmRoute(paths.investor.home, 'layouts'));
  }, [signingIn]);
  useEffect(() => {
    if (destination !== null) warmRoute(destination);
  }, [destination]);
}
