import { useMemo } from 'react';
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { passwordResetMachine } from '../../../machines/password-reset/password-reset.machine';
import { apiPaths, paths } from '../../../shared/routes';
import { RouterLink } from '../../components/router-link';
import { toaster } from '../../components/ui/toaster';
import { inspectOptions } from '../../lib/inspector';
import { loadSupabase } from '../../lib/supabase';
import { useHydrated } from '../../lib/use-hydrated';
import { TargetedNotice } from '../../components/targeted-notice';
import { RESET_LINK_SENT_ID } from '../../../shared/schemas/login';
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
  // Without JavaScript the form still works: the browser checks the address and posts it
  // to /api/forgot-password, which asks for the link as the app would and redirects to
  // the Check your email notice (docs/auth.md#forgot-password-without-the-app). Once
  // hydrated, the app checks and sends it itself.
  const live = useHydrated();

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
          noValidate={live}
          // Never a GET with the address in the URL.
          method="post"
          action={apiPaths.forgotPasswordForm}
          aria-label="Reset password"
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'reset.submit' });
          }}
        >
          <Stack gap="4">
            <TargetedNotice id={RESET_LINK_SENT_ID} title="Check your email">
              If an account exists for that address, we have sent a link to reset its password. The
              link signs you in so you can choose a new password.
            </TargetedNotice>
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
