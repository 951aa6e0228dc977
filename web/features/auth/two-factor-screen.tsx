import { Button, Stack, Text } from '@chakra-ui/react';
import { useSessionActions } from '../../lib/session';
import { AuthCard } from './auth-card';
import { MfaChallengeForm } from './mfa-challenge-form';
import type { TwoFactorStep } from './two-factor-gate';

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
        <MfaChallengeForm onVerified={onVerified} />
        <Button variant="ghost" onClick={signOut}>
          Sign out and use another account
        </Button>
      </Stack>
    </AuthCard>
  );
}
