import type { ReactNode } from 'react';
import { Tabs } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import type { ProjectDetail } from '../../../../shared/api';
import { DiscussionTab } from './discussion-tab';
import { HistoryTab } from './history-tab';
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
  /** The SAFE simulator (its own feature), in a tab of its own. */
  simulator?: ReactNode;
}

/** Tabs a link may open with `?tab=` (a notification of an answer or an update). */
const LINKABLE_TABS = ['overview', 'team', 'updates', 'history', 'discussion'];

/** Overview, Team, Updates, History, Discussion and, when given, the SAFE simulator. */
export function ProjectTabs({
  project,
  slots = {},
}: {
  project: ProjectDetail;
  slots?: ProjectDetailSlots;
}) {
  const requested = useSearchParams()[0].get('tab');
  const tab = requested && LINKABLE_TABS.includes(requested) ? requested : 'overview';
  return (
    // Keyed by the tab, so following another such link on this page switches to it.
    <Tabs.Root key={tab} defaultValue={tab} colorPalette="brand" lazyMount>
      <Tabs.List overflowX="auto">
        <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
        <Tabs.Trigger value="team">Team</Tabs.Trigger>
        <Tabs.Trigger value="updates">Updates</Tabs.Trigger>
        <Tabs.Trigger value="history">History</Tabs.Trigger>
        <Tabs.Trigger value="discussion">Discussion</Tabs.Trigger>
        {slots.simulator && <Tabs.Trigger value="simulator">SAFE simulator</Tabs.Trigger>}
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
      <Tabs.Content value="history" pt="6">
        <HistoryTab slug={project.slug} />
      </Tabs.Content>
      <Tabs.Content value="discussion" pt="6">
        {slots.discussion ?? <DiscussionTab />}
      </Tabs.Content>
      {slots.simulator && (
        <Tabs.Content value="simulator" pt="6">
          {slots.simulator}
        </Tabs.Content>
      )}
    </Tabs.Root>
  );
}
