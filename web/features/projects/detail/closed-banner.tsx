import { Alert } from '@chakra-ui/react';
import type { ProjectDetail } from '../../../../shared/api';
import { formatDate, formatMoney } from '../../../../shared/format';

type ClosedProject = Pick<
  ProjectDetail,
  'status' | 'closedAt' | 'endDate' | 'fundingRaised' | 'investors' | 'withdrawn'
>;

function investorsText(count: number): string {
  return `${count} ${count === 1 ? 'investor' : 'investors'}`;
}

/** A failed close's headline: the goal not met, or the creator withdrew the offering. */
function failedTitle(withdrawn: boolean): string {
  return withdrawn
    ? 'This offering was withdrawn by its creator before its deadline; every commitment was refunded to its investor'
    : 'This offering closed without reaching its goal; every commitment was returned to its investor';
}

/**
 * What a closed offering's page says first: funded (when, how much, from how many) or
 * failed (every commitment went back), telling a withdrawn offering from a goal not met
 * (docs/money.md#withdrawing-a-live-offering). A landmark region rather than an alert:
 * it is the page's standing state, not news to announce. Nothing for a live project.
 */
export function ClosedBanner({ project }: { project: ClosedProject }) {
  if (project.status !== 'funded' && project.status !== 'failed') return null;
  const closedAt = project.closedAt ?? project.endDate;
  const funded = project.status === 'funded';
  const withdrawn = project.withdrawn === true;
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
            failedTitle(withdrawn)
          )}
        </Alert.Title>
        {!funded && (
          <Alert.Description>
            {withdrawn ? 'Withdrawn on' : 'Closed on'}{' '}
            <time dateTime={closedAt}>{formatDate(closedAt)}</time>. No fee was charged.
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
