import { useMemo } from 'react';
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { passwordResetMachine } from '../../../machines/password-reset/password-reset.machine';
import { paths } from '../../../shared/routes';
import { RouterLink } from '../../components/router-link';
import { toaster } from '../../components/ui/toaster';
import { inspectOptions } from '../../lib/inspector';
import { loadSupabase } from '../../lib/supabase';
import { AuthCard } from '../../features/auth/auth-card';
import { EmailField } from '../../features/auth/auth-field';

async function requestReset({ input }: { input: { email: string } }): Promise<void> {
  const client = await loadSupabase();
  const { error } = await client.auth.resetPasswordForEmail(input.email, {
    redirectTo: `${window.location.origin}${paths.resetPassword}`,
  });
  if (error) throw error;
}

/** /forgot-password: asks for a recovery email; the answer never reveals whether an account exists. */
export function ForgotPasswordPage() {
  const logic = useMemo(
    () =>
      passwordResetMachine.provide({
        actors: { requestReset: fromPromise(requestReset) },
        actions: {
          notifyFailure: (_, { message }) =>
            toaster.create({ type: 'error', title: 'Error', description: message }),
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(logic, inspectOptions());
  const { email, error } = snapshot.context;

  return (
    <AuthCard
      title="Forgot password"
      subtitle="Enter your email and we will send you a link to reset your password."
    >
      {snapshot.matches('sent') ? (
        <Stack gap="4">
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Check your email</Alert.Title>
              <Alert.Description>
                If an account exists for {email.trim()}, we have sent a link to reset its password.
                The link signs you in so you can choose a new password.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Button variant="outline" onClick={() => send({ type: 'reset.again' })}>
            Use another email
          </Button>
        </Stack>
      ) : (
        <form
          noValidate
          // Never a GET with the address in the URL, should the app not start.
          method="post"
          aria-label="Reset password"
          // Starts the app on intent, which takes what was typed
          // (web/features/auth/login-form.tsx).
          data-hydrate-on-intent=""
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'reset.submit' });
          }}
        >
          <Stack gap="4">
            <EmailField
              value={email}
              onChange={(value) => send({ type: 'reset.change', email: value })}
              error={error}
            />
            <Button
              type="submit"
              colorPalette="brand"
              loading={snapshot.hasTag('sending')}
              loadingText="Sending..."
            >
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
      <Text textAlign="center" fontSize="sm">
        Remembered it?{' '}
        <RouterLink to={paths.login} color="brand.fg" fontWeight="medium">
          Back to log in
        </RouterLink>
      </Text>
    </AuthCard>
  );
}
