import { useState, type ReactNode } from 'react';
import { Tabs } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import type { ProjectDetail } from '../../../../shared/api';
import { DiscussionTab } from './discussion-tab';
import { OverviewTab } from './overview-tab';
import { TabLoading } from './tab-loading';
import { TeamTab } from './team-tab';
import { UpdatesTab } from './updates-tab';
import { retryableLazy } from '../../../lib/retryable-lazy';
import { LazyPart } from '../../../components/part-boundary';

// The history and its wording (with the SAFE terms' labels) load when the tab is first
// pointed at or opened, not with the page: it is drawn only once selected.
const loadHistoryTab = () => import('./history-tab');
const HistoryTab = retryableLazy(() => loadHistoryTab().then((m) => m.HistoryTab));

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
  /**
   * Starts loading a slot's code when its tab is pointed at or focused, so a tab whose
   * content is loaded on demand is usually ready by the time it is clicked.
   */
  preload?: (tab: 'updates' | 'discussion' | 'simulator') => void;
}

/** Tabs a link may open with `?tab=` (a notification of an answer or an update). */
const LINKABLE_TABS = ['overview', 'team', 'updates', 'history', 'discussion'];

interface TabSpec {
  value: string;
  label: string;
  content: ReactNode;
  /**
   * Drawn only once selected (it fetches): the others are in the page from the start.
   * Until then its panel holds `placeholder`.
   */
  lazy: boolean;
  placeholder?: ReactNode;
  /** Loads the tab's code ahead of a click (see ProjectDetailSlots.preload). */
  preload?: () => void;
}

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
  // The updates the project detail carries: the tab's content when no live list is slotted
  // in, and what the live list shows until it answers.
  const carriedUpdates = <UpdatesTab updates={project.updates} />;
  const tabs: TabSpec[] = [
    {
      value: 'overview',
      label: 'Overview',
      content: <OverviewTab project={project} />,
      lazy: false,
    },
    { value: 'team', label: 'Team', content: <TeamTab team={project.team} />, lazy: false },
    {
      value: 'updates',
      label: 'Updates',
      content: slots.updates ?? carriedUpdates,
      lazy: slots.updates !== undefined,
      placeholder: carriedUpdates,
      preload: () => slots.preload?.('updates'),
    },
    {
      value: 'history',
      label: 'History',
      content: (
        <LazyPart
          what="the offering history"
          resetKey={project.slug}
          loading={<TabLoading what="the offering history" />}
        >
          <HistoryTab slug={project.slug} />
        </LazyPart>
      ),
      lazy: true,
      placeholder: <TabLoading what="the offering history" />,
      // A failed early download is the tab's to report, once it is opened (and retried).
      preload: () => void loadHistoryTab().catch(() => {}),
    },
    {
      value: 'discussion',
      label: 'Discussion',
      content: slots.discussion ?? <DiscussionTab />,
      lazy: true,
      placeholder: <TabLoading what="the discussion" />,
      preload: () => slots.preload?.('discussion'),
    },
    ...(slots.simulator
      ? [
          {
            value: 'simulator',
            label: 'SAFE simulator',
            content: slots.simulator,
            lazy: true,
            placeholder: <TabLoading what="the SAFE simulator" />,
            preload: () => slots.preload?.('simulator'),
          },
        ]
      : []),
  ];
  // Keyed by the tab, so following another such link on this page switches to it.
  return <TabSet key={tab} initial={tab} tabs={tabs} />;
}

/**
 * Chakra's tabs (line variant). The tabs that fetch are drawn once first selected; until
 * then their panel holds the placeholder, on the server and in the browser alike.
 */
function TabSet({ initial, tabs }: { initial: string; tabs: TabSpec[] }) {
  const [drawn, setDrawn] = useState<ReadonlySet<string>>(() => new Set([initial]));
  const draw = (value: string) =>
    setDrawn((seen) => (seen.has(value) ? seen : new Set(seen).add(value)));
  return (
    <Tabs.Root
      defaultValue={initial}
      variant="line"
      colorPalette="brand"
      onValueChange={({ value }) => draw(value)}
    >
      <Tabs.List overflowX="auto">
        {tabs.map(({ value, label, preload }) => (
          <Tabs.Trigger key={value} value={value} onPointerEnter={preload} onFocus={preload}>
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map(({ value, content, lazy, placeholder }) => (
        <Tabs.Content key={value} value={value} pt="6">
          {!lazy || drawn.has(value) ? content : placeholder}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
