import { Stack } from '@chakra-ui/react';
import type { CreatorProjectRow, ProjectStatus } from '../../../shared/api';
import { EmptyListText } from '../../components/dashboard/empty-list-text';
import { SectionCard } from '../../components/dashboard/section-card';
import { MyProjects, ProjectList, type ProjectRowHandlers } from './my-projects';

interface StateGroup {
  title: string;
  statuses: readonly ProjectStatus[];
  empty: string;
}

/** The project lifecycle's states, grouped by what the creator can do next. */
const GROUPS: readonly StateGroup[] = [
  {
    title: 'Needs your action',
    statuses: ['changes_requested', 'draft'],
    empty: 'Nothing waits for you: no draft and no project sent back.',
  },
  {
    title: 'In review',
    statuses: ['in_review'],
    empty: 'No project is waiting for review.',
  },
  { title: 'Live', statuses: ['active'], empty: 'No project is raising right now.' },
  {
    title: 'Closed',
    statuses: ['funded', 'failed', 'rejected'],
    empty: 'No raise has closed yet.',
  },
];

/**
 * /creator/projects: every project of the creator, grouped by its lifecycle state, each
 * with its actions (edit, publish, withdraw, delete, view). A creator with no project
 * gets the dashboard list's empty state and its link to create one.
 */
export function ProjectsByState({
  projects,
  ...handlers
}: ProjectRowHandlers & { projects: readonly CreatorProjectRow[] }) {
  if (projects.length === 0) return <MyProjects projects={projects} {...handlers} />;
  return (
    <Stack gap="6">
      {GROUPS.map((group) => {
        const inGroup = projects.filter((p) => group.statuses.includes(p.status));
        return (
          <SectionCard key={group.title} title={`${group.title} (${inGroup.length})`}>
            {inGroup.length === 0 ? (
              <EmptyListText>{group.empty}</EmptyListText>
            ) : (
              <ProjectList projects={inGroup} {...handlers} />
            )}
          </SectionCard>
        );
      })}
    </Stack>
  );
}
