import { useParams } from 'react-router';
import { Card, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { AccreditationView, AdminIdentityCheck } from '../../../shared/identity/check';
import { formatDate } from '../../../shared/format';
import { paths } from '../../../shared/routes';
import { useAdminIdentityOf } from '../../components/identity/admin-identity-of';
import { IdentityStatusBadge } from '../../components/identity/identity-status-badge';
import { LoadError } from '../../components/load-error';
import { PageTitle } from '../../components/page-title';
import { RouterLink } from '../../components/router-link';

/** A date as people read it ('Mar 1, 2026'), or a dash when there is none. */
const day = (iso: string | null) => (iso ? formatDate(iso) : '—');

function Row({ label, value }: { label: string; value: string | null }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value ?? '—'}</DataList.ItemValue>
    </DataList.Item>
  );
}

function IdentityCheckCard({ check }: { check: AdminIdentityCheck }) {
  const address = check.address
    ? `${check.address.line1}, ${check.address.city}, ${check.address.region} ${check.address.postalCode}, ${check.address.country}`
    : null;
  return (
    <Card.Root as="section" variant="outline" aria-label="Identity check">
      <Card.Body gap="4">
        <HStack gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            Identity check
          </Heading>
          <IdentityStatusBadge status={check.status} />
        </HStack>
        <DataList.Root orientation="horizontal" size="sm">
          <Row label="Legal name" value={check.legalName} />
          <Row label="Date of birth" value={day(check.dateOfBirth)} />
          <Row label="Address" value={address} />
          <Row label="Tax id" value={check.taxIdLast4 ? `•••• ${check.taxIdLast4}` : null} />
          <Row
            label="Provider"
            value={check.provider === 'simulated' ? 'Simulated (no real check)' : check.provider}
          />
          <Row label="Sent" value={day(check.submittedAt)} />
          <Row label="Decided" value={day(check.decidedAt)} />
          <Row label="Reason" value={check.reason} />
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}

function AccreditationCard({ accreditation }: { accreditation: AccreditationView | null }) {
  return (
    <Card.Root as="section" variant="outline" aria-label="Accredited investor statement">
      <Card.Body gap="4">
        <Heading as="h2" size="md">
          Accredited investor statement
        </Heading>
        {accreditation === null ? (
          <Text>No accredited statement on record: the Reg CF limit applies.</Text>
        ) : (
          <>
            <DataList.Root orientation="horizontal" size="sm">
              <Row label="Certified on" value={day(accreditation.certifiedAt)} />
              <Row label="Wording version" value={accreditation.wordingVersion} />
              <Row
                label={accreditation.lapsed ? 'Lapsed on' : 'Asks again on'}
                value={day(accreditation.expiresAt)}
              />
            </DataList.Root>
            {accreditation.lapsed && (
              <Text color="fg.error">
                Lapsed: the Reg CF limit applies until the investor certifies again.
              </Text>
            )}
            <Text as="blockquote" fontSize="sm" color="fg.muted" borderStartWidth="2px" ps="3">
              {accreditation.statement}
            </Text>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * /admin/identity/:id: one person's identity check and accredited statement as recorded
 * on the event log (docs/identity.md), read-only.
 */
export function IdentityRecordPage() {
  const { id = '' } = useParams();
  const record = useAdminIdentityOf(id);
  const who =
    record.status === 'success'
      ? (record.data.identity.legalName ?? record.data.identity.email ?? id)
      : null;
  return (
    <Stack gap="6" maxW="3xl">
      <PageTitle title="Identity record" />
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Identity record
        </Heading>
        {who && (
          <Text color="fg.muted">
            {who}
            {record.status === 'success' && record.data.identity.email
              ? ` · ${record.data.identity.email}`
              : ''}
          </Text>
        )}
        <RouterLink to={paths.admin.users} fontSize="sm">
          Back to users
        </RouterLink>
      </Stack>
      {record.status === 'loading' && <Text role="status">Loading the identity record...</Text>}
      {record.status === 'error' && (
        <LoadError
          what="the identity record"
          message={record.error.message}
          onRetry={record.retry}
        />
      )}
      {record.status === 'success' && (
        <>
          <IdentityCheckCard check={record.data.identity} />
          <AccreditationCard accreditation={record.data.accreditation} />
        </>
      )}
    </Stack>
  );
}
