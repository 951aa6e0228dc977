import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Stack } from '@chakra-ui/react';
import { toastSignedIn, toastSignedInUnlessCodeOwed } from '../../lib/session-toasts';
import { useSignedInRole } from '../../lib/session';
import { AuthCard } from '../../features/auth/auth-card';
import { LoginForm } from '../../features/auth/login-form';
import { OAuthButtons } from '../../features/auth/oauth-buttons';
import { useResultErrorToast } from '../../features/auth/use-result-error-toast';
import { useTwoFactorStep } from '../../features/auth/two-factor-gate';
import { TwoFactorScreen } from '../../features/auth/two-factor-screen';
import { useWarmSignInDestination } from '../../features/auth/warm-destination';
import {
  afterSignInPath,
  forgetReturnTo,
  fromOfState,
  nextOfSearch,
  readReturnTo,
} from '../../features/auth/redirect-target';

/** The `error_code` of a sign-in result in the URL's fragment (GoTrue's redirect shape). */
function hashErrorCode(hash: string): string | null {
  return new URLSearchParams(hash.slice(1)).get('error_code');
}

/**
 * Whether the URL brings the session of a password sign-in the browser sent itself
 * (/api/login): a session without the `type` an emailed link's carries.
 */
function hashBringsSignIn(hash: string): boolean {
  const params = new URLSearchParams(hash.slice(1));
  return params.has('access_token') && !params.has('type');
}

/**
 * /login (docs/product.md#login). A signed-in user goes on to the page they wanted: the
 * guarded page they were sent away from, the `?next=` page, or the page they were on
 * when they signed up (the email's confirmation link lands here); else their home. A user
 * with two-factor on enters their code first (the redirect waits for it). The page reads
 * the session without the session machine: that loads with the first sign-in, or at once
 * when the URL or the browser brings a session (web/lib/session-host.ts).
 */
export function LoginPage() {
  const location = useLocation();
  const signedInRole = useSignedInRole();
  // An expired or used email link comes back as #error_description=…, and so does a
  // failed sign-in the browser sent itself (docs/auth.md#log-in-without-the-app).
  useResultErrorToast(location.hash);
  // Read once: it is forgotten as soon as the user is signed in, and this page may render
  // again before the redirect lands.
  const [remembered] = useState(() => readReturnTo());
  const signedIn = signedInRole !== undefined;
  // Read at the first render, before supabase-js takes the session and clears the URL.
  const [signInReturned] = useState(() => hashBringsSignIn(location.hash));
  useEffect(() => {
    if (signedIn && signInReturned) void toastSignedInUnlessCodeOwed();
  }, [signedIn, signInReturned]);
  const twoFactor = useTwoFactorStep(signedIn);
  // Signing in finishes with the code: its toast waits for it.
  const codeOwed = useRef(false);
  useEffect(() => {
    if (twoFactor.step === 'code') codeOwed.current = true;
    if (twoFactor.step === 'done' && codeOwed.current) {
      codeOwed.current = false;
      toastSignedIn();
    }
  }, [twoFactor.step]);
  useEffect(() => {
    if (signedIn) forgetReturnTo();
  }, [signedIn]);
  const destination = signedIn
    ? afterSignInPath(
        signedInRole,
        fromOfState(location.state),
        nextOfSearch(location.search),
        remembered,
      )
    : null;
  useWarmSignInDestination({ destination });
  if (signedIn && twoFactor.step !== 'done') {
    return <TwoFactorScreen step={twoFactor.step} onVerified={twoFactor.verified} />;
  }
  if (destination !== null) return <Navigate to={destination} replace />;
  return (
    <AuthCard title="Welcome back" pageTitle="Log in" subtitle="Log in to your LaunchFund account">
      <Stack gap="6">
        <LoginForm
          next={nextOfSearch(location.search)}
          returnedUnconfirmed={hashErrorCode(location.hash) === 'email_not_confirmed'}
        />
        <OAuthButtons />
      </Stack>
    </AuthCard>
  );
}
