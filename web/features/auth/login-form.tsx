import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { validateLoginForm, type LoginErrors } from '../../../shared/schemas/login';
import { apiPaths, paths } from '../../../shared/routes';
import { RouterLink } from '../../components/router-link';
import { signupPathFrom } from '../../lib/return-to';
import { useSessionActions, useSessionOutcome, useSigningIn } from '../../lib/session';
import { useHydrated } from '../../lib/use-hydrated';
import { AuthField, EmailField } from './auth-field';
import { useWarmSignInDestination } from './warm-destination';
import { EMAIL_NOT_CONFIRMED, ResendConfirmation } from './resend-confirmation';

/**
 * Email and password sign-in (docs/product.md#login). The session machine signs in; its
 * toasts report the outcome, and the page redirects once a user is signed in. The machine
 * (xstate, supabase-js) is loaded with the first sign-in, beside the request it makes:
 * the submit checks the fields and shows the button busy in its own task
 * (docs/architecture.md#what-a-public-page-loads). The
 * "Forgot password" link follows the password field, in reading and in tab order.
 * `returnedUnconfirmed`: the browser's own post of this form came back with "Email not
 * confirmed" (docs/auth.md#log-in-without-the-app), so Resend confirmation is offered for
 * the address it kept, as after the app's own sign-in.
 */
export function LoginForm({
  next,
  returnedUnconfirmed = false,
}: {
  next?: string;
  returnedUnconfirmed?: boolean;
}) {
  const signingIn = useSigningIn();
  useWarmSignInDestination({ signingIn });
  const { signIn } = useSessionActions();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  // The address whose sign-in answered "Email not confirmed", for Resend confirmation.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const live = useHydrated();

  useSessionOutcome(
    'session.signInFailed',
    useCallback(
      ({ message }: { message: string }) => {
        if (message === EMAIL_NOT_CONFIRMED) setUnconfirmed(email.trim());
      },
      [email],
    ),
  );

  // The address comes back as the visitor's edit once the app has hydrated the field.
  const awaitingReturnedEmail = useRef(returnedUnconfirmed);
  useEffect(() => {
    if (!awaitingReturnedEmail.current || email.trim() === '') return;
    awaitingReturnedEmail.current = false;
    setUnconfirmed(email.trim());
  }, [email]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateLoginForm({ email, password });
    setErrors(found);
    setUnconfirmed(null);
    if (Object.keys(found).length === 0) signIn(email.trim(), password);
  };

  return (
    // Without JavaScript, or sent before the page has hydrated, the browser posts this form
    // itself to /api/login (never in the URL), and the answer brings the session or the error
    // back to /login in the fragment (docs/auth.md#log-in-without-the-app). Once hydrated, the
    // app checks and sends it (what was typed before is the app's: web/main.tsx).
    <form
      noValidate={live}
      method="post"
      action={apiPaths.loginForm}
      onSubmit={submit}
      aria-label="Log in"
    >
      <Stack gap="4">
        {unconfirmed && <ResendConfirmation email={unconfirmed} />}
        <EmailField value={email} onChange={setEmail} error={errors.email} />
        <Stack gap="1">
          <AuthField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={errors.password}
          />
          <Flex justify="flex-end">
            <RouterLink to={paths.forgotPassword} fontSize="sm" color="brand.fg">
              Forgot password
            </RouterLink>
          </Flex>
        </Stack>
        <Button type="submit" colorPalette="brand" loading={signingIn} loadingText="Log in">
          Log in
        </Button>
        <Text textAlign="center" fontSize="sm">
          Don&apos;t have an account?{' '}
          <RouterLink to={signupPathFrom(paths.signup, next)} color="brand.fg" fontWeight="medium">
            Sign up
          </RouterLink>
        </Text>
      </Stack>
    </form>
  );
}
