import type { ReactNode } from 'react';
import { Text } from '@chakra-ui/react';
import type { ApiState } from '../lib/api-query';
import { LoadError } from './load-error';

/**
 * The three states of a screen's /api resource in one place: "Loading <what>...", the
 * error with Retry, or the content. The admin screens (offerings, analytics, audit)
 * each repeated these blocks.
 */
export function QueryStates<T>({
  query,
  what,
  children,
}: {
  query: ApiState<T> & { retry: () => void };
  /** What is loaded, as a sentence reads it: 'the audit trail'. */
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.status === 'loading') return <Text role="status">Loading {what}...</Text>;
  if (query.status === 'error') {
    return <LoadError what={what} message={query.error.message} onRetry={query.retry} />;
  }
  return <>{children(query.data)}</>;
}
