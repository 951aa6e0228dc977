import { Container } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageTitle } from '../../components/page-title';
import { LazyPart } from '../../components/part-boundary';
import { retryableLazy } from '../../lib/retryable-lazy';
import { ProjectDetailSkeleton } from '../../features/projects/detail/project-detail-skeleton';
import { ProjectDetailView } from '../../features/projects/detail/project-detail-view';
import { DiscussionSignInPrompt } from '../../features/projects/detail/discussion-tab';
import { UpdatesTab } from '../../features/projects/detail/updates-tab';
import type { ProjectDetailSlots } from '../../features/projects/detail/project-tabs';
import { TabLoading } from '../../features/projects/detail/tab-loading';
import { ProjectConversationActions } from '../../features/conversations/project/project-conversation-actions';
import type { ProjectDetail } from '../../../shared/api';
import { ProjectNotFound } from '../../features/projects/detail/project-not-found';
import { useProject } from '../../features/projects/api/get-project';
import { ReservationPanel } from '../../features/reservations/reservation-panel';
import { LeadPanel } from '../../features/lead/lead-panel';
import { DisclosuresTab } from '../../features/disclosures/disclosures-tab';
import { AnnualReportPanel } from '../../features/reporting/annual-report-panel';

// The live updates, the Q&A (its forms and moderation dialog) and the SAFE simulator are
// drawn only once their tab is selected (project-tabs.tsx), so their code loads then, or
// when the tab is pointed at: not with the page, whose prerendered HTML holds none of it.
const loaders = {
  updates: () => import('../../features/conversations/project/updates-list'),
  discussion: () => import('../../features/conversations/discussion/discussion-thread'),
  simulator: () => import('../../features/offering-simulator/safe-simulator'),
};
// If a download fails, only the tab says so, and its "Try again" downloads it again.
const UpdatesList = retryableLazy(() => loaders.updates().then((m) => m.UpdatesList));
const DiscussionThread = retryableLazy(() => loaders.discussion().then((m) => m.DiscussionThread));
const SafeSimulator = retryableLazy(() => loaders.simulator().then((m) => m.SafeSimulator));

/** The conversations in the project's tabs and sidebar: live updates, the Q&A, follow. */
function conversationSlots(project: ProjectDetail): ProjectDetailSlots {
  return {
    updates: (
      // Until the live list's code is in, the updates the project detail carries: what
      // UpdatesList itself shows until its request answers.
      <LazyPart
        what="the updates"
        resetKey={project.slug}
        loading={<UpdatesTab updates={project.updates} />}
      >
        <UpdatesList
          slug={project.slug}
          fallback={project.updates}
          render={(updates) => <UpdatesTab updates={updates} />}
        />
      </LazyPart>
    ),
    discussion: (
      <LazyPart
        what="the discussion"
        resetKey={project.slug}
        loading={<TabLoading what="the discussion" />}
      >
        <DiscussionThread
          slug={project.slug}
          creatorId={project.creatorId}
          open={project.status === 'active'}
          signInPrompt={<DiscussionSignInPrompt />}
        />
      </LazyPart>
    ),
    simulator: (
      <LazyPart
        what="the SAFE simulator"
        resetKey={project.slug}
        loading={<TabLoading what="the SAFE simulator" />}
      >
        <SafeSimulator slug={project.slug} />
      </LazyPart>
    ),
    disclosures: <DisclosuresTab slug={project.slug} />,
    // A failed early download is the tab's to report, once it is opened (and retried).
    preload: (tab) => void loaders[tab]().catch(() => {}),
    sidebarInvest: (investButton) => (
      <ReservationPanel project={project} investButton={investButton} />
    ),
    sidebarActions: (
      <>
        <LeadPanel project={project} />
        {project.status === 'funded' && <AnnualReportPanel slug={project.slug} />}
        <ProjectConversationActions
          slug={project.slug}
          projectId={project.id}
          founderName={project.creatorName}
        />
      </>
    ),
  };
}

/** /project/:slug: one project's story, team, updates and funding summary. */
export function ProjectDetailPage() {
  const { slug = '' } = useParams();
  const detail = useProject(slug);
  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      {detail.status === 'loading' && <ProjectDetailSkeleton />}
      {detail.status === 'error' &&
        (detail.error.status === 404 ? (
          <>
            <PageTitle title="Project not found" />
            <ProjectNotFound slug={slug} />
          </>
        ) : (
          <LoadError what="this project" message={detail.error.message} onRetry={detail.retry} />
        ))}
      {detail.status === 'success' && (
        <>
          <PageTitle
            title={detail.data.project.title}
            description={detail.data.project.tagline}
            image={detail.data.project.coverImage}
          />
          <ProjectDetailView
            project={detail.data.project}
            slots={conversationSlots(detail.data.project)}
          />
        </>
      )}
    </Container>
  );
}
