import { useState } from 'react';
import {
  Button,
  Card,
  DataList,
  Field,
  HStack,
  Heading,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import type { AdminIdentityCheck } from '../../../shared/identity/check';
import { formatDate } from '../../../shared/format';
import { paths } from '../../../shared/routes';
import { LoadError } from '../../components/load-error';
import { RouterLink } from '../../components/router-link';
import { PageTitle } from '../../components/page-title';
import { ApiError } from '../../lib/api-client';
import { useDecideIdentity, useIdentityQueue } from './identity-admin-api';

function Row({ label, value }: { label: string; value: string | null }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value ?? '—'}</DataList.ItemValue>
    </DataList.Item>
  );
}

function CheckCard({ check }: { check: AdminIdentityCheck }) {
  const decide = useDecideIdentity();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const who = check.legalName ?? check.email ?? check.userId;
  const send = async (decision: 'approve' | 'reject') => {
    setBusy(decision);
    setError(null);
    try {
      await decide({ userId: check.userId, decision, reason });
    } catch (caught) {
      const apiError = caught instanceof ApiError ? caught : null;
      setError(apiError?.details?.reason ?? apiError?.message ?? 'Please try again.');
    } finally {
      setBusy(null);
    }
  };
  const address = check.address
    ? `${check.address.line1}, ${check.address.city}, ${check.address.region} ${check.address.postalCode}, ${check.address.country}`
    : null;
  const reasonId = `reason-${check.userId}`;
  return (
    <Card.Root as="article" variant="outline" aria-label={`Identity check of ${who}`}>
      <Card.Body gap="4">
        <Stack gap="0">
          <Heading as="h2" size="md">
            {who}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {check.email} · {check.role}
            {check.submittedAt ? ` · sent ${formatDate(check.submittedAt)}` : ''}
          </Text>
          <RouterLink to={paths.admin.identityRecord(check.userId)} fontSize="sm">
            Identity record and accredited statement
          </RouterLink>
        </Stack>
        <DataList.Root orientation="horizontal" size="sm">
          <Row label="Legal name" value={check.legalName} />
          <Row
            label="Date of birth"
            value={check.dateOfBirth ? formatDate(check.dateOfBirth) : null}
          />
          <Row label="Address" value={address} />
          <Row label="Tax id" value={check.taxIdLast4 ? `•••• ${check.taxIdLast4}` : null} />
          <Row label="Why in review" value={check.reason} />
        </DataList.Root>
        <Field.Root required invalid={Boolean(error)}>
          <Field.Label htmlFor={reasonId}>Reason for your decision</Field.Label>
          <Textarea
            id={reasonId}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            rows={2}
          />
          <Field.HelperText>Recorded with your name in the audit trail.</Field.HelperText>
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        <HStack gap="3">
          <Button
            colorPalette="green"
            // green.600 under white text is 3.3:1; green.700 reaches AA.
            bg="green.700"
            _hover={{ bg: 'green.800' }}
            loading={busy === 'approve'}
            disabled={busy !== null}
            onClick={() => void send('approve')}
          >
            Approve
          </Button>
          <Button
            colorPalette="red"
            variant="outline"
            loading={busy === 'reject'}
            disabled={busy !== null}
            onClick={() => void send('reject')}
          >
            Reject
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** /admin/identity: the identity checks the provider sent to a manual review. */
export function IdentityQueuePage() {
  const queue = useIdentityQueue();
  return (
    <Stack gap="6" maxW="4xl">
      <PageTitle title="Identity reviews" />
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Identity reviews
        </Heading>
        <Text color="fg.muted">
          Checks the identity provider could not decide. Approve or reject each with a reason; until
          then the person cannot add funds, invest or submit an offering.
        </Text>
      </Stack>
      {queue.status === 'loading' && <Text role="status">Loading the review queue...</Text>}
      {queue.status === 'error' && (
        <LoadError what="the review queue" message={queue.error.message} onRetry={queue.retry} />
      )}
      {queue.status === 'success' &&
        (queue.data.checks.length === 0 ? (
          <Text>No identity checks are waiting for review.</Text>
        ) : (
          queue.data.checks.map((check) => <CheckCard key={check.userId} check={check} />)
        ))}
    </Stack>
  );
}
