import { useEffect } from 'react';
import { toaster } from '../../components/ui/toaster';

/**
 * Shows the error a sign-in result in the URL's fragment carries (GoTrue's redirect
 * shape, `#error=…&error_description=…`) as the app's own toast: an expired or used
 * email link's, and the answer to a Log in or Sign up form the browser sent itself
 * (docs/auth.md#log-in-without-the-app).
 */
export function useResultErrorToast(hash: string): void {
  useEffect(() => {
    const description = new URLSearchParams(hash.slice(1)).get('error_description');
    if (description) {
      toaster.create({ id: 'auth-link-error', type: 'error', title: 'Error', description });
    }
  }, [hash]);
}
