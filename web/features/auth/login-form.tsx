import { useEffect, useState, type FormEvent } from 'react';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { validateLoginForm, type LoginErrors } from '../../../shared/schemas/login';
import { paths } from '../../../shared/routes';
import { RouterLink } from '../../components/router-link';
import { signupPathFrom } from '../../lib/return-to';
import { useSessionActions, useSessionActor } from '../../lib/session';
import { AuthField, EmailField } from './auth-field';
import { EMAIL_NOT_CONFIRMED, ResendConfirmation } from './resend-confirmation';

/**
 * Email and password sign-in (docs/product.md#login). The session machine signs in; its
 * toasts report the outcome, and the page redirects once a user is signed in. The
 * "Forgot password" link follows the password field, in reading and in tab order.
 */
export function LoginForm({ next }: { next?: string }) {
  const actor = useSessionActor();
  const signingIn = useSelector(actor, (snapshot) => snapshot.matches('signingIn'));
  const { signIn } = useSessionActions();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  // The address whose sign-in answered "Email not confirmed", for Resend confirmation.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);

  useEffect(() => {
    const subscription = actor.on('session.signInFailed', ({ message }) => {
      if (message === EMAIL_NOT_CONFIRMED) setUnconfirmed(email.trim());
    });
    return () => subscription.unsubscribe();
  }, [actor, email]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateLoginForm({ email, password });
    setErrors(found);
    setUnconfirmed(null);
    if (Object.keys(found).length === 0) signIn(email.trim(), password);
  };

  return (
    // data-hydrate-on-intent: its prerendered page starts the app on intent (web/main.tsx);
    // what is typed before then is handed to the app and a submit waits for it
    // (web/lib/deferred-boot.ts). method="post": should the app never start, the browser's
    // own submit sends the password in a request body, never in the URL (the server
    // answers 405 and stores nothing).
    <form noValidate method="post" onSubmit={submit} aria-label="Log in" data-hydrate-on-intent="">
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
