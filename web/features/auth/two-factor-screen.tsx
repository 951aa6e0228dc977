import { Suspense } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { PartBoundary } from '../../components/part-boundary';
import { useSessionActions } from '../../lib/session';
import { retryableLazy } from '../../lib/retryable-lazy';
import { AuthCard } from './auth-card';
import { loadCodeForm, type TwoFactorStep } from './two-factor-gate';

/**
 * The code form, loaded once a code is owed (the gate starts it as it finds out): only a
 * user with two-factor on meets it, so /login does not bring it (nor Chakra's Field and
 * NativeSelect, which it draws) before the password is sent.
 */
const MfaChallengeForm = retryableLazy(() => loadCodeForm().then((m) => m.MfaChallengeForm));

/**
 * What /login shows between the password and the redirect for a user with two-factor on:
 * the code form (with a way out to another account), or a short status while the
 * session's assurance level is read.
 */
export function TwoFactorScreen({
  step,
  onVerified,
}: {
  step: Exclude<TwoFactorStep, 'done'>;
  onVerified: () => void;
}) {
  const { signOut } = useSessionActions();
  if (step === 'checking') {
    return (
      <AuthCard title="Welcome back" pageTitle="Signing in">
        <Text role="status" textAlign="center">
          Signing you in…
        </Text>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Two-factor sign-in"
      pageTitle="Two-factor code"
      subtitle="One more step to finish signing in"
    >
      <Stack gap="4">
        <PartBoundary what="the code form">
          <Suspense
            fallback={
              <Text role="status" textAlign="center">
                Loading...
              </Text>
            }
          >
            <MfaChallengeForm onVerified={onVerified} />
          </Suspense>
        </PartBoundary>
        <Button variant="ghost" onClick={signOut}>
          Sign out and use another account
        </Button>
      </Stack>
    </AuthCard>
  );
}
