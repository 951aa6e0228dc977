import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import type { IdentityResponse } from '../../../shared/identity/check';
import { LoadError } from '../../components/load-error';
import { PageTitle } from '../../components/page-title';
import { useIdentity } from '../../components/identity/identity-api';
import { IdentityForm } from './identity-form';

function StatusNotice({ identity }: { identity: IdentityResponse }) {
  switch (identity.status) {
    case 'verified':
      return (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Your identity is verified</Alert.Title>
            <Alert.Description>You can add funds, invest and submit offerings.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      );
    case 'pending_review':
      return (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Your check is waiting for a manual review</Alert.Title>
            <Alert.Description>
              {identity.reason ? `${identity.reason} ` : ''}We will decide it soon; there is nothing
              else to send meanwhile.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      );
    case 'failed':
      return (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Your identity check did not pass</Alert.Title>
            <Alert.Description>
              {identity.reason ?? 'The details did not match.'} Check your details below and try
              again.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      );
    case 'unverified':
      return null;
  }
}

/**
 * /investor/verify-identity and /creator/verify-identity: the identity check before
 * money moves or an offering goes to review (docs/identity.md). A simulated provider
 * says so on the page.
 */
export function IdentityPage() {
  const identity = useIdentity();
  return (
    <Stack gap="6" maxW="3xl">
      <PageTitle title="Verify your identity" />
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Verify your identity
        </Heading>
        <Text color="fg.muted">
          Before your first deposit, investment or offering, we confirm who you are: your legal
          name, date of birth, address and the last four digits of your tax id.
        </Text>
      </Stack>
      {identity.status === 'loading' && <Text role="status">Loading your identity check...</Text>}
      {identity.status === 'error' && (
        <LoadError
          what="your identity check"
          message={identity.error.message}
          onRetry={identity.retry}
        />
      )}
      {identity.status === 'success' && (
        <>
          {identity.data.provider.simulated && (
            <Alert.Root status="info" data-testid="simulated-identity-notice">
              <Alert.Indicator />
              <Alert.Content>
                {/* The notice names itself ("Simulated identity check: …"): no title above it. */}
                <Alert.Description>{identity.data.provider.notice}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <StatusNotice identity={identity.data} />
          {(identity.data.status === 'unverified' || identity.data.status === 'failed') && (
            <IdentityForm />
          )}
        </>
      )}
    </Stack>
  );
}
