import { HStack, Text } from '@chakra-ui/react';
import { formatDate } from '../../../shared/format';
import { useAdminIdentityOf } from './admin-identity-of';
import { IdentityStatusBadge } from './identity-status-badge';

/**
 * The founder's identity check beside a project in review (docs/identity.md#the-gate):
 * an offering is only submitted by a verified founder, and the admin sees the result.
 */
export function FounderIdentity({ creatorId }: { creatorId: string }) {
  const identity = useAdminIdentityOf(creatorId);
  if (identity.status === 'loading') {
    return <Text fontSize="sm">Loading the founder's identity check...</Text>;
  }
  if (identity.status === 'error') {
    return <Text fontSize="sm">The founder's identity check could not be loaded.</Text>;
  }
  const check = identity.data.identity;
  return (
    <HStack gap="2" wrap="wrap" fontSize="sm" data-testid="founder-identity">
      <Text fontWeight="medium">Founder identity:</Text>
      <IdentityStatusBadge status={check.status} />
      {check.legalName && (
        <Text color="fg.muted">
          {check.legalName}
          {check.decidedAt ? `, checked ${formatDate(check.decidedAt)}` : ''}
          {check.provider === 'simulated' ? ' (simulated check)' : ''}
        </Text>
      )}
    </HStack>
  );
}
