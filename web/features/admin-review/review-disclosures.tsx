import { Box, Heading, Link, List, Text } from '@chakra-ui/react';
import type { DisclosuresResponse } from '../../../shared/disclosures/api';
import { DISCLOSURE_PART_LABELS } from '../../../shared/disclosures/schema';
import { STATEMENT_TIER_LABELS } from '../../../shared/disclosures/thresholds';
import { LoadError } from '../../components/load-error';
import { useApiQuery } from '../../lib/api-query';

/**
 * The review's checklist over the disclosures (docs/before-the-raise.md#disclosures): each
 * part complete or what is missing, and the statements' PDF behind a signed link.
 */
export function ReviewDisclosures({ projectId }: { projectId: string }) {
  const state = useApiQuery<DisclosuresResponse>(`/api/admin/reviews/${projectId}/disclosures`, {
    signedIn: true,
  });
  if (state.status === 'loading') return <Text color="fg.muted">Loading the disclosures…</Text>;
  if (state.status === 'error') {
    return <LoadError what="the disclosures" message={state.error.message} onRetry={state.retry} />;
  }
  const { checklist, statement, requiredTier } = state.data.disclosures;
  return (
    <Box as="section" aria-label="Disclosures checklist">
      <Heading as="h3" size="sm" mb="2">
        Disclosures
      </Heading>
      {/* Set as the card's other sections (terms, facts): small, under a heading that stays the
          boldest line. */}
      <List.Root gap="1" variant="plain" fontSize="sm">
        {checklist.map((item) => (
          <List.Item key={item.part} display="block">
            <Text as="span" fontWeight="medium">
              {item.complete ? '✓ ' : '✗ '}
              {DISCLOSURE_PART_LABELS[item.part]}
            </Text>
            {item.problem && <Text as="span">: {item.problem}</Text>}
          </List.Item>
        ))}
      </List.Root>
      <Text fontSize="sm" color="fg.muted" mt="2">
        Statements required: {STATEMENT_TIER_LABELS[requiredTier].toLowerCase()}.{' '}
        {statement && (
          <Link href={statement.url} colorPalette="brand" target="_blank" rel="noopener">
            Open {statement.fileName}
          </Link>
        )}
      </Text>
    </Box>
  );
}
