import { Stack, Table, Text } from '@chakra-ui/react';
import type { AdminOfferingRow } from '../../../shared/closing/api';
import { formatDate } from '../../../shared/format';
import { formatCents } from '../../../shared/money/cents';
import { paths } from '../../../shared/routes';
import { EmptyListText } from '../../components/dashboard/empty-list-text';
import { SectionCard } from '../../components/dashboard/section-card';
import { LoadError } from '../../components/load-error';
import { RouterLink } from '../../components/router-link';
import { useAdminOfferings } from './api/get-admin-offerings';
import { EarlyCloseDialog } from './early-close-dialog';

const money = (cents: number) => formatCents(cents, { cents: 'auto' });

function CloseAction({ offering }: { offering: AdminOfferingRow }) {
  if (offering.earlyClose.allowed) return <EarlyCloseDialog offering={offering} />;
  if (offering.noticedEndsAt) {
    return (
      <Text fontSize="sm" color="fg.muted">
        Closing early: was to end {formatDate(offering.noticedEndsAt)}.
      </Text>
    );
  }
  return (
    <Text fontSize="sm" color="fg.muted">
      Early close not allowed: {offering.earlyClose.reason ?? 'the rules are not met yet.'}
    </Text>
  );
}

/** The live offerings on /admin/projects: time left, progress and the early-close action. */
export function AdminOfferingsView() {
  const offerings = useAdminOfferings();
  return (
    <SectionCard title="Live offerings">
      {offerings.status === 'loading' && <Text role="status">Loading live offerings...</Text>}
      {offerings.status === 'error' && (
        <LoadError
          what="the live offerings"
          message={offerings.error.message}
          onRetry={offerings.retry}
        />
      )}
      {offerings.status === 'success' &&
        (offerings.data.offerings.length === 0 ? (
          <EmptyListText>No offerings are live.</EmptyListText>
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm" aria-label="Live offerings">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Project</Table.ColumnHeader>
                  <Table.ColumnHeader>Days left</Table.ColumnHeader>
                  <Table.ColumnHeader>Raised / goal</Table.ColumnHeader>
                  <Table.ColumnHeader>Investors</Table.ColumnHeader>
                  <Table.ColumnHeader>Close</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {offerings.data.offerings.map((offering) => (
                  <Table.Row key={offering.projectId}>
                    <Table.Cell>
                      <Stack gap="0">
                        <RouterLink to={paths.project(offering.slug)} fontWeight="medium">
                          {offering.title}
                        </RouterLink>
                        <Text fontSize="xs" color="fg.muted">
                          Live since {formatDate(offering.liveSince)}
                        </Text>
                      </Stack>
                    </Table.Cell>
                    <Table.Cell>
                      {offering.daysLeft}{' '}
                      <Text as="span" fontSize="xs" color="fg.muted">
                        (ends {formatDate(offering.endsAt)})
                      </Text>
                    </Table.Cell>
                    <Table.Cell>
                      {money(offering.committedCents)} / {money(offering.goalCents)}
                    </Table.Cell>
                    <Table.Cell>{offering.investorCount}</Table.Cell>
                    <Table.Cell maxW="18rem">
                      <CloseAction offering={offering} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        ))}
    </SectionCard>
  );
}
