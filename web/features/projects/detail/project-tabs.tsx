import { Tabs } from '@chakra-ui/react';
import type { ProjectDetail } from '../../../../shared/api';
import { DiscussionTab } from './discussion-tab';
import { OverviewTab } from './overview-tab';
import { TeamTab } from './team-tab';
import { UpdatesTab } from './updates-tab';

/** Overview, Team, Updates and Discussion (spec §2 Project detail). */
export function ProjectTabs({ project }: { project: ProjectDetail }) {
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
        <UpdatesTab updates={project.updates} />
      </Tabs.Content>
      <Tabs.Content value="discussion" pt="6">
        <DiscussionTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}
