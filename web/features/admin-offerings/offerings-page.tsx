import { Heading, Stack, Text } from '@chakra-ui/react';
import { LoadError } from '../../components/load-error';
import { PageTitle } from '../../components/page-title';
import { AdminOfferingsView } from './admin-offerings-view';
import { useOfferingOutcomes } from './api/get-offering-outcomes';
import { OfferingOutcomesView } from './offering-outcomes-view';
import { PlatformBooksView } from './platform-books-view';

/**
 * /admin/offerings: the platform's escrow and revenue against the ledger, the live
 * offerings with their early close, and every offering's outcome with its money.
 */
export function OfferingsPage() {
  const outcomes = useOfferingOutcomes();
  return (
    <Stack gap="10">
      <PageTitle title="Offerings" />
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Offerings
        </Heading>
        <Text color="fg.muted">
          Every offering&apos;s outcome and money, and the platform&apos;s escrow and fee revenue
          checked against the ledger.
        </Text>
      </Stack>
      {outcomes.status === 'loading' && <Text role="status">Loading the offerings...</Text>}
      {outcomes.status === 'error' && (
        <LoadError what="the offerings" message={outcomes.error.message} onRetry={outcomes.retry} />
      )}
      {outcomes.status === 'success' && <PlatformBooksView platform={outcomes.data.platform} />}
      <AdminOfferingsView />
      {outcomes.status === 'success' && (
        <OfferingOutcomesView offerings={outcomes.data.offerings} />
      )}
    </Stack>
  );
}
