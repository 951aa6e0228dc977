import { Alert, Stack } from '@chakra-ui/react';
import { paths } from '../../../shared/routes';
import { LinkButton } from '../../components/link-button';
import { useSessionUser } from '../../lib/session';
import { useIdentity } from './identity-api';
import { identityBlockMessage, type GatedAction } from './identity-messages';

/**
 * Identity before money (docs/identity.md#the-gate): until the person's identity is
 * verified, a notice that says why they cannot go on and how to, with the way to the
 * verification page. Nothing once verified. Its own component, so any flow (wallet,
 * invest, a founder's submission) can carry it without knowing the rule.
 */
export function IdentityGate({ action }: { action: GatedAction }) {
  const identity = useIdentity();
  const role = useSessionUser()?.role;
  if (identity.status !== 'success') return null;
  const message = identityBlockMessage(identity.data, action);
  if (!message) return null;
  const to = role === 'creator' ? paths.creator.verifyIdentity : paths.investor.verifyIdentity;
  const pending = identity.data.status === 'pending_review';
  return (
    <Alert.Root status={pending ? 'info' : 'warning'} data-testid="identity-gate">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Content>
          <Alert.Title>
            {pending ? 'Identity check in review' : 'Identity verification required'}
          </Alert.Title>
          <Alert.Description>{message}</Alert.Description>
        </Alert.Content>
        {!pending && (
          <LinkButton to={to} size="sm" colorPalette="blue" alignSelf="flex-start">
            Verify your identity
          </LinkButton>
        )}
      </Stack>
    </Alert.Root>
  );
}
