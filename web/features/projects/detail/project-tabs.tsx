import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Box, chakra, useSlotRecipe } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import type { ProjectDetail } from '../../../../shared/api';
import { DiscussionTab } from './discussion-tab';
import { OverviewTab } from './overview-tab';
import { TabLoading } from './tab-loading';
import { TeamTab } from './team-tab';
import { UpdatesTab } from './updates-tab';
import { selectTab, selectedTab, tabKeyDown } from '../../../lib/dom-widgets';
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
   * Drawn only once selected (it fetches, so it needs the app): the others are in the page
   * from the start. Until then its panel holds `placeholder`, on the server and in the
   * first render alike, so a prerendered page shows it the moment the tab is opened,
   * before the app has started.
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
 * The ARIA tabs pattern with its selection in the DOM (web/lib/dom-widgets.ts): on a
 * prerendered page a tab answers the first click before the app has started, and the
 * app takes over the same state. Styled by the theme's tabs recipe (line variant).
 */
function TabSet({ initial, tabs }: { initial: string; tabs: TabSpec[] }) {
  const id = useId();
  const styles = useSlotRecipe({ key: 'tabs' })({ variant: 'line', size: 'md' });
  const list = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<ReadonlySet<string>>(() => new Set([initial]));
  useEffect(() => {
    const node = list.current;
    if (!node) return;
    const draw = (value: string | null) => {
      if (value) setDrawn((seen) => (seen.has(value) ? seen : new Set(seen).add(value)));
    };
    // A tab chosen before the app started.
    draw(selectedTab(node));
    const onSelect = (event: Event) => draw((event as CustomEvent<string | null>).detail);
    node.addEventListener('tabselect', onSelect);
    return () => node.removeEventListener('tabselect', onSelect);
  }, []);
  const tabId = (value: string) => `${id}-tab-${value}`;
  const panelId = (value: string) => `${id}-panel-${value}`;
  return (
    <Box css={styles.root} colorPalette="brand" data-orientation="horizontal">
      <Box
        ref={list}
        role="tablist"
        aria-orientation="horizontal"
        data-orientation="horizontal"
        css={styles.list}
        overflowX="auto"
      >
        {tabs.map(({ value, label, lazy, preload }) => (
          <chakra.button
            key={value}
            type="button"
            role="tab"
            id={tabId(value)}
            data-value={value}
            data-dom-tab=""
            // On a page that starts its app on use, pointing at or opening this tab starts
            // it (web/lib/deferred-boot.ts, needsApp): only the app can draw its content.
            data-needs-app={lazy ? '' : undefined}
            data-orientation="horizontal"
            aria-controls={panelId(value)}
            // Initial state only: selectTab moves it, and React never renders it again.
            aria-selected={value === initial}
            data-selected={value === initial ? '' : undefined}
            tabIndex={value === initial ? 0 : -1}
            css={styles.trigger}
            onPointerEnter={preload}
            onFocus={preload}
            onClick={(event) => selectTab(event.currentTarget)}
            onKeyDown={(event) => tabKeyDown(event.nativeEvent)}
          >
            {label}
          </chakra.button>
        ))}
      </Box>
      {tabs.map(({ value, content, lazy, placeholder }) => (
        <Box
          key={value}
          role="tabpanel"
          id={panelId(value)}
          aria-labelledby={tabId(value)}
          tabIndex={0}
          hidden={value !== initial}
          data-orientation="horizontal"
          css={styles.content}
          pt="6"
        >
          {!lazy || drawn.has(value) ? content : placeholder}
        </Box>
      ))}
    </Box>
  );
}
