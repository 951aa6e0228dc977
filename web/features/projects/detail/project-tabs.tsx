import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box, chakra, useSlotRecipe } from '@chakra-ui/react';
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
  /**
   * Wraps the sidebar's invest button (a reservation round may hold it back until the
   * offering opens, docs/before-the-raise.md).
   */
  sidebarInvest?: (investButton: ReactNode) => ReactNode;
  /** The SAFE simulator (its own feature), in a tab of its own. */
  simulator?: ReactNode;
  /** The disclosures (the Form C content, docs/before-the-raise.md#disclosures). */
  disclosures?: ReactNode;
  /**
   * Starts loading a slot's code when its tab is pointed at or focused, so a tab whose
   * content is loaded on demand is usually ready by the time it is clicked.
   */
  preload?: (tab: 'updates' | 'discussion' | 'simulator') => void;
}

/** Tabs a link may open with `?tab=` (a notification of an answer or an update). */
const LINKABLE_TABS = ['overview', 'team', 'updates', 'history', 'discussion', 'disclosures'];

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
    ...(slots.disclosures
      ? [
          {
            value: 'disclosures',
            label: 'Disclosures',
            content: slots.disclosures,
            lazy: true,
            placeholder: <TabLoading what="the disclosures" />,
          },
        ]
      : []),
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
 * The ARIA tabs pattern (arrow keys, Home and End move between tabs), styled by the
 * theme's tabs recipe (line variant). Plain React state: a tab answers as soon as the page
 * has hydrated. The tabs that fetch are drawn once first selected; until then their panel
 * holds the placeholder, on the server and in the browser alike.
 */
function TabSet({ initial, tabs }: { initial: string; tabs: TabSpec[] }) {
  const id = useId();
  const styles = useSlotRecipe({ key: 'tabs' })({ variant: 'line', size: 'md' });
  const [selected, setSelected] = useState(initial);
  const [drawn, setDrawn] = useState<ReadonlySet<string>>(() => new Set([initial]));
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  const select = (value: string, focus = false) => {
    setSelected(value);
    setDrawn((seen) => (seen.has(value) ? seen : new Set(seen).add(value)));
    if (focus) triggers.current.get(value)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const to = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const tab = to === undefined ? undefined : tabs[to];
    if (!tab) return;
    event.preventDefault();
    select(tab.value, true);
  };
  const tabId = (value: string) => `${id}-tab-${value}`;
  const panelId = (value: string) => `${id}-panel-${value}`;
  return (
    <Box css={styles.root} colorPalette="brand" data-orientation="horizontal">
      <Box
        role="tablist"
        aria-orientation="horizontal"
        data-orientation="horizontal"
        css={styles.list}
        overflowX="auto"
      >
        {tabs.map(({ value, label, preload }, index) => (
          <chakra.button
            key={value}
            ref={(node: HTMLButtonElement | null) => {
              if (node) triggers.current.set(value, node);
            }}
            type="button"
            role="tab"
            id={tabId(value)}
            data-orientation="horizontal"
            aria-controls={panelId(value)}
            aria-selected={value === selected}
            data-selected={value === selected ? '' : undefined}
            tabIndex={value === selected ? 0 : -1}
            css={styles.trigger}
            onPointerEnter={preload}
            onFocus={preload}
            onClick={() => select(value)}
            onKeyDown={(event) => onKeyDown(event, index)}
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
          hidden={value !== selected}
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
