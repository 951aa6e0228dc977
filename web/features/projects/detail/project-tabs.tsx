import type { ReactNode } from 'react';
import { Tabs } from '@chakra-ui/react';
import type { ProjectDetail } from '../../../../shared/api';
import { DiscussionTab } from './discussion-tab';
import { OverviewTab } from './overview-tab';
import { TeamTab } from './team-tab';
import { UpdatesTab } from './updates-tab';

/**
 * What the page puts in the tabs and the sidebar from features this one may not import
 * (the conversations: live updates, the Q&A, follow and messages). Without them the
 * tabs show what the project detail carries.
 */
export interface ProjectDetailSlots {
  updates?: ReactNode;
  discussion?: ReactNode;
  sidebarActions?: ReactNode;
}

/** Overview, Team, Updates and Discussion (spec §2 Project detail). */
export function ProjectTabs({
  project,
  slots = {},
}: {
  project: ProjectDetail;
  slots?: ProjectDetailSlots;
}) {
  return (
    <Tabs.Root defaultValue="overview" colorPalette="brand" lazyMount>
      <Tabs.List overflowX="auto">
        <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
        <Tabs.Trigger value="team">Team</Tabs.Trigger>
        <Tabs.Trigger value="updates">Updates</Tabs.Trigger>
        <Tabs.Trigger value="discussion">Discussion</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="overview" pt="6">
        <OverviewTab project={project} />
      </Tabs.Content>
      <Tabs.Content value="team" pt="6">
        <TeamTab team={project.team} />
      </Tabs.Content>
      <Tabs.Content value="updates" pt="6">
        {slots.updates ?? <UpdatesTab updates={project.updates} />}
      </Tabs.Content>
      <Tabs.Content value="discussion" pt="6">
        {slots.discussion ?? <DiscussionTab />}
      </Tabs.Content>
    </Tabs.Root>
  );
}
