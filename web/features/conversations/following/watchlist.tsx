import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { FollowedProject } from '../../../../shared/conversations/api';
import { formatDate, formatMoney } from '../../../../shared/format';
import { paths } from '../../../../shared/routes';
import { fundingPercent } from '../../../../shared/stats';
import { CoverThumbnail } from '../../../components/cover-thumbnail';
import { LoadError } from '../../../components/load-error';
import { RouterLink } from '../../../components/router-link';
import { useFollowing } from '../api/get-following';

const STATUS_LABEL: Partial<Record<FollowedProject['status'], string>> = {
  active: 'Live',
  funded: 'Funded',
  failed: 'Did not fund',
};

function FollowedRow({ project }: { project: FollowedProject }) {
  return (
    <Box as="li" borderWidth="1px" rounded="lg" p="3">
      <HStack gap="4" align="start">
        <CoverThumbnail src={project.coverImage} width="24" />
        <Stack gap="1" flex="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <RouterLink to={paths.project(project.slug)} fontWeight="semibold">
              {project.title}
            </RouterLink>
            <Badge colorPalette={project.status === 'active' ? 'green' : 'gray'}>
              {STATUS_LABEL[project.status] ?? project.status}
            </Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {project.tagline}
          </Text>
          <Text fontSize="sm">
            {formatMoney(project.fundingRaised)} of {formatMoney(project.fundingGoal)} (
            {fundingPercent(project.fundingRaised, project.fundingGoal)}%) · ends{' '}
            <time dateTime={project.endDate}>{formatDate(project.endDate)}</time>
          </Text>
          <Text fontSize="xs" color="fg.muted">
            Following since{' '}
            <time dateTime={project.followedAt}>{formatDate(project.followedAt)}</time>
          </Text>
        </Stack>
      </HStack>
    </Box>
  );
}

/**
 * The investor's watchlist: the projects they follow (their updates reach the bell),
 * most recently followed first, each linking to its page, where Unfollow is.
 */
export function Watchlist() {
  const following = useFollowing();
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        Watchlist
      </Heading>
      <Text color="fg.muted">
        Projects you follow. You are notified of each founder update; unfollow from the project’s
        page.
      </Text>
      {following.status === 'loading' && <Text color="fg.muted">Loading your watchlist…</Text>}
      {following.status === 'error' && (
        <LoadError
          what="your watchlist"
          message={following.error.message}
          onRetry={following.retry}
        />
      )}
      {following.status === 'success' &&
        (following.data.projects.length === 0 ? (
          <Text>
            You do not follow any project yet. Use “Follow” on a project’s page;{' '}
            <RouterLink to={paths.projects}>discover projects</RouterLink>.
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="3" aria-label="Followed projects">
            {following.data.projects.map((project) => (
              <FollowedRow key={project.projectId} project={project} />
            ))}
          </Stack>
        ))}
    </Stack>
  );
}
