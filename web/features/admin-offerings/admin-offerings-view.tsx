import { Stack, Text } from '@chakra-ui/react';
import type { AdminOfferingRow } from '../../../shared/closing/api';
import { formatDate } from '../../../shared/format';
import { formatCents } from '../../../shared/money/cents';
import {
  EARLY_CLOSE_MIN_LIVE_DAYS,
  EARLY_CLOSE_NOTICE_BUSINESS_DAYS,
} from '../../../shared/money/reg-cf';
import { paths } from '../../../shared/routes';
import { EmptyListText } from '../../components/dashboard/empty-list-text';
import { SectionCard } from '../../components/dashboard/section-card';
import { QueryStates } from '../../components/query-states';
import { RouterLink } from '../../components/router-link';
import { useAdminOfferings } from './api/get-admin-offerings';
import { EarlyCloseDialog } from './early-close-dialog';
import {
  StackingBody,
  StackingCell,
  StackingHeader,
  StackingRow,
  StackingTable,
} from './stacking-table';

const COLUMNS = ['Project', 'Days left', 'Raised / goal', 'Investors', 'Close'] as const;

const money = (cents: number) => formatCents(cents, { cents: 'auto' });

/**
 * Why a row cannot close early, in a few words: the rules are explained once above the
 * table, and the figures behind a refusal (raised, deadline) have their own columns.
 */
function refusalStatus({ earlyClose }: AdminOfferingRow): string {
  switch (earlyClose.code) {
    case 'goal_not_reached':
      return 'Goal not met';
    case 'too_early_to_close':
      return earlyClose.closableFrom
        ? `Can close from ${formatDate(earlyClose.closableFrom)}`
        : `Live under ${EARLY_CLOSE_MIN_LIVE_DAYS} days`;
    case 'not_earlier_than_end':
      return 'Ends too soon to close early';
    case 'early_close_already_noticed':
      return 'Closing early';
    case 'offering_not_live':
      return 'Not live';
    default:
      return earlyClose.reason ?? 'Cannot close early yet';
  }
}

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
      {refusalStatus(offering)}
    </Text>
  );
}

/** The live offerings (/admin/offerings, /admin/projects): time left, progress, early close. */
export function AdminOfferingsView() {
  const offerings = useAdminOfferings();
  return (
    <SectionCard title="Live offerings">
      <QueryStates query={offerings} what="the live offerings">
        {(data) =>
          data.offerings.length === 0 ? (
            <EmptyListText>No offerings are live.</EmptyListText>
          ) : (
            <Stack gap="3">
              {/* The rules once, so each row's refusal can be a short fact that fits its cell. */}
              <Text fontSize="sm" color="fg.muted">
                An offering may close early once its goal is met and it has been live at least{' '}
                {EARLY_CLOSE_MIN_LIVE_DAYS} days; the new deadline is at least{' '}
                {EARLY_CLOSE_NOTICE_BUSINESS_DAYS} business days after investors are notified. The
                Close column says what holds each offering back.
              </Text>
              <StackingTable label="Live offerings">
                <StackingHeader columns={COLUMNS} />
                <StackingBody>
                  {data.offerings.map((offering) => (
                    <StackingRow key={offering.projectId}>
                      <StackingCell label={COLUMNS[0]}>
                        <RouterLink to={paths.project(offering.slug)} fontWeight="medium">
                          {offering.title}
                        </RouterLink>
                        <Text fontSize="xs" color="fg.muted">
                          Live since {formatDate(offering.liveSince)}
                        </Text>
                      </StackingCell>
                      <StackingCell label={COLUMNS[1]}>
                        {offering.daysLeft}{' '}
                        <Text as="span" fontSize="xs" color="fg.muted">
                          (ends {formatDate(offering.endsAt)})
                        </Text>
                      </StackingCell>
                      <StackingCell label={COLUMNS[2]}>
                        {money(offering.committedCents)} / {money(offering.goalCents)}
                      </StackingCell>
                      <StackingCell label={COLUMNS[3]}>{offering.investorCount}</StackingCell>
                      <StackingCell label={COLUMNS[4]}>
                        <CloseAction offering={offering} />
                      </StackingCell>
                    </StackingRow>
                  ))}
                </StackingBody>
              </StackingTable>
            </Stack>
          )
        }
      </QueryStates>
    </SectionCard>
  );
}
