import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '../../../../shared/format';
import { LoadError } from '../../../components/load-error';
import { useProjectHistory } from '../api/get-history';
import { describeHistoryEntry } from './history-entry-text';

/**
 * The public offering history: every fact of the raise, oldest first, as the event log
 * records it. Read-only: there is nothing here to edit or remove.
 */
export function HistoryTab({ slug }: { slug: string }) {
  const history = useProjectHistory(slug);
  if (history.status === 'loading') {
    return (
      <Stack gap="4" aria-busy="true" aria-label="Loading the offering history">
        <Skeleton height="12" />
        <Skeleton height="12" />
      </Stack>
    );
  }
  if (history.status === 'error') {
    return (
      <LoadError
        what="the offering history"
        message={history.error.message}
        onRetry={history.retry}
      />
    );
  }
  const { entries } = history.data;
  return (
    <Stack gap="4">
      <Text color="fg.muted" fontSize="sm">
        A permanent record of this offering, built from the platform’s append-only log. Entries are
        never edited or removed, and never name investors.
      </Text>
      {entries.length === 0 ? (
        <Text color="fg.muted">Nothing has happened in this offering yet.</Text>
      ) : (
        <Stack as="ol" gap="5" listStyleType="none" aria-label="Offering history">
          {entries.map((entry, index) => {
            const { title, details } = describeHistoryEntry(entry);
            return (
              <Stack
                as="li"
                // The log is append-only, so an entry's position never changes.
                key={index}
                gap="1"
                borderLeftWidth="3px"
                borderColor="brand.solid"
                pl="4"
              >
                <Text fontSize="sm" color="fg.muted">
                  <time dateTime={entry.at}>{formatDate(entry.at)}</time>
                </Text>
                <Heading as="h3" size="sm">
                  {title}
                </Heading>
                {details.map((line) => (
                  <Text key={line}>{line}</Text>
                ))}
              </Stack>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
