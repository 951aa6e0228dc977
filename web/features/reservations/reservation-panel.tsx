import type { ReactNode } from 'react';
import { useState } from 'react';
import { Box, Button, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router';
import type { ProjectDetail } from '../../../shared/api';
import { formatCents } from '../../../shared/money/cents';
import type { ReservationRoundView } from '../../../shared/reservations/api';
import { PRIORITY_WINDOW_HOURS } from '../../../shared/reservations/rules';
import { paths } from '../../../shared/routes';
import { FormAlert } from '../../components/form-alert';
import { LinkButton } from '../../components/link-button';
import { ApiError } from '../../lib/api-client';
import { signupPathFrom } from '../../lib/return-to';
import { useAuthResolved, useSessionUser } from '../../lib/session';
import { useOwnReservation, useReservationRound, useRoundCommand } from './api';
import { ReservationForm } from './reservation-form';

/** An ISO moment as "2026-12-01 14:00 UTC": the same on the server and in the browser. */
function utc(iso: string): string {
  return `${iso.replace('T', ' ').slice(0, 16)} UTC`;
}

/** A creator's button for one step of the round, with its refusal under it. */
function RoundStep({
  slug,
  projectId,
  step,
  label,
  explain,
}: {
  slug: string;
  projectId: string;
  step: 'open' | 'openOffering';
  label: string;
  explain: string;
}) {
  const command = useRoundCommand(slug, projectId, step);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function click() {
    setBusy(true);
    setError(null);
    try {
      await command();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Something went wrong. Try again.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted">
        {explain}
      </Text>
      <Button variant="outline" colorPalette="brand" loading={busy} onClick={() => void click()}>
        {label}
      </Button>
      <FormAlert message={error} />
    </Stack>
  );
}

function OwnReservation({
  project,
  round,
}: {
  project: ProjectDetail;
  round: ReservationRoundView;
}) {
  const own = useOwnReservation(project.id);
  if (own.status !== 'success') return null;
  return (
    <ReservationForm
      slug={project.slug}
      projectId={project.id}
      own={own.data.reservation}
      acceptsNew={round.status === 'reserving'}
    />
  );
}

/** The round's totals, its disclaimer, and what the viewer can do in it. */
function RoundPanel({ project, round }: { project: ProjectDetail; round: ReservationRoundView }) {
  const user = useSessionUser();
  const resolved = useAuthResolved();
  const here = useLocation().pathname;
  const owner = user?.id === project.creatorId;
  return (
    <Box as="section" aria-labelledby="reservations-heading" borderWidth="1px" rounded="md" p="4">
      <Stack gap="3">
        <Heading as="h2" size="md" id="reservations-heading">
          {round.status === 'reserving' ? 'Taking reservations' : 'Reservations'}
        </Heading>
        <Text fontSize="sm">{round.disclaimer}</Text>
        <DataList.Root orientation="horizontal" size="sm">
          <DataList.Item>
            <DataList.ItemLabel>Reserved</DataList.ItemLabel>
            <DataList.ItemValue justifyContent="end">
              {formatCents(round.reservedCents)}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Reservers</DataList.ItemLabel>
            <DataList.ItemValue justifyContent="end">{round.reserverCount}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        {/* No clock read at render (server and browser must agree): the window's end is
            stated, and the server decides who may commit. */}
        {round.status === 'offering_open' && round.priorityEndsAt && (
          <Text fontSize="sm" fontWeight="medium">
            The offering is open. Priority window for reservers: until {utc(round.priorityEndsAt)}.
            After it, anyone may commit.
          </Text>
        )}
        {resolved && !user && round.status === 'reserving' && (
          <LinkButton to={signupPathFrom(paths.signupAs('investor'), here)} colorPalette="brand">
            Sign Up to Reserve
          </LinkButton>
        )}
        {user?.role === 'investor' && <OwnReservation project={project} round={round} />}
        {owner && round.status === 'reserving' && (
          <RoundStep
            slug={project.slug}
            projectId={project.id}
            step="openOffering"
            label="Open the offering"
            explain={`Every reserver is told, and for ${PRIORITY_WINDOW_HOURS} hours only reservers may commit. New reservations close.`}
          />
        )}
      </Stack>
    </Box>
  );
}

/**
 * The sidebar's reservation part (docs/before-the-raise.md#reservations): with a round,
 * its panel, and the invest button only once the offering is open; without one, the
 * creator's "Open for reservations".
 */
export function ReservationPanel({
  project,
  investButton,
}: {
  project: ProjectDetail;
  investButton: ReactNode;
}) {
  const round = useReservationRound(project.slug);
  const user = useSessionUser();
  if (round.status !== 'success') return <>{investButton}</>;
  const current = round.data.round;
  if (!current) {
    const owner = user?.id === project.creatorId && project.investors === 0;
    return (
      <>
        {investButton}
        {owner && (
          <RoundStep
            slug={project.slug}
            projectId={project.id}
            step="open"
            label="Open for reservations"
            explain="Test the waters before taking money: investors reserve without paying, and nobody can commit until you open the offering."
          />
        )}
      </>
    );
  }
  return (
    <Stack gap="4">
      <RoundPanel project={project} round={current} />
      {current.status === 'offering_open' && investButton}
    </Stack>
  );
}
