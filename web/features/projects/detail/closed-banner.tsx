import { Alert } from '@chakra-ui/react';
import type { ProjectDetail } from '../../../../shared/api';
import { formatDate, formatMoney } from '../../../../shared/format';

type ClosedProject = Pick<
  ProjectDetail,
  'status' | 'closedAt' | 'endDate' | 'fundingRaised' | 'investors'
>;

function investorsText(count: number): string {
  return `${count} ${count === 1 ? 'investor' : 'investors'}`;
}

/**
 * What a closed offering's page says first: funded (when, how much, from how many) or
 * failed (every commitment went back). A landmark region rather than an alert: it is
 * the page's standing state, not news to announce. Nothing for a live project.
 */
export function ClosedBanner({ project }: { project: ClosedProject }) {
  if (project.status !== 'funded' && project.status !== 'failed') return null;
  const closedAt = project.closedAt ?? project.endDate;
  const funded = project.status === 'funded';
  return (
    <Alert.Root status={funded ? 'success' : 'info'} role="region" aria-label="Offering closed">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {funded ? (
            <>
              Funded: this offering closed on{' '}
              <time dateTime={closedAt}>{formatDate(closedAt)}</time> having raised{' '}
              {formatMoney(project.fundingRaised)} from {investorsText(project.investors)}
            </>
          ) : (
            'This offering closed without reaching its goal; every commitment was returned to its investor'
          )}
        </Alert.Title>
        {!funded && (
          <Alert.Description>
            Closed on <time dateTime={closedAt}>{formatDate(closedAt)}</time>. No fee was charged.
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
