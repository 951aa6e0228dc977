import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { toaster } from '../../components/ui/toaster';
import { useSessionActor } from '../../lib/session';
import { AuthCard } from '../../features/auth/auth-card';
import { LoginForm } from '../../features/auth/login-form';
import { OAuthButtons } from '../../features/auth/oauth-buttons';
import { afterSignInPath, fromOfState } from '../../features/auth/redirect-target';

/** /login (spec §2 Login). A signed-in user goes on to the page they wanted, or their home. */
export function LoginPage() {
  const location = useLocation();
  const actor = useSessionActor();
  const signedInRole = useSelector(actor, (snapshot) =>
    snapshot.matches('signedIn') ? (snapshot.context.user?.role ?? null) : undefined,
  );
  // An expired or used email link comes back as #error_description=… (auth-contract §1).
  useEffect(() => {
    const description = new URLSearchParams(location.hash.slice(1)).get('error_description');
    if (description) {
      toaster.create({ id: 'auth-link-error', type: 'error', title: 'Error', description });
    }
  }, [location.hash]);
  if (signedInRole !== undefined) {
    return <Navigate to={afterSignInPath(signedInRole, fromOfState(location.state))} replace />;
  }
  return (
    <AuthCard title="Welcome back" subtitle="Log in to your LaunchFund account">
      <Stack gap="6">
        <LoginForm />
        <OAuthButtons />
      </Stack>
    </AuthCard>
  );
}
